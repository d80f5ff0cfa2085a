import { hidesPrivateTrip, isPrivatePurpose } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** Trip statuses of spec 02 §4. */
export const TRIP_STATUSES = ['NONE', 'CHECKED', 'LOCKED', 'BAD', 'CORRECTED', 'DONE'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** Who reads or changes a trip, as the journal's rules need it. */
export interface JournalViewer {
  userId: number;
  /** ROOT or HEXA. */
  superadmin: boolean;
  /** ADMIN of the trip's organisation tree. */
  admin: boolean;
}

/** What the rules read of a trip. */
export interface TripFacts {
  status: TripStatus;
  driverUserId: number | null;
  purpose: string | null;
  description: string;
  adminComment: string;
  /** Developer flags (INCOMPATIBLE_PURPOSES, LATE_IN_ATTESTED_MONTH). */
  devComment: string[];
}

/** A change asked for by PUT /journal/{id}: only the fields given change. */
export interface TripChange {
  lightAttested?: boolean;
  correctedByDriver?: boolean;
  purpose?: string;
  description?: string;
  adminComment?: string;
  /** The private-trip confirmation when the trip is another driver's. */
  privateConfirmed?: boolean;
  /** Dismisses the developer flags (spec 02 §4). */
  dismissDevComment?: boolean;
}

/** The trip after a change. */
export interface ChangedTrip {
  status: TripStatus;
  purpose: string | null;
  description: string;
  adminComment: string;
  devComment: string[];
}

export const DESCRIPTION_MAX_LENGTH = 500;
export const ADMIN_COMMENT_MAX_LENGTH = 1000;

/** Attested (LOCKED) and approved (DONE) trips keep their purpose, description and status. */
export function isAttested(status: TripStatus): boolean {
  return status === 'LOCKED' || status === 'DONE';
}

/** Spec 02 §5: another driver's private trip hides its times, addresses and description; only its driver sees them. */
export function hidesPrivateDetails(
  viewer: Pick<JournalViewer, 'userId'>,
  trip: Pick<TripFacts, 'purpose' | 'driverUserId'>,
): boolean {
  return hidesPrivateTrip(viewer.userId, trip);
}

/**
 * A trip's details as the viewer may see them, for every answer that carries them (the journal entry, the override
 * history): another driver's private trip keeps its day (the journal groups by day) instead of its times, and no
 * place, position or text. Its distance, odometer, purpose and tax sums stay.
 */
export function visibleDetails(
  viewer: Pick<JournalViewer, 'userId'>,
  trip: Pick<TripFacts, 'purpose' | 'driverUserId'> & { startDayMs: number },
) {
  const hidden = hidesPrivateDetails(viewer, trip);
  return {
    hidden,
    time: (ms: number) => (hidden ? trip.startDayMs : ms),
    text: (value: string | null) => (hidden ? '' : (value ?? '')),
    position: (latitude: number, longitude: number) =>
      hidden ? { latitude: 0, longitude: 0 } : { latitude, longitude },
  };
}

/** BUSINESS, PRIVATE, or a value starting with BUSINESS (spec 02 §3); PRIVATE_AUTO is the system's alone. */
export function isSettablePurpose(purpose: string): boolean {
  return purpose === 'PRIVATE' || /^BUSINESS[A-Z0-9_ -]{0,40}$/.test(purpose);
}

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/**
 * Applies a change under spec 02 §4 and §6, or refuses it with the catalogue's code:
 * - confirm (lightAttested: CHECKED/NONE) and correct (correctedByDriver: CORRECTED/BAD) are the trip driver's own,
 *   confirm on a trip that is not flagged, correct on a flagged (BAD) one;
 * - purpose and description: the driver's own trips, an administrator's or superadmin's on any they see; a private
 *   trip only by its driver; a private marking cannot be undone (PRIVATE_AUTO, set by the system, can); another
 *   driver's trip turns private only with the confirmation;
 * - nothing but the admin comment changes on a confirmed, attested or approved trip; the admin comment is an
 *   administrator's;
 * - the developer flags are dismissed by the trip's driver, unless the trip is LOCKED, CORRECTED or DONE.
 */
export function applyTripChange(viewer: JournalViewer, trip: TripFacts, change: TripChange): ChangedTrip {
  const own = trip.driverUserId !== null && trip.driverUserId === viewer.userId;
  const manager = viewer.admin || viewer.superadmin;
  const next: ChangedTrip = {
    status: trip.status,
    purpose: trip.purpose,
    description: trip.description,
    adminComment: trip.adminComment,
    devComment: trip.devComment,
  };

  if (change.dismissDevComment) {
    if (!own) refuse(ErrorCode.OWN_TRIPS_ONLY, "only the trip's driver dismisses its flags");
    if (isAttested(trip.status) || trip.status === 'CORRECTED') {
      refuse(ErrorCode.TRIP_ATTESTED, 'the flags of an attested, approved or corrected trip stay');
    }
    next.devComment = [];
  }

  if (change.adminComment !== undefined) {
    if (!manager) refuse(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'only administrators comment on trips');
    next.adminComment = change.adminComment;
  }

  if (change.lightAttested !== undefined) {
    if (!own) refuse(ErrorCode.OWN_TRIPS_ONLY, 'only the trip driver confirms a trip');
    if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, 'the trip is attested');
    if (trip.status === 'BAD' || trip.status === 'CORRECTED') {
      refuse(ErrorCode.MISFORMATTED_FIELDS, 'a trip flagged for correction is corrected, not confirmed');
    }
    next.status = change.lightAttested ? 'CHECKED' : 'NONE';
  }

  if (change.correctedByDriver !== undefined) {
    if (!own) refuse(ErrorCode.OWN_TRIPS_ONLY, 'only the trip driver corrects a trip');
    if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, 'the trip is attested');
    if (trip.status !== 'BAD' && trip.status !== 'CORRECTED') {
      refuse(ErrorCode.MISFORMATTED_FIELDS, 'only a trip flagged for correction is corrected');
    }
    next.status = change.correctedByDriver ? 'CORRECTED' : 'BAD';
  }

  const editsContent = change.purpose !== undefined || change.description !== undefined;
  if (editsContent) {
    if (!own && !manager) refuse(ErrorCode.OWN_TRIPS_ONLY, 'only your own trips can be changed');
    if (isPrivatePurpose(trip.purpose) && !own) {
      refuse(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, "another driver's private trip");
    }
    // The status the change leaves (a confirmation undone in the same request frees the trip).
    if (isAttested(next.status)) refuse(ErrorCode.TRIP_ATTESTED, 'the trip is attested');
    if (next.status === 'CHECKED') refuse(ErrorCode.TRIP_ATTESTED, 'the trip is confirmed: unconfirm it first');
  }

  if (change.purpose !== undefined && change.purpose !== trip.purpose) {
    if (!isSettablePurpose(change.purpose)) refuse(ErrorCode.BAD_PURPOSE, `unknown purpose ${change.purpose}`);
    if (trip.purpose === 'PRIVATE') refuse(ErrorCode.PRIVATE_IRREVERSIBLE, 'a private trip stays private');
    if (change.purpose === 'PRIVATE' && !own && !change.privateConfirmed) {
      refuse(ErrorCode.PRIVATE_NOT_CONFIRMED, "marking another driver's trip private needs the confirmation");
    }
    next.purpose = change.purpose;
  }

  if (change.description !== undefined) next.description = change.description;
  return next;
}

