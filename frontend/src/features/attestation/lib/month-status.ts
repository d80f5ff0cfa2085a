// A driver's month in a vehicle as the payroll screen shows it (spec 02 §4 "Monthly attestation per driver and
// vehicle", §6): its status label and the actions a reviewer may take on it. The journal service's rules
// (services/journal/src/attestation/attestation-rules.ts) read from the client's side, so a row offers only what the
// server accepts.
import { isAdminRole, isSuperadminRole } from '../../../app/navigation/menu/menu-visibility';
import type { Role } from '../../../api/types';
import type { AttestMonth } from '../api/types';

export type MonthStatus = 'APPROVED' | 'REFUSED' | 'ATTESTED' | 'NOT_ATTESTED';

type MonthFlags = Pick<AttestMonth, 'attested' | 'adminApproved' | 'refused'>;

/** Approved, denied (refused), attested or not attested, in that precedence. */
export function monthStatus(month: MonthFlags): MonthStatus {
  if (month.adminApproved) return 'APPROVED';
  if (month.refused) return 'REFUSED';
  return month.attested ? 'ATTESTED' : 'NOT_ATTESTED';
}

export interface Reviewer {
  /** ADMIN, ROOT or HEXA: remind, review, approve, unapprove. */
  manager: boolean;
  /** ROOT or HEXA: also unlock and reset. */
  superadmin: boolean;
}

export function reviewerOf(roles: readonly Role[]): Reviewer {
  return { manager: isAdminRole(roles), superadmin: isSuperadminRole(roles) };
}

export type MonthAction = 'remind' | 'review' | 'unlock' | 'reset';

/** The row's actions, in the order the row shows them. */
export function monthActions(month: MonthFlags, reviewer: Reviewer): MonthAction[] {
  const actions: MonthAction[] = [];
  if (!reviewer.manager) return actions;
  if (!month.attested && !month.adminApproved) actions.push('remind');
  if (month.attested && !month.adminApproved) actions.push('review');
  if (reviewer.superadmin && month.attested && month.adminApproved) actions.push('unlock');
  if (reviewer.superadmin && (month.attested || month.refused)) actions.push('reset');
  return actions;
}

export type ApproveBlock = 'TRIPS_FLAGGED' | 'TRIPS_TICKED';

/** Why the review's approve is disabled: trips of the month still flagged, or trips ticked for a refusal. */
export function approveBlock(month: Pick<AttestMonth, 'flaggedCount'>, tickedCount: number): ApproveBlock | null {
  if (month.flaggedCount > 0) return 'TRIPS_FLAGGED';
  return tickedCount > 0 ? 'TRIPS_TICKED' : null;
}

/** The review's refusal: the ticked trips back for correction, or with none ticked the whole month un-attested. */
export type RefuseKind = 'FLAG_TRIPS' | 'UNATTEST_MONTH';

export const refuseKind = (tickedCount: number): RefuseKind => (tickedCount > 0 ? 'FLAG_TRIPS' : 'UNATTEST_MONTH');
