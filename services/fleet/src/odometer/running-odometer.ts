import type { EntityManager } from '@mikro-orm/postgresql';

/** A trip as the running odometer counts it (journal.trips.v1). */
export interface TripDistance {
  tripId: number;
  vehicleId: number;
  stopMs: number;
  distanceM: number;
  deleted: boolean;
}

/**
 * Keeps the trip (the caller has claimed its version, so this is its newest state); answers the vehicles whose
 * odometer it moves: its vehicle, and the one it was stored for before when the journal moved it.
 */
export async function recordTrip(em: EntityManager, trip: TripDistance): Promise<number[]> {
  const [before] = await em.execute<Array<{ vehicle_id: string }>>(
    `select "vehicle_id" from "fleet"."vehicle_trips" where "trip_id" = ? for update`,
    [trip.tripId],
  );
  await em.execute(
    `insert into "fleet"."vehicle_trips" ("trip_id", "vehicle_id", "stop_at", "distance_m", "deleted")
     values (?, ?, to_timestamp(?::double precision / 1000), ?, ?)
     on conflict ("trip_id") do update set "vehicle_id" = excluded."vehicle_id", "stop_at" = excluded."stop_at",
       "distance_m" = excluded."distance_m", "deleted" = excluded."deleted"`,
    [trip.tripId, trip.vehicleId, trip.stopMs, Math.max(0, Math.round(trip.distanceM)), trip.deleted],
  );
  const vehicles = new Set([trip.vehicleId]);
  if (before) vehicles.add(Number(before.vehicle_id));
  return [...vehicles];
}

/**
 * The vehicle's running odometer in km: its latest calibration (by reading time) plus the distance of the trips that
 * stopped after it; null without a calibration (the odometer is unknown until someone reads it once). One decimal.
 */
export async function runningOdometerKm(em: EntityManager, vehicleId: number): Promise<number | null> {
  const [row] = await em.execute<Array<{ value_km: number; driven_m: string }>>(
    `select c."value_km", coalesce((
         select sum(t."distance_m") from "fleet"."vehicle_trips" t
         where t."vehicle_id" = c."vehicle_id" and not t."deleted" and t."stop_at" > c."recorded_at"
       ), 0) as "driven_m"
     from "fleet"."odometer_calibrations" c
     where c."vehicle_id" = ?
     order by c."recorded_at" desc, c."id" desc
     limit 1`,
    [vehicleId],
  );
  if (!row) return null;
  return Math.round((Number(row.value_km) + Number(row.driven_m) / 1000) * 10) / 10;
}
