import { TOPICS, type tollsEventsV1 } from '@fleetlog/contracts';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { DetectedPassage } from '../geometry/passage-detection';
import { localTimeText } from '../rules/local-time';
import { isCongestionTariff } from '../rules/tariffs';
import type { Tariff } from '../stations/stations';

// The SQL of the trips the service follows, their passages and tolls.trip-charges.v1. Every function runs inside
// the caller's transaction.

export interface StoredTrip {
  tripId: number;
  journalVersion: number;
  organizationId: number;
  vehicleId: number;
  imei: string;
  startMs: number;
  stopMs: number;
  status: string;
  deleted: boolean;
  /** The journal's purpose (BUSINESS, PRIVATE, PRIVATE_AUTO, ...) and driver (0: none): who may edit its passages. */
  purpose: string;
  driverUserId: number;
  detectedPath: string | null;
}

export interface TripUpsert extends Omit<StoredTrip, 'detectedPath'> {
  /** Set when the passages were detected again for this path. */
  detectedPath?: string;
  thinned?: boolean;
}

export interface DayPassage {
  id: number;
  tripId: number;
  tripStatus: string;
  stationId: string;
  tariff: Tariff;
  tsMs: number;
  localTime: string;
  /** null until the passage's day is first computed. */
  amountSek: number | null;
}

/** Trips whose amounts stay as they are (spec 02 §4: toll editing is disabled in these states). */
export const FROZEN_STATUSES: ReadonlySet<string> = new Set(['CHECKED', 'LOCKED', 'DONE']);

export async function findTrip(em: EntityManager, tripId: number, forUpdate = false): Promise<StoredTrip | null> {
  const [row] = await em.execute<Array<Record<string, unknown>>>(
    `select * from "tolls"."trips" where "trip_id" = ?${forUpdate ? ' for update' : ''}`,
    [tripId],
  );
  if (!row) return null;
  return {
    tripId: Number(row.trip_id),
    journalVersion: Number(row.journal_version),
    organizationId: Number(row.organization_id),
    vehicleId: Number(row.vehicle_id),
    imei: String(row.imei),
    startMs: Number(row.start_ms),
    stopMs: Number(row.stop_ms),
    status: String(row.status),
    deleted: Boolean(row.deleted),
    purpose: String(row.purpose ?? ''),
    driverUserId: Number(row.driver_user_id ?? 0),
    detectedPath: (row.detected_path as string | null) ?? null,
  };
}

export async function upsertTrip(em: EntityManager, trip: TripUpsert): Promise<void> {
  await em.execute(
    `insert into "tolls"."trips" ("trip_id", "journal_version", "organization_id", "vehicle_id", "imei", "start_ms",
       "stop_ms", "status", "deleted", "purpose", "driver_user_id", "detected_path", "thinned", "computed_at")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict ("trip_id") do update set
       "journal_version" = excluded."journal_version", "organization_id" = excluded."organization_id",
       "vehicle_id" = excluded."vehicle_id", "imei" = excluded."imei", "start_ms" = excluded."start_ms",
       "stop_ms" = excluded."stop_ms", "status" = excluded."status", "deleted" = excluded."deleted",
       "purpose" = excluded."purpose", "driver_user_id" = excluded."driver_user_id",
       "detected_path" = coalesce(excluded."detected_path", "trips"."detected_path"),
       "thinned" = case when excluded."detected_path" is null then "trips"."thinned" else excluded."thinned" end,
       "computed_at" = now()`,
    [
      trip.tripId,
      trip.journalVersion,
      trip.organizationId,
      trip.vehicleId,
      trip.imei,
      trip.startMs,
      trip.stopMs,
      trip.status,
      trip.deleted,
      trip.purpose,
      trip.driverUserId,
      trip.detectedPath ?? null,
      trip.thinned ?? false,
    ],
  );
}

