import { devicesV1, fleetV1 } from '@fleetlog/contracts';

import { MOVING_MAX_AGE_MS, statusOf, toLiveUpdate, toOverviewItem } from './overview.mapper';
import { OverviewItemSchema } from './overview.schemas';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function position(overrides: Partial<devicesV1.VehiclePosition> = {}): devicesV1.VehiclePosition {
  return devicesV1.VehiclePosition.fromPartial({
    vehicleId: 7,
    organizationId: 3,
    deviceId: 70,
    hasFix: true,
    timestampMs: NOW - 5_000,
    latitude: 59.33,
    longitude: 18.06,
    angleDeg: 90,
    speedKmh: 42,
    satellites: 9,
    hdop: 1.2,
    ignition: true,
    movement: true,
    batteryLevelPct: 88,
    lastSeenMs: NOW - 5_000,
    receivedTsMs: NOW - 4_000,
    ...overrides,
  });
}

const vehicle = fleetV1.Vehicle.fromPartial({
  id: 7,
  vehicleId: 7,
  organizationId: 3,
  registry: 'ABC123',
  displayName: 'Van 1',
  isTracker: false,
  benefitType: 'WORK',
  style: { marker: 'van', color: '#ff0000' },
  defaultDriver: { id: 5, displayName: 'Anna' },
  currentDriver: { id: 6, displayName: 'Bertil' },
  lastSeen: NOW - 60_000,
  batteryPercentage: 50,
  latestResponseFrequency: 24,
  deviceType: 'FMB920',
});

describe(toOverviewItem.name, () => {
  it('merges the vehicle and its latest position under the spec field names, and nothing else', () => {
    const item = toOverviewItem(vehicle, position(), 'Demo Åkeri AB', NOW);
    expect(item).toEqual({
      meta: {
        vehicle_id: 7,
        reg: 'ABC123',
        vehicleDisplayName: 'Van 1',
        organizationId: 3,
        organizationName: 'Demo Åkeri AB',
        marker: 'van',
        color: '#ff0000',
        isArchived: false,
        benefitType: 'WORK',
        status: 'MOVING',
        gps_quality: 4,
      },
      position: { latitude: 59.33, longitude: 18.06, heading: 90, timestampMs: NOW - 5_000, satellites: 9, hdop: 1.2 },
      last_seen_ms: NOW - 5_000,
      speed_kph: 42,
      ignition: true,
      isTracker: false,
      latestResponseFrequency: 24,
      driver: { id: 6, displayName: 'Bertil' },
      battery_percentage: 88,
      deviceType: 'FMB920',
    });
    expect(OverviewItemSchema.safeParse(item).success).toBe(true);
  });

  it('lists a vehicle that never reported, without coordinates, with fleet’s last seen and battery', () => {
    const item = toOverviewItem({ ...vehicle, currentDriver: undefined }, undefined, 'X', NOW);
    expect(item.position).toBeNull();
    expect(item.meta.status).toBeNull();
    expect(item.meta.gps_quality).toBe(0);
    expect(item.last_seen_ms).toBe(NOW - 60_000);
    expect(item.battery_percentage).toBe(50);
    expect(item.driver).toEqual({ id: 5, displayName: 'Anna' });
  });

  it('never plots a device that only reported without a fix, but shows it as seen', () => {
    const item = toOverviewItem(vehicle, position({ hasFix: false, latitude: 0, longitude: 0 }), 'X', NOW);
    expect(item.position).toBeNull();
    expect(item.speed_kph).toBeNull();
    expect(item.last_seen_ms).toBe(NOW - 5_000);
  });

  it('has no last seen at all for a vehicle never seen', () => {
    expect(toOverviewItem({ ...vehicle, lastSeen: 0 }, undefined, 'X', NOW).last_seen_ms).toBeNull();
  });
});

describe(statusOf.name, () => {
  it('is MOVING for a recent report of a moving vehicle', () => {
    expect(statusOf(position(), NOW)).toBe('MOVING');
  });

  it('is PARKED when the report is older than the moving window', () => {
    const old = NOW - MOVING_MAX_AGE_MS - 1;
    expect(statusOf(position({ timestampMs: old, lastSeenMs: old }), NOW)).toBe('PARKED');
  });

  it('follows the movement flag, else the speed', () => {
    expect(statusOf(position({ movement: false, speedKmh: 50 }), NOW)).toBe('PARKED');
    expect(statusOf(position({ movement: undefined, speedKmh: 2 }), NOW)).toBe('PARKED');
    expect(statusOf(position({ movement: undefined, speedKmh: 3 }), NOW)).toBe('MOVING');
  });

  it('is PARKED with the ignition off', () => {
    expect(statusOf(position({ ignition: false }), NOW)).toBe('PARKED');
  });
});

describe(toLiveUpdate.name, () => {
  it('carries the live fields of an overview item', () => {
    const update = toLiveUpdate(position(), NOW);
    const item = toOverviewItem(vehicle, position(), 'X', NOW);
    expect(update).toEqual({
      vehicle_id: 7,
      organizationId: 3,
      position: item.position,
      last_seen_ms: item.last_seen_ms,
      speed_kph: item.speed_kph,
      ignition: item.ignition,
      battery_percentage: item.battery_percentage,
      status: item.meta.status,
      gps_quality: item.meta.gps_quality,
    });
  });
});
