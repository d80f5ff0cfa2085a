import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { NewTrip } from './journal-rules';
import { type JournalRow, publishTripChanged, SHOWN } from './journal.repository';

/** A vehicle a trip may be entered for or moved to: one the journal knows and fleet has not deleted. */
export interface TargetVehicle {
  vehicleId: number;
  organizationId: number;
}

/** One row of a trip's override history (spec 02 §3 "Override history entry"). */
export interface OverrideRow {
  overrideMs: number;
  overrideBy: number | null;
  startMs: number;
  stopMs: number;
  odometerStartM: number | null;
  odometerStopM: number | null;
  distanceM: number;
  startAddressOverride: string | null;
  stopAddressOverride: string | null;
  congestionTaxOverride: number | null;
  infraTaxOverride: number | null;
}

/** The state an override leaves, as the trip's columns take it. */
export interface OverrideState {
  startMs: number;
  stopMs: number;
  distanceM: number;
  startAddressOverride: string | null;
  stopAddressOverride: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Postgres's unique violation: another trip of the device already starts at that time. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * The superadmin's writes to trips (spec 02 §2.4, §5, §6): created trips, overrides and their history, moves and
 * deletions. Each write raises the trip's version and puts its TripChanged in the outbox, in the caller's transaction.
 */
export class TripAdminRepository {
  constructor(private readonly em: EntityManager) {}

  async vehicle(vehicleId: number): Promise<TargetVehicle | undefined> {
    const [row] = await this.em.execute<Array<{ vehicle_id: string; organization_id: string }>>(
      `select "vehicle_id", "organization_id" from "journal"."vehicles" where "vehicle_id" = ? and not "deleted"`,
      [vehicleId],
    );
    return row ? { vehicleId: Number(row.vehicle_id), organizationId: Number(row.organization_id) } : undefined;
  }

  /**
   * Stores a trip entered by hand for the vehicle, as a detected one is stored (its organisation the vehicle's, its
   * device the IMEI's when the journal knows it). A trip of that IMEI already starting then: MISFORMATTED_FIELDS.
   */
  async create(trip: NewTrip, vehicle: TargetVehicle, byUserId: number): Promise<number> {
    const [device] = await this.em.execute<Array<{ device_id: string }>>(
      `select "device_id" from "journal"."installations" where "imei" = ?
       order by ("vehicle_id" = ?) desc, "installed_at" desc limit 1`,
      [trip.imei, vehicle.vehicleId],
    );
    // An address typed in is kept; without one, the resolver names a given coordinate; no coordinate, no address.
    const address = (typed: string, point: NewTrip['start']) => (typed !== '' ? typed : point ? null : '');
    const sql = `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at",
        "stop_at", "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m",
        "path_distance_m", "fix_count", "ignition_based", "purpose", "driver_user_id", "description",
        "start_address", "stop_address", "created_by")
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, false, ?, ?, ?, ?, ?, ?)
      returning "id"`;
    const params = [
      vehicle.organizationId,
      vehicle.vehicleId,
      device ? Number(device.device_id) : 0,
      trip.imei,
      iso(trip.startMs),
      iso(trip.stopMs),
      trip.start?.latitude ?? 0,
      trip.start?.longitude ?? 0,
      trip.stop?.latitude ?? 0,
      trip.stop?.longitude ?? 0,
      trip.distanceM,
      trip.purpose,
      trip.driverUserId,
      trip.description,
      address(trip.startAddress, trip.start),
      address(trip.stopAddress, trip.stop),
      byUserId,
    ];
    const [row] = await this.uniqueStart(() => this.em.execute<Array<{ id: string }>>(sql, params));
    const id = Number(row.id);
    await publishTripChanged(this.em, id);
    return id;
  }

  /**
   * Writes a superadmin's override and keeps it in the history; the first override keeps the trip as it was
   * (detected or entered) before it.
   */
  async override(trip: JournalRow, next: OverrideState, byUserId: number, atMs = Date.now()): Promise<void> {
    const odometerStopM = trip.odometerStartM === null ? trip.odometerStopM : trip.odometerStartM + next.distanceM;
    if (trip.overrideMs === 0) {
      await this.addHistory(trip.id, {
        overrideMs: Number(await this.createdMs(trip.id)),
        overrideBy: null,
        startMs: trip.startMs,
        stopMs: trip.stopMs,
        odometerStartM: trip.odometerStartM,
        odometerStopM: trip.odometerStopM,
        distanceM: trip.distanceM,
        startAddressOverride: null,
        stopAddressOverride: null,
        congestionTaxOverride: null,
        infraTaxOverride: null,
      });
    }
    await this.uniqueStart(() =>
      this.em.execute(
        `update "journal"."trips" set "start_at" = ?, "stop_at" = ?, "distance_m" = ?, "odometer_stop_m" = ?,
           "start_address_override" = ?, "stop_address_override" = ?, "override_at" = ?,
           "version" = "version" + 1, "updated_at" = now()
         where "id" = ?`,
        [
          iso(next.startMs),
          iso(next.stopMs),
          next.distanceM,
          odometerStopM,
          next.startAddressOverride,
          next.stopAddressOverride,
          iso(atMs),
          trip.id,
        ],
      ),
    );
    await this.addHistory(trip.id, {
      overrideMs: atMs,
      overrideBy: byUserId,
      startMs: next.startMs,
      stopMs: next.stopMs,
      odometerStartM: trip.odometerStartM,
      odometerStopM,
      distanceM: next.distanceM,
      startAddressOverride: next.startAddressOverride,
      stopAddressOverride: next.stopAddressOverride,
      congestionTaxOverride: null,
      infraTaxOverride: null,
    });
    await publishTripChanged(this.em, trip.id);
  }

