import type { fleetEventsV1 } from '@fleetlog/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

import { publishTripChanged } from '../journal/journal.repository';

/**
 * A retroactive calibration scales the free trips of the interval it closes by at most this much either way: a
 * larger gap between the trips and the odometer means trips are missing (a device out of the vehicle, a long GPS
 * outage), not that the recorded ones were measured wrong, so they are left as they are.
 */
export const CALIBRATION_FACTOR_RANGE = { min: 0.5, max: 2 } as const;

/** Trips whose distances stay as they are: confirmed, attested or approved (issue 8: late changes never touch them). */
const KEPT_STATUSES = `('CHECKED', 'LOCKED', 'DONE')`;

/**
 * The factor the free trips of an interval are scaled by so that the interval's trips add up to the odometer's
 * difference between its two calibrations (`targetM`), the kept trips (`keptM`) counting as they are; null when no
 * factor within CALIBRATION_FACTOR_RANGE does it.
 */
export function calibrationFactor(targetM: number, keptM: number, freeM: number): number | null {
  const remaining = targetM - keptM;
  if (!(freeM > 0) || !(remaining > 0)) return null;
  const factor = remaining / freeM;
  return factor >= CALIBRATION_FACTOR_RANGE.min && factor <= CALIBRATION_FACTOR_RANGE.max ? factor : null;
}

/**
 * Distances scaled by `factor`, in whole metres, the rounding's remainder on the longest so the total is exactly
 * round(sum × factor).
 */
export function scaledDistances(distancesM: readonly number[], factor: number): number[] {
  const scaled = distancesM.map((distance) => Math.round(distance * factor));
  const target = Math.round(distancesM.reduce((sum, distance) => sum + distance, 0) * factor);
  const drift = target - scaled.reduce((sum, distance) => sum + distance, 0);
  if (drift !== 0 && scaled.length > 0) {
    const longest = scaled.indexOf(Math.max(...scaled));
    scaled[longest] = Math.max(0, scaled[longest] + drift);
  }
  return scaled;
}

interface ReadingRow {
  reading_id: string;
  value_km: number;
  recorded_at: string;
}

/**
 * Applies a vehicle's odometer calibrations from its VehicleChanged: the journal keeps the readings it has not seen,
 * each new retroactive one recomputes the distances of the trips between it and its neighbours, and the trips after
 * the earliest new reading get their odometer readings again. Every changed trip goes out as TripChanged, in the
 * caller's transaction. Answers the trips changed.
 */
export async function applyOdometerReadings(
  em: EntityManager,
  vehicleId: number,
  readings: readonly fleetEventsV1.OdometerReading[],
): Promise<number> {
  if (readings.length === 0) return 0;
  const rows = readings.map((reading) => ({
    reading_id: Number(reading.readingId),
    value_km: Number(reading.valueKm),
    recorded_at: new Date(Number(reading.recordedTimeMs)).toISOString(),
    retroactive: reading.applyRetroactive,
  }));
  const inserted = await em.execute<Array<ReadingRow & { retroactive: boolean }>>(
    `insert into "journal"."odometer_readings" ("reading_id", "vehicle_id", "value_km", "recorded_at", "retroactive")
     select r."reading_id", ?, r."value_km", r."recorded_at", r."retroactive"
     from jsonb_to_recordset(?::jsonb) as r("reading_id" bigint, "value_km" double precision,
       "recorded_at" timestamptz, "retroactive" boolean)
     on conflict ("reading_id") do nothing
     returning "reading_id", "value_km", "recorded_at", "retroactive"`,
    [vehicleId, JSON.stringify(rows)],
  );
  if (inserted.length === 0) return 0;
  const changed = new Set<number>();
  const byTime = [...inserted].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
  // The readings of trips after the earliest change: a new reading, or the one before a rescaled interval.
  let refreshFromMs = Date.parse(byTime[0].recorded_at);
  for (const reading of byTime) {
    if (!reading.retroactive) continue;
    const [before] = await neighbour(em, vehicleId, reading, 'before');
    const [after] = await neighbour(em, vehicleId, reading, 'after');
    if (before) {
      for (const id of await scaleInterval(em, vehicleId, before, reading)) changed.add(id);
      refreshFromMs = Math.min(refreshFromMs, Date.parse(before.recorded_at));
    }
    if (after) for (const id of await scaleInterval(em, vehicleId, reading, after)) changed.add(id);
  }
  for (const id of await refreshTripOdometers(em, vehicleId, refreshFromMs)) changed.add(id);
  for (const id of [...changed].sort((a, b) => a - b)) await publishTripChanged(em, id);
  return changed.size;
}

/** The vehicle's odometer at a moment in metres (its latest calibration then plus the trips since); null without one. */
export async function odometerAt(em: EntityManager, vehicleId: number | string, atMs: number): Promise<number | null> {
  const [row] = await em.execute<Array<{ odometer_m: string }>>(
    `select (r."value_km" * 1000)::bigint + coalesce((
         select sum(o."distance_m") from "journal"."trips" o
         where o."vehicle_id" = r."vehicle_id" and o."deleted_at" is null
           and o."stop_at" > r."recorded_at" and o."stop_at" <= ?::timestamptz
       ), 0) as "odometer_m"
     from "journal"."odometer_readings" r
     where r."vehicle_id" = ? and r."recorded_at" <= ?::timestamptz
     order by r."recorded_at" desc, r."reading_id" desc limit 1`,
    [new Date(atMs).toISOString(), vehicleId, new Date(atMs).toISOString()],
  );
  return row ? Number(row.odometer_m) : null;
}

