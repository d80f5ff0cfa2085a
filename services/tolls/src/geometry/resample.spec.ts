import type { PathPoint } from './passage-detection';
import { RESAMPLE_STEP_M, resamplePath } from './resample';

const point = (e: number, n: number, timestampMs: number): PathPoint => ({ e, n, timestampMs });

describe('resamplePath', () => {
  it('puts a point every 25 m along a straight segment, times interpolated, both ends kept', () => {
    const out = resamplePath([point(0, 0, 0), point(100, 0, 10_000)]);
    expect(out).toEqual([
      point(0, 0, 0),
      point(25, 0, 2_500),
      point(50, 0, 5_000),
      point(75, 0, 7_500),
      point(100, 0, 10_000),
    ]);
    expect(RESAMPLE_STEP_M).toBe(25);
  });

  it('measures the distance across bends: the step continues on the next segment', () => {
    // 30 m east, then 30 m north: samples at 25 m (on the first leg) and 50 m (20 m up the second leg).
    const out = resamplePath([point(0, 0, 0), point(30, 0, 3_000), point(30, 30, 6_000)]);
    expect(out.map(({ e, n }) => [Math.round(e * 1000) / 1000, Math.round(n * 1000) / 1000])).toEqual([
      [0, 0],
      [25, 0],
      [30, 20],
      [30, 30],
    ]);
    expect(out[2].timestampMs).toBe(5_000);
  });

  it('adds the last point when the length is not a whole number of steps, and not twice when it is', () => {
    expect(resamplePath([point(0, 0, 0), point(60, 0, 6_000)]).map((p) => p.e)).toEqual([0, 25, 50, 60]);
    expect(resamplePath([point(0, 0, 0), point(50, 0, 6_000)]).map((p) => p.e)).toEqual([0, 25, 50]);
  });

  it('skips zero-length segments (a vehicle standing still) and answers short paths as they are', () => {
    const out = resamplePath([point(0, 0, 0), point(0, 0, 1_000), point(0, 50, 2_000)]);
    expect(out.map((p) => p.n)).toEqual([0, 25, 50]);
    expect(resamplePath([])).toEqual([]);
    expect(resamplePath([point(1, 2, 3)])).toEqual([point(1, 2, 3)]);
  });

  it('takes another step and refuses a step that is not a positive number', () => {
    expect(resamplePath([point(0, 0, 0), point(0, 10, 1_000)], 5).map((p) => p.n)).toEqual([0, 5, 10]);
    expect(() => resamplePath([point(0, 0, 0)], 0)).toThrow(/positive/);
    expect(() => resamplePath([point(0, 0, 0)], Number.NaN)).toThrow(/positive/);
  });
});
