import type { RoutePath } from './route-path';

/** Uniform numbers in [0, 1): the model's only source of chance, seeded so a run can be repeated. */
export type Rng = () => number;

/** mulberry32: small, fast, good enough for simulated traffic. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();

export interface DriveOptions {
  /** Parking time at each end of the route, seconds. */
  parkMinS: number;
  parkMaxS: number;
  /** Stops (lights, queues) per km on roads of 50 km/h or less, and how long each lasts. */
  cityStopsPerKm: number;
  stopMinS: number;
  stopMaxS: number;
  /**
   * Before this instant (the demo's history) vehicles keep working days: they leave on weekdays between 07:00 and
   * about 08:00 Stockholm time, and a vehicle parked after 17:00 stays until the next working morning. From it on
   * they drive around the clock, so the live map always moves.
   */
  workingDaysUntilMs?: number;
}

// Parked longer than the journal's stop gap (5 minutes), so each leg of a route is a trip of its own.
export const DEFAULT_DRIVE_OPTIONS: DriveOptions = {
  parkMinS: 360,
  parkMaxS: 1_500,
  cityStopsPerKm: 0.8,
  stopMinS: 8,
  stopMaxS: 45,
};

const STOCKHOLM_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** Whether vehicles may be under way at this instant: weekdays 07:00–17:00 in Stockholm. */
export function isWorkingTime(clockMs: number): boolean {
  const parts = STOCKHOLM_CLOCK.formatToParts(new Date(clockMs));
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return weekday !== 'Sat' && weekday !== 'Sun' && hour >= 7 && hour < 17;
}

/** In the history, errands last longer (10 to 75 minutes): a working day of some ten trips, not thirty. */
const HISTORY_PARK_MIN_S = 600;
const HISTORY_PARK_MAX_S = 4_500;

const ACCELERATION_MS2 = 1.8;
const DECELERATION_MS2 = 2.5;
/** Traffic changes every this many metres: free flow, a queue, a slow lorry ahead. */
const TRAFFIC_STRETCH_M = 400;

export type DrivePhase = 'parked' | 'driving' | 'stopped';

export interface DriveState {
  phase: DrivePhase;
  /** Driving the route from its end back to its start. */
  reverse: boolean;
  /** Metres along the route in the driving direction. */
  s: number;
  speedMs: number;
  /** Seconds left parked or stopped. */
  phaseLeftS: number;
  /** Where the next stop is (metres along, this direction); Infinity for none. */
  nextStopAtS: number;
  /** Share of the speed limit the traffic allows on the current stretch, and where that stretch ends. */
  trafficFactor: number;
  trafficUntilS: number;
  /** This driver's habit: some keep under the limit, some a little over. */
  driverFactor: number;
  odometerM: number;
  batteryPct: number;
  clockMs: number;
}

/** A new vehicle somewhere on its route: parked at one end, or already driving. */
export function startDrive(path: RoutePath, rng: Rng, clockMs: number, options = DEFAULT_DRIVE_OPTIONS): DriveState {
  const parked = rng() < 0.35;
  const state: DriveState = {
    phase: parked ? 'parked' : 'driving',
    reverse: rng() < 0.5,
    s: parked ? 0 : between(rng, 0, path.lengthM * 0.8),
    speedMs: 0,
    phaseLeftS: parked ? between(rng, 5, options.parkMaxS / 3) : 0,
    nextStopAtS: Infinity,
    trafficFactor: 1,
    trafficUntilS: 0,
    driverFactor: between(rng, 0.88, 1.06),
    odometerM: Math.round(between(rng, 8_000_000, 180_000_000)),
    batteryPct: Math.round(between(rng, 70, 100)),
    clockMs,
  };
  return { ...state, nextStopAtS: nextStop(path, state, rng, options) };
}