function neighbour(
  em: EntityManager,
  vehicleId: number,
  reading: ReadingRow,
  side: 'before' | 'after',
): Promise<ReadingRow[]> {
  const [comparison, order] = side === 'before' ? ['<', 'desc'] : ['>', 'asc'];
  return em.execute<ReadingRow[]>(
    `select "reading_id", "value_km", "recorded_at" from "journal"."odometer_readings"
     where "vehicle_id" = ? and "recorded_at" ${comparison} ?::timestamptz
     order by "recorded_at" ${order}, "reading_id" ${order} limit 1`,
    [vehicleId, reading.recorded_at],
  );
}

/**
 * Scales the distances of the vehicle's trips that stopped in (from, to] so that they add up to the odometer's
 * difference between the two readings; the kept trips count as they are. Answers the trips changed.
 */
async function scaleInterval(
  em: EntityManager,
  vehicleId: number,
  from: ReadingRow,
  to: ReadingRow,
): Promise<number[]> {
  const trips = await em.execute<Array<{ id: string; distance_m: number; kept: boolean }>>(
    `select "id", "distance_m", "status" in ${KEPT_STATUSES} as "kept" from "journal"."trips"
     where "vehicle_id" = ? and "deleted_at" is null and "stop_at" > ?::timestamptz and "stop_at" <= ?::timestamptz
     order by "id" for update`,
    [vehicleId, from.recorded_at, to.recorded_at],
  );
  const free = trips.filter((trip) => !trip.kept);
  const sum = (list: typeof trips) => list.reduce((total, trip) => total + trip.distance_m, 0);
  const targetM = Math.round((Number(to.value_km) - Number(from.value_km)) * 1000);
  const factor = calibrationFactor(targetM, sum(trips) - sum(free), sum(free));
  if (factor === null) return [];
  const scaled = scaledDistances(
    free.map((trip) => trip.distance_m),
    factor,
  );
  const changed: number[] = [];
  for (const [index, trip] of free.entries()) {
    if (scaled[index] === trip.distance_m) continue;
    await em.execute(
      `update "journal"."trips" set "distance_m" = ?, "version" = "version" + 1, "updated_at" = now() where "id" = ?`,
      [scaled[index], trip.id],
    );
    changed.push(Number(trip.id));
  }
  return changed;
}

/**
 * Gives the vehicle's trips that stopped after `fromMs` their odometer readings again (the latest calibration before
 * each trip plus the trips between); kept trips keep theirs. Answers the trips changed.
 */
async function refreshTripOdometers(em: EntityManager, vehicleId: number, fromMs: number): Promise<number[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update "journal"."trips" t set "odometer_start_m" = x."start_m", "odometer_stop_m" = x."start_m" + t."distance_m",
       "version" = t."version" + 1, "updated_at" = now()
     from (
       select s."id", (r."value_km" * 1000)::bigint + coalesce((
           select sum(o."distance_m") from "journal"."trips" o
           where o."vehicle_id" = s."vehicle_id" and o."deleted_at" is null
             and o."stop_at" > r."recorded_at" and o."stop_at" <= s."start_at"
         ), 0) as "start_m"
       from "journal"."trips" s
       cross join lateral (
         select "value_km", "recorded_at" from "journal"."odometer_readings" r
         where r."vehicle_id" = s."vehicle_id" and r."recorded_at" <= s."start_at"
         order by r."recorded_at" desc, r."reading_id" desc limit 1
       ) r
       where s."vehicle_id" = ? and s."deleted_at" is null and s."stop_at" > ?::timestamptz
         and s."status" not in ${KEPT_STATUSES}
     ) x
     where t."id" = x."id" and (t."odometer_start_m" is distinct from x."start_m"
       or t."odometer_stop_m" is distinct from x."start_m" + t."distance_m")
     returning t."id"`,
    [vehicleId, new Date(fromMs).toISOString()],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Gives a newly stored trip its odometer readings: the vehicle's odometer when it started (its latest calibration
 * then plus the trips since) and that plus its distance; nothing while the vehicle has no calibration.
 */
export async function setTripOdometer(em: EntityManager, tripId: number): Promise<void> {
  const [trip] = await em.execute<Array<{ vehicle_id: string; start_ms: string }>>(
    `select "vehicle_id", (extract(epoch from "start_at") * 1000)::bigint as "start_ms"
     from "journal"."trips" where "id" = ?`,
    [tripId],
  );
  if (!trip) return;
  const startM = await odometerAt(em, trip.vehicle_id, Number(trip.start_ms));
  if (startM === null) return;
  await em.execute(
    `update "journal"."trips" set "odometer_start_m" = ?, "odometer_stop_m" = ? + "distance_m" where "id" = ?`,
    [startM, startM, tripId],
  );
}
