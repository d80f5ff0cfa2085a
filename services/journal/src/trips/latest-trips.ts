import { type journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

interface LatestTripRow {
  organization_id: string;
  imei: string;
  open: boolean;
  trip_id: string | null;
  purpose: string;
  driver_user_id: string | null;
  start_ms: string | null;
}

interface HeldRow extends LatestTripRow {
  version: string;
}

/** The trips of a vehicle whose latest trip may have changed: by vehicle, or by trip (held as some vehicle's latest). */
export interface LatestTripChanges {
  vehicleIds?: readonly number[];
  tripIds?: readonly number[];
}

/**
 * The vehicle's latest trip: its open trip while one is open (the provisional purpose and driver), else its latest
 * shown trip (not deleted, not inside a merged entry) by start. A merged entry is its first trip, which holds the
 * entry's purpose and driver.
 */
const LATEST_TRIP = `
  select c."organization_id", c."imei", c."open", c."trip_id", c."purpose", c."driver_user_id",
    (extract(epoch from c."start_at") * 1000)::bigint as "start_ms"
  from (
    (select "organization_id", "imei", true as "open", null::bigint as "trip_id", "purpose", "driver_user_id",
       "started_at" as "start_at"
     from "journal"."open_trips" where "vehicle_id" = ? order by "started_at" desc limit 1)
    union all
    (select t."organization_id", t."imei", false, t."id", coalesce(t."purpose", ''), t."driver_user_id", t."start_at"
     from "journal"."trips" t
     where t."vehicle_id" = ? and t."deleted_at" is null and t."merged_into_id" is null
     order by t."start_at" desc, t."id" desc limit 1)
  ) c
  order by c."open" desc limit 1`;

const HELD = `
  select "organization_id", "imei", "open", "trip_id", "purpose", "driver_user_id",
    (extract(epoch from "start_at") * 1000)::bigint as "start_ms", "version"
  from "journal"."latest_trips" where "vehicle_id" = ?`;

/**
 * Brings `latest_trips` in line with the trips after a change, inside the changing transaction, and puts each
 * vehicle whose latest trip, or that trip's purpose or driver, changed on journal.latest-trips.v1 (the map's private
 * mode, spec 02 §2.5: a vehicle whose latest trip is another driver's private trip stays hidden after the trip
 * closed). Called for every trip published (`publishTripChanged`) and for every open trip that opened, closed or
 * changed its driver; a trip held as some vehicle's latest brings that vehicle along (a trip moved to another
 * vehicle). Each vehicle is recomputed under a transaction lock of its own, taken in vehicle order, so changes of one
 * vehicle are made, versioned and published one after the other.
 */
export async function syncLatestTrips(tx: EntityManager, changes: LatestTripChanges): Promise<void> {
  const vehicleIds = new Set((changes.vehicleIds ?? []).filter((id) => id > 0));
  if (changes.tripIds && changes.tripIds.length > 0) {
    const holders = await tx.execute<Array<{ vehicle_id: string }>>(
      `select "vehicle_id" from "journal"."latest_trips" where "trip_id" in (?)`,
      [changes.tripIds],
    );
    for (const { vehicle_id } of holders) vehicleIds.add(Number(vehicle_id));
  }
  for (const vehicleId of [...vehicleIds].sort((a, b) => a - b)) await syncVehicle(tx, vehicleId);
}

async function syncVehicle(tx: EntityManager, vehicleId: number): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext('journal.latest-trips'), ?::int)`, [
    vehicleId % 2_147_483_647,
  ]);
  // Read under the lock: a change of this vehicle committed meanwhile is seen.
  const [latest] = await tx.execute<LatestTripRow[]>(LATEST_TRIP, [vehicleId, vehicleId]);
  const [held] = await tx.execute<HeldRow[]>(HELD, [vehicleId]);
  if (!latest && (!held || isNone(held))) return;
  const state = latest ?? noTrip(held!);
  if (held && sameTrip(held, state)) return;
  // Growing per vehicle: the wall clock, and past the vehicle's last change.
  const version = Math.max(Date.now(), held ? Number(held.version) + 1 : 0);
  await tx.execute(
    `insert into "journal"."latest_trips"
       ("vehicle_id", "organization_id", "imei", "open", "trip_id", "purpose", "driver_user_id", "start_at", "version")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict ("vehicle_id") do update set "organization_id" = excluded."organization_id",
       "imei" = excluded."imei", "open" = excluded."open", "trip_id" = excluded."trip_id",
       "purpose" = excluded."purpose", "driver_user_id" = excluded."driver_user_id",
       "start_at" = excluded."start_at", "version" = excluded."version"`,
    [
      vehicleId,
      state.organization_id,
      state.imei,
      state.open,
      state.trip_id,
      state.purpose,
      state.driver_user_id,
      state.start_ms === null ? null : new Date(Number(state.start_ms)).toISOString(),
      version,
    ],
  );
  await addToOutbox(tx, TOPICS.journalLatestTrips, String(vehicleId), toEvent(vehicleId, state, version));
}

/** Every vehicle whose latest trip is private (PRIVATE, PRIVATE_AUTO), for the snapshot (LatestTripService). */
export async function privateLatestTrips(em: EntityManager): Promise<journalEventsV1.LatestTripChanged[]> {
  const rows = await em.execute<Array<HeldRow & { vehicle_id: string }>>(
    `select "vehicle_id", "organization_id", "imei", "open", "trip_id", "purpose", "driver_user_id",
       (extract(epoch from "start_at") * 1000)::bigint as "start_ms", "version"
     from "journal"."latest_trips" where "purpose" in ('PRIVATE', 'PRIVATE_AUTO') order by "vehicle_id"`,
  );
  return rows.map((row) => toEvent(Number(row.vehicle_id), row, Number(row.version)));
}

function toEvent(vehicleId: number, row: LatestTripRow, version: number): journalEventsV1.LatestTripChanged {
  return {
    vehicleId,
    organizationId: Number(row.organization_id),
    imei: row.imei,
    open: row.open,
    tripId: row.trip_id === null ? 0 : Number(row.trip_id),
    purpose: row.purpose,
    driverUserId: row.driver_user_id === null ? 0 : Number(row.driver_user_id),
    startTsMs: row.start_ms === null ? 0 : Number(row.start_ms),
    version,
  };
}

/** A vehicle whose trips are all gone (deleted, moved away): it keeps its row, so its version keeps growing. */
function noTrip(held: HeldRow): LatestTripRow {
  return {
    organization_id: held.organization_id,
    imei: '',
    open: false,
    trip_id: null,
    purpose: '',
    driver_user_id: null,
    start_ms: null,
  };
}

function isNone(row: LatestTripRow): boolean {
  return !row.open && row.trip_id === null;
}

function sameTrip(held: LatestTripRow, now: LatestTripRow): boolean {
  return (
    held.open === now.open &&
    String(held.trip_id) === String(now.trip_id) &&
    String(held.start_ms) === String(now.start_ms) &&
    held.purpose === now.purpose &&
    String(held.driver_user_id) === String(now.driver_user_id) &&
    held.imei === now.imei &&
    String(held.organization_id) === String(now.organization_id)
  );
}
