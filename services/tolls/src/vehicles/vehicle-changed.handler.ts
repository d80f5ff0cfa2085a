import type { fleetEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { TripChargesService } from '../charges/trip-charges.service';

/**
 * Keeps each vehicle's toll class and exemption (fleet.vehicles.v1; an older version replayed is ignored). A change
 * of either recomputes the vehicle's days of the last two months (recomputeSince): those trips are charged by the new
 * setting, except frozen ones.
 */
@Injectable()
export class VehicleChangedHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly charges: TripChargesService,
  ) {}

  async handle(event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle;
    if (!vehicle?.id) return;
    const tollClass = vehicle.tollClass === 'heavy' ? 'heavy' : 'car';
    const changed = await this.em.fork().transactional(async (tx) => {
      const [previous] = await tx.execute<Array<{ toll_class: string; toll_exempt: boolean; version: string }>>(
        `select "toll_class", "toll_exempt", "version" from "tolls"."vehicles" where "vehicle_id" = ? for update`,
        [vehicle.id],
      );
      if (previous && Number(previous.version) > Number(event.version)) return false;
      await tx.execute(
        `insert into "tolls"."vehicles" ("vehicle_id", "organization_id", "toll_class", "toll_exempt", "deleted",
           "version", "updated_at")
         values (?, ?, ?, ?, ?, ?, now())
         on conflict ("vehicle_id") do update set
           "organization_id" = excluded."organization_id", "toll_class" = excluded."toll_class",
           "toll_exempt" = excluded."toll_exempt", "deleted" = excluded."deleted", "version" = excluded."version",
           "updated_at" = now()`,
        [
          vehicle.id,
          vehicle.organizationId,
          tollClass,
          vehicle.tollExempt ?? false,
          event.deleted,
          Number(event.version),
        ],
      );
      const before = previous ?? { toll_class: 'car', toll_exempt: false };
      return before.toll_class !== tollClass || before.toll_exempt !== (vehicle.tollExempt ?? false);
    });
    if (changed) await this.charges.recomputeVehicleFrom(Number(vehicle.id), recomputeSince(event));
  }
}

/**
 * The days a changed class or exemption applies to: the trips of the two months before the change on (the payroll
 * months still open); older days stay as they were charged, and frozen trips keep their amounts anyway.
 */
function recomputeSince(event: fleetEventsV1.VehicleChanged): number {
  const changedMs = Number(event.changedTsMs) || Date.now();
  return changedMs - 62 * 86_400_000;
}
