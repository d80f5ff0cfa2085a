import { TOPICS } from '@fleetlog/contracts';
import { addToOutbox, raiseVersionById } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { InstallationEntity } from '../installations/installation.entity';
import { toInstallationMessage } from '../installations/installation.mapper';
import { DeviceEntity } from '../inventory/device.entity';

/**
 * devices.installations.v1, keyed by device id, one InstallationChanged per installation start and end, in the order
 * the changes happened (an end before the start that replaced it). Written to the outbox inside the transaction of
 * the change, each with the device's raised version, so consumers never miss a committed change, never see one that
 * rolled back, and can ignore a replay of an older state of the device.
 */
@Injectable()
export class InstallationEventsPublisher {
  async installationsChanged(em: EntityManager, installations: readonly InstallationEntity[]): Promise<void> {
    for (const installation of installations) {
      const version = await raiseVersionById(em, DeviceEntity, installation.deviceId);
      await addToOutbox(em, TOPICS.devicesInstallations, String(installation.deviceId), {
        installation: toInstallationMessage(installation),
        changedTsMs: Date.now(),
        version,
      });
    }
  }
}