/** The trip's passages are the ones detected on its current path (overrides of an earlier path go with it). */
export async function replacePassages(
  em: EntityManager,
  tripId: number,
  passages: readonly DetectedPassage[],
): Promise<void> {
  await em.execute(`delete from "tolls"."passages" where "trip_id" = ?`, [tripId]);
  for (const passage of passages) {
    const point = passage.station.point;
    const localTime = localTimeText(passage.timestampMs);
    await em.execute(
      `insert into "tolls"."passages" ("trip_id", "station_id", "city", "station_name", "cp_number", "tariff",
         "station_latitude", "station_longitude", "ts_ms", "local_date", "local_time", "latitude", "longitude",
         "offset_m")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tripId,
        passage.station.id,
        point.city,
        point.name,
        point.cpNumber,
        point.tariff,
        point.lat,
        point.lon,
        passage.timestampMs,
        localTime.slice(0, 10),
        localTime,
        passage.latitude,
        passage.longitude,
        passage.offsetM,
      ],
    );
  }
}

/** The local dates the trip's passages fall on. */
export async function passageDates(em: EntityManager, tripId: number): Promise<string[]> {
  const rows = await em.execute<Array<{ local_date: string }>>(
    `select distinct "local_date" from "tolls"."passages" where "trip_id" = ?`,
    [tripId],
  );
  return rows.map((row) => row.local_date);
}

/** Every active passage of the vehicle's live trips on those local dates, in time order. */
export async function dayPassages(
  em: EntityManager,
  vehicleId: number,
  dates: readonly string[],
): Promise<DayPassage[]> {
  if (dates.length === 0) return [];
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select p."id", p."trip_id", t."status", p."station_id", p."tariff", p."ts_ms", p."local_time", p."amount_sek"
       from "tolls"."passages" p join "tolls"."trips" t on t."trip_id" = p."trip_id"
      where t."vehicle_id" = ? and not t."deleted" and p."is_active" and p."local_date" = any(?::text[])
      order by p."ts_ms", p."id"`,
    [vehicleId, `{${dates.map((date) => `"${date}"`).join(',')}}`],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    tripId: Number(row.trip_id),
    tripStatus: String(row.status),
    stationId: String(row.station_id),
    tariff: row.tariff as Tariff,
    tsMs: Number(row.ts_ms),
    localTime: String(row.local_time),
    amountSek: row.amount_sek === null ? null : Number(row.amount_sek),
  }));
}

export async function setAmount(em: EntityManager, passageId: number, amountSek: number): Promise<void> {
  await em.execute(`update "tolls"."passages" set "amount_sek" = ? where "id" = ?`, [amountSek, passageId]);
}

/** The days from `sinceMs` on that hold passages of the vehicle's live trips. */
export async function vehicleDatesSince(em: EntityManager, vehicleId: number, sinceMs: number): Promise<string[]> {
  const rows = await em.execute<Array<{ local_date: string }>>(
    `select distinct p."local_date" from "tolls"."passages" p join "tolls"."trips" t on t."trip_id" = p."trip_id"
      where t."vehicle_id" = ? and not t."deleted" and p."ts_ms" >= ?`,
    [vehicleId, sinceMs],
  );
  return rows.map((row) => row.local_date);
}

/** The vehicle's class and exemption; a vehicle fleet has not told about yet is a car without exemption. */
export async function vehicleSettings(
  em: EntityManager,
  vehicleId: number,
): Promise<{ class: 'car' | 'heavy'; exempt: boolean }> {
  const [row] = await em.execute<Array<{ toll_class: string; toll_exempt: boolean }>>(
    `select "toll_class", "toll_exempt" from "tolls"."vehicles" where "vehicle_id" = ?`,
    [vehicleId],
  );
  return { class: row?.toll_class === 'heavy' ? 'heavy' : 'car', exempt: row?.toll_exempt ?? false };
}

/** Serialises the day computations of one vehicle (its trips arrive on several partitions). */
export async function lockVehicles(em: EntityManager, vehicleIds: readonly number[]): Promise<void> {
  for (const vehicleId of [...new Set(vehicleIds)].sort((a, b) => a - b)) {
    await em.execute(`select pg_advisory_xact_lock(hashtext('tolls.vehicle'), ?::int)`, [vehicleId % 2_147_483_647]);
  }
}

