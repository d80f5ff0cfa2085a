// Geofence polygons (spec 03 §3 "Geofence alarm", §5): points as latitude/longitude, the default triangle around
// an address, distinct points, the ring closed on the wire.
import type { ZonePoint } from '../api/types';

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The default triangle's side (spec 03 §5). */
export const TRIANGLE_SIDE_M = 200;

/** Great-circle distance in metres. */
export function distanceM(a: ZonePoint, b: ZonePoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The point `distance` metres from `from` towards `bearingDeg` (0 north, 90 east). */
export function offset(from: ZonePoint, distance: number, bearingDeg: number): ZonePoint {
  const d = distance / EARTH_RADIUS_M;
  const b = rad(bearingDeg);
  const lat1 = rad(from.latitude);
  const lon1 = rad(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: deg(lat2), longitude: deg(lon2) };
}

/** An equilateral triangle with sides of `side` metres centred on the point, its first corner north. */
export function defaultTriangle(centre: ZonePoint, side = TRIANGLE_SIDE_M): ZonePoint[] {
  const circumradius = side / Math.sqrt(3);
  return [0, 120, 240].map((bearing) => offset(centre, circumradius, bearing));
}

const same = (a: ZonePoint, b: ZonePoint) => a.latitude === b.latitude && a.longitude === b.longitude;

/** The polygon's points without the closing repeat and without consecutive duplicates. */
export function openRing(points: readonly ZonePoint[]): ZonePoint[] {
  const out = points.filter((p, i) => i === 0 || !same(p, points[i - 1]!));
  if (out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

export function distinctPointCount(points: readonly ZonePoint[]): number {
  return new Set(points.map((p) => `${p.latitude},${p.longitude}`)).size;
}

/** The zone as the API takes it: closed by repeating the first point (spec 03 §3). */
export function closedRing(points: readonly ZonePoint[]): ZonePoint[] {
  const open = openRing(points);
  return open.length ? [...open, open[0]!] : [];
}

/** The mean of the points, the zone's centre. */
export function centreOf(points: readonly ZonePoint[]): ZonePoint | null {
  const open = openRing(points);
  if (!open.length) return null;
  return {
    latitude: open.reduce((s, p) => s + p.latitude, 0) / open.length,
    longitude: open.reduce((s, p) => s + p.longitude, 0) / open.length,
  };
}

/** Points typed as "lat, lon" lines (the text alternative to drawing); null when a line is not a coordinate. */
export function parsePoints(text: string): ZonePoint[] | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const points: ZonePoint[] = [];
  for (const line of lines) {
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return null;
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    points.push({ latitude, longitude });
  }
  return points;
}

export const formatPoints = (points: readonly ZonePoint[]): string =>
  openRing(points)
    .map((p) => `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`)
    .join('\n');