/** Spec 02 §4: trips are merged when the next one starts at most 120 minutes after the one before stops. */
export const MERGE_MAX_GAP_MS = 120 * 60_000;

/** What merging reads of a trip besides its facts. */
export interface MergeFacts extends TripFacts {
  id: number;
  vehicleId: number;
  startMs: number;
  stopMs: number;
}

/**
 * Whether `next` may be merged into `first` (spec 02 §4): the vehicle's very next trip, the same vehicle, driver and
 * kind of purpose, at most 120 minutes apart, neither confirmed nor attested; a driver merges its own trips, an
 * administrator or the superadmin anyone's, but private trips only their own driver.
 */
export function assertMergeable(
  viewer: JournalViewer,
  first: MergeFacts,
  next: MergeFacts,
  nextId: number | undefined,
): void {
  if (first.vehicleId !== next.vehicleId) refuse(ErrorCode.DIFFERENT_VEHICLES, 'the trips are of different vehicles');
  if (nextId !== next.id || next.startMs < first.stopMs - 1) {
    refuse(ErrorCode.TRIPS_NOT_CONNECTED, `trip ${next.id} is not the next trip after ${first.id}`);
  }
  if (first.driverUserId !== next.driverUserId) refuse(ErrorCode.DIFFERENT_DRIVERS, 'the trips have different drivers');
  if (isPrivatePurpose(first.purpose) !== isPrivatePurpose(next.purpose)) {
    refuse(ErrorCode.DIFFERENT_TRIP_TYPES, 'a private and a business trip');
  }
  // Spec 02 §4: the purposes are equal. Two business trips of different business purposes (BUSINESS, BUSINESS_…)
  // would lose one in the merged entry; a purpose not set yet takes the other's.
  if (
    !isPrivatePurpose(first.purpose) &&
    first.purpose !== null &&
    next.purpose !== null &&
    first.purpose !== next.purpose
  ) {
    refuse(ErrorCode.INCOMPATIBLE_PURPOSES, `purposes ${first.purpose} and ${next.purpose}`);
  }
  if (next.startMs - first.stopMs > MERGE_MAX_GAP_MS) {
    refuse(ErrorCode.TRIPS_NOT_CONNECTED, 'more than 120 minutes between the trips');
  }
  for (const trip of [first, next]) {
    if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, `trip ${trip.id} is attested`);
    if (trip.status === 'CHECKED') refuse(ErrorCode.TRIP_ATTESTED, `trip ${trip.id} is confirmed: unconfirm it first`);
  }
  const own = first.driverUserId !== null && first.driverUserId === viewer.userId;
  if (isPrivatePurpose(first.purpose) && !own) {
    refuse(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, 'private trips are merged by their driver');
  }
  if (!own && !viewer.admin && !viewer.superadmin)
    refuse(ErrorCode.OWN_TRIPS_ONLY, 'only your own trips can be merged');
}

