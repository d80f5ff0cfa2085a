import { describe, expect, it } from 'vitest';

import {
  centreOf,
  closedRing,
  defaultTriangle,
  distanceM,
  distinctPointCount,
  formatPoints,
  openRing,
  parsePoints,
} from './polygon';

const KUNGSGATAN = { latitude: 59.3366, longitude: 18.0634 };

describe(defaultTriangle.name, () => {
  it('has three sides of 200 m around the address', () => {
    const [a, b, c] = defaultTriangle(KUNGSGATAN);
    for (const [p, q] of [
      [a!, b!],
      [b!, c!],
      [c!, a!],
    ]) {
      expect(distanceM(p, q)).toBeCloseTo(200, 0);
    }
    const centre = centreOf([a!, b!, c!])!;
    expect(distanceM(centre, KUNGSGATAN)).toBeLessThan(1);
  });

  it('puts its first corner north of the address, 200/√3 m away', () => {
    const [north] = defaultTriangle(KUNGSGATAN);
    expect(north!.latitude).toBeGreaterThan(KUNGSGATAN.latitude);
    expect(north!.longitude).toBeCloseTo(KUNGSGATAN.longitude, 9);
    expect(distanceM(north!, KUNGSGATAN)).toBeCloseTo(200 / Math.sqrt(3), 1);
  });
});

describe(closedRing.name, () => {
  it('closes the ring by repeating the first point, once', () => {
    const open = defaultTriangle(KUNGSGATAN);
    const closed = closedRing(open);
    expect(closed).toHaveLength(4);
    expect(closed[3]).toEqual(open[0]);
    expect(closedRing(closed)).toEqual(closed);
    expect(closedRing([])).toEqual([]);
  });
});

describe(openRing.name, () => {
  it('drops the closing repeat and consecutive duplicates', () => {
    const p = { latitude: 1, longitude: 1 };
    const q = { latitude: 1, longitude: 2 };
    const r = { latitude: 2, longitude: 2 };
    expect(openRing([p, q, q, r, p])).toEqual([p, q, r]);
    expect(distinctPointCount([p, q, p])).toBe(2);
  });
});

describe(parsePoints.name, () => {
  it('reads "lat, lon" lines and refuses anything else', () => {
    expect(parsePoints('59.1, 18.2\n 59.2 18.3 \n\n59.3;18.1')).toEqual([
      { latitude: 59.1, longitude: 18.2 },
      { latitude: 59.2, longitude: 18.3 },
      { latitude: 59.3, longitude: 18.1 },
    ]);
    expect(parsePoints('59.1, east')).toBeNull();
    expect(parsePoints('91, 18')).toBeNull();
  });

  it('round-trips what formatPoints writes', () => {
    const triangle = defaultTriangle(KUNGSGATAN);
    const parsed = parsePoints(formatPoints(closedRing(triangle)))!;
    expect(parsed).toHaveLength(3);
    parsed.forEach((p, i) => expect(distanceM(p, triangle[i]!)).toBeLessThan(0.2));
  });
});
