import type { PlanePoint } from './local-plane';
import { cross, isInside } from './plane-geometry';

// Where a straight piece of path changes side of a zone, exactly, with hysteresis: a change counts where the path is
// first `margin` past the boundary on the other side. The points within the margin of the boundary form, along the
// segment, one interval per edge (the segment through the edge's capsule: a strip along it, a disc at each end).
// Between those intervals the path is clear of the boundary and so wholly inside or wholly outside; each such gap
// starts exactly at the margin, which is where a change of side counts. No sampling: the times are exact.

export type GeofenceSide = 'INSIDE' | 'OUTSIDE';

export interface SideChange {
  /** Along the segment, 0 at its start and 1 at its end (its share of the segment's length). */
  fraction: number;
  side: GeofenceSide;
}

/** The geometry sideChanges reads: the polygon in its plane and the margin, metres. */
export interface ZoneOutline {
  ring: readonly PlanePoint[];
  marginM: number;
}

/**
 * Gaps shorter than this (in metres along the path) are rounding between two edges' intervals, a path through a
 * vertex: they are not a stretch clear of the boundary.
 */
const GAP_TOLERANCE_M = 1e-6;

type Interval = [number, number];

/** Every change of side along a→b for a path that is on `side` at a, in order. */
export function sideChanges(zone: ZoneOutline, a: PlanePoint, b: PlanePoint, side: GeofenceSide): SideChange[] {
  const d = { x: b.x - a.x, y: b.y - a.y };
  const length = Math.hypot(d.x, d.y);
  if (length === 0) return [];
  const changes: SideChange[] = [];
  let current = side;
  for (const [start, end] of clearStretches(nearBoundary(zone, a, d), GAP_TOLERANCE_M / length)) {
    const middle = (start + end) / 2;
    const sideThere = isInside(zone.ring, { x: a.x + d.x * middle, y: a.y + d.y * middle }) ? 'INSIDE' : 'OUTSIDE';
    if (sideThere === current) continue;
    changes.push({ fraction: start, side: sideThere });
    current = sideThere;
  }
  return changes;
}

/** The parts of [0, 1] along a→a+d within the margin of an edge, one interval per edge that comes that close. */
function nearBoundary(zone: ZoneOutline, a: PlanePoint, d: PlanePoint): Interval[] {
  const { ring, marginM } = zone;
  const reach = {
    minX: Math.min(a.x, a.x + d.x) - marginM,
    maxX: Math.max(a.x, a.x + d.x) + marginM,
    minY: Math.min(a.y, a.y + d.y) - marginM,
    maxY: Math.max(a.y, a.y + d.y) + marginM,
  };
  const intervals: Interval[] = [];
  for (let i = 0; i < ring.length; i += 1) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    // Most edges of a zone are nowhere near a given segment: skip them before any arithmetic.
    if (Math.max(p.x, q.x) < reach.minX || Math.min(p.x, q.x) > reach.maxX) continue;
    if (Math.max(p.y, q.y) < reach.minY || Math.min(p.y, q.y) > reach.maxY) continue;
    const interval = throughCapsule(p, q, marginM, a, d);
    if (interval) intervals.push(interval);
  }
  return intervals;
}

/**
 * The part of [0, 1] where a + t·d lies within `radius` of the edge pq. The capsule is convex, so the line meets it
 * in one interval: the hull of where it meets the strip beside the edge and the two end discs. At radius 0 the strip
 * alone is the edge itself: a crossing point, or the overlap of a path running along the edge.
 */
function throughCapsule(p: PlanePoint, q: PlanePoint, radius: number, a: PlanePoint, d: PlanePoint): Interval | null {
  const e = { x: q.x - p.x, y: q.y - p.y };
  const fromP = { x: a.x - p.x, y: a.y - p.y };
  const edgeSquared = e.x * e.x + e.y * e.y;
  const pieces: (Interval | null)[] = [];
  if (edgeSquared > 0) {
    // Across the edge: cross(e, ·) is the distance from its line times |e|; along it: dot(e, ·) is 0 at p, |e|² at q.
    const edgeLength = Math.sqrt(edgeSquared);
    const across = linearRange(cross(e, fromP), cross(e, d), -radius * edgeLength, radius * edgeLength);
    const along = linearRange(e.x * fromP.x + e.y * fromP.y, e.x * d.x + e.y * d.y, 0, edgeSquared);
    pieces.push(intersection(across, along));
  }
  if (radius > 0 || edgeSquared === 0) {
    pieces.push(throughDisc(fromP, d, radius), throughDisc({ x: a.x - q.x, y: a.y - q.y }, d, radius));
  }
  let hull: Interval | null = null;
  for (const piece of pieces) {
    if (piece) hull = hull ? [Math.min(hull[0], piece[0]), Math.max(hull[1], piece[1])] : piece;
  }
  return hull && intersection(hull, [0, 1]);
}

/** Where low ≤ c0 + c1·t ≤ high. */
function linearRange(c0: number, c1: number, low: number, high: number): Interval | null {
  if (c1 === 0) return low <= c0 && c0 <= high ? [-Infinity, Infinity] : null;
  const t1 = (low - c0) / c1;
  const t2 = (high - c0) / c1;
  return t1 <= t2 ? [t1, t2] : [t2, t1];
}

/** Where |fromCentre + t·d| ≤ radius. */
function throughDisc(fromCentre: PlanePoint, d: PlanePoint, radius: number): Interval | null {
  const a = d.x * d.x + d.y * d.y;
  const halfB = fromCentre.x * d.x + fromCentre.y * d.y;
  const c = fromCentre.x * fromCentre.x + fromCentre.y * fromCentre.y - radius * radius;
  const discriminant = halfB * halfB - a * c;
  if (discriminant < 0) return null;
  const root = Math.sqrt(discriminant);
  return [(-halfB - root) / a, (-halfB + root) / a];
}

function intersection(x: Interval | null, y: Interval | null): Interval | null {
  if (!x || !y) return null;
  const start = Math.max(x[0], y[0]);
  const end = Math.min(x[1], y[1]);
  return start <= end ? [start, end] : null;
}

/** The open stretches of [0, 1] outside every interval, in order; slivers up to `tolerance` long are not stretches. */
function clearStretches(near: Interval[], tolerance: number): Interval[] {
  near.sort((x, y) => x[0] - y[0]);
  const stretches: Interval[] = [];
  let cursor = 0;
  for (const [start, end] of near) {
    if (start - cursor > tolerance) stretches.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (1 - cursor > tolerance) stretches.push([cursor, 1]);
  return stretches;
}
