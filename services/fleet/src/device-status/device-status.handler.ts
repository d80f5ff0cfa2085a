import { AccessDirectory } from '@fleetlog/access';
import { type devicesEventsV1, TOPICS } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { VehicleInstallationEntity } from '../installations/vehicle-installation.entity';
import { VehicleChanges } from '../vehicles/vehicle-changes';
import { VehicleEntity } from '../vehicles/vehicle.entity';
import { applyDeviceStatus } from './device-status.rules';

/**
 * devices.status.v1 (keyed by device id, versioned per device): the vehicle the device sits in takes its last seen,
 * battery percentage and latest response frequency, through the same change path as every vehicle write (so
 * fleet.vehicles.v1 follows). A replay of an older status is ignored by the version claim; a status of a device that
 * is no longer the vehicle's (another device is installed there now) changes nothing.
 */
@Injectable()
export class DeviceStatusHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: VehicleChanges,
    private readonly directory: AccessDirectory,
  ) {}

  async handle(event: devicesEventsV1.DeviceStatusChanged): Promise<void> {
    if (event.deviceId <= 0 || event.vehicleId <= 0) return;
    const source = { stream: TOPICS.devicesStatus.name, key: String(event.deviceId), version: Number(event.version) };
    const names = new Map<number, string>();
    await this.changes.commitPlatformWide(
      async () => {
        const vehicle = await this.em.findOne(VehicleEntity, { id: event.vehicleId, deletedAt: null });
        if (!vehicle) return [];
        const successor = await this.em.findOne(VehicleInstallationEntity, {
          vehicleId: vehicle.id,
          removedAt: null,
          deviceId: { $ne: event.deviceId },
        });
        if (successor || !applyDeviceStatus(vehicle, event)) return [];
        // The event names the drivers, so consumers' read models keep them (the users read model has them).
        for (const user of this.directory.users.ofOrganization(vehicle.organizationId)) {
          names.set(user.id, user.displayName);
        }
        return [vehicle];
      },
      names,
      source,
    );
  }
}
