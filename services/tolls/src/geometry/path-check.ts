import { trackCharges } from '../cli/track-lines';
import type { Vehicle } from '../rules/day-charges';
import {
  alongRoad,
  billingKey,
  closestApproaches,
  cross,
  type DetectedPassage,
  detectionPath,
  isDrive,
  lineCrossings,
  MAX_CROSSING_ANGLE_DEG,
  MAX_SEGMENT_SPEED_KMH,
  type PathPoint,
  type TrackPoint,
} from './passage-detection';
import { DETECTION_HALF_WIDTH_M, headingOf, type StationGeometry } from './station-geometry';
import { fromSweref99tm, type GridPoint } from './sweref99tm';

// The toll analyser's check of a trip's path (spec 03 §2, CheckPath): detection run again with the given stations,
// changing nothing, and explained station by station. Every station whose gantry the path came within
// CHECK_RADIUS_M of gets a row: counted or not, when and where (the crossing, or the closest approach), and why in
// plain words; the amounts are the rules' (trackCharges) on the trip's passages alone. The geometry is
// passage-detection's own (the path it reads, curved between sparse points; its crossings; its one-passage-per-station
// merging): nothing here decides differently.

/** Stations farther from the path than this are not listed. */
export const CHECK_RADIUS_M = 100;

export interface CheckedStation {
  station: StationGeometry;
  /** Counted as a passage. */
  hit: boolean;
  /** Of the crossing, or of the closest approach where not counted. */
  timestampMs: number;
  latitude: number;
  longitude: number;
  /** From the gantry to the crossing (or the closest approach), metres. */
  offsetM: number;
  reason: string;
  /** What it bears by the rules (0 where not counted, or absorbed by a window, the pair or the daily maximum). */
  amountSek: number;
}

export interface PathCheck {
  congestionTaxSek: number;
  infraTaxSek: number;
  /** In time order. */
  passages: CheckedStation[];
}

/** The closest point of the path to a gantry. */
interface Approach {
  distanceM: number;
  at: GridPoint;
  timestampMs: number;
  /** The segment (from point i to i+1) it lies on; -1 for a path of one point. */
  segmentIndex: number;
  /** Along that segment, clamped to 0..1. */
  fraction: number;
}

export function checkPath(
  vehicle: Vehicle,
  track: readonly TrackPoint[],
  stations: readonly StationGeometry[],
): PathCheck {
  const path = detectionPath(track);
  const { charges } = trackCharges(vehicle, track, stations);
  const kept = charges.passages.map((passage) => passage.detected);
  const amounts = new Map<DetectedPassage, number>(
    charges.passages.map((passage) => [passage.detected, passage.amountSek]),
  );
  const rows: CheckedStation[] = [];
  for (const station of stations) {
    const approach = closestApproach(path, station.position);
    if (!approach || approach.distanceM > CHECK_RADIUS_M) continue;
    const crossings =
      path.length < 2 ? [] : station.line ? lineCrossings(path, station) : closestApproaches(path, station);
    if (crossings.length === 0) {
      rows.push({
        station,
        hit: false,
        timestampMs: approach.timestampMs,
        ...fromSweref99tm(approach.at),
        offsetM: approach.distanceM,
        reason: explainMiss(path, station, approach),
        amountSek: 0,
      });
      continue;
    }
    for (const crossing of crossings) {
      const counted = kept.find((candidate) => sameCrossing(candidate, crossing));
      const base = {
        station,
        timestampMs: crossing.timestampMs,
        latitude: crossing.latitude,
        longitude: crossing.longitude,
        offsetM: crossing.offsetM,
      };
      if (counted) {
        const amountSek = amounts.get(counted) ?? 0;
        rows.push({ ...base, hit: true, reason: explainHit(path, counted), amountSek });
      } else {
        rows.push({ ...base, hit: false, reason: explainMerge(crossing, kept), amountSek: 0 });
      }
    }
  }
  rows.sort((a, b) => a.timestampMs - b.timestampMs || a.station.id.localeCompare(b.station.id));
  return { congestionTaxSek: charges.congestionTaxSek, infraTaxSek: charges.infraTaxSek, passages: rows };
}

function sameCrossing(a: DetectedPassage, b: DetectedPassage): boolean {
  return a.station.id === b.station.id && a.segmentIndex === b.segmentIndex && a.timestampMs === b.timestampMs;
}

/** The path's closest point to `gantry` over every segment of non-zero length (or its only point). */
export function closestApproach(path: readonly PathPoint[], gantry: GridPoint): Approach | null {
  if (path.length === 0) return null;
  if (path.length === 1) {
    const only = path[0];
    return {
      distanceM: Math.hypot(only.e - gantry.e, only.n - gantry.n),
      at: { e: only.e, n: only.n },
      timestampMs: only.timestampMs,
      segmentIndex: -1,
      fraction: 0,
    };
  }
  let best: Approach | null = null;
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    const r = { e: b.e - a.e, n: b.n - a.n };
    const squared = r.e * r.e + r.n * r.n;
    const t = squared === 0 ? 0 : clamp(((gantry.e - a.e) * r.e + (gantry.n - a.n) * r.n) / squared);
    const at = { e: a.e + r.e * t, n: a.n + r.n * t };
    const distanceM = Math.hypot(at.e - gantry.e, at.n - gantry.n);
    if (best === null || distanceM < best.distanceM) {
      best = {
        distanceM,
        at,
        timestampMs: Math.round(a.timestampMs + (b.timestampMs - a.timestampMs) * t),
        segmentIndex: i,
        fraction: t,
      };
    }
  }
  return best;
}

