import { type devicesEventsV1, TOPICS } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { VehicleChanges } from '../vehicles/vehicle-changes';
import { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehicleInstallationEntity } from './vehicle-installation.entity';

/**
 * Applies one InstallationChanged to the read model, through the same change path as every vehicle write, so the
 * vehicles it touches go out on fleet.vehicles.v1 with their current device (the topic is never stale). Keyed by
 * device id with a per-device version: a replay of an older state of the device is ignored, and the row (keyed by
 * installation id) is overwritten with the event's state. When an installation ends and the vehicle has no other
 * device, the vehicle's device-fed state goes with it (spec 01 §4.2: moving a device clears the old vehicle's
 * odometer and last seen).
 */
@Injectable()
export class InstallationChangedHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: VehicleChanges,
  ) {}

  async handle(event: devicesEventsV1.InstallationChanged): Promise<void> {
    const installation = event.installation;
    if (!installation || !installation.installationId) return;
    const source = {
      stream: TOPICS.devicesInstallations.name,
      key: String(installation.deviceId),
      version: Number(event.version),
    };
    // Driver names are not known here; the event carries the drivers' ids (as the auth.users.v1 handler does).
    await this.changes.commitPlatformWide(
      async () => {
        const em = this.em;
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
        if (row.removedAt !== null && wasOpenOrNew) await this.clearDeviceState(row.vehicleId);
        const vehicle = await em.findOne(VehicleEntity, { id: row.vehicleId, deletedAt: null });
        return vehicle ? [vehicle] : [];
      },
      new Map(),
      source,
    );
  }

  private async clearDeviceState(vehicleId: number): Promise<void> {
    const stillInstalled = await this.em.count(VehicleInstallationEntity, { vehicleId, removedAt: null });
    if (stillInstalled > 0) return;
    await this.em.nativeUpdate(
      VehicleEntity,
      { id: vehicleId },
      { stateOdometerKm: null, lastSeen: null, batteryPercentage: null },
    );
  }
}
