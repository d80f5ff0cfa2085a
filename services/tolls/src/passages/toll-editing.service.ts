import { type Caller, hidesPrivateTrip } from '@fleetlog/access';
import { ErrorCode, type tollsEventsV1, type tollsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, scopeIncludes } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  editPassage,
  findPassage,
  findTrip,
  FROZEN_STATUSES,
  lockVehicles,
  passageDates,
  publishTripCharges,
  restorePassages,
  type StoredTrip,
} from '../charges/trip-charges.repository';
import {
  addDays,
  type ChargedTrip,
  TrackUnavailableError,
  TripChargesService,
  type VehicleDays,
} from '../charges/trip-charges.service';
import { isCongestionTariff } from '../rules/tariffs';
import { TARIFFS } from '../stations/stations';

const CONGESTION_TARIFFS = TARIFFS.filter(isCongestionTariff);
const INFRA_TARIFFS = TARIFFS.filter((tariff) => !isCongestionTariff(tariff));

/** The highest override accepted, SEK: far above any day's charges, inside int32. */
export const MAX_OVERRIDE_SEK = 1_000_000;

/**
 * Toll editing in the journal (spec 02 §2.2, §4, §7; README "Toll editing"): a passage's override or removal, the
 * restore of a trip's congestion-tax or infrastructure-fee passages, and the reset of a trip's passages on its path.
 * ADMIN (of the trip's organisation or above it, as the caller's scope says), ROOT and HEXA; a trip that is CHECKED,
 * LOCKED or DONE refuses (TRIP_ATTESTED). Every change is published on tolls.trip-charges.v1 in its transaction and
 * answered with the trip's charges as published.
 */
@Injectable()
export class TollEditingService {
  constructor(
    private readonly em: EntityManager,
    private readonly charges: TripChargesService,
  ) {}

