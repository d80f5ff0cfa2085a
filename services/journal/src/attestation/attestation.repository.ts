import { TOPICS } from '@fleetlog/contracts';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { TripStatus } from '../journal/journal-rules';
import { publishTripChanged } from '../journal/journal.repository';

/** A driver's month in a vehicle. */
export interface MonthKey {
  year: number;
  month: number;
  vehicleId: number;
  driverUserId: number;
}

export interface MonthRow extends MonthKey {
  attestationId: number;
  organizationId: number;
  attested: boolean;
  adminApproved: boolean;
  refused: boolean;
  message: string;
  attestedMs: number;
  /** Who approved or refused the month last, and when (0: never reviewed). */
  reviewedBy: number;
  reviewedMs: number;
  tripCount: number;
  flaggedCount: number;
  registry: string;
  vehicleName: string;
  benefitType: string;
  /** The device installed in the vehicle now ('' for none). */
  imei: string;
  distanceBusinessM: number;
  distancePrivateM: number;
}

export interface MonthCounts {
  noDescription: number;
  lightAttested: number;
  notCertified: number;
  flagged: number;
}

/** The month's first and next month's first instant in Europe/Stockholm, as SQL over (year, month) parameters. */
const MONTH_START = `make_timestamptz(?, ?, 1, 0, 0, 0, 'Europe/Stockholm')`;
const MONTH_END = `((make_timestamp(?, ?, 1, 0, 0, 0) + interval '1 month') at time zone 'Europe/Stockholm')`;

/** The shown trips (not deleted, not inside a merged entry) of a driver's month in a vehicle. */
const MONTH_TRIPS = `t."driver_user_id" = ? and t."vehicle_id" = ? and t."deleted_at" is null
  and t."merged_into_id" is null and t."start_at" >= ${MONTH_START} and t."start_at" < ${MONTH_END}`;
/** A shown trip's distance with the trips merged into it (spec 02 §3: a merged entry sums them). */
const ENTRY_DISTANCE = `(t."distance_m" + coalesce((select sum(m."distance_m") from "journal"."trips" m
  where m."merged_into_id" = t."id" and m."deleted_at" is null), 0))`;
const IS_PRIVATE = `t."purpose" in ('PRIVATE', 'PRIVATE_AUTO')`;
/** The month's distances by purpose, over trips `t`. */
const DISTANCES = `coalesce(sum(${ENTRY_DISTANCE}) filter (where not coalesce(${IS_PRIVATE}, false)), 0)
    as "distance_business_m",
  coalesce(sum(${ENTRY_DISTANCE}) filter (where ${IS_PRIVATE}), 0) as "distance_private_m"`;

const monthTripParams = (key: MonthKey) => [key.driverUserId, key.vehicleId, key.year, key.month, key.year, key.month];

interface RawMonth {
  attestation_id: string | null;
  organization_id: string;
  attested: boolean | null;
  admin_approved: boolean | null;
  refused: boolean | null;
  message: string | null;
  attested_ms: string | null;
  reviewed_by?: string | null;
  reviewed_ms?: string | null;
  trip_count: string;
  flagged_count: string;
  registry: string | null;
  display_name: string | null;
  benefit_type: string | null;
  imei?: string | null;
  distance_business_m: string | null;
  distance_private_m: string | null;
  driver_user_id: string;
  vehicle_id: string;
  year: number;
  month: number;
}

function monthOf(raw: RawMonth): MonthRow {
  return {
    attestationId: raw.attestation_id === null ? 0 : Number(raw.attestation_id),
    organizationId: Number(raw.organization_id),
    year: Number(raw.year),
    month: Number(raw.month),
    vehicleId: Number(raw.vehicle_id),
    driverUserId: Number(raw.driver_user_id),
    attested: raw.attested ?? false,
    adminApproved: raw.admin_approved ?? false,
    refused: raw.refused ?? false,
    message: raw.message ?? '',
    attestedMs: raw.attested_ms === null ? 0 : Number(raw.attested_ms),
    reviewedBy: raw.reviewed_by === null || raw.reviewed_by === undefined ? 0 : Number(raw.reviewed_by),
    reviewedMs: raw.reviewed_ms === null || raw.reviewed_ms === undefined ? 0 : Number(raw.reviewed_ms),
    tripCount: Number(raw.trip_count),
    flaggedCount: Number(raw.flagged_count),
    registry: raw.registry ?? '',
    vehicleName: raw.display_name ?? '',
    benefitType: raw.benefit_type ?? '',
    imei: raw.imei ?? '',
    distanceBusinessM: Number(raw.distance_business_m ?? 0),
    distancePrivateM: Number(raw.distance_private_m ?? 0),
  };
}

