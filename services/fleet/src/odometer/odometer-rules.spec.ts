import { ErrorCode } from '@fleetlog/contracts';
import { thrownError } from '@fleetlog/testing';

import {
  type CalibrationPoint,
  checkCalibrationHistory,
  checkOdometerValue,
  type InstallationSpan,
  type OdometerRequest,
} from './odometer-rules';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const DAY = 86_400_000;

function request(overrides: Partial<OdometerRequest> = {}): OdometerRequest {
  return {
    valueKm: 10_000,
    recordedAtMs: NOW,
    applyRetroactive: false,
    confirmedHigh: false,
    forced: false,
    ...overrides,
  };
}

describe(checkOdometerValue.name, () => {
  it.each([0, 1, 900_000])('accepts %i km without confirmation', (value) => {
    expect(checkOdometerValue(value, false)).toBe(value);
  });

  it('asks for confirmation above 900,000 km', () => {
    expect(thrownError(() => checkOdometerValue(900_001, false))).toMatchObject({
      code: ErrorCode.MISFORMATTED_FIELDS,
      details: { reason: 'CONFIRMATION_REQUIRED' },
    });
    expect(checkOdometerValue(1_500_000, true)).toBe(1_500_000);
  });

  it('refuses more than 1,500,000 km even when confirmed', () => {
    expect(thrownError(() => checkOdometerValue(1_500_001, true))?.code).toBe(ErrorCode.ODOMETER_TOO_LARGE);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p as ONLY_DIGITS', (value) => {
    expect(thrownError(() => checkOdometerValue(value, true))?.code).toBe(ErrorCode.ONLY_DIGITS);
  });
});

describe(checkCalibrationHistory.name, () => {
  const earlier: CalibrationPoint = { valueKm: 5_000, recordedAtMs: NOW - 30 * DAY };
  const later: CalibrationPoint = { valueKm: 8_000, recordedAtMs: NOW - 5 * DAY };
  const installed: InstallationSpan = { installedAtMs: NOW - 20 * DAY, removedAtMs: null };

  it('accepts a calibration now on a vehicle without any history', () => {
    expect(() => checkCalibrationHistory(request(), [], [], NOW)).not.toThrow();
  });

  it('refuses a retroactive reading before any reference', () => {
    const at = NOW - 40 * DAY;
    expect(
      thrownError(() =>
        checkCalibrationHistory(
          request({ applyRetroactive: true, recordedAtMs: at, valueKm: 1000 }),
          [earlier],
          [installed],
          NOW,
        ),
      )?.code,
    ).toBe(ErrorCode.NO_ODOMETER_REFERENCE);
  });

  it('accepts a retroactive reading after an earlier calibration', () => {
    const at = NOW - 25 * DAY;
    expect(() =>
      checkCalibrationHistory(
        request({ applyRetroactive: true, recordedAtMs: at, valueKm: 6_000 }),
        [earlier],
        [],
        NOW,
      ),
    ).not.toThrow();
  });

  it('accepts a retroactive reading while a device was installed, not after it was removed', () => {
    const at = NOW - 10 * DAY;
    const removed: InstallationSpan = { installedAtMs: NOW - 20 * DAY, removedAtMs: NOW - 15 * DAY };
    const retro = request({ applyRetroactive: true, recordedAtMs: at });
    expect(() => checkCalibrationHistory(retro, [], [installed], NOW)).not.toThrow();
    expect(thrownError(() => checkCalibrationHistory(retro, [], [removed], NOW))?.code).toBe(
      ErrorCode.NO_ODOMETER_REFERENCE,
    );
  });

  it('refuses a retroactive value larger than a later reading (travelled farther)', () => {
    const at = NOW - 10 * DAY;
    expect(
      thrownError(() =>
        checkCalibrationHistory(
          request({ applyRetroactive: true, recordedAtMs: at, valueKm: 9_000 }),
          [earlier, later],
          [],
          NOW,
        ),
      ),
    ).toMatchObject({ code: ErrorCode.VEHICLE_TRAVELLED_FARTHER, details: { laterValueKm: '8000' } });
    expect(() =>
      checkCalibrationHistory(
        request({ applyRetroactive: true, recordedAtMs: at, valueKm: 7_000 }),
        [earlier, later],
        [],
        NOW,
      ),
    ).not.toThrow();
  });

  it('lets a forced update skip the reference and consistency checks, not the bounds', () => {
    const at = NOW - 40 * DAY;
    const forced = request({ applyRetroactive: true, recordedAtMs: at, valueKm: 9_000, forced: true });
    expect(() => checkCalibrationHistory(forced, [later], [], NOW)).not.toThrow();
    expect(thrownError(() => checkCalibrationHistory({ ...forced, valueKm: 2_000_000 }, [], [], NOW))?.code).toBe(
      ErrorCode.ODOMETER_TOO_LARGE,
    );
  });

  it('refuses a retroactive time in the future or missing', () => {
    expect(
      thrownError(() =>
        checkCalibrationHistory(request({ applyRetroactive: true, recordedAtMs: NOW + DAY }), [], [], NOW),
      )?.code,
    ).toBe(ErrorCode.MISFORMATTED_FIELDS);
    expect(
      thrownError(() => checkCalibrationHistory(request({ applyRetroactive: true, recordedAtMs: 0 }), [], [], NOW))
        ?.code,
    ).toBe(ErrorCode.MISFORMATTED_FIELDS);
  });
});