  /**
   * An override or removal changes this trip's charges only: its passages keep their computed amounts and the
   * day's other trips are not computed again (the daily maximum is not re-applied to them).
   */
  async overridePassage(caller: Caller, request: tollsV1.OverridePassageRequest): Promise<tollsEventsV1.TripCharges> {
    assertMayEdit(caller);
    const passageId = Number(request.passageId ?? 0);
    const override = request.overrideSek;
    if (override !== undefined && request.clearOverride) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'override_sek and clear_override exclude each other');
    }
    if (override !== undefined && !(Number.isInteger(override) && override >= 0 && override <= MAX_OVERRIDE_SEK)) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `override_sek must be a whole SEK amount ≥ 0`);
    }
    const missing = () => new DomainError(ErrorCode.PASSAGE_MISSING, `passage ${passageId} not found`);
    const passage = passageId > 0 ? await findPassage(this.em.fork(), passageId) : null;
    if (!passage) throw missing();
    return this.em.fork().transactional(async (tx) => {
      const trip = await this.lockedTrip(tx, passage.tripId);
      if (!trip || trip.deleted || !scopeIncludes(caller.scope, trip.organizationId)) throw missing();
      assertNotPrivateOfAnother(caller, trip);
      assertNotFrozen(trip.status);
      await editPassage(tx, passageId, {
        overrideSek: request.clearOverride ? null : override,
        isActive: request.isActive,
      });
      return publishTripCharges(tx, trip.tripId);
    });
  }

  /** The chosen kinds' passages back as computed; the trip's days are computed again (what the rules give). */
  async restorePassages(caller: Caller, request: tollsV1.RestorePassagesRequest): Promise<tollsEventsV1.TripCharges> {
    assertMayEdit(caller);
    const tripId = Number(request.tripId ?? 0);
    const tariffs = [...(request.congestion ? CONGESTION_TARIFFS : []), ...(request.infra ? INFRA_TARIFFS : [])];
    return this.em.fork().transactional(async (tx) => {
      const trip = tripId > 0 ? await this.lockedTrip(tx, tripId) : null;
      if (!trip || trip.deleted || !scopeIncludes(caller.scope, trip.organizationId)) throw journalMissing(tripId);
      assertNotPrivateOfAnother(caller, trip);
      assertNotFrozen(trip.status);
      await restorePassages(tx, tripId, tariffs);
      const touched: VehicleDays = new Map();
      addDays(touched, trip.vehicleId, await passageDates(tx, tripId));
      return this.charges.publishRecomputed(tx, touched, tripId);
    });
  }

  /** The trip's passages detected again on its path with today's stations; its overrides dropped. */
  async resetTripTolls(caller: Caller, facts: tollsV1.TripFacts): Promise<tollsEventsV1.TripCharges> {
    assertMayEdit(caller);
    const tripId = Number(facts.tripId ?? 0);
    const organizationId = Number(facts.organizationId ?? 0);
    if (tripId <= 0 || !scopeIncludes(caller.scope, organizationId)) throw journalMissing(tripId);
    const vehicleId = Number(facts.vehicleId ?? 0);
    const startMs = Number(facts.startTsMs ?? 0);
    const stopMs = Number(facts.stopTsMs ?? 0);
    if (vehicleId <= 0 || !(startMs > 0) || !(stopMs >= startMs)) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'the trip needs a vehicle, a start and a stop');
    }
    const trip: ChargedTrip = {
      tripId,
      journalVersion: Number(facts.journalVersion ?? 0),
      organizationId,
      vehicleId,
      imei: facts.imei ?? '',
      startMs,
      stopMs,
      status: facts.status || 'NONE',
      deleted: false,
      purpose: facts.purpose ?? '',
      driverUserId: Number(facts.driverUserId ?? 0),
    };
    const check = (stored: StoredTrip | null, charged: ChargedTrip) => {
      if (stored && !scopeIncludes(caller.scope, stored.organizationId)) throw journalMissing(tripId);
      if (charged.deleted || !scopeIncludes(caller.scope, charged.organizationId)) throw journalMissing(tripId);
      if (stored) assertNotPrivateOfAnother(caller, stored);
      assertNotPrivateOfAnother(caller, charged);
      assertNotFrozen(charged.status);
      if (stored) assertNotFrozen(stored.status);
    };
    try {
      return (await this.charges.charge(trip, { redetect: true, check }))!;
    } catch (error) {
      // The caller is told what devices answered (a reset is not parked: the administrator may try again).
      if (error instanceof TrackUnavailableError) throw error.cause;
      throw error;
    }
  }

  /** The trip locked for the change, its vehicle's day computations held off (the per-vehicle lock). */
  private async lockedTrip(tx: EntityManager, tripId: number): Promise<StoredTrip | null> {
    const seen = await findTrip(tx, tripId);
    if (!seen) return null;
    await lockVehicles(tx, [seen.vehicleId]);
    const trip = await findTrip(tx, tripId, true);
    // Moved to another vehicle meanwhile: that vehicle's lock too (ascending order is kept by lockVehicles).
    if (trip && trip.vehicleId !== seen.vehicleId) await lockVehicles(tx, [trip.vehicleId]);
    return trip;
  }
}

function assertMayEdit(caller: Caller): void {
  if (!isAdmin(caller.principal)) throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'root or admin required');
}

/**
 * Another driver's private trip (spec 02 §5): the journal withholds its times and passages from everyone but its
 * driver, so nobody else may change or redo them (PRIVATE_TRIP_DIFFERENT_USER), a passage named by its id included.
 */
function assertNotPrivateOfAnother(caller: Caller, trip: Pick<StoredTrip, 'purpose' | 'driverUserId'>): void {
  if (hidesPrivateTrip(caller.principal.userId, trip)) {
    throw new DomainError(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, "another driver's private trip");
  }
}

function assertNotFrozen(status: string): void {
  if (FROZEN_STATUSES.has(status)) {
    throw new DomainError(ErrorCode.TRIP_ATTESTED, `a ${status} trip's tolls cannot be edited`);
  }
}

function journalMissing(tripId: number): DomainError {
  return new DomainError(ErrorCode.JOURNAL_MISSING, `trip ${tripId} not found`);
}
