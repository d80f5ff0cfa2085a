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
  /**
   * Working days always, in the history and live: a vehicle parked outside working hours stays, except that now and
   * then (this chance at each look at the clock, every 5 to 60 minutes) it leaves anyway: an evening errand.
   */
  offHoursChance?: number;
  /**
   * Where the vehicle parks, metres along the route (forward): it drives from one to another of these (the places of
   * the gazetteer along the route, places/route-stops.ts). Unset: the two ends of the route, there and back.
   */
  stops?: readonly number[];
  /**
   * How roughly the driver drives: the harsh accelerations, brakings and fast corners per 100 km are
   * HARSH_EVENTS_PER_100_KM times this (0.25 calm, 1 ordinary, 3 rough). Unset or 0: never harsh.
   */
  temperament?: number;
}

/** Harsh manoeuvres per 100 km of an ordinary driver (temperament 1), as the tracker's accelerometer counts them. */
export const HARSH_EVENTS_PER_100_KM = { acceleration: 2.5, braking: 3.5, cornering: 2 } as const;
export type HarshKind = keyof typeof HARSH_EVENTS_PER_100_KM;
/** Teltonika green driving (IO 253): 1 harsh acceleration, 2 harsh braking, 3 harsh cornering. */
export const GREEN_DRIVING_TYPE: Readonly<Record<HarshKind, 1 | 2 | 3>> = { acceleration: 1, braking: 2, cornering: 3 };

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
  /** Where this drive parks, metres along in the driving direction (the route's end, or the next stop). */
  targetS: number;
  /** The harsh manoeuvre under way: its kind, seconds left and its acceleration (m/s², braking positive). */
  harsh?: { kind: HarshKind; leftS: number; ms2: number };
  /** The odometer (metres) at which the next harsh manoeuvre of each kind is due; Infinity for a calm driver. */
  nextHarshAtM: Record<HarshKind, number>;
  /** Taking the turn ahead fast (a harsh corner) until this far along. */
  fastCornerUntilS: number;
  /** The green-driving event that began at this instant (the tracker records it with IO 253/254). */
  greenDriving?: { type: 1 | 2 | 3; valueCentiG: number };
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
    targetS: path.lengthM,
    nextHarshAtM: { acceleration: Infinity, braking: Infinity, cornering: Infinity },
    fastCornerUntilS: 0,
    odometerM: Math.round(between(rng, 8_000_000, 180_000_000)),
    batteryPct: Math.round(between(rng, 70, 100)),
    clockMs,
  };
  if (options.stops && options.stops.length >= 2) {
    // Parked at one of the places, or on the way from one to another.
    const at = options.stops[Math.floor(rng() * options.stops.length)] as number;
    Object.assign(state, towardsNextStop(path, at, rng, options.stops));
    if (!parked) state.s += between(rng, 0, (state.targetS - state.s) * 0.8);
  }
  for (const kind of HARSH_KINDS) state.nextHarshAtM[kind] = nextHarshAtM(state.odometerM, kind, rng, options);
  return { ...state, nextStopAtS: nextStop(path, state, rng, options) };
}

const HARSH_KINDS = Object.keys(HARSH_EVENTS_PER_100_KM) as HarshKind[];

/** The odometer reading at which the next harsh manoeuvre of a kind is due: exponential gaps at the driver's rate. */
function nextHarshAtM(odometerM: number, kind: HarshKind, rng: Rng, options: DriveOptions): number {
  const perMetre = (HARSH_EVENTS_PER_100_KM[kind] * (options.temperament ?? 0)) / 100_000;
  return perMetre > 0 ? odometerM - Math.log(1 - rng()) / perMetre : Infinity;
}

/** Stops nearer than this to where the vehicle is are not the next errand (a trip of a few hundred metres). */
const MIN_ERRAND_M = 500;

