import type { OrgScope } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../access/scope-filter';
import type { VehicleEntity } from '../vehicles/vehicle.entity';
import { VehicleDriverEntity } from './vehicle-driver.entity';

/** Explicit driver permissions. Reads take the scope (through the vehicle); writes take vehicles already loaded in scope. */
@Injectable()
export class VehicleDriversRepository {
  constructor(private readonly em: EntityManager) {}

  /** vehicle id → permitted user ids, for vehicles in the scope. */
  async permittedByVehicle(scope: OrgScope, vehicleIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(vehicleIds.map((id) => [id, []]));
    if (vehicleIds.length === 0) return result;
    const rows = await this.em.find(
      VehicleDriverEntity,
      { $and: [{ vehicle: { id: { $in: [...vehicleIds] }, ...scopeFilter(scope, 'organizationId') } }] },
      { orderBy: { id: 'asc' } },
    );
    for (const row of rows) result.get(row.vehicle.id)?.push(row.userId);
    return result;
  }

  /** user id → vehicle ids the user is explicitly permitted on, among non-deleted vehicles in the scope. */
  async vehiclesByUser(scope: OrgScope, userIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return result;
    const rows = await this.em.find(
      VehicleDriverEntity,
      {
        $and: [
          { userId: { $in: [...userIds] } },
          { vehicle: { deletedAt: null, ...scopeFilter(scope, 'organizationId') } },
        ],
      },
      { orderBy: { vehicle: { id: 'asc' } } },
    );
    for (const row of rows) result.get(row.userId)?.push(row.vehicle.id);
    return result;
  }

  /** Makes exactly these users the vehicle's permitted drivers. */
  async replace(vehicle: VehicleEntity, userIds: readonly number[]): Promise<void> {
    const existing = await this.em.find(VehicleDriverEntity, { vehicle });
    const wanted = new Set(userIds);
    for (const row of existing) if (!wanted.has(row.userId)) this.em.remove(row);
    const kept = new Set(existing.map((row) => row.userId));
    for (const userId of wanted) if (!kept.has(userId)) this.add(vehicle, userId);
  }

  add(vehicle: VehicleEntity, userId: number): void {
    const row = new VehicleDriverEntity();
    row.vehicle = vehicle;
    row.userId = userId;
    this.em.persist(row);
  }

  async remove(vehicle: VehicleEntity, userId: number): Promise<void> {
    await this.em.nativeDelete(VehicleDriverEntity, { vehicle, userId });
  }

  async clear(vehicle: VehicleEntity): Promise<void> {
    await this.em.nativeDelete(VehicleDriverEntity, { vehicle });
  }
}
