import { catmullRom, smoothPath, type TimedPoint } from './path-smoothing';

const always = () => true;
const on = (e: number, n: number, timestampMs: number): TimedPoint => ({ e, n, timestampMs });

describe('smoothPath', () => {
  it('keeps a straight road as it is', () => {
    const path = [on(0, 0, 0), on(300, 0, 30_000), on(600, 0, 60_000), on(900, 0, 90_000)];
    expect(smoothPath(path, always)).toEqual(path);
  });

  it('follows a curve of radius 1 km between points 500 m apart within a few metres (the chord is 31 m off)', () => {
    const radius = 1_000;
    const step = 0.5; // radians: 500 m of arc, chords of 495 m
    const path = Array.from({ length: 6 }, (_, i) =>
      on(radius * Math.sin(i * step), radius - radius * Math.cos(i * step), i * 30_000),
    );
    const smooth = smoothPath(path, always);
    const offArc = (p: { e: number; n: number }) => Math.abs(Math.hypot(p.e, p.n - radius) - radius);
    const inner = smooth.filter((p) => p.timestampMs > 30_000 && p.timestampMs < 120_000);
    expect(Math.max(...inner.map(offArc))).toBeLessThan(3);
    // The chord's middle between points 2 and 3 for comparison.
    const middle = { e: (path[2].e + path[3].e) / 2, n: (path[2].n + path[3].n) / 2 };
    expect(offArc(middle)).toBeGreaterThan(30);
  });

  it('leaves short segments and segments that are not drives (GPS jumps) straight', () => {
    const path = [on(0, 0, 0), on(40, 0, 4_000), on(80, 10, 8_000), on(5_000, 0, 9_000)];
    const smooth = smoothPath(
      path,
      (a, b) => Math.hypot(b.e - a.e, b.n - a.n) / ((b.timestampMs - a.timestampMs) / 1000) < 80,
    );
    expect(smooth).toEqual(path);
  });

  it('keeps a segment straight next to a U-turn or a junction: the neighbours say nothing of the road between', () => {
    // West to east through the middle segment, after coming back from far east: a reversal at its start.
    const uTurn = [on(1_700, 0, 0), on(0, 0, 120_000), on(600, 0, 240_000), on(2_000, 5, 360_000)];
    // A straight road, then a junction turning 44° left at its end.
    const junction = [on(-600, 0, 0), on(0, 0, 120_000), on(600, 0, 240_000), on(1_489, 847, 360_000)];
    for (const path of [uTurn, junction]) {
      const middle = smoothPath(path, always).filter((p) => p.timestampMs > 120_000 && p.timestampMs < 240_000);
      expect(middle).toEqual([]);
    }
  });

  it('curves a segment only where the path bends evenly, the same way at both ends', () => {
    // An S-bend: right at one end, left at the other.
    const sBend = [on(-500, -100, 0), on(0, 0, 60_000), on(500, 0, 120_000), on(1_000, 100, 180_000)];
    expect(smoothPath(sBend, always).filter((p) => p.timestampMs > 60_000 && p.timestampMs < 120_000)).toEqual([]);
    // An even bend: 11° right at each end.
    const bend = [on(-500, -100, 0), on(0, 0, 60_000), on(500, 0, 120_000), on(1_000, -100, 180_000)];
    const curved = smoothPath(bend, always).filter((p) => p.timestampMs > 60_000 && p.timestampMs < 120_000);
    expect(curved.length).toBeGreaterThan(40);
    expect(Math.max(...curved.map((p) => Math.abs(p.n)))).toBeGreaterThan(1);
  });

  it('passes through both ends of a segment', () => {
    const [p0, p1, p2, p3] = [
      { e: 0, n: 0 },
      { e: 100, n: 40 },
      { e: 250, n: 0 },
      { e: 300, n: -200 },
    ];
    expect(catmullRom(p0, p1, p2, p3, 0)).toEqual(p1);
    const end = catmullRom(p0, p1, p2, p3, 1);
    expect(end.e).toBeCloseTo(250, 9);
    expect(end.n).toBeCloseTo(0, 9);
  });
});
