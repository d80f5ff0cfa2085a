import { smoothPath } from './path-smoothing';
import { DETECTION_HALF_WIDTH_M, type StationGeometry } from './station-geometry';
import { fromSweref99tm, type GridPoint, toSweref99tm } from './sweref99tm';

// Passages from a trip's full path (README "Detection geometry"): the path is the GPS points joined by straight
// segments in time order; a passage is a segment crossing a station's charged line, timed by interpolation along
// the segment. Points near a station count for nothing by themselves, and a path beside a station never crosses it.

export interface TrackPoint {
  timestampMs: number;
  latitude: number;
  longitude: number;
}

export interface DetectedPassage {
  station: StationGeometry;
  /** Interpolated along the crossing segment. */
  timestampMs: number;
  /** Where the path crosses the charged line. */
  latitude: number;
  longitude: number;
  /** The path segment (from point i to i+1 of the cleaned path) that crosses. */
  segmentIndex: number;
  /** From the crossing point to the gantry, metres. */
  offsetM: number;
}

/** A segment faster than this is a GPS jump, not a drive: it crosses nothing. */
export const MAX_SEGMENT_SPEED_KMH = 300;
/** A crossing with a known heading counts when the path runs within this angle of the road (either way). */
export const MAX_CROSSING_ANGLE_DEG = 70;
/**
 * Two gantries of one station are one passage when the path between them stays this close to the station's gantries
 * (the two carriageways, the ramps of one interchange, a queue jittering under a gantry), and they are crossed
 * within STATION_CROSSING_GAP_MS of each other.
 */
export const STATION_NEIGHBOURHOOD_M = 300;
export const STATION_CROSSING_GAP_MS = 3 * 60_000;

export interface PathPoint extends GridPoint {
  timestampMs: number;
}

/** The path in time order, without repeated timestamps or points that are not coordinates. */
export function cleanPath(track: readonly TrackPoint[]): PathPoint[] {
  const sorted = track
    .filter(
      (point) =>
        Number.isFinite(point.timestampMs) &&
        Math.abs(point.latitude) <= 90 &&
        Math.abs(point.longitude) <= 180 &&
        !(point.latitude === 0 && point.longitude === 0),
    )
    .sort((a, b) => a.timestampMs - b.timestampMs);
  const path: PathPoint[] = [];
  for (const point of sorted) {
    if (path.length > 0 && path[path.length - 1].timestampMs === point.timestampMs) continue;
    path.push({ timestampMs: point.timestampMs, ...toSweref99tm(point.latitude, point.longitude) });
  }
  return path;
}

/** The path detection reads: the cleaned points, curved between sparse points (`smoothPath`), as detectPassages does. */
export function detectionPath(track: readonly TrackPoint[]): PathPoint[] {
  return smoothPath(cleanPath(track), isDrive);
}

/** Every passage of the path through the stations, in time order, two gantries of a station crossed together once. */
export function detectPassages(track: readonly TrackPoint[], stations: readonly StationGeometry[]): DetectedPassage[] {
  const path = smoothPath(cleanPath(track), isDrive);
  if (path.length < 2) return [];
  const box = boundingBox(path);
  const crossings: DetectedPassage[] = [];
  for (const station of stations) {
    if (!near(box, station)) continue;
    crossings.push(...(station.line ? lineCrossings(path, station) : closestApproaches(path, station)));
  }
  crossings.sort((a, b) => a.timestampMs - b.timestampMs || a.station.id.localeCompare(b.station.id));
  return oncePerStation(crossings, path, stations);
}

export function isDrive(a: PathPoint, b: PathPoint): boolean {
  const metres = Math.hypot(b.e - a.e, b.n - a.n);
  if (metres === 0) return false;
  return (metres / ((b.timestampMs - a.timestampMs) / 1000)) * 3.6 <= MAX_SEGMENT_SPEED_KMH;
}

function passageAt(
  station: StationGeometry,
  a: PathPoint,
  b: PathPoint,
  fraction: number,
  segmentIndex: number,
): DetectedPassage {
  const at = { e: a.e + (b.e - a.e) * fraction, n: a.n + (b.n - a.n) * fraction };
  return {
    station,
    timestampMs: Math.round(a.timestampMs + (b.timestampMs - a.timestampMs) * fraction),
    ...fromSweref99tm(at),
    segmentIndex,
    offsetM: Math.hypot(at.e - station.position.e, at.n - station.position.n),
  };
}

/** A station with a charged line: segments that cross it (a segment ending on the line crosses; one starting does not). */
export function lineCrossings(path: readonly PathPoint[], station: StationGeometry): DetectedPassage[] {
  const [p, q] = station.line!;
  const found: DetectedPassage[] = [];
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    if (!isDrive(a, b)) continue;
    const r = { e: b.e - a.e, n: b.n - a.n };
    const s = { e: q.e - p.e, n: q.n - p.n };
    const denominator = cross(r, s);
    if (denominator === 0) continue;
    const fromA = { e: p.e - a.e, n: p.n - a.n };
    const t = cross(fromA, s) / denominator; // along the path segment
    const u = cross(fromA, r) / denominator; // along the charged line
    if (t <= 0 || t > 1 || u < 0 || u > 1) continue;
    if (!station.point.detectionLine && !alongRoad(r, station.directionDeg!)) continue;
    found.push(passageAt(station, a, b, t, i));
  }
  return found;
}