/** The merged entry's description: the one chosen, else the first that is not empty. */
export function mergedDescription(trips: ReadonlyArray<Pick<TripFacts, 'description'>>, chosen?: string): string {
  return chosen ?? trips.find((trip) => trip.description !== '')?.description ?? '';
}

/** Unmerging follows merging's rules of who and when (the trips inside share driver and purpose with the first). */
export function assertUnmergeable(
  viewer: JournalViewer,
  merged: TripFacts & { mergedTripIds: readonly number[] },
): void {
  if (merged.mergedTripIds.length === 0) refuse(ErrorCode.TRIPS_NOT_CONNECTED, 'the trip is not a merged trip');
  if (isAttested(merged.status)) refuse(ErrorCode.TRIP_ATTESTED, 'the trip is attested');
  if (merged.status === 'CHECKED') refuse(ErrorCode.TRIP_ATTESTED, 'the trip is confirmed: unconfirm it first');
  const own = merged.driverUserId !== null && merged.driverUserId === viewer.userId;
  if (isPrivatePurpose(merged.purpose) && !own) {
    refuse(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, 'private trips are split by their driver');
  }
  if (!own && !viewer.admin && !viewer.superadmin) refuse(ErrorCode.OWN_TRIPS_ONLY, 'only your own trips can be split');
}

