import { describe, expect, it } from 'vitest';

import { clampPanelWidth } from './side-panel-width';
import { speedColor } from './speed-colors';
import { formatCoordinates, formatGap, pointTime, speedPoints } from './speed-log';

describe('speedPoints', () => {
  it('numbers the points, rounds m/s × 3.6 to whole km/h and measures the gap to the previous point', () => {
    const t = Date.UTC(2026, 10, 4, 6, 0, 0);
    const points = speedPoints([
      {
        geometry: {
          coordinates: [
            [18.06, 59.33],
            [18.07, 59.34],
            [18.1, 59.35],
          ],
        },
        properties: { timestamps: [t, t + 10_000, t + 75_000], velocities: [0, 20, 13.9] },
      },
    ]);
    expect(points).toEqual([
      { nr: 1, timestampMs: t, sincePreviousMs: null, kmh: 0, latitude: 59.33, longitude: 18.06 },
      { nr: 2, timestampMs: t + 10_000, sincePreviousMs: 10_000, kmh: 72, latitude: 59.34, longitude: 18.07 },
      { nr: 3, timestampMs: t + 75_000, sincePreviousMs: 65_000, kmh: 50, latitude: 59.35, longitude: 18.1 },
    ]);
    expect(pointTime(t)).toBe('07:00:00');
  });

  it('is empty without features', () => {
    expect(speedPoints([])).toEqual([]);
  });

  it('keeps a point whose speed is unknown (the tracker sent an impossible one) without a speed, drawn grey', () => {
    const t = Date.UTC(2026, 10, 4, 6, 0, 0);
    const points = speedPoints([
      {
        geometry: {
          coordinates: [
            [18.06, 59.33],
            [18.07, 59.34],
          ],
        },
        properties: { timestamps: [t, t + 1000], velocities: [11.1, null] },
      },
    ]);
    expect(points.map((point) => point.kmh)).toEqual([40, null]);
    expect(speedColor(null)).toBe('#9e9e9e');
  });
});

describe('formatGap and formatCoordinates', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatGap(null)).toBe('');
    expect(formatGap(12_400)).toBe('12 s');
    expect(formatGap(185_000)).toBe('3 min 05 s');
    expect(formatGap(3_720_000)).toBe('1 h 02 min');
    expect(formatCoordinates({ latitude: 59.329323, longitude: 18.068581 })).toBe('59.32932, 18.06858');
  });
});

describe('speedColor', () => {
  it('takes the colour of each stop (0, 30, 100, 130 km/h) and blends between them', () => {
    expect(speedColor(0)).toBe('#1e88e5');
    expect(speedColor(30)).toBe('#43a047');
    expect(speedColor(100)).toBe('#fbc02d');
    expect(speedColor(130)).toBe('#e53935');
    expect(speedColor(180)).toBe('#e53935');
    expect(speedColor(-5)).toBe('#1e88e5');
    // Half way from 100 to 130: half way between amber and red.
    expect(speedColor(115)).toBe('#f07d31');
  });
});

describe('clampPanelWidth', () => {
  it('keeps the width between 300 and the window width minus 800', () => {
    expect(clampPanelWidth(500, 1600)).toBe(500);
    expect(clampPanelWidth(200, 1600)).toBe(300);
    expect(clampPanelWidth(1000, 1600)).toBe(800);
    // A narrow window: the minimum, within the window.
    expect(clampPanelWidth(500, 1000)).toBe(300);
    expect(clampPanelWidth(500, 280)).toBe(280);
  });
});
