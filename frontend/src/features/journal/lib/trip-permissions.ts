// What a viewer may do with one trip: the journal service's rules (services/journal/src/journal/journal-rules.ts,
// spec 02 §4, §6) read from the client's side, so the page offers only what the server will accept and says why
// the rest is unavailable.
import type { Role } from '../../../api/types';
import type { JournalEntry, TripStatus, UpdateTripRequest } from '../api/types';
import { purposeKind, type PurposeKind } from './trip-display';

export interface JournalViewer {
  userId: number;
  /** ADMIN of the trip's organisation tree. */
  admin: boolean;
  /** ROOT or HEXA. */
  superadmin: boolean;
}

export function viewerOf(user: { userId: number; roles: readonly Role[] }): JournalViewer {
  return {
    userId: user.userId,
    admin: user.roles.includes('ADMIN'),
    superadmin: user.roles.includes('ROOT') || user.roles.includes('HEXA'),
  };
}

export type DenyReason =
  'OWN_TRIPS_ONLY' | 'TRIP_ATTESTED' | 'TRIP_CONFIRMED' | 'PRIVATE_IRREVERSIBLE' | 'PRIVATE_TRIP_DIFFERENT_USER';

export type Permission = { allowed: true } | { allowed: false; reason: DenyReason };

export type StatusActionKind = 'confirm' | 'unconfirm' | 'correct' | 'uncorrect';

/** The status icon's action: confirm/unconfirm a trip, or correct/uncorrect one flagged by an admin. */
export type StatusAction =
  { allowed: true; kind: StatusActionKind; change: UpdateTripRequest } | { allowed: false; reason: DenyReason };

export interface TripPermissions {
  own: boolean;
  /** DONE, LOCKED or CHECKED: shown disabled (spec 02 §4). */
  rowDisabled: boolean;
  /** Another driver's private trip: the server withheld its times, addresses and description. */
  detailsHidden: boolean;
  status: StatusAction;
  purpose: Permission;
  description: Permission;
  /** Administrators comment on every trip they see, whatever its status. */
  adminComment: boolean;
  /** Turning another driver's trip private asks for the confirmation (sent as privateConfirmed). */
  privateNeedsConfirmation: boolean;
  /** The developer flags (devComment): the trip driver dismisses them, unless LOCKED, CORRECTED or DONE. */
  dismissFlags: boolean;
}

const ALLOWED: Permission = { allowed: true };
const deny = (reason: DenyReason): { allowed: false; reason: DenyReason } => ({ allowed: false, reason });

export const isAttestedStatus = (status: TripStatus): boolean => status === 'LOCKED' || status === 'DONE';
export const isDisabledStatus = (status: TripStatus): boolean => isAttestedStatus(status) || status === 'CHECKED';
export const isFlagged = (status: TripStatus): boolean => status === 'BAD' || status === 'CORRECTED';

function statusAction(own: boolean, status: TripStatus): StatusAction {
  if (!own) return deny('OWN_TRIPS_ONLY');
  if (isAttestedStatus(status)) return deny('TRIP_ATTESTED');
  switch (status) {
    case 'NONE':
      return { allowed: true, kind: 'confirm', change: { lightAttested: true } };
    case 'CHECKED':
      return { allowed: true, kind: 'unconfirm', change: { lightAttested: false } };
    case 'BAD':
      return { allowed: true, kind: 'correct', change: { correctedByDriver: true } };
    default:
      return { allowed: true, kind: 'uncorrect', change: { correctedByDriver: false } };
  }
}

// Purpose and description: the driver's own trips, an administrator's on any other trip that is not private; never
// on a confirmed or attested trip.
function contentPermission(own: boolean, manager: boolean, entry: Pick<JournalEntry, 'status' | 'trip'>): Permission {
  if (!own && !manager) return deny('OWN_TRIPS_ONLY');
  if (!own && purposeKind(entry.trip.purpose) === 'PRIVATE') return deny('PRIVATE_TRIP_DIFFERENT_USER');
  if (isAttestedStatus(entry.status)) return deny('TRIP_ATTESTED');
  if (entry.status === 'CHECKED') return deny('TRIP_CONFIRMED');
  return ALLOWED;
}

export function tripPermissions(
  viewer: JournalViewer,
  entry: Pick<JournalEntry, 'user_id' | 'status' | 'privateHidden' | 'trip'>,
): TripPermissions {
  const own = entry.user_id !== null && entry.user_id === viewer.userId;
  const manager = viewer.admin || viewer.superadmin;
  const content = contentPermission(own, manager, entry);
  return {
    own,
    rowDisabled: isDisabledStatus(entry.status),
    detailsHidden: entry.privateHidden,
    status: statusAction(own, entry.status),
    // A private marking is for good; PRIVATE_AUTO (set by the system) may still become business.
    purpose: content.allowed && entry.trip.purpose === 'PRIVATE' ? deny('PRIVATE_IRREVERSIBLE') : content,
    description: content,
    adminComment: manager,
    privateNeedsConfirmation: !own,
    dismissFlags: own && !isAttestedStatus(entry.status) && entry.status !== 'CORRECTED',
  };
}

/** The request the purpose toggle sends, or null when the choice is the current one. */
export function purposeChange(
  entry: Pick<JournalEntry, 'trip'>,
  next: PurposeKind,
  permissions: Pick<TripPermissions, 'privateNeedsConfirmation'>,
  confirmed: boolean,
): UpdateTripRequest | null {
  if (purposeKind(entry.trip.purpose) === next) return null;
  if (next === 'BUSINESS') return { purpose: 'BUSINESS' };
  return permissions.privateNeedsConfirmation && confirmed
    ? { purpose: 'PRIVATE', privateConfirmed: true }
    : { purpose: 'PRIVATE' };
}
