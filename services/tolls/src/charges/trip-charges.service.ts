import type { journalEventsV1, tollsEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { detectPassages, type DetectedPassage } from '../geometry/passage-detection';
import { stationId } from '../geometry/station-geometry';
import { computeCharges } from '../rules/charges';
import { capAroundKept } from '../rules/daily-cap';
import { dailyMaximum, type Passage } from '../rules/day-charges';
import { type LocalTime, parseLocalTime } from '../rules/local-time';
import { CONTROL_POINTS, type ControlPoint } from '../stations/stations';
import { dueParkedTrips, parkTrip, postponeParkedTrip, unparkTrip } from './parked-trips.repository';
import { StationCatalogue } from './station-catalogue';
import { TRACK_SOURCE, type TrackSource } from './track-source';
import {
  type DayPassage,
  dayPassages,
  findTrip,
  FROZEN_STATUSES,
  lockVehicles,
  passageDates,
  publishTripCharges,
  replacePassages,
  setAmount,
  type StoredTrip,
  upsertTrip,
  vehicleDatesSince,
  vehicleSettings,
} from './trip-charges.repository';

const POINTS_BY_ID = new Map<string, ControlPoint>(CONTROL_POINTS.map((point) => [stationId(point), point]));

export type VehicleDays = Map<number, Set<string>>;

/** Parked trips retried per sweep. */
const PARKED_RETRY_BATCH = 50;

/** The positions store did not give a trip's path (devices down, slow or refusing): the trip can be charged later. */
export class TrackUnavailableError extends Error {
  constructor(tripId: number, cause: Error) {
    super(`trip ${tripId}: the positions store did not give its path (${cause.message})`, { cause });
    this.name = 'TrackUnavailableError';
  }
}

/** A trip as the journal holds it (journal.trips.v1, or the BFF's TripFacts for a reset). */
export type ChargedTrip = Omit<StoredTrip, 'detectedPath'>;

/**
 * A trip's passages and amounts (README "The service"): a closed or changed trip of journal.trips.v1 is detected on
 * its full path from the positions store, then every day it touches is recomputed for its vehicle (the daily maxima
 * are shared by the day's trips, allocated in time order), and each trip whose charges changed is published on
 * tolls.trip-charges.v1 in the same transaction. Trips that are CHECKED, LOCKED or DONE keep the amounts they were
 * charged (their passages still count towards the day's maximum, in time order).
 */
@Injectable()
export class TripChargesService {
  private readonly logger = new Logger(TripChargesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly stations: StationCatalogue,
    @Inject(TRACK_SOURCE) private readonly tracks: TrackSource,
  ) {}

  /**
   * A trip of journal.trips.v1. When the positions store does not answer, the trip is parked for the retry sweep
   * (`retryParked`) and the message is done with: it is charged once devices answers, without a dead-letter topic.
   */
  async followTrip(event: journalEventsV1.TripChanged): Promise<void> {
    const facts: ChargedTrip = {
      tripId: Number(event.tripId),
      journalVersion: Number(event.version),
      organizationId: Number(event.organizationId),
      vehicleId: Number(event.vehicleId),
      imei: event.imei,
      startMs: Number(event.startTsMs),
      stopMs: Number(event.stopTsMs),
      status: event.status || 'NONE',
      deleted: event.deleted,
      purpose: event.purpose,
      driverUserId: Number(event.driverUserId ?? 0),
    };
    try {
      await this.charge(facts, { redetect: false });
    } catch (error) {
      if (!(error instanceof TrackUnavailableError)) throw error;
      await parkTrip(this.em.fork(), facts, error.message);
      this.logger.warn(`${error.message}: parked for a retry`);
      return;
    }
    await unparkTrip(this.em.fork(), facts.tripId, facts.journalVersion);
  }

  /**
   * The parked trips that are due, charged again (an older version than the one tolls now holds is simply dropped);
   * one whose path still cannot be read waits twice as long (up to an hour). `tripIds` narrows it to those trips
   * (an operator's retry of given trips; the tests' own, on a database other suites share). Answers how many were
   * charged.
   */
  async retryParked(options: { limit?: number; tripIds?: readonly number[] } = {}): Promise<number> {
    let charged = 0;
    const due = await dueParkedTrips(this.em.fork(), options.limit ?? PARKED_RETRY_BATCH, options.tripIds);
    for (const parked of due) {
      try {
        await this.charge(parked.facts, { redetect: false });
        await unparkTrip(this.em.fork(), parked.facts.tripId, parked.facts.journalVersion);
        charged += 1;
      } catch (error) {
        await postponeParkedTrip(this.em.fork(), parked, (error as Error).message);
        this.logger.warn(
          `parked trip ${parked.facts.tripId}: retry ${parked.attempts + 1} failed: ${(error as Error).message}`,
        );
      }
    }
    return charged;
  }

  /**
   * The one path of a trip's charges, for journal.trips.v1 (`redetect` false: an older or equal version is ignored,
   * the path is detected again only when its IMEI, start or stop changed) and for ResetTripTolls (`redetect` true:
   * the trip as the journal now holds it, or as tolls last saw it when that is newer; its passages always detected
   * again, so their overrides go). The path is read outside the transaction; then, under the per-vehicle lock, the
   * trip is stored, `check` may refuse it (the stored trip as it stands, locked), every day it touches is computed
   * again and each trip whose amounts changed is published with it. Answers the trip's charges as published, or
   * null when the event was ignored.
   */
  async charge(
    facts: ChargedTrip,
    options: { redetect: boolean; check?: (stored: StoredTrip | null, trip: ChargedTrip) => void },
  ): Promise<tollsEventsV1.TripCharges | null> {
    const { tripId } = facts;
    if (!tripId) return null;
    const known = await findTrip(this.em.fork(), tripId);
    if (!options.redetect && known && known.journalVersion >= facts.journalVersion) return null;
    // A reset with the journal's copy older than the one tolls last saw keeps the newer trip.
    const trip: ChargedTrip = known && known.journalVersion > facts.journalVersion ? known : facts;
    options.check?.(known, trip);
    const path = `${trip.imei}|${trip.startMs}|${trip.stopMs}`;
    // The path is read outside the transaction: a slow positions store holds no locks.
    let detected: { passages: DetectedPassage[]; thinned: boolean } | null = null;
    if (!trip.deleted && (options.redetect || known?.detectedPath !== path)) detected = await this.detect(trip);

    return this.em.fork().transactional(async (tx) => {
      await lockVehicles(tx, [trip.vehicleId, ...(known ? [known.vehicleId] : [])]);
      const current = await findTrip(tx, tripId, true);
      if (!options.redetect && current && current.journalVersion >= trip.journalVersion) return null;
      options.check?.(current, trip);
      const touched: VehicleDays = new Map();
      if (current) addDays(touched, current.vehicleId, await passageDates(tx, tripId));
      await upsertTrip(tx, {
        tripId,
        journalVersion: Math.max(trip.journalVersion, current?.journalVersion ?? 0),
        organizationId: trip.organizationId,
        vehicleId: trip.vehicleId,
        imei: trip.imei,
        startMs: trip.startMs,
        stopMs: trip.stopMs,
        status: trip.status,
        deleted: trip.deleted,
        purpose: trip.purpose,
        driverUserId: trip.driverUserId,
        ...(detected ? { detectedPath: path, thinned: detected.thinned } : {}),
      });
      if (detected) await replacePassages(tx, tripId, detected.passages);
      addDays(touched, trip.vehicleId, await passageDates(tx, tripId));
      return this.publishRecomputed(tx, touched, tripId);
    });
  }

  /**
   * Inside the caller's transaction (the vehicles' locks taken): the touched days computed again, each trip whose
   * amounts changed published, and `tripId` itself; answers `tripId`'s charges as published.
   */
  async publishRecomputed(tx: EntityManager, touched: VehicleDays, tripId: number): Promise<tollsEventsV1.TripCharges> {
    const changed = await this.recompute(tx, touched);
    changed.add(tripId);
    let published: tollsEventsV1.TripCharges | undefined;
    for (const id of [...changed].sort((a, b) => a - b)) {
      const event = await publishTripCharges(tx, id);
      if (id === tripId) published = event;
    }
    return published!;
  }

  /** A vehicle's class or exemption changed: its days since `sinceMs` are computed again. */
  async recomputeVehicleFrom(vehicleId: number, sinceMs: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await lockVehicles(tx, [vehicleId]);
      const touched: VehicleDays = new Map([[vehicleId, new Set(await vehicleDatesSince(tx, vehicleId, sinceMs))]]);
      const changed = await this.recompute(tx, touched);
      for (const id of [...changed].sort((a, b) => a - b)) await publishTripCharges(tx, id);
    });
  }

  private async detect(trip: ChargedTrip) {
    const { startMs, stopMs } = trip;
    if (!trip.imei || !(stopMs > startMs)) return { passages: [], thinned: false };
    let track: Awaited<ReturnType<TrackSource['track']>>;
    try {
      track = await this.tracks.track(trip.imei, startMs, stopMs);
    } catch (error) {
      throw new TrackUnavailableError(trip.tripId, error as Error);
    }
    const passages = detectPassages(track.points, await this.stations.geometries());
    if (track.thinned) this.logger.warn(`trip ${trip.tripId}: the path was thinned to the store's cap`);
    return { passages, thinned: track.thinned };
  }

  /**
   * Every touched day of every touched vehicle, computed again from all its live trips' passages; the amounts of
   * trips that are not frozen are written. Answers the trips whose amounts changed.
   */
  private async recompute(tx: EntityManager, touched: VehicleDays): Promise<Set<number>> {
    const changed = new Set<number>();
    for (const [vehicleId, dates] of touched) {
      const rows = await dayPassages(tx, vehicleId, [...dates]);
      if (rows.length === 0) continue;
      const vehicle = await vehicleSettings(tx, vehicleId);
      const passages = rows.map((row) => ({ ...passageOf(row.stationId, row.tariff, row.localTime), row }));
      const charged = keepFrozenAmounts(computeCharges(vehicle, passages).passages);
      for (const { row, amountSek } of charged) {
        if (row.amountSek === amountSek) continue;
        await setAmount(tx, row.id, amountSek);
        changed.add(row.tripId);
      }
    }
    return changed;
  }
}

