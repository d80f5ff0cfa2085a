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

export function isPrivatePurpose(purpose: string | null): boolean {
  return purpose === 'PRIVATE' || purpose === 'PRIVATE_AUTO';
}

/** Attested (LOCKED) and approved (DONE) trips keep their purpose, description and status. */
export function isAttested(status: TripStatus): boolean {
  return status === 'LOCKED' || status === 'DONE';
}

/** Spec 02 §5: another driver's private trip hides its times, addresses and description; only its driver sees them. */
export function hidesPrivateDetails(
  viewer: Pick<JournalViewer, 'userId'>,
  trip: Pick<TripFacts, 'purpose' | 'driverUserId'>,
): boolean {
  return isPrivatePurpose(trip.purpose) && trip.driverUserId !== viewer.userId;
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
