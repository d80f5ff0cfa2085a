import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../database/scope-filter';
import { FutureDeviceEntity } from './future-device.entity';

@Injectable()
export class FutureDevicesRepository extends BaseRepository<FutureDeviceEntity> {
  findByVehicle(scope: OrgScope, vehicleId: number): Promise<FutureDeviceEntity | null> {
    return this.em.findOne(FutureDeviceEntity, { $and: [{ vehicleId }, scopeFilter(scope, 'organizationId')] });
  }

  findByDevice(scope: OrgScope, deviceId: number): Promise<FutureDeviceEntity | null> {
    return this.em.findOne(FutureDeviceEntity, { $and: [{ deviceId }, scopeFilter(scope, 'organizationId')] });
  }

  list(scope: OrgScope): Promise<FutureDeviceEntity[]> {
    return this.em.find(FutureDeviceEntity, scopeFilter(scope, 'organizationId'), { orderBy: { vehicleId: 'asc' } });
  }

  /** Drops plans that can no longer be carried out (the device moved organisation, retired, the vehicle went away). */
  async removeWhere(scope: OrgScope, filter: { deviceId?: number; vehicleId?: number }): Promise<void> {
    const plans = await this.em.find(FutureDeviceEntity, {
      $and: [
        filter.deviceId !== undefined ? { deviceId: filter.deviceId } : {},
        filter.vehicleId !== undefined ? { vehicleId: filter.vehicleId } : {},
        scopeFilter(scope, 'organizationId'),
      ],
    });
    for (const plan of plans) this.em.remove(plan);
  }
}