/** From the stop at `atM` (forward metres) to another stop, in whichever direction it lies: s, reverse and target. */
function towardsNextStop(
  path: RoutePath,
  atM: number,
  rng: Rng,
  stops: readonly number[],
): Pick<DriveState, 'reverse' | 's' | 'targetS'> {
  const candidates = stops.filter((stop) => Math.abs(stop - atM) >= MIN_ERRAND_M);
  const pool = candidates.length > 0 ? candidates : stops.filter((stop) => stop !== atM);
  const next = pool[Math.floor(rng() * pool.length)] ?? path.lengthM - atM;
  return next > atM
    ? { reverse: false, s: atM, targetS: next }
    : { reverse: true, s: path.lengthM - atM, targetS: path.lengthM - next };
}

/** The state `dtS` seconds later (call with steps of a second or two: speeds change smoothly). */
export function advance(
  path: RoutePath,
  state: DriveState,
  dtS: number,
  rng: Rng,
  options = DEFAULT_DRIVE_OPTIONS,
): DriveState {
  const next: DriveState = { ...state, clockMs: state.clockMs + Math.round(dtS * 1000), greenDriving: undefined };
  if (state.phase === 'parked') {
    next.batteryPct = Math.max(5, state.batteryPct - dtS / 600);
    next.phaseLeftS = state.phaseLeftS - dtS;
    const workingDays = next.clockMs < (options.workingDaysUntilMs ?? 0) || options.offHoursChance !== undefined;
    const resting =
      next.phaseLeftS <= 0 &&
      workingDays &&
      !isWorkingTime(next.clockMs) &&
      !(options.offHoursChance !== undefined && rng() < options.offHoursChance);
    // Off hours: another stretch parked (the working day's first trips start 07:00 and later).
    if (resting) next.phaseLeftS = between(rng, 5 * 60, 60 * 60);
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
  const limitMs = (limitKmh / 3.6) * next.driverFactor;
  let targetMs = limitMs * next.trafficFactor;
  const turn = path.turnAheadDeg(state.s, 100, state.reverse);
  if (turn > 30) startFastCorner(state, next, rng, options);
  // A fast corner is taken a third faster than a careful driver would.
  const cornerFactor = state.s < next.fastCornerUntilS ? 1.35 : 1;
  if (turn > 60) targetMs = Math.min(targetMs, (25 / 3.6) * cornerFactor);
  else if (turn > 30) targetMs = Math.min(targetMs, (45 / 3.6) * cornerFactor);
  // Brake in time for the next stop or where the drive ends (v² = 2ad, on the distance left after this second's
  // travel and with a softer deceleration than the car can do, so one-second steps never overshoot), creeping in.
  const toHalt = Math.min(state.nextStopAtS, state.targetS) - state.s - state.speedMs * dtS;
  const haltMs = Math.max(Math.sqrt(2 * (DECELERATION_MS2 - 0.5) * Math.max(toHalt - 3, 0)), 1.5);
  targetMs = Math.min(targetMs, haltMs);

  startHarshManoeuvre(state, next, targetMs, rng, options);
  const harsh = next.harsh;
  let speedMs: number;
  if (harsh?.kind === 'braking') {
    // Something ahead: the driver brakes hard, then follows it at the speed braked to.
    speedMs = Math.max(1.5, state.speedMs - harsh.ms2 * dtS);
    next.trafficFactor = Math.min(next.trafficFactor, Math.max(0.3, speedMs / limitMs));
    next.trafficUntilS = Math.max(next.trafficUntilS, state.s + 150);
  } else if (harsh?.kind === 'acceleration') {
    speedMs = Math.min(Math.min(limitMs, haltMs), state.speedMs + harsh.ms2 * dtS);
  } else {
    speedMs =
      state.speedMs < targetMs
        ? Math.min(targetMs, state.speedMs + ACCELERATION_MS2 * dtS)
        : Math.max(targetMs, state.speedMs - DECELERATION_MS2 * dtS);
  }
  if (harsh) next.harsh = harsh.leftS - dtS > 0 && speedMs > 1.5 ? { ...harsh, leftS: harsh.leftS - dtS } : undefined;
  const travelled = ((state.speedMs + speedMs) / 2) * dtS;
  next.speedMs = speedMs;
  next.s = state.s + travelled;
  next.odometerM = state.odometerM + travelled;

  if (next.s >= state.targetS) {
    // Arrived: park with the engine off, then drive back the same way (or on to another of the route's places).
    const forwardM = state.reverse ? path.lengthM - state.targetS : state.targetS;
    return {
      ...next,
      phase: 'parked',
      ...(options.stops && options.stops.length >= 2
        ? towardsNextStop(path, forwardM, rng, options.stops)
        : { reverse: !state.reverse, s: 0, targetS: path.lengthM }),
      speedMs: 0,
      harsh: undefined,
      fastCornerUntilS: 0,
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

/**
 * A harsh acceleration or braking begins when one is due and the moment allows it: braking from 35 km/h or more
 * (4 to 5.5 m/s² for 2 or 3 seconds), accelerating hard away from below 40 km/h with a higher speed ahead (3.2 to
 * 4.2 m/s² for 3 seconds). The tracker's accelerometer reports its onset (greenDriving).
 */
function startHarshManoeuvre(
  state: DriveState,
  next: DriveState,
  targetMs: number,
  rng: Rng,
  options: DriveOptions,
): void {
  if (next.harsh) return;
  let kind: HarshKind | undefined;
  if (state.odometerM >= state.nextHarshAtM.braking && state.speedMs >= 35 / 3.6) kind = 'braking';
  else if (
    state.odometerM >= state.nextHarshAtM.acceleration &&
    state.speedMs >= 8 / 3.6 &&
    state.speedMs < 40 / 3.6 &&
    targetMs - state.speedMs > 20 / 3.6
  )
    kind = 'acceleration';
  if (!kind) return;
  const ms2 = kind === 'braking' ? between(rng, 4, 5.5) : between(rng, 3.2, 4.2);
  next.harsh = { kind, leftS: kind === 'braking' ? 2 + Math.floor(rng() * 2) : 3, ms2 };
  next.greenDriving = { type: GREEN_DRIVING_TYPE[kind], valueCentiG: Math.round((ms2 / 9.81) * 100) };
  next.nextHarshAtM = { ...state.nextHarshAtM, [kind]: nextHarshAtM(state.odometerM, kind, rng, options) };
}

/** A fast corner, when one is due and a turn of more than 30° lies ahead at 20 km/h or more. */
function startFastCorner(state: DriveState, next: DriveState, rng: Rng, options: DriveOptions): void {
  if (state.s < state.fastCornerUntilS || state.odometerM < state.nextHarshAtM.cornering) return;
  if (state.speedMs < 20 / 3.6) return;
  next.fastCornerUntilS = state.s + 120;
  // Lateral acceleration v²/r through the turn, some 0.3 to 0.45 g.
  next.greenDriving = { type: GREEN_DRIVING_TYPE.cornering, valueCentiG: Math.round(between(rng, 30, 45)) };
  next.nextHarshAtM = {
    ...next.nextHarshAtM,
    cornering: nextHarshAtM(state.odometerM, 'cornering', rng, options),
  };
}

/** Where the next stop falls: exponential gaps, only where the limit is 50 km/h or less (city streets). */
function nextStop(path: RoutePath, state: DriveState, rng: Rng, options: DriveOptions): number {
  if (options.cityStopsPerKm <= 0) return Infinity;
  let s = state.s;
  for (let tries = 0; tries < 20; tries += 1) {
    s += (-Math.log(1 - rng()) / options.cityStopsPerKm) * 1000;
    if (s >= state.targetS - 30) return Infinity;
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
  /** A harsh manoeuvre began at this instant (Teltonika green driving, IO 253 and 254). */
  greenDriving?: { type: 1 | 2 | 3; valueCentiG: number };
  /** Within a harsh manoeuvre: the tracker records every second, as a device does on an accelerometer event. */
  harshManoeuvre: boolean;
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
    ...(state.greenDriving ? { greenDriving: state.greenDriving } : {}),
    harshManoeuvre: state.harsh !== undefined || state.greenDriving !== undefined,
  };
}
