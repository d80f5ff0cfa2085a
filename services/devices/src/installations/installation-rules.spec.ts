import { ErrorCode } from '@fleetlog/contracts';

import {
  assertInstallable,
  assertMovable,
  type DeviceSide,
  type OpenInstallations,
  type VehicleSide,
} from './installation-rules';

function codeOf(action: () => void): ErrorCode | 'OK' {
  try {
    action();
    return 'OK';
  } catch (error) {
    return (error as { code: ErrorCode }).code;
  }
}

// Builders: a free device and a free, active vehicle of organisation 5.
const device = (overrides: Partial<DeviceSide> = {}): DeviceSide => ({
  id: 1,
  organizationId: 5,
  retired: false,
  ...overrides,
});
const vehicle = (overrides: Partial<VehicleSide> = {}): VehicleSide => ({
  id: 10,
  organizationId: 5,
  archived: false,
  ...overrides,
});
const free: OpenInstallations = { ofDevice: null, ofVehicle: null };

describe(assertInstallable.name, () => {
  it('accepts a free device into a free vehicle of its organisation', () => {
    expect(codeOf(() => assertInstallable(device(), vehicle(), free))).toBe('OK');
  });
  it('refuses a retired device', () => {
    expect(codeOf(() => assertInstallable(device({ retired: true }), vehicle(), free))).toBe(ErrorCode.DEVICE_RETIRED);
  });
  it('refuses a vehicle of another organisation, and a device without one', () => {
    expect(codeOf(() => assertInstallable(device(), vehicle({ organizationId: 6 }), free))).toBe(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    );
    expect(codeOf(() => assertInstallable(device({ organizationId: null }), vehicle(), free))).toBe(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    );
  });
  it('refuses an archived vehicle', () => {
    expect(codeOf(() => assertInstallable(device(), vehicle({ archived: true }), free))).toBe(
      ErrorCode.VEHICLE_FORBIDDEN,
    );
  });
  it('refuses a device installed elsewhere before looking at the vehicle', () => {
    const open = { ofDevice: { vehicleId: 11 }, ofVehicle: { deviceId: 2 } };
    expect(codeOf(() => assertInstallable(device(), vehicle(), open))).toBe(ErrorCode.DEVICE_ALREADY_INSTALLED);
  });
  it('refuses a vehicle that has a device', () => {
    expect(codeOf(() => assertInstallable(device(), vehicle(), { ofDevice: null, ofVehicle: { deviceId: 2 } }))).toBe(
      ErrorCode.VEHICLE_HAS_DEVICE,
    );
  });
});

describe(assertMovable.name, () => {
  const installed: OpenInstallations = { ofDevice: { vehicleId: 11 }, ofVehicle: null };
  it('accepts a move of an installed device to a free vehicle', () => {
    expect(codeOf(() => assertMovable(device(), vehicle(), installed))).toBe('OK');
  });
  it('refuses a device that is not installed', () => {
    expect(codeOf(() => assertMovable(device(), vehicle(), free))).toBe(ErrorCode.DEVICE_NOT_INSTALLED);
  });
  it('refuses moving into the vehicle it is in', () => {
    expect(codeOf(() => assertMovable(device(), vehicle({ id: 11 }), installed))).toBe(
      ErrorCode.DEVICE_ALREADY_INSTALLED,
    );
  });
  it('refuses a taken or foreign target', () => {
    expect(codeOf(() => assertMovable(device(), vehicle(), { ...installed, ofVehicle: { deviceId: 3 } }))).toBe(
      ErrorCode.VEHICLE_HAS_DEVICE,
    );
    expect(codeOf(() => assertMovable(device(), vehicle({ organizationId: 9 }), installed))).toBe(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
    );
  });
});
