import type { OrgScope } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../access/scope-filter';
import { VehicleDriverEntity } from '../drivers/vehicle-driver.entity';
import { VehicleEntity } from './vehicle.entity';

export interface VehicleListFilter {
  /** Restrict to these organisations (further narrowed by the scope); all of the scope when absent. */
  organizationIds?: readonly number[];
  includeArchived: boolean;
  /** Only vehicles this driver may use: explicitly permitted, or open to every driver of the organisation. */
  permittedDriver?: { userId: number; organizationId: number };
}

const NOT_DELETED = { deletedAt: null };

@Injectable()
export class VehiclesRepository {
  constructor(private readonly em: EntityManager) {}

  findById(scope: OrgScope, id: number): Promise<VehicleEntity | null> {
    return this.em.findOne(VehicleEntity, { $and: [{ id }, NOT_DELETED, scopeFilter(scope, 'organizationId')] });
  }

  findByIds(scope: OrgScope, ids: readonly number[]): Promise<VehicleEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(VehicleEntity, {
      $and: [{ id: { $in: [...ids] } }, NOT_DELETED, scopeFilter(scope, 'organizationId')],
    });
  }

  /** Whether a vehicle exists in any organisation: tells VEHICLE_FORBIDDEN from VEHICLE_MISSING, reveals nothing else. */
  async existsInAnyOrganization(id: number): Promise<boolean> {
    return (await this.em.count(VehicleEntity, { $and: [{ id }, NOT_DELETED] })) > 0;
  }

  async list(scope: OrgScope, filter: VehicleListFilter): Promise<VehicleEntity[]> {
    const conditions: object[] = [NOT_DELETED, scopeFilter(scope, 'organizationId')];
    if (filter.organizationIds) conditions.push({ organizationId: { $in: [...filter.organizationIds] } });
    if (!filter.includeArchived) conditions.push({ archived: false });
    if (filter.permittedDriver) {
      const { userId, organizationId } = filter.permittedDriver;
      const permitted = await this.em.find(VehicleDriverEntity, { userId }, { fields: ['vehicle'] });
      conditions.push({ organizationId });
      conditions.push({
        $or: [
          { permitAnyDriver: true },
          { benefitType: 'POOL' },
          { id: { $in: permitted.map((row) => row.vehicle.id) } },
        ],
      });
    }
    return this.em.find(
      VehicleEntity,
      { $and: conditions },
      { orderBy: { registry: 'asc', displayName: 'asc', id: 'asc' } },
    );
  }

  /** Registration numbers are unique per country among non-deleted vehicles of every organisation. */
  async registryTaken(isoCountryCode: string, registry: string, exceptId?: number): Promise<boolean> {
    if (registry === '') return false;
    const count = await this.em.count(VehicleEntity, {
      $and: [{ isoCountryCode, registry }, NOT_DELETED, exceptId ? { id: { $ne: exceptId } } : {}],
    });
    return count > 0;
  }

  /** Vehicles in the scope whose default or current driver is one of the users. */
  withDriverRole(scope: OrgScope, userIds: readonly number[]): Promise<VehicleEntity[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.em.find(VehicleEntity, {
      $and: [
        NOT_DELETED,
        scopeFilter(scope, 'organizationId'),
        { $or: [{ defaultDriverId: { $in: [...userIds] } }, { currentDriverId: { $in: [...userIds] } }] },
      ],
    });
  }

  persist(vehicle: VehicleEntity): void {
    this.em.persist(vehicle);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
