import type { OrgScope } from '@fleetlog/security';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { scopeFilter } from '../database/scope-filter';
import { VehicleViewEntity } from './vehicle-view.entity';

@Injectable()
export class VehicleViewsRepository {
  constructor(private readonly em: EntityManager) {}

  findById(scope: OrgScope, id: number): Promise<VehicleViewEntity | null> {
    return this.em.findOne(VehicleViewEntity, { $and: [{ id }, scopeFilter(scope, 'organizationId')] });
  }

  findByIds(scope: OrgScope, ids: readonly number[]): Promise<VehicleViewEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(VehicleViewEntity, { $and: [{ id: { $in: [...ids] } }, scopeFilter(scope, 'organizationId')] });
  }

  /**
   * The row of a vehicle, created empty when missing and locked for the rest of the transaction: concurrent
   * installs and the Kafka consumer may write the same vehicle at once, and a plain insert would collide.
   * Platform-wide by nature (the consumer and install checks see every vehicle); callers pass that scope.
   */
  async lockOrCreate(scope: OrgScope, id: number, organizationId: number): Promise<VehicleViewEntity> {
    await this.em.execute(
      'insert into "devices"."vehicles_view" ("id", "organization_id") values (?, ?) on conflict ("id") do nothing',
      [id, organizationId],
    );
    const view = await this.em.findOne(
      VehicleViewEntity,
      { $and: [{ id }, scopeFilter(scope, 'organizationId')] },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!view) throw new Error(`vehicle view ${id} vanished inside its transaction`);
    return view;
  }
}
