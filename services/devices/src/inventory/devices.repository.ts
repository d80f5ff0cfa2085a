import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../database/scope-filter';
import { DeviceEntity } from './device.entity';

@Injectable()
export class DevicesRepository extends BaseRepository<DeviceEntity> {
  findById(scope: OrgScope, id: number): Promise<DeviceEntity | null> {
    return this.em.findOne(DeviceEntity, { $and: [{ id }, scopeFilter(scope, 'organizationId')] });
  }

  findByIds(scope: OrgScope, ids: readonly number[]): Promise<DeviceEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(DeviceEntity, { $and: [{ id: { $in: [...ids] } }, scopeFilter(scope, 'organizationId')] });
  }

  findByImei(scope: OrgScope, imei: string): Promise<DeviceEntity | null> {
    return this.em.findOne(DeviceEntity, { $and: [{ imei }, scopeFilter(scope, 'organizationId')] });
  }

  /** Devices in the scope, optionally narrowed to some organisations (which must lie in the scope too). */
  list(scope: OrgScope, organizationIds: readonly number[]): Promise<DeviceEntity[]> {
    return this.em.find(
      DeviceEntity,
      {
        $and: [
          scopeFilter(scope, 'organizationId'),
          organizationIds.length > 0 ? { organizationId: { $in: [...organizationIds] } } : {},
        ],
      },
      { orderBy: { id: 'asc' } },
    );
  }

  /** Existing devices holding any of the given identifiers (uniqueness is platform-wide, hence the scope). */
  findConflicts(
    scope: OrgScope,
    ids: { imei?: string; iccid?: string; phone?: string },
    exceptId?: number,
  ): Promise<DeviceEntity[]> {
    const alternatives = [
      ids.imei ? { imei: ids.imei } : undefined,
      ids.iccid ? { iccid: ids.iccid } : undefined,
      ids.phone ? { phone: ids.phone } : undefined,
    ].filter((condition) => condition !== undefined);
    if (alternatives.length === 0) return Promise.resolve([]);
    return this.em.find(DeviceEntity, {
      $and: [{ $or: alternatives }, scopeFilter(scope, 'organizationId'), exceptId ? { id: { $ne: exceptId } } : {}],
    });
  }
}