/** Spec 02 §6: creating, editing times and distance, moving, deleting and the history are the superadmin's. */
export function assertSuperadmin(viewer: Pick<JournalViewer, 'superadmin'>): void {
  if (!viewer.superadmin) refuse(ErrorCode.ROOT_REQUIRED, "the superadmin's trip tools");
}

/** Spec 02 §9: odometer values up to 1,500,000 km; a trip's distance stays within it (metres). */
export const TRIP_DISTANCE_MAX_M = 1_500_000_000;
/** A trip entered or overridden by hand lasts at most this long (a week: no journal day holds more). */
export const TRIP_DURATION_MAX_MS = 7 * 24 * 3_600_000;
export const ADDRESS_MAX_LENGTH = 300;

/** A superadmin's override of a trip (spec 02 §5): only the fields given change. */
export interface TripOverride {
  startMs?: number;
  stopMs?: number;
  distanceM?: number;
  /** '' clears the override. */
  startAddress?: string;
  stopAddress?: string;
}

/** What an override reads of the trip it changes. */
export interface OverriddenTrip {
  status: TripStatus;
  startMs: number;
  stopMs: number;
  distanceM: number;
  mergedTripIds: readonly number[];
}

/**
 * The times and distance after a superadmin's override, or its refusal: an attested or approved trip keeps them
 * (TRIP_ATTESTED), a merged entry's times and distance are its trips' (split it first), the stop comes after the
 * start within a week (BAD_TIMESTAMP), the distance within the odometer's range (ODOMETER_TOO_LARGE).
 */
export function applyTripOverride(
  trip: OverriddenTrip,
  override: TripOverride,
): { startMs: number; stopMs: number; distanceM: number } {
  const next = {
    startMs: override.startMs ?? trip.startMs,
    stopMs: override.stopMs ?? trip.stopMs,
    distanceM: override.distanceM ?? trip.distanceM,
  };
  const timesOrDistance =
    (override.startMs !== undefined && override.startMs !== trip.startMs) ||
    (override.stopMs !== undefined && override.stopMs !== trip.stopMs) ||
    (override.distanceM !== undefined && override.distanceM !== trip.distanceM);
  if (!timesOrDistance) return next;
  if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, 'an attested trip keeps its times and distance');
  if (trip.mergedTripIds.length > 0) {
    refuse(ErrorCode.MISFORMATTED_FIELDS, "a merged trip's times and distance are its trips': split it first");
  }
  assertTripSpan(next.startMs, next.stopMs);
  assertTripDistance(next.distanceM);
  return next;
}

