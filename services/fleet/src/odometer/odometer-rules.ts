import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export const ODOMETER_MAX_KM = 1_500_000;
export const ODOMETER_CONFIRM_ABOVE_KM = 900_000;

export interface CalibrationPoint {
  valueKm: number;
  recordedAtMs: number;
}

export interface InstallationSpan {
  installedAtMs: number;
  /** null while installed */
  removedAtMs: number | null;
}

export interface OdometerRequest {
  valueKm: number;
  /** When the reading was taken: now, or a moment in the past when applied retroactively. */
  recordedAtMs: number;
  applyRetroactive: boolean;
  confirmedHigh: boolean;
  /** ROOT's forced update: skips the consistency checks (the role is checked by the caller). */
  forced: boolean;
}

/** Bounds of a reading (spec 01 §5, §9): whole km 0–1,500,000; above 900,000 only when the caller confirmed it. */
export function checkOdometerValue(valueKm: number, confirmedHigh: boolean): number {
  if (typeof valueKm !== 'number' || !Number.isFinite(valueKm) || valueKm < 0 || !Number.isInteger(valueKm)) {
    throw new DomainError(ErrorCode.ONLY_DIGITS, 'value must be number', { field: 'valueKm' });
  }
  if (valueKm > ODOMETER_MAX_KM) {
    throw new DomainError(ErrorCode.ODOMETER_TOO_LARGE, `odometer readings are at most ${ODOMETER_MAX_KM} km`);
  }
  if (valueKm > ODOMETER_CONFIRM_ABOVE_KM && !confirmedHigh) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'unusually high reading: confirm it', {
      field: 'valueKm',
      reason: 'CONFIRMATION_REQUIRED',
    });
  }
  return valueKm;
}

/**
 * Whether a calibration fits the vehicle's history. A retroactive one needs a reference at its time (an earlier
 * calibration, or a device installed then): NO_ODOMETER_REFERENCE otherwise. Any calibration must not exceed a
 * later known reading (the vehicle cannot have travelled backwards): VEHICLE_TRAVELLED_FARTHER.
 */
export function checkCalibrationHistory(
  request: OdometerRequest,
  calibrations: readonly CalibrationPoint[],
  installations: readonly InstallationSpan[],
  nowMs: number,
): void {
  checkOdometerValue(request.valueKm, request.confirmedHigh);
  if (request.applyRetroactive && (!request.recordedAtMs || request.recordedAtMs > nowMs)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'a retroactive reading needs a time in the past', {
      field: 'recordedTimeMs',
    });
  }
  if (request.forced) return;
  const at = request.recordedAtMs;
  if (request.applyRetroactive) {
    const earlierCalibration = calibrations.some((point) => point.recordedAtMs <= at);
    const deviceInstalled = installations.some(
      (span) => span.installedAtMs <= at && (span.removedAtMs === null || span.removedAtMs > at),
    );
    if (!earlierCalibration && !deviceInstalled) {
      throw new DomainError(ErrorCode.NO_ODOMETER_REFERENCE, 'no odometer reference at that time');
    }
  }
  const smallerLater = calibrations.find((point) => point.recordedAtMs > at && point.valueKm < request.valueKm);
  if (smallerLater) {
    throw new DomainError(ErrorCode.VEHICLE_TRAVELLED_FARTHER, 'a later reading is lower than this one', {
      laterValueKm: String(smallerLater.valueKm),
      laterRecordedTimeMs: String(smallerLater.recordedAtMs),
    });
  }
}
