import { ErrorCode } from '@fleetlog/contracts';

import { assertPlannable, parsePlanImei, type PlanFacts } from './future-device-rules';

function outcome(action: () => void): { code: ErrorCode; reason?: string } | 'OK' {
  try {
    action();
    return 'OK';
  } catch (error) {
    const { code, details } = error as { code: ErrorCode; details: Record<string, string> };
    return details.reason ? { code, reason: details.reason } : { code };
  }
}

// Builder: vehicle 10 of organisation 5 with device 1 installed; the candidate is free device 2 of organisation 5.
function facts(overrides: Partial<PlanFacts> = {}): PlanFacts {
  return {
    device: { id: 2, organizationId: 5, retired: false },
    vehicle: { id: 10, organizationId: 5, archived: false },
    currentDeviceId: 1,
    deviceInstalledInVehicleId: null,
    devicePlannedForVehicleId: null,
    ...overrides,
  };
}

describe(assertPlannable.name, () => {
  it('accepts a free device of the organisation or of the stock', () => {
    expect(outcome(() => assertPlannable(facts()))).toBe('OK');
    expect(outcome(() => assertPlannable(facts({ device: { id: 2, organizationId: null, retired: false } })))).toBe(
      'OK',
    );
    expect(outcome(() => assertPlannable(facts({ currentDeviceId: null })))).toBe('OK');
  });
  it('accepts re-planning the same device for the same vehicle', () => {
    expect(outcome(() => assertPlannable(facts({ devicePlannedForVehicleId: 10 })))).toBe('OK');
  });
  it('refuses an unknown device with DEVICE_MISSING', () => {
    expect(outcome(() => assertPlannable(facts({ device: null })))).toEqual({ code: ErrorCode.DEVICE_MISSING });
  });
  it('refuses the current device', () => {
    expect(outcome(() => assertPlannable(facts({ device: { id: 1, organizationId: 5, retired: false } })))).toEqual({
      code: ErrorCode.DEVICE_ALREADY_INSTALLED,
      reason: 'SAME_AS_CURRENT',
    });
  });
  it('refuses a device used by another vehicle', () => {
    expect(outcome(() => assertPlannable(facts({ deviceInstalledInVehicleId: 11 })))).toEqual({
      code: ErrorCode.DEVICE_ALREADY_INSTALLED,
      reason: 'INSTALLED_ELSEWHERE',
    });
  });
  it('refuses a device planned for another vehicle', () => {
    expect(outcome(() => assertPlannable(facts({ devicePlannedForVehicleId: 12 })))).toEqual({
      code: ErrorCode.DEVICE_ALREADY_INSTALLED,
      reason: 'PLANNED_ELSEWHERE',
    });
  });
  it('refuses retired devices, foreign devices and archived vehicles', () => {
    expect(outcome(() => assertPlannable(facts({ device: { id: 2, organizationId: 5, retired: true } })))).toEqual({
      code: ErrorCode.DEVICE_RETIRED,
    });
    expect(outcome(() => assertPlannable(facts({ device: { id: 2, organizationId: 6, retired: false } })))).toEqual({
      code: ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    });
    expect(outcome(() => assertPlannable(facts({ vehicle: { id: 10, organizationId: 5, archived: true } })))).toEqual({
      code: ErrorCode.VEHICLE_FORBIDDEN,
    });
  });
});

describe(parsePlanImei.name, () => {
  it('accepts up to 16 digits', () => {
    expect(parsePlanImei(' 352093081234567 ')).toBe('352093081234567');
  });
  it('refuses longer, non-digit or empty input', () => {
    expect(outcome(() => parsePlanImei('12345678901234567'))).toEqual({ code: ErrorCode.IMEI_LENGTH });
    expect(outcome(() => parsePlanImei('35209308123456x'))).toEqual({ code: ErrorCode.ONLY_DIGITS });
    expect(outcome(() => parsePlanImei(''))).toEqual({ code: ErrorCode.MISSING_FIELDS });
  });
});
