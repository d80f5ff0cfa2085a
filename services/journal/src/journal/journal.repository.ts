import { TOPICS, type journalEventsV1 } from '@fleetlog/contracts';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

import { byTime, type StoredTollPassage } from '../tolls/toll-passages';
import { syncLatestTrips } from '../trips/latest-trips';
import type { TripStatus } from './journal-rules';

/** Which trips a caller may read (spec 02 §6): an organisation scope and, for a driver, the driver's own reach. */
export interface JournalScope {
  /** null: every organisation (a superadmin without an organisation chosen). */
  organizationIds: readonly number[] | null;
  /** A driver reads the trips of the vehicles permitted to it and its own trips; others read the whole scope. */
  driverUserId: number | null;
}

export interface JournalQuery {
  fromMs: number;
  toMs: number;
  vehicleIds: readonly number[];
  /** With vehicleIds: the trips of the vehicles named or of any vehicle of these organisations now. */
  vehicleOrganizationIds: readonly number[];
  driverIds: readonly number[];
  /** At most this many trips. */
  limit: number;
  /** Trips after this one (start, id): the next page. */
  after?: { startMs: number; id: number };
}

/** A trip as the journal answers it. */
export interface JournalRow {
  id: number;
  version: number;
  organizationId: number;
  vehicleId: number;
  deviceId: number;
  imei: string;
  registry: string;
  vehicleName: string;
  startMs: number;
  stopMs: number;
  /** The local (Europe/Stockholm) day the trip starts in, at its first millisecond. */
  startDayMs: number;
  startLatitude: number;
  startLongitude: number;
  stopLatitude: number;
  stopLongitude: number;
  distanceM: number;
  odometerStartM: number | null;
  odometerStopM: number | null;
  status: TripStatus;
  purpose: string | null;
  driverUserId: number | null;
  description: string;
  adminComment: string;
  devComment: string[];
  /** The address shown: the superadmin's override, else the resolved one. */
  startAddress: string | null;
  stopAddress: string | null;
  /** The superadmin's address overrides (spec 02 §5); null: none. */
  startAddressOverride: string | null;
  stopAddressOverride: string | null;
  /** When a superadmin last overrode the trip (epoch ms); 0: never. */
  overrideMs: number;
  harshAccelerations: number;
  harshBrakings: number;
  sharpCorners: number;
  maxSpeedKmh: number;
  /** The trips inside a merged entry, itself first; empty for a trip on its own. */
  mergedTripIds: number[];
  /**
   * Congestion tax and infrastructure fee (tolls.trip-charges.v1), a merged entry's summed over its trips: as computed,
   * after the passage overrides (null: no trip of the entry has an override), active passages.
   */
  congestionTaxSek: number;
  congestionTaxOverriddenSek: number | null;
  congestionTaxCount: number;
  infraTaxSek: number;
  infraTaxOverriddenSek: number | null;
  infraTaxCount: number;
  /** The passages of the trip (a merged entry's trips' together), in time order. */
  tollPassages: StoredTollPassage[];
}

interface RawRow {
  id: string;
  deleted: boolean;
  merged_ids: string[];
  version: string;
  organization_id: string;
  vehicle_id: string;
  device_id: string;
  imei: string;
  registry: string | null;
  display_name: string | null;
  start_ms: string;
  stop_ms: string;
  start_day_ms: string;
  start_latitude: number;
  start_longitude: number;
  stop_latitude: number;
  stop_longitude: number;
  distance_m: number;
  odometer_start_m: string | null;
  odometer_stop_m: string | null;
  status: TripStatus;
  purpose: string | null;
  driver_user_id: string | null;
  description: string;
  admin_comment: string;
  dev_comment: string[];
  start_address: string | null;
  stop_address: string | null;
  start_address_override: string | null;
  stop_address_override: string | null;
  override_ms: string;
  harsh_accelerations: number;
  harsh_brakings: number;
  sharp_corners: number;
  max_speed_kmh: number;
  congestion_tax_sek: number;
  congestion_tax_overridden_sek: number | null;
  congestion_tax_count: number;
  infra_tax_sek: number;
  infra_tax_overridden_sek: number | null;
  infra_tax_count: number;
  toll_passages: StoredTollPassage[];
  merged_toll_passages: StoredTollPassage[][];
}

/**
 * A trip as the journal shows it. A merged entry is its first trip with the trips inside it (`merged_into_id`):
 * its stop, distance, metrics and toll charges (sums, counts, passages) are the group's. A trip inside another counts as deleted in its events.
 */
