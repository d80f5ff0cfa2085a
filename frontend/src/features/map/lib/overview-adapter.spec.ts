import { describe, expect, it } from 'vitest';

import type { OverviewItem, OverviewLiveUpdate } from '../api/overview-api';
import { fromLiveUpdate, fromOverviewItem } from './overview-adapter';

const item = (over: Partial<OverviewItem> = {}): OverviewItem => ({
  meta: {
    vehicle_id: 7,
    reg: 'ABC123',
    vehicleDisplayName: 'Volvo',
    organizationId: 2,
    organizationName: 'Demo Åkeri AB',
    marker: 'truck',
    color: '#ff0000',
    isArchived: false,
    benefitType: 'WORK',
    status: 'MOVING',
    gps_quality: 5,
  },
  position: { latitude: 59.33, longitude: 18.06, heading: 90, timestampMs: 1000, satellites: 11, hdop: 0.9 },
  last_seen_ms: 1000,
  speed_kph: 52,
  ignition: true,
  isTracker: false,
  latestResponseFrequency: 0,
  driver: { id: 3, displayName: 'Anna' },
  battery_percentage: null,
  deviceType: 'FMC130',
  ...over,
});

const live = (over: Partial<OverviewLiveUpdate> = {}): OverviewLiveUpdate => ({
  vehicle_id: 7,
  organizationId: 2,
  position: { latitude: 57.7, longitude: 11.97, heading: 180, timestampMs: 2000, satellites: 8, hdop: 1.2 },
  last_seen_ms: 2000,
  speed_kph: 30,
  ignition: true,
  battery_percentage: 80,
  status: 'MOVING',
  gps_quality: 4,
  ...over,
});

describe('fromOverviewItem', () => {
  it('maps the item with its position', () => {
    expect(fromOverviewItem(item())).toMatchObject({
      id: 7,
      registry: 'ABC123',
      name: 'Volvo',
      position: { lat: 59.33, lon: 18.06 },
      privateMode: false,
      headingDeg: 90,
      moving: true,
      gpsQuality: 5,
      driver: 'Anna',
    });
  });

  it('keeps private mode (0,0) apart from a place, and never plots a vehicle without a fix', () => {
    const hidden = fromOverviewItem(item({ position: { ...item().position!, latitude: 0, longitude: 0 } }));
    expect(hidden).toMatchObject({ position: null, privateMode: true });
    expect(fromOverviewItem(item({ position: null }))).toMatchObject({ position: null, privateMode: false });
  });
});

describe('fromLiveUpdate', () => {
  it('carries the new fix, speed, battery and last seen', () => {
    expect(fromLiveUpdate(live())).toMatchObject({
      id: 7,
      position: { lat: 57.7, lon: 11.97 },
      speedKmh: 30,
      batteryPercent: 80,
      lastSeenMs: 2000,
    });
  });

  it('keeps the last known position when the report has no fix', () => {
    const update = fromLiveUpdate(live({ position: null, speed_kph: null, status: 'PARKED', gps_quality: 0 }));
    expect(update).not.toHaveProperty('position');
    expect(update).not.toHaveProperty('speedKmh');
    expect(update).toMatchObject({ moving: false, gpsQuality: 0, lastSeenMs: 2000 });
  });
});