/** Attestation months and the status changes they bring to trips (rules: attestation-rules.ts). */
export class AttestationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The vehicle's organisation (read model), or undefined for a vehicle the journal does not know. */
  async vehicleOrganization(vehicleId: number): Promise<number | undefined> {
    const [row] = await this.em.execute<Array<{ organization_id: string }>>(
      `select "organization_id" from "journal"."vehicles" where "vehicle_id" = ? and not "deleted"`,
      [vehicleId],
    );
    return row ? Number(row.organization_id) : undefined;
  }

  /** The month's state and trip counts; the attestation row locked when `forUpdate` (created first if missing). */
  async month(key: MonthKey, organizationId: number, forUpdate = false): Promise<MonthRow> {
    if (forUpdate) {
      await this.em.execute(
        `insert into "journal"."attestations" ("organization_id", "driver_user_id", "vehicle_id", "year", "month")
         values (?, ?, ?, ?, ?) on conflict ("driver_user_id", "vehicle_id", "year", "month") do nothing`,
        [organizationId, key.driverUserId, key.vehicleId, key.year, key.month],
      );
      await this.em.execute(
        `select 1 from "journal"."attestations"
         where "driver_user_id" = ? and "vehicle_id" = ? and "year" = ? and "month" = ? for update`,
        [key.driverUserId, key.vehicleId, key.year, key.month],
      );
    }
    const [raw] = await this.em.execute<RawMonth[]>(
      `select a."id" as "attestation_id", ? as "organization_id", a."attested", a."admin_approved", a."refused",
         a."message", (extract(epoch from a."attested_at") * 1000)::bigint as "attested_ms", a."reviewed_by",
         (extract(epoch from a."reviewed_at") * 1000)::bigint as "reviewed_ms",
         (select count(*) from "journal"."trips" t where ${MONTH_TRIPS}) as "trip_count",
         (select count(*) from "journal"."trips" t where ${MONTH_TRIPS} and t."status" = 'BAD') as "flagged_count",
         d."distance_business_m", d."distance_private_m", v."registry", v."display_name", v."benefit_type",
         ?::bigint as "driver_user_id", ?::bigint as "vehicle_id", ?::int as "year", ?::int as "month"
       from (select 1) one
       cross join (select ${DISTANCES} from "journal"."trips" t where ${MONTH_TRIPS}) d
       left join "journal"."vehicles" v on v."vehicle_id" = ?
       left join "journal"."attestations" a
         on a."driver_user_id" = ? and a."vehicle_id" = ? and a."year" = ? and a."month" = ?`,
      [
        organizationId,
        ...monthTripParams(key),
        ...monthTripParams(key),
        key.driverUserId,
        key.vehicleId,
        key.year,
        key.month,
        ...monthTripParams(key),
        key.vehicleId,
        key.driverUserId,
        key.vehicleId,
        key.year,
        key.month,
      ],
    );
    return monthOf(raw);
  }

  async counts(key: MonthKey): Promise<MonthCounts> {
    const [row] = await this.em.execute<Array<Record<keyof MonthCounts, string>>>(
      `select
         count(*) filter (where (t."purpose" is null or t."purpose" like 'BUSINESS%') and t."description" = '')
           as "noDescription",
         count(*) filter (where t."status" = 'CHECKED') as "lightAttested",
         count(*) filter (where t."status" in ('NONE', 'BAD', 'CORRECTED')) as "notCertified",
         count(*) filter (where t."status" = 'BAD') as "flagged"
       from "journal"."trips" t where ${MONTH_TRIPS}`,
      monthTripParams(key),
    );
    return {
      noDescription: Number(row.noDescription),
      lightAttested: Number(row.lightAttested),
      notCertified: Number(row.notCertified),
      flagged: Number(row.flagged),
    };
  }

  /** Earlier months of the driver in the vehicle with trips that are not attested, oldest first. */
  async earlierUnattested(key: MonthKey): Promise<Array<Pick<MonthKey, 'year' | 'month'>>> {
    const rows = await this.em.execute<Array<{ year: number; month: number }>>(
      `select distinct extract(year from t."start_at" at time zone 'Europe/Stockholm')::int as "year",
         extract(month from t."start_at" at time zone 'Europe/Stockholm')::int as "month"
       from "journal"."trips" t
       where t."driver_user_id" = ? and t."vehicle_id" = ? and t."deleted_at" is null and t."merged_into_id" is null
         and t."status" not in ('LOCKED', 'DONE') and t."start_at" < ${MONTH_START}
       order by 1, 2`,
      [key.driverUserId, key.vehicleId, key.year, key.month],
    );
    return rows.map((row) => ({ year: Number(row.year), month: Number(row.month) }));
  }

  /** Every driver-and-vehicle month with trips, or an attestation, in the organisations (null: all), by driver. */
  async months(
    organizationIds: readonly number[] | null,
    driverUserId: number | null,
    year: number,
    month: number,
  ): Promise<MonthRow[]> {
    const orgFilter =
      organizationIds === null ? 'true' : organizationIds.length === 0 ? 'false' : 'x."organization_id" in (?)';
    const driverFilter = driverUserId === null ? 'true' : 'x."driver_user_id" = ?';
    const params: unknown[] = [year, month];
    if (organizationIds !== null && organizationIds.length > 0) params.push(organizationIds);
    if (driverUserId !== null) params.push(driverUserId);
    const rows = await this.em.execute<RawMonth[]>(
      `with p as (
         select ?::int as "year", ?::int as "month"
       ), bounds as (
         select p."year", p."month", make_timestamptz(p."year", p."month", 1, 0, 0, 0, 'Europe/Stockholm') as "from",
           ((make_timestamp(p."year", p."month", 1, 0, 0, 0) + interval '1 month') at time zone 'Europe/Stockholm')
             as "to"
         from p
       ), months as (
         select t."organization_id", t."driver_user_id", t."vehicle_id", count(*) as "trip_count",
           count(*) filter (where t."status" = 'BAD') as "flagged_count", ${DISTANCES}
         from "journal"."trips" t, bounds b
         where t."driver_user_id" is not null and t."deleted_at" is null and t."merged_into_id" is null
           and t."start_at" >= b."from" and t."start_at" < b."to"
         group by 1, 2, 3
       ), keys as (
         select "organization_id", "driver_user_id", "vehicle_id" from months
         union
         select a."organization_id", a."driver_user_id", a."vehicle_id" from "journal"."attestations" a, bounds b
         where a."year" = b."year" and a."month" = b."month"
       )
       select a."id" as "attestation_id", x."organization_id", a."attested", a."admin_approved", a."refused",
         a."message", (extract(epoch from a."attested_at") * 1000)::bigint as "attested_ms", a."reviewed_by",
         (extract(epoch from a."reviewed_at") * 1000)::bigint as "reviewed_ms",
         coalesce(m."trip_count", 0) as "trip_count", coalesce(m."flagged_count", 0) as "flagged_count",
         m."distance_business_m", m."distance_private_m", v."registry", v."display_name", v."benefit_type",
         x."driver_user_id", x."vehicle_id", b."year", b."month",
         (select i."imei" from "journal"."installations" i where i."vehicle_id" = x."vehicle_id"
            and i."removed_at" is null order by i."installed_at" desc limit 1) as "imei"
       from keys x
       cross join bounds b
       left join months m on m."driver_user_id" = x."driver_user_id" and m."vehicle_id" = x."vehicle_id"
       left join "journal"."attestations" a on a."driver_user_id" = x."driver_user_id"
         and a."vehicle_id" = x."vehicle_id" and a."year" = b."year" and a."month" = b."month"
       left join "journal"."vehicles" v on v."vehicle_id" = x."vehicle_id"
       where ${orgFilter} and ${driverFilter}
       order by x."driver_user_id", v."registry", x."vehicle_id"`,
      params,
    );
    return rows.map(monthOf);
  }

  /** Records a reminder to attest the month, with the event that has auth mail the driver (same transaction). */
  async remind(key: MonthKey, state: MonthRow, message: string, remindedBy: number): Promise<void> {
    const [row] = await this.em.execute<Array<{ id: string; created_ms: string }>>(
      `insert into "journal"."attestation_reminders"
         ("organization_id", "driver_user_id", "vehicle_id", "year", "month", "message", "reminded_by")
       values (?, ?, ?, ?, ?, ?, ?)
       returning "id", (extract(epoch from "created_at") * 1000)::bigint as "created_ms"`,
      [state.organizationId, key.driverUserId, key.vehicleId, key.year, key.month, message, remindedBy],
    );
    await addToOutbox(this.em, TOPICS.journalAttestationReminders, String(key.driverUserId), {
      reminderId: Number(row.id),
      organizationId: state.organizationId,
      driverUserId: key.driverUserId,
      vehicleId: key.vehicleId,
      registry: state.registry,
      vehicleName: state.vehicleName,
      year: key.year,
      month: key.month,
      message,
      remindedByUserId: remindedBy,
      remindedTsMs: Number(row.created_ms),
    });
  }

  /** Writes the month's state. */
  async setState(
    key: MonthKey,
    state: Pick<MonthRow, 'attested' | 'adminApproved' | 'refused' | 'message'>,
    reviewedBy: number | null,
  ): Promise<void> {
    await this.em.execute(
      `update "journal"."attestations" set "attested" = ?, "admin_approved" = ?, "refused" = ?, "message" = ?,
         "attested_at" = case when ? then coalesce(case when "attested" then "attested_at" end, now()) end,
         "reviewed_by" = coalesce(?, "reviewed_by"),
         "reviewed_at" = case when ?::bigint is null then "reviewed_at" else now() end, "updated_at" = now()
       where "driver_user_id" = ? and "vehicle_id" = ? and "year" = ? and "month" = ?`,
      [
        state.attested,
        state.adminApproved,
        state.refused,
        state.message,
        state.attested,
        reviewedBy,
        reviewedBy,
        key.driverUserId,
        key.vehicleId,
        key.year,
        key.month,
      ],
    );
  }

  /**
   * Moves the month's trips in `from` statuses to `to` (`only`: just these trips), raising their versions and
   * publishing each; `comment` becomes their admin comment when given. Returns the trips changed.
   */
  async moveTrips(
    key: MonthKey,
    from: readonly TripStatus[],
    to: TripStatus,
    options: { only?: readonly number[]; comment?: string } = {},
  ): Promise<number[]> {
    const params: unknown[] = [to, to, to, to === 'LOCKED' || to === 'DONE'];
    let set = `"status" = ?, "light_attested" = (? = 'CHECKED'), "corrected_by_driver" = (? = 'CORRECTED'), "attested" = ?`;
    if (options.comment !== undefined) {
      set += `, "admin_comment" = ?`;
      params.push(options.comment);
    }
    params.push(...monthTripParams(key), from);
    let where = `${MONTH_TRIPS} and t."status" in (?)`;
    if (options.only) {
      if (options.only.length === 0) return [];
      where += ` and t."id" in (?)`;
      params.push(options.only);
    }
    const rows = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" t set ${set}, "version" = "version" + 1, "updated_at" = now()
       where ${where} returning t."id"`,
      params,
    );
    for (const { id } of rows) await publishTripChanged(this.em, Number(id));
    return rows.map(({ id }) => Number(id));
  }

  /** The month's shown trips among `ids` (to check a refusal names trips of the month). */
  async tripsOfMonth(key: MonthKey, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select t."id" from "journal"."trips" t where ${MONTH_TRIPS} and t."id" in (?)`,
      [...monthTripParams(key), ids],
    );
    return rows.map(({ id }) => Number(id));
  }
}