const SELECT_TRIP = `
  select t."id", t."version", (t."deleted_at" is not null or t."merged_into_id" is not null) as "deleted",
    t."organization_id", t."vehicle_id", t."device_id", t."imei", v."registry", v."display_name",
    (extract(epoch from t."start_at") * 1000)::bigint as "start_ms",
    (extract(epoch from greatest(t."stop_at", g."stop_at")) * 1000)::bigint as "stop_ms",
    (extract(epoch from (date_trunc('day', t."start_at" at time zone 'Europe/Stockholm')
      at time zone 'Europe/Stockholm')) * 1000)::bigint as "start_day_ms",
    t."start_latitude", t."start_longitude",
    coalesce(g."stop_latitude", t."stop_latitude") as "stop_latitude",
    coalesce(g."stop_longitude", t."stop_longitude") as "stop_longitude",
    t."distance_m" + coalesce(g."distance_m", 0) as "distance_m",
    t."odometer_start_m", coalesce(g."odometer_stop_m", t."odometer_stop_m") as "odometer_stop_m",
    t."status", t."purpose", t."driver_user_id", t."description", t."admin_comment", t."dev_comment",
    coalesce(t."start_address_override", t."start_address") as "start_address",
    coalesce(t."stop_address_override", g."stop_address", t."stop_address") as "stop_address",
    t."start_address_override", t."stop_address_override",
    coalesce((extract(epoch from t."override_at") * 1000)::bigint, 0) as "override_ms",
    t."harsh_accelerations" + coalesce(g."harsh_accelerations", 0) as "harsh_accelerations",
    t."harsh_brakings" + coalesce(g."harsh_brakings", 0) as "harsh_brakings",
    t."sharp_corners" + coalesce(g."sharp_corners", 0) as "sharp_corners",
    greatest(t."max_speed_kmh", g."max_speed_kmh") as "max_speed_kmh",
    coalesce(g."ids", '{}') as "merged_ids",
    t."congestion_tax_sek" + coalesce(g."congestion_tax_sek", 0) as "congestion_tax_sek",
    case when t."congestion_tax_sek_override" is not null or g."congestion_tax_overridden"
      then coalesce(t."congestion_tax_sek_override", t."congestion_tax_sek") + coalesce(g."congestion_tax_overridden_sek", 0)
    end as "congestion_tax_overridden_sek",
    t."congestion_tax_count" + coalesce(g."congestion_tax_count", 0) as "congestion_tax_count",
    t."infra_tax_sek" + coalesce(g."infra_tax_sek", 0) as "infra_tax_sek",
    case when t."infra_tax_sek_override" is not null or g."infra_tax_overridden"
      then coalesce(t."infra_tax_sek_override", t."infra_tax_sek") + coalesce(g."infra_tax_overridden_sek", 0)
    end as "infra_tax_overridden_sek",
    t."infra_tax_count" + coalesce(g."infra_tax_count", 0) as "infra_tax_count",
    t."toll_passages", coalesce(g."toll_passages", '[]'::jsonb) as "merged_toll_passages"
  from "journal"."trips" t
  left join "journal"."vehicles" v on v."vehicle_id" = t."vehicle_id"
  left join lateral (
    select max(m."stop_at") as "stop_at", sum(m."distance_m")::integer as "distance_m",
      (array_agg(m."stop_latitude" order by m."stop_at" desc))[1] as "stop_latitude",
      (array_agg(m."stop_longitude" order by m."stop_at" desc))[1] as "stop_longitude",
      (array_agg(m."stop_address" order by m."stop_at" desc))[1] as "stop_address",
      (array_agg(m."odometer_stop_m" order by m."stop_at" desc))[1] as "odometer_stop_m",
      sum(m."harsh_accelerations")::integer as "harsh_accelerations",
      sum(m."harsh_brakings")::integer as "harsh_brakings",
      sum(m."sharp_corners")::integer as "sharp_corners",
      max(m."max_speed_kmh") as "max_speed_kmh",
      array_agg(m."id" order by m."start_at") as "ids",
      sum(m."congestion_tax_sek")::integer as "congestion_tax_sek",
      sum(coalesce(m."congestion_tax_sek_override", m."congestion_tax_sek"))::integer as "congestion_tax_overridden_sek",
      bool_or(m."congestion_tax_sek_override" is not null) as "congestion_tax_overridden",
      sum(m."congestion_tax_count")::integer as "congestion_tax_count",
      sum(m."infra_tax_sek")::integer as "infra_tax_sek",
      sum(coalesce(m."infra_tax_sek_override", m."infra_tax_sek"))::integer as "infra_tax_overridden_sek",
      bool_or(m."infra_tax_sek_override" is not null) as "infra_tax_overridden",
      sum(m."infra_tax_count")::integer as "infra_tax_count",
      jsonb_agg(m."toll_passages" order by m."start_at") as "toll_passages"
    from "journal"."trips" m
    where m."merged_into_id" = t."id" and m."deleted_at" is null
  ) g on true`;

