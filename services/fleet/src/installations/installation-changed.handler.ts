import type { devicesEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehicleInstallationEntity } from './vehicle-installation.entity';

/**
 * Applies one InstallationChanged to the read model. Idempotent: the row is keyed by the installation id and
 * overwritten with the event's state. When an installation ends and the vehicle has no other device, the vehicle's
 * device-fed state goes with it (spec 01 §4.2: moving a device clears the old vehicle's odometer and last seen).
 */
@Injectable()
export class InstallationChangedHandler {
  constructor(private readonly em: EntityManager) {}

  async handle(event: devicesEventsV1.InstallationChanged): Promise<void> {
    const installation = event.installation;
    if (!installation || !installation.installationId) return;
    await this.em.fork().transactional(async (em) => {
      let row = await em.findOne(VehicleInstallationEntity, { installationId: installation.installationId });
      // An end seen for the first time (a replay finds the row already closed and changes nothing).
      const wasOpenOrNew = row === null || row.removedAt === null;
      if (!row) {
        row = new VehicleInstallationEntity();
        row.installationId = installation.installationId;
        em.persist(row);
      }
      Object.assign(row, {
        vehicleId: installation.vehicleId,
        deviceId: installation.deviceId,
        imei: installation.imei,
        deviceType: installation.deviceType,
        organizationId: installation.organizationId,
        installedAt: new Date(installation.installedTsMs || event.changedTsMs || Date.now()),
        removedAt: installation.removedTsMs > 0 ? new Date(installation.removedTsMs) : null,
        removalReason: installation.removalReason,
        updatedAt: new Date(),
      });
      await em.flush();
      if (row.removedAt !== null && wasOpenOrNew) await this.clearDeviceState(em, row.vehicleId);
    });
  }

  private async clearDeviceState(em: EntityManager, vehicleId: number): Promise<void> {
    const stillInstalled = await em.count(VehicleInstallationEntity, { vehicleId, removedAt: null });
    if (stillInstalled > 0) return;
    await em.nativeUpdate(
      VehicleEntity,
      { id: vehicleId },
      { stateOdometerKm: null, lastSeen: null, batteryPercentage: null },
    );
  }
}
