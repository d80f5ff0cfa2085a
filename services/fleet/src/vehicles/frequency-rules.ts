import { ErrorCode, RESPONSE_FREQUENCY_HOURS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export const RESPONSE_FREQUENCIES: readonly number[] = RESPONSE_FREQUENCY_HOURS;
export const DEFAULT_RESPONSE_FREQUENCY = 24;
// These drain the tracker's battery drastically; the caller must have shown and acknowledged the warning.
const BATTERY_WARNING_FREQUENCIES: readonly number[] = [1, 3];

/** Validates a selected update frequency in hours (spec 01 §4.2). */
export function checkResponseFrequency(hours: number, batteryWarningAcknowledged: boolean): number {
  if (!RESPONSE_FREQUENCIES.includes(hours)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'update frequency must be 1, 3, 6, 12 or 24 hours', {
      field: 'hours',
    });
  }
  if (BATTERY_WARNING_FREQUENCIES.includes(hours) && !batteryWarningAcknowledged) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'acknowledge the battery warning for 1 h and 3 h', {
      field: 'batteryWarningAcknowledged',
      reason: 'CONFIRMATION_REQUIRED',
    });
  }
  return hours;
}

/**
 * A selected frequency the device has not reported yet is a pending change (until the gateway delivers it).
 * An unknown latest frequency (0, never reported) pends unless the default is selected, which a new device runs.
 */
export function isFrequencyChangePending(selected: number, latestReported: number): boolean {
  if (latestReported === 0) return selected !== DEFAULT_RESPONSE_FREQUENCY;
  return selected !== latestReported;
}
