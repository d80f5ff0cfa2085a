import turfBearing from '@turf/bearing';

import { distanceM, type LatLon, type PositionFix } from './position-fix';

/** Thresholds of spec 03 §9 ("acceleration 2.5 m/s2, braking 2.7 m/s2, curve taking 2.4 rad/s"). */
export const HARSH_ACCELERATION_MS2 = 2.5;
export const HARSH_BRAKING_MS2 = 2.7;
export const SHARP_CORNERING_RADS = 2.4;
/** Derivatives over a longer interval than this say nothing about a manoeuvre. */
const MAX_SAMPLE_GAP_S = 3;
/** Below this speed GPS speed and heading are mostly noise (a parked tracker's drift spikes). */
const MIN_MANOEUVRE_SPEED_KMH = 20;
/** Teltonika green driving (IO 253): 1 harsh acceleration, 2 harsh braking, 3 harsh cornering. */
const GREEN_DRIVING = { acceleration: 1, braking: 2, cornering: 3 } as const;

/** Per-trip driving metrics: events are counted once per manoeuvre (a run of samples over the threshold). */
export interface DrivingMetrics {
  harshAccelerations: number;
  harshBrakings: number;
  sharpCorners: number;
  maxSpeedKmh: number;
}

/** The accumulator's plain-data state (part of the detector's snapshot). */
export interface MetricsState extends DrivingMetrics {
  last?: { timestampMs: number; speedKmh?: number; headingDeg?: number; latitude: number; longitude: number };
  /** Which thresholds the previous sample exceeded (a manoeuvre lasting several samples counts once). */
  over: { acceleration: boolean; braking: boolean; cornering: boolean };
  /** The device reports green driving: its accelerometer's events replace the ones derived from positions. */
  deviceReports: boolean;
}

export function emptyMetrics(): MetricsState {
  return {
    harshAccelerations: 0,
    harshBrakings: 0,
    sharpCorners: 0,
    maxSpeedKmh: 0,
    over: { acceleration: false, braking: false, cornering: false },
    deviceReports: false,
  };
}

export function metricsOf(state: MetricsState): DrivingMetrics {
  const { harshAccelerations, harshBrakings, sharpCorners, maxSpeedKmh } = state;
  return { harshAccelerations, harshBrakings, sharpCorners, maxSpeedKmh };
}

/**
 * Adds one fix of the trip (in time order) to the metrics. A device reporting green driving (Teltonika 253) is
 * counted from its reports, measured by its accelerometer; the first report drops what the positions suggested
 * before. Otherwise acceleration and braking come from the speed change between fixes at most 3 s apart, cornering
 * from the heading change (the reported heading, else the course between positions), both above 20 km/h.
 */
export function addToMetrics(state: MetricsState, fix: PositionFix): void {
  // An unknown speed (the tracker's value was impossible) counts for no maximum and no speed change.
  if (fix.speedKmh !== undefined) state.maxSpeedKmh = Math.max(state.maxSpeedKmh, fix.speedKmh);
  if (fix.greenDrivingType !== undefined && fix.greenDrivingType > 0) {
    if (!state.deviceReports) {
      state.deviceReports = true;
      state.harshAccelerations = 0;
      state.harshBrakings = 0;
      state.sharpCorners = 0;
    }
    if (fix.greenDrivingType === GREEN_DRIVING.acceleration) state.harshAccelerations += 1;
    else if (fix.greenDrivingType === GREEN_DRIVING.braking) state.harshBrakings += 1;
    else if (fix.greenDrivingType === GREEN_DRIVING.cornering) state.sharpCorners += 1;
  }
  const last = state.last;
  const heading = fix.headingDeg ?? (last ? courseDeg(last, fix) : undefined);
  state.last = {
    timestampMs: fix.timestampMs,
    speedKmh: fix.speedKmh,
    headingDeg: heading,
    latitude: fix.latitude,
    longitude: fix.longitude,
  };
  if (!last || state.deviceReports) return;
  const dtS = (fix.timestampMs - last.timestampMs) / 1000;
  const lastKmh = last.speedKmh ?? Number.NaN;
  const kmh = fix.speedKmh ?? Number.NaN;
  // NaN (an unknown speed) fails every comparison below: no manoeuvre is judged from it.
  const fast = Math.min(lastKmh, kmh) >= MIN_MANOEUVRE_SPEED_KMH;
  const usable = dtS > 0 && dtS <= MAX_SAMPLE_GAP_S;
  const accelerationMs2 = usable ? (kmh - lastKmh) / 3.6 / dtS : 0;
  const peakKmh = Math.max(lastKmh, kmh);
  const turningRads =
    usable && fast && heading !== undefined && last.headingDeg !== undefined
      ? (Math.abs(headingChangeDeg(last.headingDeg, heading)) * Math.PI) / 180 / dtS
      : 0;
  const over = {
    acceleration: peakKmh >= MIN_MANOEUVRE_SPEED_KMH && accelerationMs2 > HARSH_ACCELERATION_MS2,
    braking: peakKmh >= MIN_MANOEUVRE_SPEED_KMH && -accelerationMs2 > HARSH_BRAKING_MS2,
    cornering: turningRads > SHARP_CORNERING_RADS,
  };
  if (over.acceleration && !state.over.acceleration) state.harshAccelerations += 1;
  if (over.braking && !state.over.braking) state.harshBrakings += 1;
  if (over.cornering && !state.over.cornering) state.sharpCorners += 1;
  state.over = over;
}

/** The signed smallest change from heading a to heading b, in degrees (−180, 180]. */
function headingChangeDeg(a: number, b: number): number {
  const change = ((((b - a) % 360) + 540) % 360) - 180;
  return change === -180 ? 180 : change;
}

/** The course from one position to the next; undefined when they are too close to tell. */
function courseDeg(from: LatLon, to: LatLon): number | undefined {
  if (distanceM(from, to) < 3) return undefined;
  return turfBearing([from.longitude, from.latitude], [to.longitude, to.latitude]);
}
