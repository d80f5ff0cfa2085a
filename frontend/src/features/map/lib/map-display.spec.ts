import { describe, expect, it } from 'vitest';

import { statusColorHex } from '../../../lib/display/display-rules';
import { clusterColor, gpsQualityColor, markerColors, NEVER_SEEN_HEX } from './map-display';
import { aMapVehicle } from './map-vehicle.testing';

const NOW = Date.UTC(2026, 10, 22, 12, 0);
const minutesAgo = (m: number) => NOW - m * 60_000;

describe('gpsQualityColor', () => {
  it('is green above 3, orange above 2, else red', () => {
    expect([0, 1, 2, 3, 4, 5].map(gpsQualityColor)).toEqual(['red', 'red', 'red', 'orange', 'green', 'green']);
  });
});

describe('markerColors', () => {
  it('fills by last seen: a vehicle is green under 240 minutes, a tracker for a day', () => {
    expect(markerColors(aMapVehicle(1, { lastSeenMs: minutesAgo(10) }), NOW).fill).toBe(statusColorHex.green);
    expect(markerColors(aMapVehicle(1, { lastSeenMs: minutesAgo(300) }), NOW).fill).toBe(statusColorHex.orange);
    expect(markerColors(aMapVehicle(1, { lastSeenMs: minutesAgo(300), isTracker: true }), NOW).fill).toBe(
      statusColorHex.green,
    );
    expect(markerColors(aMapVehicle(1, { lastSeenMs: minutesAgo(26 * 60) }), NOW).fill).toBe(statusColorHex.red);
    expect(markerColors(aMapVehicle(1, { lastSeenMs: null }), NOW).fill).toBe(NEVER_SEEN_HEX);
  });

  it('rings by battery with the 20/60/85 steps, white without a battery reading', () => {
    const ring = (batteryPercent: number | null) => markerColors(aMapVehicle(1, { batteryPercent }), NOW).ring;
    expect(ring(null)).toBe('#ffffff');
    expect(ring(19)).toBe(statusColorHex.red);
    expect(ring(59)).toBe(statusColorHex.yellow);
    expect(ring(84)).toBe(statusColorHex.blue);
    expect(ring(85)).toBe(statusColorHex.green);
  });
});

describe('clusterColor', () => {
  it('takes the stalest member', () => {
    const fresh = aMapVehicle(1, { lastSeenMs: minutesAgo(1) });
    const late = aMapVehicle(2, { lastSeenMs: minutesAgo(300) });
    const lost = aMapVehicle(3, { lastSeenMs: minutesAgo(3000) });
    expect(clusterColor([fresh], NOW)).toBe(statusColorHex.green);
    expect(clusterColor([fresh, late], NOW)).toBe(statusColorHex.orange);
    expect(clusterColor([late, lost, fresh], NOW)).toBe(statusColorHex.red);
  });
});
