import type { fleetEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { vehicleCo2GKm } from '../eco-score/eco-score-rules';
import { applyOdometerReadings } from './odometer-readings';

/**
 * Applies one VehicleChanged to the journal's vehicles read model: what a closing trip takes from its vehicle (the
 * default trip type and the drivers), what the journal and the payroll screen show of it (registry, name, benefit
 * type), who may read its trips (the permitted drivers) and its CO2 per km (the eco score). Keyed by vehicle with a
 * per-vehicle version; an older version replayed is ignored. Its odometer calibrations go to odometer-readings.ts (each
 * reading once, by its id), in the same transaction.
 */
@Injectable()
export class VehicleChangedHandler {
  constructor(private readonly em: EntityManager) {}

  async handle(event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle;
    if (!vehicle?.id) return;
    await this.em.fork().transactional(async (tx) => {
      await this.upsert(tx, event);
      await applyOdometerReadings(tx, Number(vehicle.id), event.odometerReadings ?? []);
    });
  }

  private async upsert(em: EntityManager, event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle!;
    await em.execute(
      `insert into "journal"."vehicles" ("vehicle_id", "organization_id", "default_trip_type", "default_driver_id",
         "current_driver_id", "deleted", "version", "registry", "display_name", "permit_any_driver",
         "permitted_driver_ids", "benefit_type", "co2_g_km", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::bigint[], ?, ?, now())
       on conflict ("vehicle_id") do update set
         "organization_id" = excluded."organization_id", "default_trip_type" = excluded."default_trip_type",
         "default_driver_id" = excluded."default_driver_id", "current_driver_id" = excluded."current_driver_id",
         "deleted" = excluded."deleted", "version" = excluded."version", "registry" = excluded."registry",
         "display_name" = excluded."display_name", "permit_any_driver" = excluded."permit_any_driver",
         "permitted_driver_ids" = excluded."permitted_driver_ids", "benefit_type" = excluded."benefit_type",
         "co2_g_km" = excluded."co2_g_km", "updated_at" = now()
       where "vehicles"."version" <= excluded."version"`,
      [
        vehicle.id,
        vehicle.organizationId,
        vehicle.defaultTripType === 'PRIVATE' ? 'PRIVATE' : 'BUSINESS',
        vehicle.defaultDriver?.id || null,
        vehicle.currentDriver?.id || null,
        event.deleted,
        Number(event.version),
        vehicle.registry ?? '',
        vehicle.displayName ?? '',
        vehicle.permitAnyDriver ?? false,
        `{${(vehicle.permittedDrivers ?? []).map((driver) => Number(driver.id)).join(',')}}`,
        vehicle.benefitType ?? '',
        vehicleCo2GKm(vehicle),
      ],
    );
  }
}
