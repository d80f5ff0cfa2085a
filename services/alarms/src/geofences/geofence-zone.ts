import { eastOfOrigin, type LatLng, type LocalPlane, planeAbout, type PlanePoint, toPlane } from './local-plane';
import { cross, segmentsTouch } from './plane-geometry';

// A geofence alarm's zone as the evaluator reads it (spec 03 §3 "Geofence alarm"): the polygon drawn on the map,
// checked once and projected once into its own plane, so that neither is repeated per fix.

/** A geofence alarm's own fields, in the API's names. */
export interface GeofenceSettings {
  zoneCoords: readonly LatLng[];
  activeOnEnter: boolean;
  activeOnExit: boolean;
  /** 100 − sensitivity, 0..100; absent: DEFAULT_DISTORTION. */
  distortion?: number | null;
}

export const DEFAULT_DISTORTION = 50;
/** The margin is half the distortion in metres: 25 m by default, none at distortion 0. */
export const MARGIN_M_PER_DISTORTION = 0.5;

export interface GeofenceZone {
  activeOnEnter: boolean;
  activeOnExit: boolean;
  /** How far past the boundary the path must be before a change of side counts. */
  marginM: number;
  plane: LocalPlane;
  /** The polygon in the plane: distinct consecutive vertices, not closed (the last joins the first). */
  ring: readonly PlanePoint[];
  /** The polygon's bounds in degrees, grown by the margin (longitudes east of the origin may pass ±180). */
  bounds: DegreeBounds;
}

export interface DegreeBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The names of the contracts' ErrorCode, so the service maps a refusal with ErrorCode[code]. */
export type GeofenceErrorCode = 'GEOFENCE_TOO_FEW_POINTS' | 'GEOFENCE_SELF_INTERSECTING' | 'GEOFENCE_BAD_DISTORTION';

export type GeofenceValidation =
  { ok: true; zone: GeofenceZone } | { ok: false; code: GeofenceErrorCode; message: string };

export const GEOFENCE_MESSAGES: Readonly<Record<GeofenceErrorCode, string>> = {
  GEOFENCE_TOO_FEW_POINTS: 'need to select at least 3 points on the map',
  GEOFENCE_SELF_INTERSECTING: "the zone's edges cross each other",
  GEOFENCE_BAD_DISTORTION: 'distortion must be between 0 and 100',
};

/** The zone of a geofence alarm, or why it cannot be one: too few points, crossing edges, a bad distortion. */
export function validateGeofence(settings: GeofenceSettings): GeofenceValidation {
  const vertices = ringOf(settings.zoneCoords);
  if (vertices === null) return refusal('GEOFENCE_TOO_FEW_POINTS');
  const plane = planeAbout(vertices);
  const ring = vertices.map((vertex) => toPlane(plane, vertex));
  if (crossesItself(ring)) return refusal('GEOFENCE_SELF_INTERSECTING');
  const distortion = settings.distortion ?? DEFAULT_DISTORTION;
  if (!Number.isFinite(distortion) || distortion < 0 || distortion > 100) return refusal('GEOFENCE_BAD_DISTORTION');
  const marginM = distortion * MARGIN_M_PER_DISTORTION;
  return {
    ok: true,
    zone: {
      activeOnEnter: settings.activeOnEnter,
      activeOnExit: settings.activeOnExit,
      marginM,
      plane,
      ring,
      bounds: grownBounds(plane, vertices, marginM),
    },
  };
}

function refusal(code: GeofenceErrorCode): GeofenceValidation {
  return { ok: false, code, message: GEOFENCE_MESSAGES[code] };
}

/**
 * The polygon's vertices without the closing point and without a point repeated right after itself, or null when it
 * has fewer than 3 distinct points. A point that is not on the map (not a number, beyond ±90/±180) is not a point the
 * user selected: the zone is refused rather than drawn without it.
 */
function ringOf(coords: readonly LatLng[]): LatLng[] | null {
  if (!coords.every(onTheMap)) return null;
  const distinct = new Set(coords.map((point) => `${point.latitude},${point.longitude}`));
  if (distinct.size < 3) return null;
  const ring = coords.filter((point, i) => i === 0 || !samePoint(point, coords[i - 1]));
  while (samePoint(ring[ring.length - 1], ring[0])) ring.pop();
  return ring;
}

function onTheMap(point: LatLng): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

function samePoint(a: LatLng, b: LatLng): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * Whether two edges meet anywhere but the vertex that joins neighbours. Neighbours folding back over each other (a
 * spike, three points on a line) overlap, which is a crossing too: such a zone has no inside along that stretch.
 * Quadratic in the vertices, which is fine for zones drawn by hand and checked once.
 */
function crossesItself(ring: readonly PlanePoint[]): boolean {
  const n = ring.length;
  const edge = (i: number): [PlanePoint, PlanePoint] => [ring[i], ring[(i + 1) % n]];
  for (let i = 0; i < n; i += 1) {
    const [p, q] = edge(i);
    const [, next] = edge((i + 1) % n);
    if (foldsBack(p, q, next)) return true;
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // the last edge is the first's neighbour
      const [r, s] = edge(j);
      if (segmentsTouch(p, q, r, s)) return true;
    }
  }
  return false;
}

/** At vertex q, the edge to `next` turns straight back along the edge from p. */
function foldsBack(p: PlanePoint, q: PlanePoint, next: PlanePoint): boolean {
  const back = { x: p.x - q.x, y: p.y - q.y };
  const on = { x: next.x - q.x, y: next.y - q.y };
  // Collinear up to the rounding of degrees (about a nanometre): a sine of the angle between them below 1e-9.
  const collinear = Math.abs(cross(back, on)) <= 1e-9 * Math.hypot(back.x, back.y) * Math.hypot(on.x, on.y);
  return collinear && back.x * on.x + back.y * on.y > 0;
}

/** Bounds in degrees; the margin converted at the plane's own scale, which is the one distances are measured in. */
function grownBounds(plane: LocalPlane, vertices: readonly LatLng[], marginM: number): DegreeBounds {
  // A hair more than the margin, so that a point exactly margin away is never lost to rounding.
  const growLatitude = (marginM * (1 + 1e-9)) / plane.metresPerDegreeLatitude + 1e-9;
  const growLongitude = (marginM * (1 + 1e-9)) / plane.metresPerDegreeLongitude + 1e-9;
  const bounds = { minLatitude: 90, maxLatitude: -90, minLongitude: Infinity, maxLongitude: -Infinity };
  for (const vertex of vertices) {
    const longitude = plane.originLongitude + eastOfOrigin(plane, vertex.longitude);
    bounds.minLatitude = Math.min(bounds.minLatitude, vertex.latitude - growLatitude);
    bounds.maxLatitude = Math.max(bounds.maxLatitude, vertex.latitude + growLatitude);
    bounds.minLongitude = Math.min(bounds.minLongitude, longitude - growLongitude);
    bounds.maxLongitude = Math.max(bounds.maxLongitude, longitude + growLongitude);
  }
  return bounds;
}
