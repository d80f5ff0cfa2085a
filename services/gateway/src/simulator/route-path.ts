import type { RouteDefinition } from './routes';

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const dLon = toRad(b.longitude - a.longitude);
  const y = Math.sin(dLon) * Math.cos(toRad(b.latitude));
  const x =
    Math.cos(toRad(a.latitude)) * Math.sin(toRad(b.latitude)) -
    Math.sin(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.cos(dLon);
  return (toDeg(Math.atan2(y, x)) + 360) % 360;
}

/** The smallest angle between two headings, 0..180. */
export function headingChangeDeg(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

interface Segment {
  from: LatLon;
  to: LatLon;
  startM: number;
  lengthM: number;
  bearingDeg: number;
  limitKmh: number;
  tunnel: boolean;
}

export interface PathPoint extends LatLon {
  headingDeg: number;
  limitKmh: number;
  tunnel: boolean;
}

/**
 * A route as one polyline with distances along it: where a vehicle is after s metres, which way it heads, the
 * speed limit there and the sharpest turn ahead. Driving back is the same path read from the other end.
 */
export class RoutePath {
  readonly lengthM: number;
  private readonly segments: Segment[] = [];

  constructor(readonly route: RouteDefinition) {
    let previous: LatLon | undefined;
    let startM = 0;
    for (const leg of route.legs) {
      for (const [latitude, longitude] of leg.points) {
        const point = { latitude, longitude };
        if (previous) {
          const lengthM = distanceM(previous, point);
          if (lengthM > 0) {
            this.segments.push({
              from: previous,
              to: point,
              startM,
              lengthM,
              bearingDeg: bearingDeg(previous, point),
              limitKmh: leg.limitKmh,
              tunnel: leg.tunnel ?? false,
            });
            startM += lengthM;
          }
        }
        previous = point;
      }
    }
    if (this.segments.length === 0) throw new Error(`route ${route.id} has no length`);
    this.lengthM = startM;
  }

  /** The point `s` metres from the start (forward) or from the end (`reverse`), clamped to the path. */
  at(s: number, reverse = false): PathPoint {
    const along = Math.min(Math.max(reverse ? this.lengthM - s : s, 0), this.lengthM);
    const segment = this.segmentAt(along);
    const f = segment.lengthM === 0 ? 0 : (along - segment.startM) / segment.lengthM;
    return {
      latitude: segment.from.latitude + (segment.to.latitude - segment.from.latitude) * f,
      longitude: segment.from.longitude + (segment.to.longitude - segment.from.longitude) * f,
      headingDeg: reverse ? (segment.bearingDeg + 180) % 360 : segment.bearingDeg,
      limitKmh: segment.limitKmh,
      tunnel: segment.tunnel,
    };
  }

  /** The sharpest heading change between `s` and `s + aheadM` in the driving direction (0 on a straight). */
  turnAheadDeg(s: number, aheadM: number, reverse = false): number {
    const here = this.at(s, reverse).headingDeg;
    let sharpest = 0;
    for (let d = 25; d <= aheadM; d += 25) {
      if (s + d > this.lengthM) break;
      sharpest = Math.max(sharpest, headingChangeDeg(here, this.at(s + d, reverse).headingDeg));
    }
    return sharpest;
  }

  /**
   * Where the path passes closest to a point: metres along it (forward) and how far off, on the segments with a GPS
   * fix (a place beside a tunnel is not reached from inside it). Flat projection per segment: they are short.
   */
  nearest(point: LatLon): { alongM: number; offM: number } {
    let best = { alongM: 0, offM: Infinity };
    for (const segment of this.segments) {
      if (segment.tunnel) continue;
      const kx = 111_320 * Math.cos(toRad(point.latitude));
      const ky = 110_574;
      const [ax, ay] = [segment.from.longitude * kx, segment.from.latitude * ky];
      const [bx, by] = [segment.to.longitude * kx, segment.to.latitude * ky];
      const [px, py] = [point.longitude * kx, point.latitude * ky];
      const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2));
      const offM = Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
      if (offM < best.offM) best = { alongM: segment.startM + t * segment.lengthM, offM };
    }
    return best;
  }

  /** The path's vertices in order (for tests and maps). */
  vertices(): LatLon[] {
    return [this.segments[0]!.from, ...this.segments.map((segment) => segment.to)];
  }

  private segmentAt(along: number): Segment {
    // Binary search: the last segment starting at or before `along`.
    let low = 0;
    let high = this.segments.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.segments[mid]!.startM <= along) low = mid;
      else high = mid - 1;
    }
    return this.segments[low]!;
  }
}