/** Trips the journal lists: not deleted, not inside a merged entry. */
export const SHOWN = `t."deleted_at" is null and t."merged_into_id" is null`;

/** A driver's reach: its own trips and those of vehicles it may drive (spec 01 §6 permitted vehicles). */
const DRIVER_REACH = `(t."driver_user_id" = ? or v."permit_any_driver" or ? = any(v."permitted_driver_ids")
  or v."default_driver_id" = ? or v."current_driver_id" = ?)`;

function rowOf(raw: RawRow): JournalRow {
  const optionalNumber = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: Number(raw.id),
    version: Number(raw.version),
    organizationId: Number(raw.organization_id),
    vehicleId: Number(raw.vehicle_id),
    deviceId: Number(raw.device_id),
    imei: raw.imei,
    registry: raw.registry ?? '',
    vehicleName: raw.display_name ?? '',
    startMs: Number(raw.start_ms),
    stopMs: Number(raw.stop_ms),
    startDayMs: Number(raw.start_day_ms),
    startLatitude: raw.start_latitude,
    startLongitude: raw.start_longitude,
    stopLatitude: raw.stop_latitude,
    stopLongitude: raw.stop_longitude,
    distanceM: raw.distance_m,
    odometerStartM: optionalNumber(raw.odometer_start_m),
    odometerStopM: optionalNumber(raw.odometer_stop_m),
    status: raw.status,
    purpose: raw.purpose,
    driverUserId: optionalNumber(raw.driver_user_id),
    description: raw.description,
    adminComment: raw.admin_comment,
    devComment: raw.dev_comment,
    startAddress: raw.start_address,
    stopAddress: raw.stop_address,
    startAddressOverride: raw.start_address_override,
    stopAddressOverride: raw.stop_address_override,
    overrideMs: Number(raw.override_ms),
    harshAccelerations: raw.harsh_accelerations,
    harshBrakings: raw.harsh_brakings,
    sharpCorners: raw.sharp_corners,
    maxSpeedKmh: raw.max_speed_kmh,
    mergedTripIds: raw.merged_ids.length > 0 ? [Number(raw.id), ...raw.merged_ids.map(Number)] : [],
    congestionTaxSek: raw.congestion_tax_sek,
    congestionTaxOverriddenSek: raw.congestion_tax_overridden_sek,
    congestionTaxCount: raw.congestion_tax_count,
    infraTaxSek: raw.infra_tax_sek,
    infraTaxOverriddenSek: raw.infra_tax_overridden_sek,
    infraTaxCount: raw.infra_tax_count,
    tollPassages: [...raw.toll_passages, ...raw.merged_toll_passages.flat()].sort(byTime),
  };
}

export function scopeCondition(scope: JournalScope): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (scope.organizationIds !== null) {
    // An empty scope reads nothing (in () of no values is not SQL).
    if (scope.organizationIds.length === 0) return { sql: 'false', params: [] };
    parts.push('t."organization_id" in (?)');
    params.push(scope.organizationIds);
  }
  if (scope.driverUserId !== null) {
    parts.push(DRIVER_REACH);
    params.push(scope.driverUserId, scope.driverUserId, scope.driverUserId, scope.driverUserId);
  }
  return { sql: parts.length > 0 ? parts.join(' and ') : 'true', params };
}