/** The path's direction is within MAX_CROSSING_ANGLE_DEG of the road's heading, either way. */
export function alongRoad(direction: GridPoint, headingDeg: number): boolean {
  const radians = (headingDeg * Math.PI) / 180;
  const cosine =
    (direction.e * Math.sin(radians) + direction.n * Math.cos(radians)) / Math.hypot(direction.e, direction.n);
  return Math.abs(cosine) >= Math.cos((MAX_CROSSING_ANGLE_DEG * Math.PI) / 180);
}

/**
 * A station without a heading: the path passes it within DETECTION_HALF_WIDTH_M with the foot of the perpendicular
 * from the gantry inside a segment (or at a bend between two segments that both point past it). A path that only
 * starts or ends near a gantry passes nothing.
 */
export function closestApproaches(path: readonly PathPoint[], station: StationGeometry): DetectedPassage[] {
  const found: DetectedPassage[] = [];
  const g = station.position;
  const fractions: (number | null)[] = [];
  for (let i = 0; i + 1 < path.length; i += 1) {
    const a = path[i];
    const b = path[i + 1];
    if (!isDrive(a, b)) {
      fractions.push(null);
      continue;
    }
    const r = { e: b.e - a.e, n: b.n - a.n };
    const t = ((g.e - a.e) * r.e + (g.n - a.n) * r.n) / (r.e * r.e + r.n * r.n);
    fractions.push(t);
    if (t <= 0 || t > 1) continue;
    const at = { e: a.e + r.e * t, n: a.n + r.n * t };
    if (Math.hypot(at.e - g.e, at.n - g.n) <= DETECTION_HALF_WIDTH_M) found.push(passageAt(station, a, b, t, i));
  }
  // Bends: the segment before points past the gantry (t > 1) and the one after starts past it (t ≤ 0).
  for (let i = 1; i + 1 < path.length; i += 1) {
    const before = fractions[i - 1];
    const after = fractions[i];
    if (before === null || after === null || before <= 1 || after > 0) continue;
    const v = path[i];
    if (Math.hypot(v.e - g.e, v.n - g.n) <= DETECTION_HALF_WIDTH_M) {
      found.push(passageAt(station, path[i - 1], v, 1, i - 1));
    }
  }
  return found;
}

export function cross(a: GridPoint, b: GridPoint): number {
  return a.e * b.n - a.n * b.e;
}

/** The identity a station bills under: gantries sharing it are one station. */
export function billingKey(station: StationGeometry): string {
  const point = station.point;
  return [point.city, point.name, point.tariff, point.backaRole ?? '', point.essingeledenPair ?? ''].join('|');
}

/** Crossings of gantries of one station in one drive past it (the path not leaving its neighbourhood, minutes apart) count once. */
function oncePerStation(
  crossings: readonly DetectedPassage[],
  path: readonly PathPoint[],
  stations: readonly StationGeometry[],
): DetectedPassage[] {
  const gantries = new Map<string, GridPoint[]>();
  for (const station of stations) {
    const key = billingKey(station);
    gantries.set(key, [...(gantries.get(key) ?? []), station.position]);
  }
  const last = new Map<string, DetectedPassage>();
  const kept: DetectedPassage[] = [];
  for (const crossing of crossings) {
    const key = billingKey(crossing.station);
    const previous = last.get(key);
    last.set(key, crossing);
    const sameDrive =
      previous !== undefined &&
      crossing.timestampMs - previous.timestampMs <= STATION_CROSSING_GAP_MS &&
      stayedNear(path, previous.segmentIndex + 1, crossing.segmentIndex, gantries.get(key)!);
    if (sameDrive) continue;
    kept.push(crossing);
  }
  return kept;
}

function stayedNear(path: readonly PathPoint[], from: number, to: number, gantries: readonly GridPoint[]): boolean {
  for (let i = from; i <= to; i += 1) {
    const v = path[i];
    if (!gantries.some((g) => Math.hypot(v.e - g.e, v.n - g.n) <= STATION_NEIGHBOURHOOD_M)) return false;
  }
  return true;
}

interface Box {
  minE: number;
  maxE: number;
  minN: number;
  maxN: number;
}

function boundingBox(path: readonly PathPoint[]): Box {
  const box = { minE: Infinity, maxE: -Infinity, minN: Infinity, maxN: -Infinity };
  for (const p of path) {
    box.minE = Math.min(box.minE, p.e);
    box.maxE = Math.max(box.maxE, p.e);
    box.minN = Math.min(box.minN, p.n);
    box.maxN = Math.max(box.maxN, p.n);
  }
  return box;
}

function near(box: Box, station: StationGeometry): boolean {
  const ends = station.line ?? [station.position, station.position];
  const margin = DETECTION_HALF_WIDTH_M + 1;
  return (
    Math.max(...ends.map((p) => p.e)) >= box.minE - margin &&
    Math.min(...ends.map((p) => p.e)) <= box.maxE + margin &&
    Math.max(...ends.map((p) => p.n)) >= box.minN - margin &&
    Math.min(...ends.map((p) => p.n)) <= box.maxN + margin
  );
}
