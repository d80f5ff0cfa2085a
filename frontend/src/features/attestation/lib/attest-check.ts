// The driver's attest dialog (spec 02 §2.4, §3 "Attest check", §5): when the month can be attested, and what the
// dialog warns about first. Attesting locks every trip of the month; the driver cannot undo it.
import type { AttestCheck } from '../api/types';

/** Why the month cannot be attested now. */
export type AttestBlock =
  'ADMIN_ALREADY_APPROVED' | 'ALREADY_ATTESTED' | 'TRIPS_NEED_CORRECTION' | 'TRIPS_MISSING_PURPOSE';

/**
 * Spec 02 §5: an approved or attested month, trips to correct, and, with the payroll integration (Kontek) active,
 * business trips without a purpose block attesting (the server refuses the same with TRIPS_MISSING_PURPOSE).
 */
export function attestBlock(
  check: Pick<AttestCheck, 'month' | 'countFlagged' | 'countNoDescription' | 'kontekActive'>,
): AttestBlock | null {
  if (check.month.adminApproved) return 'ADMIN_ALREADY_APPROVED';
  if (check.month.attested) return 'ALREADY_ATTESTED';
  if (check.countFlagged > 0) return 'TRIPS_NEED_CORRECTION';
  return check.kontekActive && check.countNoDescription > 0 ? 'TRIPS_MISSING_PURPOSE' : null;
}

export type AttestWarning = 'EARLIER_UNATTESTED' | 'NO_DESCRIPTION' | 'NOT_CONFIRMED';

/** What the driver should know before attesting, each with its count. */
export function attestWarnings(check: AttestCheck): Array<{ warning: AttestWarning; count: number }> {
  const warnings: Array<{ warning: AttestWarning; count: number }> = [
    { warning: 'EARLIER_UNATTESTED', count: check.earlierUnattested.length },
    { warning: 'NO_DESCRIPTION', count: check.countNoDescription },
    { warning: 'NOT_CONFIRMED', count: check.countNotCertified - check.countFlagged },
  ];
  return warnings.filter((w) => w.count > 0);
}

export interface TripFilterChoice {
  vehicleIds: readonly number[];
  driverIds: readonly number[];
}

export type AttestTarget = { vehicleId: number } | { reason: 'CHOOSE_ONE_VEHICLE' | 'OWN_TRIPS_ONLY' };

/**
 * The vehicle the trips page's attest button attests in: exactly one vehicle chosen, and no other driver than the
 * viewer (every driver, or the viewer only), since a driver attests only its own trips. Administrators attest
 * other drivers' months nowhere: they review them on the payroll screen.
 */
export function attestTarget(filters: TripFilterChoice, viewerId: number): AttestTarget {
  if (filters.vehicleIds.length !== 1) return { reason: 'CHOOSE_ONE_VEHICLE' };
  if (filters.driverIds.some((id) => id !== viewerId)) return { reason: 'OWN_TRIPS_ONLY' };
  return { vehicleId: filters.vehicleIds[0] };
}
