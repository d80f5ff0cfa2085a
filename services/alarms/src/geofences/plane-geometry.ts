import type { PlanePoint } from './local-plane';

// Plane primitives of the zone checks: the cross product, segments meeting, a point inside a polygon.

export function cross(a: PlanePoint, b: PlanePoint): number {
  return a.x * b.y - a.y * b.x;
}

/** Which side of the line p→q the point r lies on: > 0 left, < 0 right, 0 on it. */
function orientation(p: PlanePoint, q: PlanePoint, r: PlanePoint): number {
  return cross({ x: q.x - p.x, y: q.y - p.y }, { x: r.x - p.x, y: r.y - p.y });
}

/** r lies within the box of p and q (used once r is known to be on the line pq). */
function withinBox(p: PlanePoint, q: PlanePoint, r: PlanePoint): boolean {
  return (
    Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y)
  );
}

/** Segments pq and rs share at least one point: a crossing, an end on the other, or a collinear overlap. */
export function segmentsTouch(p: PlanePoint, q: PlanePoint, r: PlanePoint, s: PlanePoint): boolean {
  const d1 = orientation(r, s, p);
  const d2 = orientation(r, s, q);
  const d3 = orientation(p, q, r);
  const d4 = orientation(p, q, s);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && withinBox(r, s, p)) ||
    (d2 === 0 && withinBox(r, s, q)) ||
    (d3 === 0 && withinBox(p, q, r)) ||
    (d4 === 0 && withinBox(p, q, s))
  );
}

/**
 * Even-odd: a ray east from the point crosses the boundary an odd number of times. Each edge counts its lower end and
 * not its upper one, so a ray through a vertex is counted once. The evaluator asks this only of points off the
 * boundary (or of a vehicle's first fix), where the rule for points on it does not matter.
 */
export function isInside(ring: readonly PlanePoint[], point: PlanePoint): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i];
    const b = ring[j];
    if (a.y > point.y === b.y > point.y) continue;
    const xAtRay = a.x + ((point.y - a.y) / (b.y - a.y)) * (b.x - a.x);
    if (point.x < xAtRay) inside = !inside;
  }
  return inside;
}
