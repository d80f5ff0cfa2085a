import type { OrgScope } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../access/scope-filter';
import type { VehicleEntity } from '../vehicles/vehicle.entity';
import { OdometerCalibrationEntity } from './odometer-calibration.entity';

@Injectable()
export class OdometerCalibrationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every calibration of a vehicle (loaded in scope by the caller), oldest first. */
  historyOf(vehicle: VehicleEntity): Promise<OdometerCalibrationEntity[]> {
    return this.em.find(OdometerCalibrationEntity, { vehicle }, { orderBy: { recordedAt: 'asc', id: 'asc' } });
  }

  /** vehicle id → the calibration with the latest reading time, for vehicles in the scope. */
  async latestByVehicle(
    scope: OrgScope,
    vehicleIds: readonly number[],
  ): Promise<Map<number, OdometerCalibrationEntity>> {
    const result = new Map<number, OdometerCalibrationEntity>();
    if (vehicleIds.length === 0) return result;
    const rows = await this.em.find(
      OdometerCalibrationEntity,
      { vehicle: { id: { $in: [...vehicleIds] }, ...scopeFilter(scope, 'organizationId') } },
      { orderBy: { recordedAt: 'asc', id: 'asc' } },
    );
    for (const row of rows) result.set(row.vehicle.id, row);
    return result;
  }

  add(calibration: OdometerCalibrationEntity): void {
    this.em.persist(calibration);
  }
}
