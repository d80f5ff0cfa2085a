import type { devicesEventsV1 } from '@fleetlog/contracts';

import { applyDeviceStatus, type DeviceFedState, reportedHours } from './device-status.rules';

function status(overrides: Partial<devicesEventsV1.DeviceStatusChanged> = {}): devicesEventsV1.DeviceStatusChanged {
  return {
    deviceId: 1,
    imei: '356307042441013',
    organizationId: 2,
    vehicleId: 3,
    status: {
      timestampMs: 1_700_000_000_000,
      serverTimestampMs: 1_700_000_001_000,
      uplinkLoss: false,
      latestBatteryLevel: 55,
      latestSeenPositiveSpeed: 0,
    },
    version: 1,
    ...overrides,
  };
}

const fresh = (): DeviceFedState => ({ lastSeen: null, batteryPercentage: null, latestResponseFrequency: 0 });

describe('a device status applied to its vehicle', () => {
  it('takes last seen (server time), battery and the reported frequency in hours', () => {
    const vehicle = fresh();
    expect(applyDeviceStatus(vehicle, status({ reportedFrequencyS: 6 * 3600 }))).toBe(true);
    expect(vehicle).toEqual({
      lastSeen: new Date(1_700_000_001_000),
      batteryPercentage: 55,
      latestResponseFrequency: 6,
    });
  });

  it('falls back to the device time and leaves the battery when the report has none', () => {
    const vehicle = { ...fresh(), batteryPercentage: 40 };
    const event = status();
    event.status = { ...event.status!, serverTimestampMs: 0, latestBatteryLevel: undefined };
    applyDeviceStatus(vehicle, event);
    expect(vehicle.lastSeen).toEqual(new Date(1_700_000_000_000));
    expect(vehicle.batteryPercentage).toBe(40);
  });

  it('never moves last seen back and reports no change for the same state', () => {
    const vehicle = fresh();
    applyDeviceStatus(vehicle, status());
    const older = status();
    older.status = { ...older.status!, serverTimestampMs: 1_600_000_000_000 };
    expect(applyDeviceStatus(vehicle, older)).toBe(false);
    expect(vehicle.lastSeen).toEqual(new Date(1_700_000_001_000));
  });

  it('keeps the latest frequency for a period that is not whole hours', () => {
    const vehicle = { ...fresh(), latestResponseFrequency: 24 };
    applyDeviceStatus(vehicle, status({ reportedFrequencyS: 60 }));
    expect(vehicle.latestResponseFrequency).toBe(24);
    expect(reportedHours(3600)).toBe(1);
    expect(reportedHours(undefined)).toBeNull();
  });
});
