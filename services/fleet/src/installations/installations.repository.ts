import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehicleInstallationEntity } from './vehicle-installation.entity';

/**
 * The installation read model. Reads take vehicles already loaded in the caller's scope (the installation rows
 * carry the organisation of the device, which can differ from a moved vehicle's), writes come from the topic.
 */
@Injectable()
export class InstallationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** vehicle id → its current (open) installation. */
  async currentByVehicle(vehicles: readonly VehicleEntity[]): Promise<Map<number, VehicleInstallationEntity>> {
    const result = new Map<number, VehicleInstallationEntity>();
    if (vehicles.length === 0) return result;
    const rows = await this.em.find(
      VehicleInstallationEntity,
      { vehicleId: { $in: vehicles.map((vehicle) => vehicle.id) }, removedAt: null },
      { orderBy: { installedAt: 'asc' } },
    );
    for (const row of rows) result.set(row.vehicleId, row);
    return result;
  }

  historyOf(vehicle: VehicleEntity): Promise<VehicleInstallationEntity[]> {
    return this.em.find(VehicleInstallationEntity, { vehicleId: vehicle.id }, { orderBy: { installedAt: 'asc' } });
  }

  findByInstallationId(em: EntityManager, installationId: number): Promise<VehicleInstallationEntity | null> {
    return em.findOne(VehicleInstallationEntity, { installationId });
  }
}
