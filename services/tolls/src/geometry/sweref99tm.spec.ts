import { fromSweref99tm, toSweref99tm } from './sweref99tm';

describe('SWEREF 99 TM', () => {
  it('is UTM zone 33 on GRS 80: the central meridian 15° E at false easting 500 000', () => {
    expect(toSweref99tm(60, 15).e).toBeCloseTo(500_000, 3);
    // On the central meridian northing is the meridian arc times 0.9996: 6 654 072.8 m at 60° N on GRS 80.
    expect(toSweref99tm(60, 15).n).toBeCloseTo(6_651_411, -1);
  });

  it('projects Danvikstull (gantry 271) about 176.6 km east of the central meridian', () => {
    // First order: 0.9996 · ν · cos φ · Δλ = 0.9996 · 6 393 520 · cos 59.314° · 3.1035° ≈ 176 590 m.
    const grid = toSweref99tm(59.314021, 18.103511);
    expect(Math.abs(grid.e - 676_590)).toBeLessThan(100);
  });

  it('returns to the same coordinates', () => {
    const back = fromSweref99tm(toSweref99tm(57.7089, 11.9746));
    expect(back.latitude).toBeCloseTo(57.7089, 8);
    expect(back.longitude).toBeCloseTo(11.9746, 8);
  });

  it('keeps metres: 0.001° of latitude is about 111 m', () => {
    const a = toSweref99tm(59.3, 18.0);
    const b = toSweref99tm(59.301, 18.0);
    expect(Math.hypot(b.e - a.e, b.n - a.n)).toBeCloseTo(111.3, 0);
  });
});
