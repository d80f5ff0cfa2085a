import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../database/scope-filter';
import { InstallationEntity } from './installation.entity';

@Injectable()
export class InstallationsRepository extends BaseRepository<InstallationEntity> {
  openForDevice(scope: OrgScope, deviceId: number): Promise<InstallationEntity | null> {
    return this.em.findOne(InstallationEntity, {
      $and: [{ deviceId, removedAt: null }, scopeFilter(scope, 'organizationId')],
    });
  }

  openForVehicle(scope: OrgScope, vehicleId: number): Promise<InstallationEntity | null> {
    return this.em.findOne(InstallationEntity, {
      $and: [{ vehicleId, removedAt: null }, scopeFilter(scope, 'organizationId')],
    });
  }

  openForDevices(scope: OrgScope, deviceIds: readonly number[]): Promise<InstallationEntity[]> {
    if (deviceIds.length === 0) return Promise.resolve([]);
    return this.em.find(InstallationEntity, {
      $and: [{ deviceId: { $in: [...deviceIds] }, removedAt: null }, scopeFilter(scope, 'organizationId')],
    });
  }

  /** History, newest first; installations of other organisations (before a move) stay hidden from an admin. */
  history(scope: OrgScope, filter: { deviceId?: number; vehicleId?: number }): Promise<InstallationEntity[]> {
    return this.em.find(
      InstallationEntity,
      {
        $and: [
          filter.deviceId !== undefined ? { deviceId: filter.deviceId } : {},
          filter.vehicleId !== undefined ? { vehicleId: filter.vehicleId } : {},
          scopeFilter(scope, 'organizationId'),
        ],
      },
      { orderBy: { installedAt: 'desc', id: 'desc' } },
    );
  }
}