/** The state `dtS` seconds later (call with steps of a second or two: speeds change smoothly). */
export function advance(
  path: RoutePath,
  state: DriveState,
  dtS: number,
  rng: Rng,
  options = DEFAULT_DRIVE_OPTIONS,
): DriveState {
  const next: DriveState = { ...state, clockMs: state.clockMs + Math.round(dtS * 1000) };
  if (state.phase === 'parked') {
    next.batteryPct = Math.max(5, state.batteryPct - dtS / 600);
    next.phaseLeftS = state.phaseLeftS - dtS;
    const resting = next.clockMs < (options.workingDaysUntilMs ?? 0) && !isWorkingTime(next.clockMs);
    // Off hours in the history: another stretch parked (the working day's first trips start 07:00 and later).
    if (next.phaseLeftS <= 0 && resting) next.phaseLeftS = between(rng, 5 * 60, 60 * 60);
    else if (next.phaseLeftS <= 0) {
      next.phase = 'driving';
      next.phaseLeftS = 0;
      next.nextStopAtS = nextStop(path, next, rng, options);
    }
    return next;
  }
  next.batteryPct = Math.min(100, state.batteryPct + dtS / 120);
  if (state.phase === 'stopped') {
    next.phaseLeftS = state.phaseLeftS - dtS;
    if (next.phaseLeftS <= 0) {
      next.phase = 'driving';
      next.phaseLeftS = 0;
      next.nextStopAtS = nextStop(path, next, rng, options);
    }
    return next;
  }

  if (state.s >= state.trafficUntilS) {
    // Mostly free flow; sometimes a queue or a slow vehicle ahead.
    const roll = rng();
    next.trafficFactor = roll < 0.12 ? between(rng, 0.3, 0.6) : roll < 0.3 ? between(rng, 0.65, 0.85) : 1;
    next.trafficUntilS = state.s + between(rng, TRAFFIC_STRETCH_M / 2, TRAFFIC_STRETCH_M * 1.5);
  }
  // A lower limit ahead (a motorway exit into town) is met at its sign, not after it.
  const limitKmh = Math.min(
    path.at(state.s, state.reverse).limitKmh,
    path.at(state.s + 60, state.reverse).limitKmh,
    path.at(state.s + 120, state.reverse).limitKmh,
  );
  let targetMs = (limitKmh / 3.6) * next.driverFactor * next.trafficFactor;
  const turn = path.turnAheadDeg(state.s, 100, state.reverse);
  if (turn > 60) targetMs = Math.min(targetMs, 25 / 3.6);
  else if (turn > 30) targetMs = Math.min(targetMs, 45 / 3.6);
  // Brake in time for the next stop or the end of the route (v² = 2ad, on the distance left after this second's
  // travel and with a softer deceleration than the car can do, so one-second steps never overshoot), creeping in.
  const toHalt = Math.min(state.nextStopAtS, path.lengthM) - state.s - state.speedMs * dtS;
  targetMs = Math.min(targetMs, Math.max(Math.sqrt(2 * (DECELERATION_MS2 - 0.5) * Math.max(toHalt - 3, 0)), 1.5));

  const speedMs =
    state.speedMs < targetMs
      ? Math.min(targetMs, state.speedMs + ACCELERATION_MS2 * dtS)
      : Math.max(targetMs, state.speedMs - DECELERATION_MS2 * dtS);
  const travelled = ((state.speedMs + speedMs) / 2) * dtS;
  next.speedMs = speedMs;
  next.s = state.s + travelled;
  next.odometerM = state.odometerM + travelled;

  if (next.s >= path.lengthM) {
    // Arrived: park with the engine off, then drive back the same way.
    return {
      ...next,
      phase: 'parked',
      reverse: !state.reverse,
      s: 0,
      speedMs: 0,
      phaseLeftS:
        next.clockMs < (options.workingDaysUntilMs ?? 0)
          ? between(rng, HISTORY_PARK_MIN_S, HISTORY_PARK_MAX_S)
          : between(rng, options.parkMinS, options.parkMaxS),
      nextStopAtS: Infinity,
      trafficUntilS: 0,
    };
  }
  if (next.s >= state.nextStopAtS) {
    return { ...next, phase: 'stopped', speedMs: 0, phaseLeftS: between(rng, options.stopMinS, options.stopMaxS) };
  }
  return next;
}

/** Where the next stop falls: exponential gaps, only where the limit is 50 km/h or less (city streets). */
function nextStop(path: RoutePath, state: DriveState, rng: Rng, options: DriveOptions): number {
  if (options.cityStopsPerKm <= 0) return Infinity;
  let s = state.s;
  for (let tries = 0; tries < 20; tries += 1) {
    s += (-Math.log(1 - rng()) / options.cityStopsPerKm) * 1000;
    if (s >= path.lengthM - 30) return Infinity;
    if (path.at(s, state.reverse).limitKmh <= 50) return s;
  }
  return Infinity;
}

/** What a tracker measures at one moment. */
export interface DriveSample {
  timestampMs: number;
  latitude: number;
  longitude: number;
  altitudeM: number;
  headingDeg: number;
  speedKmh: number;
  satellites: number;
  hdop: number;
  ignition: boolean;
  movement: boolean;
  odometerM: number;
  externalVoltageMv: number;
  batteryVoltageMv: number;
  batteryLevelPct: number;
  gsmSignal: number;
}

export function sampleOf(path: RoutePath, state: DriveState, rng: Rng): DriveSample {
  const point = path.at(state.s, state.reverse);
  const ignition = state.phase !== 'parked';
  const noFix = point.tunnel;
  return {
    timestampMs: state.clockMs,
    latitude: point.latitude,
    longitude: point.longitude,
    // Gentle hills: both cities lie 0–60 m above the sea.
    altitudeM: Math.round(25 + 15 * Math.sin(((path.route.id.length * 997 + state.s) / 1500) * Math.PI)),
    headingDeg: Math.round(point.headingDeg) % 360,
    speedKmh: noFix ? 0 : Math.round(state.speedMs * 3.6),
    satellites: noFix ? 0 : 8 + Math.floor(rng() * 7),
    hdop: noFix ? 0 : Math.round(between(rng, 0.7, 1.6) * 10) / 10,
    ignition,
    movement: state.speedMs > 0.5,
    odometerM: Math.round(state.odometerM),
    externalVoltageMv: Math.round(ignition ? between(rng, 13_800, 14_300) : between(rng, 12_350, 12_650)),
    batteryVoltageMv: Math.round(between(rng, 4_050, 4_150)),
    batteryLevelPct: Math.round(state.batteryPct),
    gsmSignal: 3 + Math.floor(rng() * 3),
  };
}
