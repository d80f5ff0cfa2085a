import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import type { JournalViewer } from '../journal/journal-rules';
import type { MonthRow } from './attestation.repository';

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** A month the journal can attest: a real month, not after the current one (Europe/Stockholm). */
export function assertMonth(year: number, month: number, now = new Date()): void {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 2000 || year > 2200) {
    refuse(ErrorCode.BAD_MONTH, `no month ${year}-${month}`);
  }
  const [currentYear, currentMonth] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(now)
    .filter((part) => part.type === 'year' || part.type === 'month')
    .map((part) => Number(part.value));
  if (year * 12 + month > currentYear * 12 + currentMonth) refuse(ErrorCode.BAD_MONTH, 'a month that has not begun');
}

/** The driver attests (spec 02 §4): not an approved month, and no trip waiting for its correction. */
export function assertAttestable(state: MonthRow): void {
  if (state.adminApproved) refuse(ErrorCode.ADMIN_ALREADY_APPROVED, 'the month is approved');
  if (state.flaggedCount > 0) refuse(ErrorCode.TRIPS_NEED_CORRECTION, `${state.flaggedCount} trips to correct first`);
}

/**
 * Spec 02 §5: with the payroll integration (Kontek) active, a month whose business trips lack a purpose (the
 * description) is not attested: the driver updates them and tries again. Without it, the attest check only warns.
 */
export function assertPurposesGiven(payrollIntegrationActive: boolean, tripsWithoutPurpose: number): void {
  if (payrollIntegrationActive && tripsWithoutPurpose > 0) {
    refuse(ErrorCode.TRIPS_MISSING_PURPOSE, `${tripsWithoutPurpose} business trips without a purpose`);
  }
}

export function assertManager(viewer: JournalViewer): void {
  if (!viewer.admin && !viewer.superadmin) refuse(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'administrators review months');
}

export function assertRoot(viewer: JournalViewer): void {
  if (!viewer.superadmin) refuse(ErrorCode.ROOT_REQUIRED, 'only the superadmin unlocks or resets a month');
}

/** Approve: an attested month, not approved yet, with no trip flagged (the review modal's disabled approve). */
export function assertApprovable(state: MonthRow): void {
  if (!state.attested) refuse(ErrorCode.MONTH_NOT_ATTESTED, 'the month is not attested');
  if (state.adminApproved) refuse(ErrorCode.ADMIN_ALREADY_APPROVED, 'the month is approved');
  if (state.flaggedCount > 0) refuse(ErrorCode.TRIPS_NEED_CORRECTION, `${state.flaggedCount} trips are flagged`);
}

/** Refuse (unapprove from the review): an attested month that is not approved. */
export function assertRefusable(state: MonthRow): void {
  if (state.adminApproved) refuse(ErrorCode.ADMIN_ALREADY_APPROVED, 'the month is approved: unlock it first');
  if (!state.attested) refuse(ErrorCode.MONTH_NOT_ATTESTED, 'the month is not attested');
}

/** Remind (spec 02 §4): a month neither attested nor approved. */
export function assertRemindable(state: MonthRow): void {
  if (state.adminApproved) refuse(ErrorCode.ADMIN_ALREADY_APPROVED, 'the month is approved');
  if (state.attested) refuse(ErrorCode.MONTH_ALREADY_ATTESTED, 'the month is attested already');
}

/** Unlock (ROOT): an approved and attested month. */
export function assertUnlockable(state: MonthRow): void {
  if (!state.attested || !state.adminApproved) refuse(ErrorCode.MONTH_NOT_ATTESTED, 'the month is not approved');
}

/** Reset (ROOT): an attested or refused month. */
export function assertResettable(state: MonthRow): void {
  if (!state.attested && !state.refused)
    refuse(ErrorCode.MONTH_NOT_ATTESTED, 'the month is neither attested nor refused');
}
