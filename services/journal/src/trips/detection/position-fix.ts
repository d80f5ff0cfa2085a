import turfDistance from '@turf/distance';

/** One normalised position record of a tracker, as the detector takes it. */
export interface PositionFix {
  imei: string;
  timestampMs: number;
  latitude: number;
  longitude: number;
  /** Absent: unknown (the tracker's value was impossible); never taken as moving, nor as a speed of 0. */
  speedKmh?: number;
  satellites: number;
  /** Present when the device reports ignition (Teltonika IO 239, Queclink's ignition reports). */
  ignition?: boolean;
  /** The device's total odometer in metres, when it reports one. */
  odometerM?: number;
  /** The reported heading (course over ground), degrees from north. */
  headingDeg?: number;
  /** A harsh event the device's accelerometer detected (Teltonika IO 253: 1 acceleration, 2 braking, 3 cornering). */
  greenDrivingType?: number;
  /** The driver's iButton key the device read (Teltonika IO 78), 16 lower-case hex digits; absent without a key. */
  ibuttonId?: string;
}

/** Whether the fix reports at least `movingSpeedKmh` (an unknown speed does not). */
export function reportsSpeed(fix: PositionFix, movingSpeedKmh: number): boolean {
  return fix.speedKmh !== undefined && fix.speedKmh >= movingSpeedKmh;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres. */
export function distanceM(a: LatLon, b: LatLon): number {
  if (a.latitude === b.latitude && a.longitude === b.longitude) return 0;
  return turfDistance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'meters' });
}

/**
 * Whether a record is a fix the detector may use: satellites in view and coordinates on the globe. (0, 0) is what
 * trackers send without a fix, not a place a vehicle drives to.
 */
export function isUsableFix(fix: PositionFix): boolean {
  return (
    Number.isFinite(fix.timestampMs) &&
    fix.satellites > 0 &&
    Number.isFinite(fix.latitude) &&
    Number.isFinite(fix.longitude) &&
    Math.abs(fix.latitude) <= 90 &&
    Math.abs(fix.longitude) <= 180 &&
    !(fix.latitude === 0 && fix.longitude === 0)
  );
}

/**
 * One device's usable fixes in time order, each instant once (a tracker resends a packet it saw no acknowledgement
 * for, so the same record arrives twice; the first one is kept).
 */
export function orderedFixes(fixes: Iterable<PositionFix>): PositionFix[] {
  const byTime = new Map<number, PositionFix>();
  for (const fix of fixes) {
    if (isUsableFix(fix) && !byTime.has(fix.timestampMs)) byTime.set(fix.timestampMs, fix);
  }
  return [...byTime.values()].sort((a, b) => a.timestampMs - b.timestampMs);
}