/** Puts the trip's charges as they now stand in the outbox, with the next version. */
export async function publishTripCharges(em: EntityManager, tripId: number): Promise<tollsEventsV1.TripCharges> {
  const [trip] = await em.execute<Array<Record<string, unknown>>>(
    `update "tolls"."trips"
        set "charges_version" = greatest("charges_version" + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
      where "trip_id" = ?
      returning "trip_id", "charges_version", "organization_id", "vehicle_id", "deleted"`,
    [tripId],
  );
  const rows = trip.deleted
    ? []
    : await em.execute<Array<Record<string, unknown>>>(
        `select * from "tolls"."passages" where "trip_id" = ? order by "ts_ms", "id"`,
        [tripId],
      );
  const passages = rows.map((row) => tollPassage(row));
  const active = passages.filter(({ passage }) => passage.isActive);
  const congestion = active.filter(({ congestion }) => congestion).map(({ passage }) => passage);
  const infra = active.filter(({ congestion }) => !congestion).map(({ passage }) => passage);
  const event: tollsEventsV1.TripCharges = {
    tripId: Number(trip.trip_id),
    version: Number(trip.charges_version),
    organizationId: Number(trip.organization_id),
    vehicleId: Number(trip.vehicle_id),
    deleted: Boolean(trip.deleted),
    congestionTaxSek: sum(congestion, (passage) => passage.price),
    infraTaxSek: sum(infra, (passage) => passage.priceInfra),
    congestionTaxCount: congestion.length,
    infraTaxCount: infra.length,
    congestionTaxSekOverride: overriddenSum(congestion, (passage) => [passage.price, passage.overridePrice]),
    infraTaxSekOverride: overriddenSum(infra, (passage) => [passage.priceInfra, passage.overridePriceInfra]),
    passages: passages.map(({ passage }) => passage),
    computedTsMs: Date.now(),
  };
  await addToOutbox(em, TOPICS.tollsTripCharges, String(tripId), event);
  return event;
}

function tollPassage(row: Record<string, unknown>): { passage: tollsEventsV1.TollPassage; congestion: boolean } {
  const congestion = isCongestionTariff(row.tariff as Tariff);
  const amount = Number(row.amount_sek ?? 0);
  const override = row.override_sek === null ? undefined : Number(row.override_sek);
  return {
    congestion,
    passage: {
      passageId: Number(row.id),
      stationId: String(row.station_id),
      stationName: String(row.station_name),
      city: String(row.city),
      cpNumber: (row.cp_number as string | null) ?? '',
      stationLatitude: Number(row.station_latitude),
      stationLongitude: Number(row.station_longitude),
      timestampMs: Number(row.ts_ms),
      localTime: String(row.local_time),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      price: congestion ? amount : 0,
      priceInfra: congestion ? 0 : amount,
      overridePrice: congestion ? override : undefined,
      overridePriceInfra: congestion ? undefined : override,
      isActive: Boolean(row.is_active),
      tax: congestion ? 'congestion' : 'infrastructure',
    },
  };
}

function sum<T>(list: readonly T[], amount: (item: T) => number): number {
  return list.reduce((total, item) => total + amount(item), 0);
}

/** The sum with each passage's override in place of its amount; undefined while no passage has one. */
function overriddenSum<T>(list: readonly T[], amounts: (item: T) => [number, number | undefined]): number | undefined {
  if (!list.some((item) => amounts(item)[1] !== undefined)) return undefined;
  return sum(list, (item) => amounts(item)[1] ?? amounts(item)[0]);
}

export interface StoredPassage {
  id: number;
  tripId: number;
  tariff: Tariff;
}

export async function findPassage(em: EntityManager, passageId: number): Promise<StoredPassage | null> {
  const [row] = await em.execute<Array<{ id: string; trip_id: string; tariff: string }>>(
    `select "id", "trip_id", "tariff" from "tolls"."passages" where "id" = ?`,
    [passageId],
  );
  return row ? { id: Number(row.id), tripId: Number(row.trip_id), tariff: row.tariff as Tariff } : null;
}

/** A passage's override (a number sets it, null clears it, undefined keeps it) and whether it counts. */
export async function editPassage(
  em: EntityManager,
  passageId: number,
  change: { overrideSek?: number | null; isActive?: boolean },
): Promise<void> {
  if (change.overrideSek !== undefined) {
    await em.execute(`update "tolls"."passages" set "override_sek" = ? where "id" = ?`, [
      change.overrideSek,
      passageId,
    ]);
  }
  if (change.isActive !== undefined) {
    await em.execute(`update "tolls"."passages" set "is_active" = ? where "id" = ?`, [change.isActive, passageId]);
  }
}

/** Drops the overrides and removals of the trip's passages of those tariffs. */
export async function restorePassages(em: EntityManager, tripId: number, tariffs: readonly Tariff[]): Promise<void> {
  if (tariffs.length === 0) return;
  await em.execute(
    `update "tolls"."passages" set "override_sek" = null, "is_active" = true
      where "trip_id" = ? and "tariff" = any(?::text[])`,
    [tripId, `{${tariffs.map((tariff) => `"${tariff}"`).join(',')}}`],
  );
}