/** The trips of a search: shown, starting in the period, in the caller's reach, of the vehicles and drivers named. */
function searchCondition(
  scope: JournalScope,
  query: Pick<JournalQuery, 'fromMs' | 'toMs' | 'vehicleIds' | 'vehicleOrganizationIds' | 'driverIds'>,
): { sql: string; params: unknown[] } {
  const where = scopeCondition(scope);
  let sql = `${SHOWN} and t."start_at" >= ? and t."start_at" < ? and ${where.sql}`;
  const params: unknown[] = [new Date(query.fromMs).toISOString(), new Date(query.toMs).toISOString(), ...where.params];
  const vehicles: string[] = [];
  if (query.vehicleIds.length > 0) {
    vehicles.push('t."vehicle_id" in (?)');
    params.push(query.vehicleIds);
  }
  if (query.vehicleOrganizationIds.length > 0) {
    vehicles.push(
      't."vehicle_id" in (select v."vehicle_id" from "journal"."vehicles" v where v."organization_id" in (?) and not v."deleted")',
    );
    params.push(query.vehicleOrganizationIds);
  }
  if (vehicles.length > 0) sql += ` and (${vehicles.join(' or ')})`;
  if (query.driverIds.length > 0) {
    sql += ' and t."driver_user_id" in (?)';
    params.push(query.driverIds);
  }
  return { sql, params };
}

/** The journal's reads and writes of trips (raw SQL: the trips table is shared with detection's batch path). */
export class JournalRepository {
  constructor(private readonly em: EntityManager) {}

  async list(scope: JournalScope, query: JournalQuery): Promise<JournalRow[]> {
    const search = searchCondition(scope, query);
    let sql = `${SELECT_TRIP} where ${search.sql}`;
    const params = [...search.params];
    if (query.after) {
      sql += ' and (t."start_at", t."id") > (?, ?)';
      params.push(new Date(query.after.startMs).toISOString(), query.after.id);
    }
    sql += ' order by t."start_at", t."id" limit ?';
    params.push(query.limit);
    return (await this.em.execute<RawRow[]>(sql, params)).map(rowOf);
  }

  /**
   * What `list` would answer for the whole search, as PostgreSQL's digest of every row (each column as `list` reads
   * it) and the drivers named in them, without a trip leaving the database.
   */
  async digest(
    scope: JournalScope,
    query: Omit<JournalQuery, 'limit' | 'after'>,
  ): Promise<{ rowsMd5: string; tripCount: number; driverIds: number[] }> {
    const search = searchCondition(scope, query);
    const [found] = await this.em.execute<Array<{ rows_md5: string; trip_count: string; driver_ids: string[] }>>(
      `select md5(coalesce(string_agg(s::text, '|' order by s."id"), '')) as "rows_md5",
         count(*) as "trip_count",
         coalesce(array_agg(distinct s."driver_user_id") filter (where s."driver_user_id" is not null), '{}')
           as "driver_ids"
       from (${SELECT_TRIP} where ${search.sql}) s`,
      search.params,
    );
    return {
      rowsMd5: found!.rows_md5,
      tripCount: Number(found!.trip_count),
      driverIds: found!.driver_ids.map(Number).sort((a, b) => a - b),
    };
  }

  /** One visible trip, locked for an update when `forUpdate`; undefined when missing or out of the caller's reach. */
  async find(scope: JournalScope, id: number, forUpdate = false): Promise<JournalRow | undefined> {
    const where = scopeCondition(scope);
    const [raw] = await this.em.execute<RawRow[]>(
      `${SELECT_TRIP} where t."id" = ? and ${SHOWN} and ${where.sql}${forUpdate ? ' for update of t' : ''}`,
      [id, ...where.params],
    );
    return raw ? rowOf(raw) : undefined;
  }

  /** The trips of these ids in reach (a merged entry's trips too), not deleted, in start order. */
  async findMany(scope: JournalScope, ids: readonly number[]): Promise<JournalRow[]> {
    if (ids.length === 0) return [];
    const where = scopeCondition(scope);
    const rows = await this.em.execute<RawRow[]>(
      `${SELECT_TRIP} where t."id" in (?) and t."deleted_at" is null and ${where.sql} order by t."start_at", t."id"`,
      [ids, ...where.params],
    );
    return rows.map(rowOf);
  }