  /** The trip's override history, oldest first (empty for a trip never overridden). */
  async history(tripId: number): Promise<OverrideRow[]> {
    const rows = await this.em.execute<
      Array<{
        override_ms: string;
        override_by: string | null;
        start_ms: string;
        stop_ms: string;
        odometer_start_m: string | null;
        odometer_stop_m: string | null;
        distance_m: number;
        start_address_override: string | null;
        stop_address_override: string | null;
        congestion_tax_override: number | null;
        infra_tax_override: number | null;
      }>
    >(
      `select (extract(epoch from "override_at") * 1000)::bigint as "override_ms", "override_by",
         (extract(epoch from "start_at") * 1000)::bigint as "start_ms",
         (extract(epoch from "stop_at") * 1000)::bigint as "stop_ms",
         "odometer_start_m", "odometer_stop_m", "distance_m", "start_address_override", "stop_address_override",
         "congestion_tax_override", "infra_tax_override"
       from "journal"."trip_overrides" where "trip_id" = ? order by "override_at", "id"`,
      [tripId],
    );
    const optional = (value: string | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({
      overrideMs: Number(row.override_ms),
      overrideBy: optional(row.override_by),
      startMs: Number(row.start_ms),
      stopMs: Number(row.stop_ms),
      odometerStartM: optional(row.odometer_start_m),
      odometerStopM: optional(row.odometer_stop_m),
      distanceM: row.distance_m,
      startAddressOverride: row.start_address_override,
      stopAddressOverride: row.stop_address_override,
      congestionTaxOverride: row.congestion_tax_override,
      infraTaxOverride: row.infra_tax_override,
    }));
  }

  /** Gives the trip (and the trips inside it) to another vehicle, its organisation and driver. */
  async move(trip: Pick<JournalRow, 'id'>, vehicle: TargetVehicle, driverUserId: number | null): Promise<void> {
    const moved = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "vehicle_id" = ?, "organization_id" = ?, "driver_user_id" = ?,
         "version" = "version" + 1, "updated_at" = now()
       where ("id" = ? or "merged_into_id" = ?) and "deleted_at" is null
       returning "id"`,
      [vehicle.vehicleId, vehicle.organizationId, driverUserId, trip.id, trip.id],
    );
    for (const { id } of moved) await publishTripChanged(this.em, Number(id));
  }

  /** The source vehicle's shown trips that end inside [fromMs, toMs] (a merged entry by its last trip), locked. */
  async endingWithin(vehicleId: number, fromMs: number, toMs: number): Promise<number[]> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select t."id" from "journal"."trips" t
       where t."vehicle_id" = ? and ${SHOWN}
         and greatest(t."stop_at", (select max(m."stop_at") from "journal"."trips" m
                                    where m."merged_into_id" = t."id" and m."deleted_at" is null)) between ? and ?
       order by t."id" for update`,
      [vehicleId, iso(fromMs), iso(toMs)],
    );
    return rows.map(({ id }) => Number(id));
  }

  /** Takes the trip (and the trips inside it) out of the journal; their events say deleted. */
  async delete(trip: Pick<JournalRow, 'id'>): Promise<void> {
    const deleted = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "deleted_at" = now(), "version" = "version" + 1, "updated_at" = now()
       where ("id" = ? or "merged_into_id" = ?) and "deleted_at" is null
       returning "id"`,
      [trip.id, trip.id],
    );
    for (const { id } of deleted) await publishTripChanged(this.em, Number(id));
  }

  /** Takes every trip of the vehicle out of the journal (its history); how many. */
  async deleteVehicleTrips(vehicleId: number): Promise<number> {
    const deleted = await this.em.execute<Array<{ id: string }>>(
      `update "journal"."trips" set "deleted_at" = now(), "version" = "version" + 1, "updated_at" = now()
       where "vehicle_id" = ? and "deleted_at" is null
       returning "id"`,
      [vehicleId],
    );
    for (const { id } of deleted) await publishTripChanged(this.em, Number(id));
    return deleted.length;
  }

  private async createdMs(tripId: number): Promise<string> {
    const [row] = await this.em.execute<Array<{ ms: string }>>(
      `select (extract(epoch from "created_at") * 1000)::bigint as "ms" from "journal"."trips" where "id" = ?`,
      [tripId],
    );
    return row.ms;
  }

  private async addHistory(tripId: number, row: OverrideRow): Promise<void> {
    await this.em.execute(
      `insert into "journal"."trip_overrides" ("trip_id", "override_at", "override_by", "start_at", "stop_at",
         "odometer_start_m", "odometer_stop_m", "distance_m", "start_address_override", "stop_address_override",
         "congestion_tax_override", "infra_tax_override")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tripId,
        iso(row.overrideMs),
        row.overrideBy,
        iso(row.startMs),
        iso(row.stopMs),
        row.odometerStartM,
        row.odometerStopM,
        row.distanceM,
        row.startAddressOverride,
        row.stopAddressOverride,
        row.congestionTaxOverride,
        row.infraTaxOverride,
      ],
    );
  }

  /** Runs a write that may meet the device's unique start; the refusal fails the whole request (nothing is kept). */
  private async uniqueStart<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'another trip of the device starts at that time');
      }
      throw error;
    }
  }
}
