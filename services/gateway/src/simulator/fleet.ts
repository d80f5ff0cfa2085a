import { DEFAULT_DRIVE_OPTIONS, type DriveOptions, seededRng } from './drive-model';
import { FleetStats, type FleetReport } from './fleet-stats';
import { routeStops } from './places/route-stops';
import { RoutePath } from './route-path';
import { ROUTES } from './routes';
import { DEMO_TIMING, HISTORY_TIMING, SimulatedTracker, type TrackerTiming } from './simulated-tracker';
import { type Endpoint, QueclinkLink, TeltonikaLink } from './tracker-link';

export interface FleetTrackerSpec {
  imei: string;
  protocol: 'teltonika' | 'queclink';
  /** The id of the route this tracker's vehicle drives; by default the fleet spreads its trackers over all routes. */
  route?: string;
  /** How roughly its driver drives (DriveOptions.temperament); by default the fleet's `temperaments` in turn. */
  temperament?: number;
}

/** The demo's drivers in turn: calm, ordinary, rough, fairly calm, a little rough (eco scores of roughly 85 to 35). */
export const DEMO_TEMPERAMENTS: readonly number[] = [0.25, 1, 3, 0.5, 1.8];

export interface BenchOptions {
  /** Exactly this many records in every packet. */
  recordsPerPacket: number;
  /** Records per second the whole fleet offers; each tracker sends its share as evenly spaced packets. */
  recordsPerSecond: number;
  /** How long the run will last: the trackers' clocks start this far back, so no record is in the future. */
  durationS: number;
}

export interface FleetOptions {
  trackers: readonly FleetTrackerSpec[];
  teltonika: Endpoint;
  queclink: Endpoint;
  /** Simulated seconds per wall-clock second (live mode); record times follow the simulated clock. */
  speedup?: number;
  seed?: number;
  timing?: TrackerTiming;
  /** Every n-th tracker has a flaky modem that damages this share of its packets (bad CRC); 0 for none. */
  flakyEvery?: number;
  badPacketRate?: number;
  ackTimeoutMs?: number;
  /** Where the simulated clocks start in live mode (default now; earlier keeps a sped-up run out of the future). */
  clockStartMs?: number;
  /**
   * Replay the time from `clockStartMs` to now first, as fast as the gateway acknowledges (working days, a record
   * every 20 s), then drive live: the demo's history of trips.
   */
  history?: boolean;
  /**
   * The demo's journal: vehicles park at the gazetteer's street addresses along their routes (places/), drive on
   * working days (now and then outside working hours, live as in the history) and now and then harshly, each driver
   * as their temperament (`temperaments` in turn, unless a tracker names its own). Unset: back and forth between
   * the ends of the route, around the clock live, never harshly (the tests' and the benchmark's drive).
   */
  demoJournal?: { temperaments?: readonly number[]; offHoursChance?: number };
  /** The benchmark's mode: fixed packets at a fixed offered rate instead of the live drive. */
  bench?: BenchOptions;
  onReport?: (report: FleetReport) => void;
  /** Called once the history has been replayed. */
  onHistoryDone?: () => void;
  reportEveryS?: number;
}

export interface RunningFleet {
  readonly stats: FleetStats;
  readonly trackers: readonly SimulatedTracker[];
  /** Resolves when a benchmark run has finished its duration (never for the live mode). */
  readonly finished: Promise<void>;
  /** Stops every tracker; the figures of the whole run. */
  stop(): Promise<FleetReport>;
}

/**
 * Starts the simulated fleet: vehicles spread over the Stockholm and Göteborg routes, each with its tracker talking
 * to the gateway over TCP. Live mode drives in (sped-up) real time; bench mode offers a fixed record rate.
 */