  /** Gives the trip (and the trips inside it) another driver, raising their versions and publishing them. */
  async setDriver(id: number, driverUserId: number | null): Promise<void> {
    const changed = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "driver_user_id" = ?, "version" = "version" + 1, "updated_at" = now()
       where ("id" = ? or "merged_into_id" = ?) and "deleted_at" is null returning "id"`,
      [driverUserId, id, id],
    );
    for (const row of changed) await publishTripChanged(this.em, Number(row.id));
  }

  /** Writes the journal fields of a trip, raises its version and puts its TripChanged in the outbox, together. */
  async update(
    id: number,
    fields: Pick<JournalRow, 'status' | 'purpose' | 'description' | 'adminComment' | 'devComment'>,
  ): Promise<void> {
    await this.em.execute(
      `update "journal"."trips" set "status" = ?, "purpose" = ?, "description" = ?, "admin_comment" = ?,
         "dev_comment" = array(select jsonb_array_elements_text(?::jsonb)),
         "light_attested" = ? , "corrected_by_driver" = ?, "attested" = ?,
         "version" = "version" + 1, "updated_at" = now()
       where "id" = ?`,
      [
        fields.status,
        fields.purpose,
        fields.description,
        fields.adminComment,
        JSON.stringify(fields.devComment),
        fields.status === 'CHECKED',
        fields.status === 'CORRECTED',
        fields.status === 'LOCKED' || fields.status === 'DONE',
        id,
      ],
    );
    await publishTripChanged(this.em, id);
  }
}

/** Merging and unmerging (the rules are journal-rules.ts's; these only read and write). */
export class MergedTrips {
  constructor(private readonly em: EntityManager) {}

  /** The vehicle's next shown trip after `trip` (by start), or undefined. */
  async nextOf(trip: Pick<JournalRow, 'id' | 'vehicleId' | 'startMs'>): Promise<number | undefined> {
    const [row] = await this.em.execute<Array<{ id: string }>>(
      `select t."id" from "journal"."trips" t
       where t."vehicle_id" = ? and ${SHOWN} and (t."start_at", t."id") > (?, ?)
       order by t."start_at", t."id" limit 1`,
      [trip.vehicleId, new Date(trip.startMs).toISOString(), trip.id],
    );
    return row ? Number(row.id) : undefined;
  }

  /** Puts `absorbed` (and the trips inside it) into `head`; both rows raise their versions and go out as events. */
  async merge(headId: number, absorbedIds: readonly number[], description: string): Promise<void> {
    const moved = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "merged_into_id" = ?, "version" = "version" + 1, "updated_at" = now()
       where "id" in (?) or "merged_into_id" in (?)
       returning "id"`,
      [headId, absorbedIds, absorbedIds],
    );
    await this.em.execute(
      `update "journal"."trips" set "description" = ?, "version" = "version" + 1, "updated_at" = now() where "id" = ?`,
      [description, headId],
    );
    for (const { id } of moved) await publishTripChanged(this.em, Number(id));
    await publishTripChanged(this.em, headId);
  }

  /** Lets the trips inside `headId` stand alone again; their ids. */
  async unmerge(headId: number): Promise<number[]> {
    const freed = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "merged_into_id" = null, "version" = "version" + 1, "updated_at" = now()
       where "merged_into_id" = ?
       returning "id"`,
      [headId],
    );
    await this.em.execute(
      `update "journal"."trips" set "version" = "version" + 1, "updated_at" = now() where "id" = ?`,
      [headId],
    );
    await publishTripChanged(this.em, headId);
    for (const { id } of freed) await publishTripChanged(this.em, Number(id));
    return freed.map(({ id }) => Number(id));
  }
}

/**
 * Puts the trip's current state in the outbox as TripChanged (inside the caller's transaction), and its vehicle's
 * latest trip with it.
 */
export async function publishTripChanged(em: EntityManager, id: number): Promise<void> {
  const [raw] = await em.execute<RawRow[]>(`${SELECT_TRIP} where t."id" = ?`, [id]);
  const row = rowOf(raw);
  const event: journalEventsV1.TripChanged = {
    tripId: row.id,
    version: row.version,
    organizationId: row.organizationId,
    vehicleId: row.vehicleId,
    deviceId: row.deviceId,
    imei: row.imei,
    startTsMs: row.startMs,
    stopTsMs: row.stopMs,
    startLatitude: row.startLatitude,
    startLongitude: row.startLongitude,
    stopLatitude: row.stopLatitude,
    stopLongitude: row.stopLongitude,
    distanceM: row.distanceM,
    status: row.status,
    deleted: raw.deleted,
    changedTsMs: Date.now(),
    harshAccelerations: row.harshAccelerations,
    harshBrakings: row.harshBrakings,
    sharpCorners: row.sharpCorners,
    maxSpeedKmh: row.maxSpeedKmh,
    purpose: row.purpose ?? '',
    driverUserId: row.driverUserId ?? 0,
  };
  await addToOutbox(em, TOPICS.journalTrips, String(row.id), event);
  // Every trip change may change its vehicle's latest trip (the map's private mode, trips/latest-trips.ts).
  await syncLatestTrips(em, { vehicleIds: [row.vehicleId], tripIds: [row.id] });
}
