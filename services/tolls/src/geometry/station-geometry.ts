import type { ControlPoint, Tariff } from '../stations/stations';
import { type GridPoint, toSweref99tm } from './sweref99tm';

// The detection geometry of a control point, in SWEREF 99 TM metres. The data holds a gantry's position only (no
// road heading, no line), so the geometry is derived (README "Detection geometry"):
// - a bridge of the infrastructure fees has a line across the road in the data: that line is the charged line;
// - a gantry with a known heading (set in the toll analyser as its nudge angle) has a charged line through its
//   position, across the heading, DETECTION_HALF_WIDTH_M to each side;
// - a gantry without a known heading is taken to lie across the vehicle's own direction: the path crosses its line
//   exactly when it passes the gantry within DETECTION_HALF_WIDTH_M (the foot of the perpendicular from the gantry
//   lies between two GPS points).
// The analyser's overrides move a gantry (east, north) and set or turn its heading; they apply to later computations.

/** How far to each side of a gantry its charged line reaches: a carriageway and GPS error, short of a parallel road. */
export const DETECTION_HALF_WIDTH_M = 25;

/** A correction from the toll analyser (spec 03 "Toll station": sweref99tm_e, sweref99tm_n, nudge_angle). */
export interface StationOverride {
  sweref99tmE?: number | null;
  sweref99tmN?: number | null;
  /** Degrees clockwise from north: the road's heading where the data has none, else a turn of the data's line. */
  nudgeAngle?: number | null;
  /** The tariff class the control point bills instead of the data's. */
  tariff?: Tariff | null;
}

export interface StationGeometry {
  /** Unique across cities: `<city>-<cpNumber>`, or the city alone for a bridge without a number. */
  id: string;
  point: ControlPoint;
  /** The gantry's position after any override. */
  position: GridPoint;
  /** The road's heading in degrees clockwise from north (either way: both directions are charged), null if unknown. */
  directionDeg: number | null;
  /** The charged line across the road; null while the heading is unknown. */
  line: [GridPoint, GridPoint] | null;
}

export function stationId(point: ControlPoint): string {
  return point.cpNumber === null ? point.city : `${point.city}-${point.cpNumber}`;
}

export function stationGeometry(seedPoint: ControlPoint, override: StationOverride = {}): StationGeometry {
  const point = override.tariff ? { ...seedPoint, tariff: override.tariff } : seedPoint;
  const dataPosition = toSweref99tm(point.lat, point.lon);
  const position = {
    e: override.sweref99tmE ?? dataPosition.e,
    n: override.sweref99tmN ?? dataPosition.n,
  };
  const nudge = override.nudgeAngle ?? null;
  if (point.detectionLine) {
    const [a, b] = point.detectionLine.map(([latitude, longitude]) => toSweref99tm(latitude, longitude));
    // The data's line, moved with the position and turned by the nudge about its middle.
    const shift = { e: position.e - dataPosition.e, n: position.n - dataPosition.n };
    const middle = { e: (a.e + b.e) / 2 + shift.e, n: (a.n + b.n) / 2 + shift.n };
    const halfLength = Math.hypot(b.e - a.e, b.n - a.n) / 2;
    // Heading of the line itself, then the road's heading across it.
    const lineHeading = headingOf(a, b) + (nudge ?? 0);
    return {
      id: stationId(point),
      point,
      position,
      directionDeg: normalise(lineHeading + 90),
      line: lineThrough(middle, lineHeading, halfLength),
    };
  }
  if (nudge === null) return { id: stationId(point), point, position, directionDeg: null, line: null };
  const directionDeg = normalise(nudge);
  return {
    id: stationId(point),
    point,
    position,
    directionDeg,
    line: lineThrough(position, directionDeg + 90, DETECTION_HALF_WIDTH_M),
  };
}

export function stationGeometries(
  points: readonly ControlPoint[],
  overrides: ReadonlyMap<string, StationOverride> = new Map(),
): StationGeometry[] {
  return points.map((point) => stationGeometry(point, overrides.get(stationId(point))));
}

/** Degrees clockwise from north of the direction from a to b. */
export function headingOf(a: GridPoint, b: GridPoint): number {
  return normalise((Math.atan2(b.e - a.e, b.n - a.n) * 180) / Math.PI);
}

function normalise(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

function lineThrough(middle: GridPoint, headingDeg: number, halfLength: number): [GridPoint, GridPoint] {
  const radians = (headingDeg * Math.PI) / 180;
  const step = { e: Math.sin(radians) * halfLength, n: Math.cos(radians) * halfLength };
  return [
    { e: middle.e - step.e, n: middle.n - step.n },
    { e: middle.e + step.e, n: middle.n + step.n },
  ];
}
