import type { EntityManager } from '@mikro-orm/postgresql';

import { publishTripChanged } from '../journal/journal.repository';
import { setTripOdometer } from '../vehicles/odometer-readings';
import type { IbuttonDrivers } from './ibutton-drivers';
import { syncLatestTrips } from './latest-trips';
import { type OpenTripMark, syncOpenTrips } from './open-trips';
import { installationAt, tripDefaultsAt, withKeyDriver } from './trip-vehicle';
import { type DetectedTrip, type DetectorParameters, type DetectorState, TripDetector } from './detection';

/** What one detection pass did, for the metrics. */
export interface DetectionOutcome {
  closed: number;
  stored: number;
  withoutVehicle: number;
}

interface StateRow {
  imei: string;
  state: DetectorState;
  silent_ms: string;
}

/** A device's detector, and how long the device has sent nothing (since its state was last written). */
export type DetectionWork = (imei: string, detector: TripDetector, silentMs: number) => void;

/**
 * The detection pass of one transaction: the devices' detector states are locked (in IMEI order, so a batch and an
 * expiry sweep never deadlock), `work` moves each device's detector on, and the states, the open trips, the closed
 * trips and their TripChanged, and the vehicles' latest trips with their LatestTripChanged (outbox) are written
 * together. The closed trips are all stored before any is published, so the latest trip a vehicle is published with is
 * the pass's last (never a private trip's end shown for a moment in between). A trip's driver key (iButton id) names
 * its driver through `drivers`. A redelivered batch finds its records older than the states and changes nothing; the
 * unique (imei, start) keeps a trip once in any case.
 */
export async function runDetection(
  tx: EntityManager,
  imeis: readonly string[],
  params: DetectorParameters,
  drivers: IbuttonDrivers,
  work: DetectionWork,
  nowMs = Date.now(),
): Promise<DetectionOutcome> {
  const outcome: DetectionOutcome = { closed: 0, stored: 0, withoutVehicle: 0 };
  if (imeis.length === 0) return outcome;
  const sorted = [...new Set(imeis)].sort();
  const rows = await tx.execute<StateRow[]>(
    `select "imei", "state", (extract(epoch from (?::timestamptz - "updated_at")) * 1000)::bigint as "silent_ms"
     from "journal"."detector_states" where "imei" in (?) order by "imei" for update`,
    [new Date(nowMs).toISOString(), sorted],
  );
  const saved = new Map(rows.map((row) => [row.imei, row]));
  const closed: DetectedTrip[] = [];
  const states: Array<{ imei: string; state: DetectorState; last_fix_at: string | null; open_trip: boolean }> = [];
  const marks: OpenTripMark[] = [];
  for (const imei of sorted) {
    const row = saved.get(imei);
    const emit = (trip: DetectedTrip) => closed.push(trip);
    const detector = row ? TripDetector.restore(params, emit, row.state) : new TripDetector(params, emit);
    const keyBefore = detector.openTripIbuttonId;
    work(imei, detector, row ? Math.max(0, Number(row.silent_ms)) : 0);
    const last = detector.lastTimestampMs;
    states.push({
      imei,
      state: detector.snapshot(),
      last_fix_at: last === undefined ? null : new Date(last).toISOString(),
      open_trip: detector.hasOpenTrip,
    });
    const ibuttonId = detector.openTripIbuttonId;
    marks.push({
      imei,
      startMs: detector.openTripStartMs,
      startPosition: detector.openTripStartPosition,
      ibuttonId,
      ibuttonIdRead: ibuttonId !== undefined && ibuttonId !== keyBefore,
    });
  }
  await tx.execute(
    `insert into "journal"."detector_states" ("imei", "state", "last_fix_at", "open_trip", "updated_at")
     select "imei", "state", "last_fix_at", "open_trip", now()
     from jsonb_to_recordset(?::jsonb) as s("imei" text, "state" jsonb, "last_fix_at" timestamptz, "open_trip" boolean)
     on conflict ("imei") do update set "state" = excluded."state", "last_fix_at" = excluded."last_fix_at",
       "open_trip" = excluded."open_trip", "updated_at" = now()`,
    [JSON.stringify(states)],
  );
  outcome.closed = closed.length;
  const openChanged = await syncOpenTrips(tx, marks, drivers);
  const storedIds: number[] = [];
  for (const trip of closed) {
    const stored = await storeTrip(tx, trip, drivers);
    if (typeof stored === 'number') storedIds.push(stored);
    else if (stored === 'without-vehicle') outcome.withoutVehicle += 1;
  }
  outcome.stored = storedIds.length;
  // Each publication brings its vehicle's latest trip along (publishTripChanged).
  for (const id of storedIds) await publishTripChanged(tx, id);
  await syncLatestTrips(tx, { vehicleIds: openChanged });
  return outcome;
}

