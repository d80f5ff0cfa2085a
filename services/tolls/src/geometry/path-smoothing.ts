import type { GridPoint } from './sweref99tm';

// The road between two sparse GPS points is rarely straight: on a curve of radius 1 km, points 500 m apart leave the
// straight segment 31 m off the road in the middle, beyond a gantry's 25 m. Detection therefore reads the path as a
// centripetal Catmull-Rom curve through the points (no cusps, no loops, little overshoot), sampled every few metres;
// on a straight road, or next to a corner, the segment stays straight. Times are interpolated along each curve by its
// length.

export interface TimedPoint extends GridPoint {
  timestampMs: number;
}

/** Segments shorter than this are straight enough as they are. */
const SMOOTH_FROM_M = 60;
/** Sample spacing along a curved segment. */
const STEP_M = 10;
const MAX_SAMPLES = 500;
/** A curve straying further than this share of its chord is not a road between the points: the chord is kept. */
const MAX_BULGE = 0.35;
/**
 * A segment is curved only where the path bends evenly, as along an arc: it turns the same way at both ends, at most
 * MAX_TURN_DEG at each (a curve of radius 800 m turns 36° between points 500 m apart) and by nearly as much
 * (TURN_MATCH_DEG). A turn at one end only (a junction after a straight road), a sharp one (a U-turn, GPS noise
 * while slow) or none leaves the segment straight: the neighbours say nothing reliable about the road between.
 */
const MAX_TURN_DEG = 45;
const TURN_MATCH_DEG = 15;

/**
 * The path with every segment longer than SMOOTH_FROM_M that lies on an even bend (above) replaced by the curve
 * through its neighbours; every other segment, and the original points, kept as they are.
 */
export function smoothPath(
  path: readonly TimedPoint[],
  isDrive: (a: TimedPoint, b: TimedPoint) => boolean,
): TimedPoint[] {
  if (path.length < 3) return [...path];
  const out: TimedPoint[] = [path[0]];
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    const length = distance(a, b);
    const before = i > 0 ? path[i - 1] : null;
    const after = i + 2 < path.length ? path[i + 2] : null;
    if (length >= SMOOTH_FROM_M && before && after && isDrive(before, a) && isDrive(a, b) && isDrive(b, after)) {
      const [atA, atB] = [signedTurnDeg(before, a, b), signedTurnDeg(a, b, after)];
      const even =
        atA !== 0 &&
        Math.sign(atA) === Math.sign(atB) &&
        Math.max(Math.abs(atA), Math.abs(atB)) <= MAX_TURN_DEG &&
        Math.abs(Math.abs(atA) - Math.abs(atB)) <= TURN_MATCH_DEG;
      if (even) out.push(...curveBetween(before, a, b, after, length));
    }
    out.push(b);
  }
  return out;
}

/** The inner samples of the curve from a to b (neither end) through their neighbours, timed by length along it. */
function curveBetween(p0: GridPoint, a: TimedPoint, b: TimedPoint, p3: GridPoint, chord: number): TimedPoint[] {
  const count = Math.min(MAX_SAMPLES, Math.ceil(chord / STEP_M));
  const samples: GridPoint[] = [];
  for (let k = 1; k < count; k += 1) samples.push(catmullRom(p0, a, b, p3, k / count));
  const bulge = Math.max(0, ...samples.map((sample) => distanceToSegment(sample, a, b)));
  if (bulge > MAX_BULGE * chord) return [];
  const lengths = [0];
  let previous: GridPoint = a;
  for (const sample of [...samples, b]) {
    lengths.push(lengths[lengths.length - 1] + distance(previous, sample));
    previous = sample;
  }
  const total = lengths[lengths.length - 1];
  return samples.map((sample, k) => ({
    ...sample,
    timestampMs: a.timestampMs + ((b.timestampMs - a.timestampMs) * lengths[k + 1]) / total,
  }));
}

/** Centripetal (α = ½) Catmull-Rom between p1 and p2 at u ∈ [0, 1] (Barry and Goldman's pyramid). */
export function catmullRom(p0: GridPoint, p1: GridPoint, p2: GridPoint, p3: GridPoint, u: number): GridPoint {
  const t0 = 0;
  const t1 = t0 + Math.sqrt(distance(p0, p1));
  const t2 = t1 + Math.sqrt(distance(p1, p2));
  const t3 = t2 + Math.sqrt(distance(p2, p3));
  const t = t1 + (t2 - t1) * u;
  const mix = (p: GridPoint, q: GridPoint, from: number, to: number): GridPoint => {
    const w = to === from ? 0 : (t - from) / (to - from);
    return { e: p.e + (q.e - p.e) * w, n: p.n + (q.n - p.n) * w };
  };
  const a1 = mix(p0, p1, t0, t1);
  const a2 = mix(p1, p2, t1, t2);
  const a3 = mix(p2, p3, t2, t3);
  const b1 = mix(a1, a2, t0, t2);
  const b2 = mix(a2, a3, t1, t3);
  return mix(b1, b2, t1, t2);
}

/** How far the path turns at `at`, coming from `from` and going on to `to`: degrees, left positive, −180…180. */
function signedTurnDeg(from: GridPoint, at: GridPoint, to: GridPoint): number {
  const inbound = Math.atan2(at.n - from.n, at.e - from.e);
  const outbound = Math.atan2(to.n - at.n, to.e - at.e);
  const turn = (((outbound - inbound) * 180) / Math.PI) % 360;
  if (turn > 180) return turn - 360;
  if (turn < -180) return turn + 360;
  return turn;
}

function distance(a: GridPoint, b: GridPoint): number {
  return Math.hypot(b.e - a.e, b.n - a.n);
}

function distanceToSegment(p: GridPoint, a: GridPoint, b: GridPoint): number {
  const r = { e: b.e - a.e, n: b.n - a.n };
  const t = Math.max(0, Math.min(1, ((p.e - a.e) * r.e + (p.n - a.n) * r.n) / (r.e * r.e + r.n * r.n)));
  return Math.hypot(p.e - (a.e + r.e * t), p.n - (a.n + r.n * t));
}
