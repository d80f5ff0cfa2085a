import { AccessDirectory, CallerResolver } from '@fleetlog/access';
import { ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import {
  applyTripChange,
  assertMergeable,
  assertUnmergeable,
  hidesPrivateDetails,
  type JournalViewer,
  mergedDescription,
  type TripChange,
} from './journal-rules';
import { vehicleEcoScore } from '../eco-score/eco-score';
import { scopeOf, viewerOf } from './journal-caller';
import { type JournalRow, JournalRepository, MergedTrips } from './journal.repository';

/** Trips per answer at most (about 1.5 MB without coordinates, 2 MB with them). */
export const JOURNAL_PAGE_SIZE = 5_000;
/** An answer stops growing at this size, well under gRPC's 4 MB message limit whatever the trips' texts. */
const PAGE_BYTES = 3 * 1024 * 1024;
/** At most a year and a day per query (the year picker of spec 02 §2.1). */
export const JOURNAL_MAX_RANGE_MS = 367 * 24 * 3_600_000;

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
    const fromMs = Number(request.fromTsMs);
    const toMs = Number(request.toTsMs);
    if (!(fromMs > 0) || !(toMs > 0) || toMs <= fromMs || toMs - fromMs > JOURNAL_MAX_RANGE_MS) {
      throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
    }
    const pageSize = Math.min(
      Number(request.pageSize) > 0 ? Number(request.pageSize) : JOURNAL_PAGE_SIZE,
      JOURNAL_PAGE_SIZE,
    );
    const after = request.after
      ? { startMs: Number(request.after.startTsMs), id: Number(request.after.journalId) }
      : undefined;
    const rows = await new JournalRepository(this.em.fork()).list(scopeOf(caller), {
      fromMs,
      toMs,
      vehicleIds: (request.vehicleIds ?? []).map(Number),
      driverIds: (request.driverIds ?? []).map(Number),
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
    const updated = await this.em.fork().transactional(async (tx) => {
      const journal = new JournalRepository(tx);
      const trip = await journal.find(scopeOf(caller), id, true);
      if (!trip) throw new DomainError(ErrorCode.JOURNAL_MISSING, `no trip ${id}`);
      const next = applyTripChange(viewer, trip, change);
      const unchanged =
        next.status === trip.status &&
        next.purpose === trip.purpose &&
        next.description === trip.description &&
        next.adminComment === trip.adminComment &&
        next.devComment.length === trip.devComment.length;
      if (!unchanged) await journal.update(id, next);
      return (await journal.find(scopeOf(caller), id))!;
    });
    return this.entryOf(viewer, updated, false);
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
    const hidden = hidesPrivateDetails(viewer, row);
    const driver = row.driverUserId === null ? undefined : this.directory.users.get(row.driverUserId);
    const attested = row.status === 'LOCKED' || row.status === 'DONE';
    const position = (latitude: number, longitude: number) =>
      hidden ? { latitude: 0, longitude: 0 } : { latitude, longitude };
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
      timestampStartMs: hidden ? row.startDayMs : row.startMs,
      timestampStopMs: hidden ? row.startDayMs : row.stopMs,
      odometerStart: row.odometerStartM ?? 0,
      odometerStop: row.odometerStopM ?? 0,
      odometerMax: row.distanceM,
      purpose: row.purpose ?? '',
      description: hidden ? '' : row.description,
      startAddress: hidden ? '' : (row.startAddress ?? ''),
      stopAddress: hidden ? '' : (row.stopAddress ?? ''),
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
    };
  }
}
