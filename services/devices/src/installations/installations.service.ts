import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { translateUniqueViolation } from '../database/scope-filter';
import { InstallationEventsPublisher } from '../events/installation-events.publisher';
import type { DeviceEntity } from '../inventory/device.entity';
import { InstallationEntity, type RemovalReason } from './installation.entity';
import { InstallationsRepository } from './installations.repository';

/**
 * The installation rows a transaction wrote, in order. Each change is flushed at once: the partial unique indexes
 * must see an end before the start that follows it (MikroORM would otherwise insert before it updates).
 */
export class InstallationChanges {
  readonly recorded: InstallationEntity[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly installations: InstallationsRepository,
  ) {}

  /** `installedAt`: now, except for the demo seed, whose devices have been in their vehicles for a while. */
  async start(
    device: DeviceEntity,
    vehicleId: number,
    organizationId: number,
    installedAt = new Date(),
  ): Promise<InstallationEntity> {
    const installation = Object.assign(new InstallationEntity(), {
      deviceId: device.id,
      imei: device.imei,
      deviceType: device.deviceType,
      vehicleId,
      organizationId,
      installedAt,
    });
    this.installations.persist(installation);
    await this.em.flush();
    this.recorded.push(installation);
    return installation;
  }

  async end(installation: InstallationEntity, reason: RemovalReason): Promise<void> {
    if (installation.removedAt !== null) return;
    installation.removedAt = new Date();
    installation.removalReason = reason;
    await this.em.flush();
    this.recorded.push(installation);
  }
}

@Injectable()
export class InstallationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly installations: InstallationsRepository,
    private readonly events: InstallationEventsPublisher,
  ) {}

  /**
   * Runs `work` in one transaction that also records the installation changes it made in the outbox. A unique
   * violation of a racing request becomes DEVICE_ALREADY_INSTALLED / VEHICLE_HAS_DEVICE / *_ALREADY_EXISTS.
   */
  async transaction<T>(work: (changes: InstallationChanges) => Promise<T>): Promise<T> {
    const changes = new InstallationChanges(this.em, this.installations);
    try {
      return await this.em.transactional(async () => {
        const result = await work(changes);
        await this.events.installationsChanged(this.em, changes.recorded);
        return result;
      });
    } catch (error) {
      translateUniqueViolation(error);
    }
  }
}
