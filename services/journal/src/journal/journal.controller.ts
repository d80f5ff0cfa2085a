import { createHash } from 'node:crypto';

import { AccessDirectory, type Caller, CallerResolver, subtreeOf } from '@fleetlog/access';
import { ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import {
  applyTripChange,
  applyTripOverride,
  assertDriverChange,
  assertMergeable,
  assertMovable,
  assertNewTrip,
  assertSuperadmin,
  assertUnmergeable,
  type JournalViewer,
  mergedDescription,
  type TripChange,
  type TripOverride,
  visibleDetails,
} from './journal-rules';
import { vehicleEcoScore } from '../eco-score/eco-score';
import { organizationsOf, scopeOf, viewerOf } from './journal-caller';
import { type JournalRow, JournalRepository, MergedTrips } from './journal.repository';
import { type TargetVehicle, TripAdminRepository } from './trip-admin.repository';

/** GET /journal/by-ids names at most this many trips. */
const BY_IDS_MAX = 1_000;

/** Trips per answer at most (about 1.5 MB without coordinates, 2 MB with them). */
export const JOURNAL_PAGE_SIZE = 5_000;
/** An answer stops growing at this size, well under gRPC's 4 MB message limit whatever the trips' texts. */
const PAGE_BYTES = 3 * 1024 * 1024;
/** At most a year and a day per query (the year picker of spec 02 §2.1). */
export const JOURNAL_MAX_RANGE_MS = 367 * 24 * 3_600_000;

/** A ListJournal search's period and filters; a period that is missing, reversed or over a year: BAD_TIMESTAMP. */
function searchOf(request: journalV1.ListJournalRequest) {
  const fromMs = Number(request.fromTsMs);
  const toMs = Number(request.toTsMs);
  if (!(fromMs > 0) || !(toMs > 0) || toMs <= fromMs || toMs - fromMs > JOURNAL_MAX_RANGE_MS) {
    throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
  }
  return {
    fromMs,
    toMs,
    vehicleIds: (request.vehicleIds ?? []).map(Number),
    vehicleOrganizationIds: (request.vehicleOrganizationIds ?? []).map(Number),
    driverIds: (request.driverIds ?? []).map(Number),
  };
}

/**
 * journal.v1.JournalService (spec 02 §2.1, §4, §6, §7 "Journal"): the trips a caller may read, and the driver's and
 * administrators' changes to them. The caller's roles and organisation come from the read models (current rights).
 */
@Controller()
@journalV1.JournalServiceControllerMethods()
export class JournalController implements journalV1.JournalServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly em: EntityManager,
  ) {}

  async listJournal(request: journalV1.ListJournalRequest, metadata?: Metadata): Promise<journalV1.JournalEntries> {
    const caller = await this.callers.resolve(metadata);
    const search = searchOf(request);
    const pageSize = Math.min(
      Number(request.pageSize) > 0 ? Number(request.pageSize) : JOURNAL_PAGE_SIZE,
      JOURNAL_PAGE_SIZE,
    );
    const after = request.after
      ? { startMs: Number(request.after.startTsMs), id: Number(request.after.journalId) }
      : undefined;
    const rows = await new JournalRepository(this.em.fork()).list(scopeOf(caller), {
      ...search,
      limit: pageSize + 1,
      after,
    });
    // A page ends at `pageSize` trips or at PAGE_BYTES, whichever comes first (long descriptions and comments).
    const viewer = viewerOf(caller);
    const entries: journalV1.JournalEntry[] = [];
    let bytes = 0;
    for (const row of rows.slice(0, pageSize)) {
      const entry = this.entryOf(viewer, row, request.includeCoordinates);
      bytes += journalV1.JournalEntry.encode(entry).finish().length + 4;
      if (bytes > PAGE_BYTES && entries.length > 0) break;
      entries.push(entry);
    }
    const more = entries.length < rows.length;
    const last = rows[entries.length - 1];
    return {
      entries,
      // A page with more behind it says where the next begins; `size` (the whole search's cap) is the BFF's.
      next: more && last ? { startTsMs: last.startMs, journalId: last.id } : undefined,
    };
  }

  async getJournalDigest(
    request: journalV1.ListJournalRequest,
    metadata?: Metadata,
  ): Promise<journalV1.JournalDigest> {
    const caller = await this.callers.resolve(metadata);
    const search = searchOf(request);
    const found = await new JournalRepository(this.em.fork()).digest(scopeOf(caller), search);
    // The rows, and what ListJournal adds to them: the drivers' names and the caller its privacy rule reads.
    const digest = createHash('sha256')
      .update(JSON.stringify([viewerOf(caller), request.includeCoordinates, found.rowsMd5]))
      .update(JSON.stringify(found.driverIds.map((id) => [id, this.directory.users.get(id)?.displayName ?? ''])))
      .digest('hex');
    return { digest, tripCount: found.tripCount };
  }

  async updateTrip(request: journalV1.UpdateTripRequest, metadata?: Metadata): Promise<journalV1.JournalEntry> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    const id = Number(request.journalId);
    const change: TripChange = {
      lightAttested: request.lightAttested,
      correctedByDriver: request.correctedByDriver,
      purpose: request.purpose,
      description: request.description,
      adminComment: request.adminComment,
      privateConfirmed: request.privateConfirmed,
      dismissDevComment: request.dismissDevComment,
    };
    const override: TripOverride = {
      startMs: request.timestampStartMs === undefined ? undefined : Number(request.timestampStartMs),
      stopMs: request.timestampStopMs === undefined ? undefined : Number(request.timestampStopMs),
      distanceM: request.odometerMax === undefined ? undefined : Number(request.odometerMax),
      startAddress: request.overrideStart,
      stopAddress: request.overrideStop,
    };
    const overrides = Object.values(override).some((value) => value !== undefined);
    if (overrides) assertSuperadmin(viewer);
    const updated = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const scope = scopeOf(caller);
      let trip = await journal.find(scope, id, true);
      if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
      if (request.userId !== undefined) {
        const driverId = Number(request.userId);
        const found = driverId === 0 ? null : this.directory.users.get(driverId);
        // A user of an organisation out of line with the trip's is no driver it can have (as for a new trip).
        const user = found && !this.inLine(caller, found.organizationId, trip.organizationId) ? undefined : found;
        assertDriverChange(viewer, trip, user, organizationsOf(caller));
        if ((user?.id ?? null) !== trip.driverUserId) {
          await journal.setDriver(id, user?.id ?? null);
          trip = (await journal.find(scope, id, true))!;
        }
      }
      if (overrides) {
        const times = applyTripOverride(trip, override);
        const address = (given: string | undefined, current: string | null) =>
          given === undefined ? current : given.trim() === '' ? null : given.trim();
        const next = {
          ...times,
          startAddressOverride: address(override.startAddress, trip.startAddressOverride),
          stopAddressOverride: address(override.stopAddress, trip.stopAddressOverride),
        };
        const same =
          next.startMs === trip.startMs &&
          next.stopMs === trip.stopMs &&
          next.distanceM === trip.distanceM &&
          next.startAddressOverride === trip.startAddressOverride &&
          next.stopAddressOverride === trip.stopAddressOverride;
        if (!same) {
          await new TripAdminRepository(tx).override(trip, next, viewer.userId);
          trip = (await journal.find(scope, id, true))!;
        }
      }
      const next = applyTripChange(viewer, trip, change);
      const unchanged =
        next.status === trip.status &&
        next.purpose === trip.purpose &&
        next.description === trip.description &&
        next.adminComment === trip.adminComment &&
        next.devComment.length === trip.devComment.length;
      if (!unchanged) await journal.update(id, next);
      return (await journal.find(scope, id))!;
    });
    return this.entryOf(viewer, updated, false);
  }

  async getTrips(request: journalV1.GetTripsRequest, metadata?: Metadata): Promise<journalV1.JournalEntries> {
    const caller = await this.callers.resolve(metadata);
    const ids = [...new Set((request.journalIds ?? []).map(Number))];
    if (ids.length > BY_IDS_MAX) throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `at most ${BY_IDS_MAX} trips`);
    const rows = await new JournalRepository(this.em.fork()).findMany(scopeOf(caller), ids);
    const viewer = viewerOf(caller);
    return { entries: rows.map((row) => this.entryOf(viewer, row, request.includeCoordinates)) };
  }

  async createTrip(request: journalV1.CreateTripRequest, metadata?: Metadata): Promise<journalV1.JournalEntry> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    assertSuperadmin(viewer);
    const point = (latitude?: number, longitude?: number) =>
      latitude === undefined || longitude === undefined ? null : { latitude, longitude };
    const trip = {
      vehicleId: Number(request.vehicleId),
      imei: request.imei.trim(),
      driverUserId: Number(request.userId) > 0 ? Number(request.userId) : null,
      startMs: Number(request.timestampStartMs),
      stopMs: Number(request.timestampStopMs),
      distanceM: Number(request.tripOdometerMax),
      start: point(request.startLat, request.startLon),
      stop: point(request.stopLat, request.stopLon),
      startAddress: request.startAddress.trim(),
      stopAddress: request.stopAddress.trim(),
      description: request.description,
      purpose: request.purpose,
    };
    assertNewTrip(trip);
    const created = await this.em.fork().transactional(async (tx) => {
      const vehicle = await this.targetVehicle(tx, trip.vehicleId);
      if (trip.driverUserId !== null) this.assertDriverOf(caller, trip.driverUserId, vehicle);
      const id = await new TripAdminRepository(tx).create(trip, vehicle, viewer.userId);
      return (await new JournalRepository(tx).find({ organizationIds: null, driverUserId: null }, id))!;
    });
    return this.entryOf(viewer, created, false);
  }

  async deleteTrip(request: journalV1.TripRef, metadata?: Metadata): Promise<journalV1.JournalEntry> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    assertSuperadmin(viewer);
    const id = Number(request.journalId);
    const deleted = await this.em.fork().transactional(async (tx) => {
      const trip = await new JournalRepository(tx).find(scopeOf(caller), id, true);
      if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
      if (trip.status === 'LOCKED' || trip.status === 'DONE') {
        throw new DomainError(ErrorCode.TRIP_ATTESTED, 'an attested trip stays: reset its month first');
      }
      await new TripAdminRepository(tx).delete(trip);
      return trip;
    });
    return this.entryOf(viewer, deleted, false);
  }

  async moveTrip(request: journalV1.MoveTripRequest, metadata?: Metadata): Promise<journalV1.JournalEntry> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    assertSuperadmin(viewer);
    const id = Number(request.journalId);
    const moved = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const trip = await journal.find(scopeOf(caller), id, true);
      if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
      const vehicle = await this.targetVehicle(tx, Number(request.vehicleId));
      const driverId = Number(request.driverId) > 0 ? Number(request.driverId) : null;
      if (driverId !== null) this.assertDriverOf(caller, driverId, vehicle);
      assertMovable(trip, vehicle.vehicleId);
      await new TripAdminRepository(tx).move(trip, vehicle, driverId);
      return (await journal.find({ organizationIds: null, driverUserId: null }, id))!;
    });
    return this.entryOf(viewer, moved, false);
  }

  async moveTrips(request: journalV1.MoveTripsRequest, metadata?: Metadata): Promise<journalV1.JournalEntries> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    assertSuperadmin(viewer);
    const fromMs = Number(request.fromTsMs);
    const toMs = Number(request.toTsMs);
    if (!(fromMs > 0) || !(toMs > fromMs)) throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
    const sourceId = Number(request.sourceVehicleId);
    const moved = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const admin = new TripAdminRepository(tx);
      const vehicle = await this.targetVehicle(tx, Number(request.targetVehicleId));
      if (!(await admin.vehicle(sourceId))) throw new DomainError(ErrorCode.VEHICLE_MISSING, `no vehicle ${sourceId}`);
      const driverId = Number(request.targetDriverId) > 0 ? Number(request.targetDriverId) : null;
      if (driverId !== null) this.assertDriverOf(caller, driverId, vehicle);
      const all = { organizationIds: null, driverUserId: null };
      const rows: JournalRow[] = [];
      for (const id of await admin.endingWithin(sourceId, fromMs, toMs)) {
        const trip = (await journal.find(all, id, true))!;
        try {
          assertMovable(trip, vehicle.vehicleId);
        } catch (error) {
          // All or none: one trip that cannot move keeps every trip where it is.
          const reason = error instanceof DomainError ? error.message : String(error);
          throw new DomainError(ErrorCode.MOVE_TRIPS_FAILED, `trip ${id} cannot move: ${reason}`);
        }
        await admin.move(trip, vehicle, driverId);
        rows.push((await journal.find(all, id))!);
      }
      return rows.sort((a, b) => a.startMs - b.startMs || a.id - b.id);
    });
    return { entries: moved.map((row) => this.entryOf(viewer, row, false)) };
  }

  async getOverrideHistory(request: journalV1.TripRef, metadata?: Metadata): Promise<journalV1.OverrideHistory> {
    const caller = await this.callers.resolve(metadata);
    assertSuperadmin(viewerOf(caller));
    const id = Number(request.journalId);
    const em = this.em.fork();
    const [trip] = await new JournalRepository(em).findMany(scopeOf(caller), [id]);
    if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
    const rows = await new TripAdminRepository(em).history(id);
    // The trip as it is now decides what its history shows, by the journal's one privacy rule.
    const details = visibleDetails(viewerOf(caller), trip);
    return {
      entries: rows.map((row) => ({
        overrideTsMs: row.overrideBy === null ? 0 : row.overrideMs,
        overrideTuId: row.overrideBy ?? 0,
        overrideTuName: row.overrideBy === null ? '' : (this.directory.users.get(row.overrideBy)?.displayName ?? ''),
        tripUserspaceId: id,
        timestampStartMs: details.time(row.startMs),
        timestampStopMs: details.time(row.stopMs),
        odometerStart: row.odometerStartM ?? 0,
        odometerStop: row.odometerStopM ?? 0,
        tripOdometerMax: row.distanceM,
        overrideStartAddress: details.text(row.startAddressOverride),
        overrideStopAddress: details.text(row.stopAddressOverride),
        congestionTaxOverride: row.congestionTaxOverride ?? undefined,
        infraTaxOverride: row.infraTaxOverride ?? undefined,
      })),
    };
  }

  async deleteVehicleTrips(request: journalV1.VehicleTripsRef, metadata?: Metadata): Promise<journalV1.DeletedTrips> {
    const caller = await this.callers.resolve(metadata);
    assertSuperadmin(viewerOf(caller));
    const vehicleId = Number(request.vehicleId);
    const deleted = await this.em.fork().transactional(async (tx) => {
      const [known] = await tx.execute<Array<{ known: boolean }>>(
        `select exists (select 1 from "journal"."vehicles" where "vehicle_id" = ?)
           or exists (select 1 from "journal"."trips" where "vehicle_id" = ?) as "known"`,
        [vehicleId, vehicleId],
      );
      if (!known.known) throw new DomainError(ErrorCode.VEHICLE_MISSING, `no vehicle ${vehicleId}`);
      return new TripAdminRepository(tx).deleteVehicleTrips(vehicleId);
    });
    return { deleted };
  }

  /** A vehicle a superadmin enters or moves trips for: one fleet has and has not deleted (VEHICLE_MISSING). */
  private async targetVehicle(tx: EntityManager, vehicleId: number): Promise<TargetVehicle> {
    const vehicle = await new TripAdminRepository(tx).vehicle(vehicleId);
    if (!vehicle) throw new DomainError(ErrorCode.VEHICLE_MISSING, `no vehicle ${vehicleId}`);
    return vehicle;
  }

  /**
   * A trip's driver is a user who is not archived, of the vehicle's organisation or one above or below it in the tree
   * (USER_MISSING otherwise): a trip never joins one organisation's vehicle to another's user, whose administrators
   * could then neither see the driver nor review the month.
   */
  private assertDriverOf(caller: Caller, userId: number, vehicle: TargetVehicle): void {
    const user = this.directory.users.get(userId);
    const related = user !== undefined && this.inLine(caller, user.organizationId, vehicle.organizationId);
    if (!user || user.archived || !related) throw new DomainError(ErrorCode.USER_MISSING, `no user ${userId}`);
  }

  /** The two organisations are one, or one is above the other in the tree. */
  private inLine(caller: Caller, one: number, other: number): boolean {
    const within = (top: number, organizationId: number) =>
      subtreeOf(caller.organizations, top).includes(organizationId);
    return within(one, other) || within(other, one);
  }

  async getEcoScore(request: journalV1.EcoScoreRequest, metadata?: Metadata): Promise<journalV1.EcoScore> {
    const caller = await this.callers.resolve(metadata);
    const query = { vehicleId: Number(request.vehicleId), fromMs: Number(request.fromMs), toMs: Number(request.toMs) };
    return vehicleEcoScore(this.em.fork(), scopeOf(caller), query, JOURNAL_MAX_RANGE_MS);
  }

  async mergeTrips(request: journalV1.MergeTripsRequest, metadata?: Metadata): Promise<journalV1.JournalEntry> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    const ids = [...new Set((request.journalIds ?? []).map(Number))];
    if (ids.length < 2) throw new DomainError(ErrorCode.MISSING_FIELDS, 'at least two trips are merged');
    const merged = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const scope = scopeOf(caller);
      // Locked in id order (two merges of overlapping trips wait for each other instead of deadlocking).
      const trips: JournalRow[] = [];
      for (const id of [...ids].sort((a, b) => a - b)) {
        const trip = await journal.find(scope, id, true);
        if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
        trips.push(trip);
      }
      trips.sort((a, b) => a.startMs - b.startMs || a.id - b.id);
      const groups = new MergedTrips(tx);
      for (let i = 1; i < trips.length; i += 1) {
        assertMergeable(viewer, trips[i - 1], trips[i], await groups.nextOf(trips[i - 1]));
      }
      const [head, ...rest] = trips;
      await groups.merge(
        head.id,
        rest.map((trip) => trip.id),
        mergedDescription(trips, request.description),
      );
      return (await journal.find(scope, head.id))!;
    });
    return this.entryOf(viewer, merged, false);
  }

  async unmergeTrips(request: journalV1.UnmergeTripsRequest, metadata?: Metadata): Promise<journalV1.JournalEntries> {
    const caller = await this.callers.resolve(metadata);
    const viewer = viewerOf(caller);
    const id = Number(request.journalId);
    const trips = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const scope = scopeOf(caller);
      const merged = await journal.find(scope, id, true);
      if (!merged) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
      assertUnmergeable(viewer, merged);
      const freed = await new MergedTrips(tx).unmerge(id);
      const rows: JournalRow[] = [];
      for (const tripId of [id, ...freed]) rows.push((await journal.find(scope, tripId))!);
      return rows.sort((a, b) => a.startMs - b.startMs);
    });
    return { entries: trips.map((trip) => this.entryOf(viewer, trip, false)) };
  }

  private entryOf(
    viewer: Pick<JournalViewer, 'userId'>,
    row: JournalRow,
    includeCoordinates: boolean,
  ): journalV1.JournalEntry {
    const details = visibleDetails(viewer, row);
    const { hidden, position } = details;
    const driver = row.driverUserId === null ? undefined : this.directory.users.get(row.driverUserId);
    const attested = row.status === 'LOCKED' || row.status === 'DONE';
    return {
      journalId: row.id,
      organizationId: row.organizationId,
      status: row.status,
      lightAttested: row.status === 'CHECKED',
      correctedByDriver: row.status === 'CORRECTED',
      attested,
      adminComment: row.adminComment,
      devComment: row.devComment,
      isBadTrip: row.status === 'BAD',
      driver: row.driverUserId === null ? undefined : { id: row.driverUserId, displayName: driver?.displayName ?? '' },
      vehicle: { vehicleId: row.vehicleId, registry: row.registry, displayName: row.vehicleName },
      // Another driver's private trip keeps its day (the journal groups by day), not its times.
      timestampStartMs: details.time(row.startMs),
      timestampStopMs: details.time(row.stopMs),
      odometerStart: row.odometerStartM ?? 0,
      odometerStop: row.odometerStopM ?? 0,
      odometerMax: row.distanceM,
      purpose: row.purpose ?? '',
      description: details.text(row.description),
      startAddress: details.text(row.startAddress),
      stopAddress: details.text(row.stopAddress),
      start: position(row.startLatitude, row.startLongitude),
      stop: position(row.stopLatitude, row.stopLongitude),
      coords:
        includeCoordinates && !hidden
          ? [position(row.startLatitude, row.startLongitude), position(row.stopLatitude, row.stopLongitude)]
          : [],
      privateHidden: hidden,
      version: row.version,
      harshAccelerations: row.harshAccelerations,
      harshBrakings: row.harshBrakings,
      sharpCorners: row.sharpCorners,
      maxSpeedKmh: row.maxSpeedKmh,
      merged: row.mergedTripIds.length > 0,
      mergedTripsId: row.mergedTripIds,
      imei: row.imei,
      overrideTsMs: row.overrideMs,
      startAddressOverridden: !hidden && row.startAddressOverride !== null,
      stopAddressOverridden: !hidden && row.stopAddressOverride !== null,
      // The sums as computed and, where a passage override is set, as charged. Another driver's private trip
      // keeps its sums (like its distance) but not its passages, which tell where the car went.
      congestionTaxSek: row.congestionTaxSek,
      congestionTaxSekOverride: row.congestionTaxOverriddenSek ?? undefined,
      congestionTaxCount: row.congestionTaxCount,
      infraTaxSek: row.infraTaxSek,
      infraTaxSekOverride: row.infraTaxOverriddenSek ?? undefined,
      infraTaxCount: row.infraTaxCount,
      tollPassages: hidden
        ? []
        : row.tollPassages.map((passage) => ({
            passageId: passage.passageId,
            stationId: passage.stationId,
            stationName: passage.stationName,
            stationLatitude: passage.stationLatitude,
            stationLongitude: passage.stationLongitude,
            timestampMs: passage.timestampMs,
            price: passage.price,
            priceInfra: passage.priceInfra,
            overridePrice: passage.overridePrice ?? undefined,
            overridePriceInfra: passage.overridePriceInfra ?? undefined,
            isActive: passage.isActive,
            tax: passage.tax,
          })),
    };
  }
}