export function assertTripSpan(startMs: number, stopMs: number): void {
  if (!(startMs > 0) || !(stopMs >= startMs) || stopMs - startMs > TRIP_DURATION_MAX_MS) {
    refuse(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
  }
}

export function assertTripDistance(distanceM: number): void {
  if (!Number.isInteger(distanceM) || distanceM < 0) refuse(ErrorCode.MISFORMATTED_FIELDS, 'a distance in metres');
  if (distanceM > TRIP_DISTANCE_MAX_M) refuse(ErrorCode.ODOMETER_TOO_LARGE, 'at most 1,500,000 km');
}

/** Spec 02 §5 "New trip": what a superadmin enters. */
export interface NewTrip {
  vehicleId: number;
  imei: string;
  driverUserId: number | null;
  startMs: number;
  stopMs: number;
  distanceM: number;
  start: { latitude: number; longitude: number } | null;
  stop: { latitude: number; longitude: number } | null;
  startAddress: string;
  stopAddress: string;
  description: string;
  purpose: string;
}

/**
 * Refuses a new trip the form of spec 02 §5 does not allow: vehicle, IMEI, start, stop, distance and purpose are
 * required (MISSING_FIELDS), the purpose BUSINESS or PRIVATE (BAD_PURPOSE), a coordinate comes as a pair in range.
 */
export function assertNewTrip(trip: NewTrip): void {
  if (!(trip.vehicleId > 0)) refuse(ErrorCode.MISSING_FIELDS, 'vehicleId is required');
  if (trip.imei.trim() === '') refuse(ErrorCode.MISSING_FIELDS, 'imei is required');
  if (!/^\d{14,16}$/.test(trip.imei)) refuse(ErrorCode.MISFORMATTED_FIELDS, 'an IMEI has 14 to 16 digits');
  if (!(trip.startMs > 0)) refuse(ErrorCode.MISSING_FIELDS, 'timestampStartMs is required');
  if (!(trip.stopMs > 0)) refuse(ErrorCode.MISSING_FIELDS, 'timestampStopMs is required');
  assertTripSpan(trip.startMs, trip.stopMs);
  assertTripDistance(trip.distanceM);
  if (trip.purpose === '') refuse(ErrorCode.MISSING_FIELDS, 'purpose is required');
  if (trip.purpose !== 'BUSINESS' && trip.purpose !== 'PRIVATE') refuse(ErrorCode.BAD_PURPOSE, 'BUSINESS or PRIVATE');
  for (const point of [trip.start, trip.stop]) {
    if (point && (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180)) {
      refuse(ErrorCode.MISFORMATTED_FIELDS, 'coordinates out of range');
    }
  }
  if (trip.description.length > DESCRIPTION_MAX_LENGTH) refuse(ErrorCode.MISFORMATTED_FIELDS, 'description too long');
  for (const address of [trip.startAddress, trip.stopAddress]) {
    if (address.length > ADDRESS_MAX_LENGTH) refuse(ErrorCode.MISFORMATTED_FIELDS, 'address too long');
  }
}

/** A trip moves to another vehicle unless attested or approved, and never into its own vehicle. */
export function assertMovable(trip: { id: number; status: TripStatus; vehicleId: number }, targetVehicleId: number) {
  if (trip.vehicleId === targetVehicleId) {
    refuse(ErrorCode.MISFORMATTED_FIELDS, 'the trip already belongs to the target vehicle');
  }
  if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, `trip ${trip.id} is attested`);
}

/** A trip's new driver as the rules read it: the user, when the directory knows it. */
export interface DriverCandidate {
  id: number;
  organizationId: number;
  archived: boolean;
}

/**
 * Spec 02 §5 "Driver options": an administrator or the superadmin gives a trip no driver or a user of the
 * organisations they act in who is not archived; an attested trip keeps its driver, another driver's private trip
 * stays with that driver (only the superadmin moves it). `driver` undefined: no user the trip could have (unknown,
 * or of an organisation not in line with the trip's), USER_MISSING, only once the caller may set a driver at all, so
 * that a driver cannot tell which user ids exist.
 */
export function assertDriverChange(
  viewer: JournalViewer,
  trip: Pick<TripFacts, 'status' | 'purpose' | 'driverUserId'>,
  driver: DriverCandidate | null | undefined,
  organizationIds: readonly number[] | null,
): void {
  if (!viewer.admin && !viewer.superadmin) refuse(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'an administrator sets the driver');
  if (isAttested(trip.status)) refuse(ErrorCode.TRIP_ATTESTED, 'an attested trip keeps its driver');
  if (isPrivatePurpose(trip.purpose) && trip.driverUserId !== viewer.userId && !viewer.superadmin) {
    refuse(ErrorCode.PRIVATE_TRIP_DIFFERENT_USER, "another driver's private trip");
  }
  if (driver === null) return;
  if (driver === undefined) return refuse(ErrorCode.USER_MISSING, 'no such user to drive the trip');
  const inReach = organizationIds === null || organizationIds.includes(driver.organizationId);
  if (driver.archived || !inReach) refuse(ErrorCode.USER_MISSING, `no user ${driver.id} to drive the trip`);
}