/**
 * Stores a closed trip for the vehicle its device was installed in at the trip's start; answers its id (the caller
 * publishes it). A device in no vehicle then (stock, between installations) keeps no journal. The driver is the user
 * of the trip's driver key where `drivers` accepts one, else the vehicle's checked-in driver, else its default driver.
 */
async function storeTrip(
  tx: EntityManager,
  trip: DetectedTrip,
  drivers: IbuttonDrivers,
): Promise<number | 'duplicate' | 'without-vehicle'> {
  const startAt = new Date(trip.start.timestampMs).toISOString();
  const installed = await installationAt(tx, trip.imei, trip.start.timestampMs);
  if (!installed) return 'without-vehicle';
  const installation = await withKeyDriver(tx, installed, trip.ibuttonId, drivers);
  const distanceM = Math.round(trip.distanceM);
  const { purpose, driverUserId, description, devComment } = await tripDefaultsAt(
    tx,
    installation,
    trip.start.timestampMs,
    trip.startPosition,
    trip.stop,
  );
  // A trip that arrives after its driver attested the month (late records, a resending tracker) joins the month
  // flagged for review (BAD, with the LATE_IN_ATTESTED_MONTH flag): an attested month never silently grows.
  const late = driverUserId !== null && (await monthAttested(tx, driverUserId, installation.vehicle_id, startAt));
  const [row] = await tx.execute<Array<{ id: string; version: string }>>(
    `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
       "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
       "odometer_distance_m", "fix_count", "ignition_based", "harsh_accelerations", "harsh_brakings", "sharp_corners",
       "max_speed_kmh", "purpose", "driver_user_id", "description", "dev_comment", "status")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
       array(select jsonb_array_elements_text(?::jsonb)), ?)
     on conflict ("imei", "start_at") do nothing
     returning "id", "version"`,
    [
      installation.organization_id,
      installation.vehicle_id,
      installation.device_id,
      trip.imei,
      startAt,
      new Date(trip.stop.timestampMs).toISOString(),
      trip.startPosition.latitude,
      trip.startPosition.longitude,
      trip.stop.latitude,
      trip.stop.longitude,
      distanceM,
      Math.round(trip.pathDistanceM),
      trip.odometerDistanceM === undefined ? null : Math.round(trip.odometerDistanceM),
      trip.fixCount,
      trip.ignitionBased,
      trip.metrics.harshAccelerations,
      trip.metrics.harshBrakings,
      trip.metrics.sharpCorners,
      Math.round(trip.metrics.maxSpeedKmh),
      purpose,
      driverUserId,
      description,
      // As JSON: the query builder would spread an array (an empty one into nothing).
      JSON.stringify(late ? [...devComment, LATE_IN_ATTESTED_MONTH] : devComment),
      late ? 'BAD' : 'NONE',
    ],
  );
  if (!row) return 'duplicate';
  await setTripOdometer(tx, Number(row.id));
  return Number(row.id);
}

/** The developer flag of a trip that arrived after its month was attested. */
export const LATE_IN_ATTESTED_MONTH = 'LATE_IN_ATTESTED_MONTH';

/** Whether the driver has attested the vehicle's Europe/Stockholm month that `at` falls in. */
async function monthAttested(tx: EntityManager, driverUserId: number, vehicleId: string, at: string): Promise<boolean> {
  const [row] = await tx.execute<Array<{ attested: boolean }>>(
    `select exists (
       select 1 from "journal"."attestations"
       where "driver_user_id" = ? and "vehicle_id" = ? and "attested"
         and "year" = extract(year from (?::timestamptz at time zone 'Europe/Stockholm'))
         and "month" = extract(month from (?::timestamptz at time zone 'Europe/Stockholm'))
     ) as "attested"`,
    [driverUserId, vehicleId, at, at],
  );
  return row.attested;
}