/**
 * A frozen trip (CHECKED, LOCKED, DONE) keeps the amounts it was charged (a passage never computed yet gets its
 * amount); the other passages of its city and day share what the daily maximum leaves after them, in time order.
 */
function keepFrozenAmounts<P extends { row: DayPassage; point: ControlPoint; time: LocalTime; amountSek: number }>(
  charged: readonly P[],
): Array<{ row: DayPassage; amountSek: number }> {
  const kept = (passage: P) =>
    FROZEN_STATUSES.has(passage.row.tripStatus) && passage.row.amountSek !== null ? passage.row.amountSek : null;
  const result = new Map<P, number>(charged.map((passage) => [passage, kept(passage) ?? passage.amountSek]));
  const groups = new Map<string, P[]>();
  for (const passage of charged) {
    if (dailyMaximum(passage.point.city, passage.time.date) === null) continue;
    const key = `${passage.point.city}|${passage.time.date}`;
    groups.set(key, [...(groups.get(key) ?? []), passage]);
  }
  for (const group of groups.values()) {
    if (!group.some((passage) => kept(passage) !== null)) continue;
    const cap = dailyMaximum(group[0].point.city, group[0].time.date)!;
    const amounts = capAroundKept(
      group.map((passage) => passage.amountSek),
      group.map(kept),
      cap,
    );
    group.forEach((passage, i) => result.set(passage, amounts[i]));
  }
  return charged.map((passage) => ({ row: passage.row, amountSek: result.get(passage)! }));
}

export function addDays(touched: VehicleDays, vehicleId: number, dates: readonly string[]): void {
  const days = touched.get(vehicleId) ?? new Set<string>();
  for (const date of dates) days.add(date);
  touched.set(vehicleId, days);
}

/** A stored passage as the rules read it: its control point (roles from the seed data) and local time. */
function passageOf(id: string, tariff: ControlPoint['tariff'], localTime: string): Passage {
  const point = POINTS_BY_ID.get(id);
  // A control point no longer in the data bills as stored, without roles.
  const fallback: ControlPoint = { city: cityOf(tariff), name: id, cpNumber: null, tariff, lat: 0, lon: 0 };
  return { point: point ?? fallback, time: parseLocalTime(localTime)! };
}

function cityOf(tariff: ControlPoint['tariff']): ControlPoint['city'] {
  if (tariff === 'gothenburg') return 'goteborg';
  if (tariff === 'sundsvall-infra') return 'sundsvall';
  if (tariff === 'motala-infra') return 'motala';
  return 'stockholm';
}