export function startFleet(options: FleetOptions): RunningFleet {
  const stats = new FleetStats();
  const speedup = options.speedup ?? 1;
  const timing = options.timing ?? DEMO_TIMING;
  const ackTimeoutMs = options.ackTimeoutMs ?? 15_000;
  const seed = options.seed ?? 1;
  const paths = ROUTES.map((route) => new RoutePath(route));
  const pathOf = (spec: FleetTrackerSpec, index: number): RoutePath => {
    if (spec.route === undefined) return paths[index % paths.length] as RoutePath;
    const path = paths.find((candidate) => candidate.route.id === spec.route);
    if (!path) throw new RangeError(`no route ${spec.route} (routes: ${ROUTES.map((route) => route.id).join(', ')})`);
    return path;
  };
  const bench = options.bench;
  const perTrackerRate = bench ? bench.recordsPerSecond / Math.max(1, options.trackers.length) : 0;
  // Bench clocks start in the past by the records each tracker will send at one record per simulated second.
  // Whole seconds, as trackers report them (@Track has no finer resolution).
  const clockMs =
    Math.floor(
      (bench
        ? Date.now() - Math.ceil(bench.durationS * perTrackerRate + 60) * 1000
        : (options.clockStartMs ?? Date.now())) / 1000,
    ) * 1000;

  const driveOptionsOf = (spec: FleetTrackerSpec, index: number, path: RoutePath): DriveOptions | undefined => {
    const demo = options.demoJournal;
    const history = options.history ? { workingDaysUntilMs: Date.now() } : {};
    if (!demo) return options.history ? { ...DEFAULT_DRIVE_OPTIONS, ...history } : undefined;
    const temperaments = demo.temperaments ?? DEMO_TEMPERAMENTS;
    return {
      ...DEFAULT_DRIVE_OPTIONS,
      ...history,
      stops: routeStops(path).map((stop) => stop.alongM),
      temperament: spec.temperament ?? temperaments[index % temperaments.length],
      offHoursChance: demo.offHoursChance ?? DEMO_OFF_HOURS_CHANCE,
    };
  };

  const trackers = options.trackers.map((spec, index) => {
    const path = pathOf(spec, index);
    const link =
      spec.protocol === 'queclink'
        ? new QueclinkLink(options.queclink, spec.imei, ackTimeoutMs)
        : new TeltonikaLink(options.teltonika, spec.imei, ackTimeoutMs);
    const flaky = (options.flakyEvery ?? 0) > 0 && index % (options.flakyEvery ?? 1) === (options.flakyEvery ?? 1) - 1;
    return new SimulatedTracker(
      spec.imei,
      path,
      link,
      seededRng(seed * 7919 + index),
      stats,
      timing,
      flaky && spec.protocol === 'teltonika' ? (options.badPacketRate ?? 0.03) : 0,
      clockMs,
      driveOptionsOf(spec, index, path),
    );
  });

  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  let finished: Promise<void>;
  if (bench) {
    const periodMs = (bench.recordsPerPacket / perTrackerRate) * 1000;
    const endMs = Date.now() + bench.durationS * 1000;
    finished = Promise.all(
      trackers.map(async (tracker, index) => {
        // Spread the first packets over one period so the fleet does not send in lockstep.
        let nextMs = Date.now() + (periodMs * index) / trackers.length;
        while (!stopped && Date.now() < endMs) {
          const waitMs = nextMs - Date.now();
          if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
          if (stopped) break;
          await tracker.deliver(tracker.nextRecords(bench.recordsPerPacket), () => stopped || Date.now() > endMs);
          // Closed loop: a slow gateway lowers the rate instead of building a backlog in the simulator.
          nextMs = Math.max(nextMs + periodMs, Date.now());
        }
      }),
    ).then(() => undefined);
  } else {
    const live = () => timers.push(setInterval(() => trackers.forEach((tracker) => tracker.tick()), 1000 / speedup));
    if (options.history) {
      // Each tracker runs ahead while fewer than two packets wait; the acknowledgements pace the replay.
      const catchUp = setInterval(() => {
        const nowMs = Date.now();
        const done = trackers.map((tracker) =>
          tracker.catchUp(nowMs, HISTORY_TIMING.maxRecordsPerPacket * 2, HISTORY_TIMING),
        );
        if (done.every(Boolean)) {
          clearInterval(catchUp);
          options.onHistoryDone?.();
          live();
        }
      }, 5);
      timers.push(catchUp);
    } else live();
    finished = new Promise(() => undefined);
  }
  if (options.onReport) {
    const report = options.onReport;
    timers.push(setInterval(() => report(stats.window()), (options.reportEveryS ?? 10) * 1000));
  }

  return {
    stats,
    trackers,
    finished,
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      trackers.forEach((tracker) => tracker.close());
      return stats.overall();
    },
  };
}

/**
 * The chance that a vehicle parked outside working hours leaves anyway, at each of its looks at the clock (every 5 to
 * 60 minutes): some 2 % makes an evening or weekend trip every few days per vehicle.
 */
const DEMO_OFF_HOURS_CHANCE = 0.015;

/** A valid IMEI (Luhn check digit) from a 14-digit body. */
export function imeiWithCheckDigit(body: string): string {
  if (!/^\d{14}$/.test(body)) throw new RangeError(`IMEI body ${body} is not 14 digits`);
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let digit = Number(body[13 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** `count` consecutive valid IMEIs starting at a 14-digit body (the benchmark's devices). */
export function imeiRange(firstBody: string, count: number): string[] {
  const start = BigInt(firstBody);
  return Array.from({ length: count }, (_, i) => imeiWithCheckDigit((start + BigInt(i)).toString().padStart(14, '0')));
}