function clamp(t: number): number {
  return Math.min(1, Math.max(0, t));
}

/** Metres as people read them: one decimal below 10 m, whole metres above. */
export function metres(value: number): string {
  return value < 10 ? `${Math.round(value * 10) / 10} m` : `${Math.round(value)} m`;
}

function degrees(value: number): string {
  return `${Math.round(value)}°`;
}

/** The angle between the path's direction and a road heading, either way along the road: 0–90°. */
function angleToRoad(a: GridPoint, b: GridPoint, roadHeadingDeg: number): number {
  const difference = (((headingOf(a, b) - roadHeadingDeg) % 180) + 180) % 180;
  return Math.min(difference, 180 - difference);
}

function explainHit(path: readonly PathPoint[], passage: DetectedPassage): string {
  const { station } = passage;
  const offset = metres(passage.offsetM);
  if (station.point.detectionLine) return `crossed the bridge's charged line ${offset} from the gantry point`;
  if (station.line && station.directionDeg !== null) {
    const a = path[passage.segmentIndex];
    const b = path[passage.segmentIndex + 1];
    return (
      `crossed the line across the road (heading ${degrees(station.directionDeg)}) ${offset} from the gantry, ` +
      `${degrees(angleToRoad(a, b, station.directionDeg))} off the road's direction`
    );
  }
  return `crossed the line across the vehicle's direction ${offset} from the gantry`;
}

/** A crossing that oncePerStation dropped: the last counted crossing of the same station before it absorbed it. */
function explainMerge(crossing: DetectedPassage, kept: readonly DetectedPassage[]): string {
  const key = billingKey(crossing.station);
  const absorbing = kept
    .filter((candidate) => billingKey(candidate.station) === key && candidate.timestampMs <= crossing.timestampMs)
    .at(-1);
  if (!absorbing) return 'merged with another crossing of the same station';
  const seconds = (crossing.timestampMs - absorbing.timestampMs) / 1000;
  const gap = seconds < 60 ? `${Math.round(seconds * 10) / 10} s` : `${Math.round(seconds / 6) / 10} min`;
  return absorbing.station.id === crossing.station.id
    ? `merged with an earlier crossing of the same gantry ${gap} before (one drive past the station)`
    : `merged with gantry ${absorbing.station.id} of the same station, crossed ${gap} before`;
}

function explainMiss(path: readonly PathPoint[], station: StationGeometry, approach: Approach): string {
  const distance = metres(approach.distanceM);
  if (path.length < 2) return `the path has one point only (closest approach ${distance}): no segment to cross`;
  const last = path.length - 2;
  const onlyEnd =
    approach.segmentIndex === 0 && approach.fraction === 0
      ? 'path only starts here'
      : approach.segmentIndex === last && approach.fraction === 1
        ? 'path only ends here'
        : null;
  const segment = approach.segmentIndex;
  const jump = !isDrive(path[segment], path[segment + 1]);
  if (station.line) {
    const blocked = blockedCrossing(path, station);
    if (blocked) return blocked;
    const what = station.point.detectionLine
      ? "the bridge's charged line"
      : `the charged line (${DETECTION_HALF_WIDTH_M} m each side of the gantry)`;
    if (onlyEnd && approach.distanceM <= DETECTION_HALF_WIDTH_M) return `${onlyEnd}: ${distance} from the gantry`;
    return `closest approach ${distance}: does not cross ${what}`;
  }
  if (approach.distanceM > DETECTION_HALF_WIDTH_M) {
    return `closest approach ${distance}: beyond ${DETECTION_HALF_WIDTH_M} m`;
  }
  if (onlyEnd) return `${onlyEnd}: ${distance} from the gantry`;
  if (jump) return `closest approach ${distance} on a GPS jump (faster than ${MAX_SEGMENT_SPEED_KMH} km/h)`;
  return `closest approach ${distance} at a turn: the path turns back before passing the gantry`;
}

/** A segment meeting a station's line that detection does not count: a GPS jump, or too far off the road's heading. */
function blockedCrossing(path: readonly PathPoint[], station: StationGeometry): string | null {
  const [p, q] = station.line!;
  const s = { e: q.e - p.e, n: q.n - p.n };
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    const r = { e: b.e - a.e, n: b.n - a.n };
    const denominator = cross(r, s);
    if (denominator === 0) continue;
    const fromA = { e: p.e - a.e, n: p.n - a.n };
    const t = cross(fromA, s) / denominator;
    const u = cross(fromA, r) / denominator;
    if (t <= 0 || t > 1 || u < 0 || u > 1) continue;
    if (!isDrive(a, b)) return `crosses the line on a GPS jump (faster than ${MAX_SEGMENT_SPEED_KMH} km/h)`;
    if (!station.point.detectionLine && !alongRoad(r, station.directionDeg!)) {
      return (
        `heading ${degrees(station.directionDeg!)}: path crosses at ${degrees(angleToRoad(a, b, station.directionDeg!))} ` +
        `to the road (more than ${MAX_CROSSING_ANGLE_DEG}°)`
      );
    }
  }
  return null;
}
