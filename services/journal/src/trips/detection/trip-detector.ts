import type { DetectorParameters } from './detector-parameters';
import { addToMetrics, type DrivingMetrics, emptyMetrics, metricsOf, type MetricsState } from './driving-metrics';
import { distanceM, type LatLon, type PositionFix, reportsSpeed } from './position-fix';

/** A trip as the detector closes it; the journal stores it, `npm run trips` prints it. */
export interface DetectedTrip {
  imei: string;
  /** The first fix of the trip: ignition on, or the first one moving away from where the vehicle stood. */
  start: PositionFix;
  /** Where the trip began: the parked position when the first fix was already under way, else the first fix's. */
  startPosition: LatLon;
  /** The fix at which the vehicle came to rest (ignition off, or the first one of the final standstill). */
  stop: PositionFix;
  /** From the device's odometer when it reports one at both ends and the difference is plausible, else the path. */
  distanceM: number;
  /** Along the fixes, GPS drift within the still radius left out. */
  pathDistanceM: number;
  /** The odometer difference when it was usable. */
  odometerDistanceM?: number;
  /** How many fixes the trip has from start to stop (the positions store keeps them). */
  fixCount: number;
  /** Whether ignition decided where the trip begins and ends. */
  ignitionBased: boolean;
  /** Harsh events and top speed, from start to stop. */
  metrics: DrivingMetrics;
  /** The first driver key (iButton id) a fix from start to stop carried; the journal names the driver by it. */
  ibuttonId?: string;
}

/** Why a stop candidate exists: ignition off, or a standstill (movement-based, or idling with ignition on). */
type StopKind = 'ignition-off' | 'standstill' | 'idle';

interface StopCandidate {
  kind: StopKind;
  fix: PositionFix;
  /** The trip's path distance up to and including the arrival at `fix`. */
  distanceM: number;
  /** How many fixes the trip has, and its last odometer reading, when it ends here. */
  fixCount: number;
  lastOdometerM?: number;
  metrics: DrivingMetrics;
  ibuttonId?: string;
}

interface Anchor extends LatLon {
  /** Still fixes averaged (capped, so that the anchor follows a vehicle that is moved a little). */
  weight: number;
  /** The last fix seen at the anchor. */
  lastFix: PositionFix;
}

const ANCHOR_MAX_WEIGHT = 20;
const MAX_LEAVING = 1000;

interface OpenTrip {
  start: PositionFix;
  startPosition: LatLon;
  fixCount: number;
  /** The trip's first and latest odometer readings (the lead-in's parked fix counts as the first). */
  firstOdometerM?: number;
  lastOdometerM?: number;
  metrics: MetricsState;
  distanceM: number;
  lastCounted: PositionFix;
  stop?: StopCandidate;
  ignitionBased: boolean;
  /** The first iButton id of the trip's fixes (absent in states saved before detectors kept it: none seen yet). */
  ibuttonId?: string;
}

/** What a detector remembers between fixes (`snapshot`, `restore`). */
export interface DetectorState {
  lastFix?: PositionFix;
  anchor?: Anchor;
  leaving: PositionFix[];
  leavingOut?: number;
  trip?: OpenTrip;
  suspect?: PositionFix;
  lastIgnition?: boolean;
  ignitionStuck?: boolean;
}

/**
 * Trip detection for one device, fed its fixes in time order (see `orderedFixes`); closed trips go to `emit`.
 *
 * A trip begins with ignition on where the device reports ignition, else with a fix that reports moving speed away
 * from where the vehicle stood. It ends where the vehicle came to rest, once the rest (ignition off, or standstill)
 * has lasted the stop gap: shorter pauses (traffic lights, an engine turned off and on, ignition flapping) stay
 * inside the trip, and a rest across midnight does not matter. Drift while parked does not start a trip: a moving
 * speed must come with a position outside the still radius, and a far fix alone is only taken when the next one
 * agrees (outliers and drift jumps come back). No fix for longer than the maximum gap ends a trip. Trips shorter
 * than the minimum distance or duration are left out.
 */
export class TripDetector {
  private lastFix?: PositionFix;
  /** While parked: where the vehicle stands, the mean of its still fixes (GPS drift averages out). */
  private anchor?: Anchor;
  /** While parked: the fixes since the vehicle may have begun to leave (a moving speed, or a fix far away). */
  private leaving: PositionFix[] = [];
  /** How many of `leaving` are outside the anchor (`isOut`): kept as they come, not recounted per fix. */
  private leavingOut = 0;
  private trip?: OpenTrip;
  /** A fix too far from the last good one to be true, unless the next fix agrees with it. */
  private suspect?: PositionFix;
  private lastIgnition?: boolean;
  /**
   * Ignition stayed on through a whole idle stop (wired to permanent power, or an engine left running): until the
   * device reports ignition off again, its trips are told by movement.
   */
  private ignitionStuck = false;

  constructor(
    private readonly params: DetectorParameters,
    private readonly emit: (trip: DetectedTrip) => void,
  ) {}

  /** A detector that goes on from a snapshot (the service keeps one per device between batches and restarts). */
  static restore(params: DetectorParameters, emit: (trip: DetectedTrip) => void, state: DetectorState): TripDetector {
    const detector = new TripDetector(params, emit);
    const copy = structuredClone(state);
    detector.lastFix = copy.lastFix;
    detector.anchor = copy.anchor;
    detector.leaving = copy.leaving ?? [];
    detector.leavingOut = copy.leavingOut ?? 0;
    detector.trip = copy.trip;
    detector.suspect = copy.suspect;
    detector.lastIgnition = copy.lastIgnition;
    detector.ignitionStuck = copy.ignitionStuck ?? false;
    return detector;
  }

  /**
   * The whole state as plain data (JSON-safe), of bounded size: the open trip is kept as its summary, not its fixes.
   * Restored, it goes on exactly as this detector would.
   */
  snapshot(): DetectorState {
    return structuredClone({
      lastFix: this.lastFix,
      anchor: this.anchor,
      leaving: this.leaving,
      leavingOut: this.leavingOut,
      trip: this.trip,
      suspect: this.suspect,
      lastIgnition: this.lastIgnition,
      ignitionStuck: this.ignitionStuck,
    });
  }

  /** Whether a trip is open (the service looks at silent devices' open trips, see `expire`). */
  get hasOpenTrip(): boolean {
    return this.trip !== undefined;
  }

  /** When the open trip started (its first fix), or undefined while parked. */
  get openTripStartMs(): number | undefined {
    return this.trip?.start.timestampMs;
  }

  /** Where the trip open now started (its saved place gives the provisional purpose). */
  get openTripStartPosition(): LatLon | undefined {
    return this.trip?.startPosition;
  }

  /** The driver key of the trip open now, once one of its fixes carried one. */
  get openTripIbuttonId(): string | undefined {
    return this.trip?.ibuttonId;
  }

  /**
   * No fix has come until `nowMs` (the device's time as far as anyone knows: its last fix plus the silence since): a
   * trip whose rest has lasted its stop gap, or whose device has been silent longer than the maximum gap, closes as
   * it would have with a later fix. A tracker that sleeps once parked sends nothing more until it drives again.
   */
  expire(nowMs: number): void {
    const trip = this.trip;
    const last = this.lastFix;
    if (!trip || !last) return;
    if (trip.stop && nowMs - trip.stop.fix.timestampMs >= this.restMs(trip.stop.kind)) this.closeAtRest(trip.stop);
    else if (nowMs - last.timestampMs > this.params.maxGapS * 1000) this.close(trip.stop?.fix ?? last);
  }

  /** The time of the last fix taken: a later record that is not newer is late (see `push`). */
  get lastTimestampMs(): number | undefined {
    return this.lastFix?.timestampMs;
  }

  /** The next fix of the device. One not later than the last fix taken is ignored: order and de-duplicate first. */
  push(fix: PositionFix): void {
    if (this.lastFix && fix.timestampMs <= this.lastFix.timestampMs) return;
    if (this.suspect) {
      const suspect = this.suspect;
      this.suspect = undefined;
      if (this.plausibleAfter(this.lastFix, fix)) {
        // The suspect was an outlier: drop it.
      } else if (this.plausibleAfter(suspect, fix)) {
        // Two fixes agree: the position really changed (or the last good one was wrong).
        this.accept(suspect);
      } else {
        this.suspect = fix;
        return;
      }
    } else if (!this.plausibleAfter(this.lastFix, fix)) {
      this.suspect = fix;
      return;
    }
    this.accept(fix);
  }

  /** The end of the device's fixes: a trip still open closes where the vehicle last came to rest (or last was). */
  finish(): void {
    this.suspect = undefined;
    this.leaving = [];
    this.leavingOut = 0;
    if (this.trip) this.close(this.trip.stop?.fix ?? this.lastFix!);
  }

  private plausibleAfter(previous: PositionFix | undefined, fix: PositionFix): boolean {
    if (!previous) return true;
    const metres = distanceM(previous, fix);
    if (metres <= this.params.stillRadiusM) return true;
    const seconds = (fix.timestampMs - previous.timestampMs) / 1000;
    return metres / seconds <= this.params.maxPlausibleSpeedKmh / 3.6;
  }

  private accept(fix: PositionFix): void {
    if (fix.ignition !== undefined) this.lastIgnition = fix.ignition;
    if (fix.ignition === false) this.ignitionStuck = false;
    const previous = this.lastFix;
    this.lastFix = fix;
    if (this.trip && previous) {
      const gapMs = fix.timestampMs - previous.timestampMs;
      // A gap of a stop gap or more that the vehicle crossed slower than walking pace: it stood (an underground
      // garage, a tracker asleep) and the trip ended before the gap; the next one begins where it stood.
      const rested =
        gapMs >= this.params.stopGapS * 1000 &&
        distanceM(previous, fix) / (gapMs / 1000) < this.params.movingSpeedKmh / 3.6;
      if (rested || gapMs > this.params.maxGapS * 1000) {
        this.close(this.trip.stop?.fix ?? previous);
        // Longer than the maximum gap and covering ground: nothing is known of it, not even where the vehicle stood.
        if (!rested) this.anchor = undefined;
      }
    }
    this.step(fix);
  }

  private step(fix: PositionFix): void {
    if (this.trip) this.whileDriving(fix);
    else this.whileParked(fix);
  }

  /** The ignition state a fix stands for: its own, else the device's last report (records without the IO element). */
  private ignitionOf(fix: PositionFix): boolean | undefined {
    if (this.ignitionStuck) return undefined;
    return fix.ignition ?? this.lastIgnition;
  }

  private whileParked(fix: PositionFix): void {
    const anchor = this.anchor;
    const ignition = this.ignitionOf(fix);
    if (ignition === true) {
      // The device says when a trip begins.
      this.open(fix, anchor && distanceM(anchor, fix) > this.params.stillRadiusM ? anchor : undefined);
      return;
    }
    const moving = ignition === undefined && reportsSpeed(fix, this.params.movingSpeedKmh);
    if (!anchor) {
      this.anchor = { latitude: fix.latitude, longitude: fix.longitude, weight: 1, lastFix: fix };
      if (moving) {
        this.leaving = [fix];
        this.leavingOut = 0;
      }
      return;
    }
    const away = distanceM(anchor, fix);
    if (away <= this.params.stillRadiusM) {
      if (moving) {
        // Speed spikes in place, or the first metres of a departure. (Bounded: a device reporting speed while it
        // stands forever keeps only its latest.)
        if (this.leaving.length >= MAX_LEAVING && this.isOut(anchor, this.leaving.shift()!)) this.leavingOut -= 1;
        this.leaving.push(fix);
      } else {
        // Still in place: whatever looked like leaving was drift.
        this.leaving = [];
        this.leavingOut = 0;
        this.settle(anchor, fix);
      }
      return;
    }
    if (!moving && away < this.params.relocationM && this.leavingOut === 0) {
      // A still fix a little outside the radius, nothing under way: drift.
      return;
    }
    this.leaving.push(fix);
    if (this.isOut(anchor, fix)) this.leavingOut += 1;
    // One fix out may be drift or an outlier that passed: the next one must agree.
    if (this.leavingOut < 2) return;
    const [first, ...rest] = this.leaving;
    this.leaving = [];
    this.leavingOut = 0;
    const sleeping = first.timestampMs - anchor.lastFix.timestampMs >= this.params.stopGapS * 1000;
    const firstMoving = this.ignitionOf(first) === undefined && reportsSpeed(first, this.params.movingSpeedKmh);
    if (sleeping && !firstMoving) {
      // Reporting had stopped (a sleeping tracker) and the vehicle turns up elsewhere: it moved from its last fix
      // here to the first one there, a trip of its own that nothing more is known of.
      this.open(anchor.lastFix, undefined);
      const trip = this.trip!;
      this.count(trip, first, true);
      this.add(trip, first);
      this.close(first);
      for (const next of rest) this.step(next);
      return;
    }
    this.open(first, anchor);
    for (const next of rest) this.whileDriving(next);
  }

  /** Whether a fix while parked is outside the anchor: a moving one beyond the still radius, else far away. */
  private isOut(anchor: LatLon, fix: PositionFix): boolean {
    const moving = this.ignitionOf(fix) === undefined && reportsSpeed(fix, this.params.movingSpeedKmh);
    return distanceM(anchor, fix) > (moving ? this.params.stillRadiusM : this.params.relocationM);
  }

  private settle(anchor: Anchor, fix: PositionFix): void {
    const weight = Math.min(anchor.weight + 1, ANCHOR_MAX_WEIGHT);
    anchor.latitude += (fix.latitude - anchor.latitude) / weight;
    anchor.longitude += (fix.longitude - anchor.longitude) / weight;
    anchor.weight = weight;
    anchor.lastFix = fix;
  }

  /**
   * Opens a trip at `fix`. `from` is where the vehicle stood when the trip began before `fix` (the first fix already
   * under way): the way from there belongs to the trip, and the trip begins there.
   */
  private open(fix: PositionFix, from: LatLon | undefined): void {
    const trip: OpenTrip = {
      start: fix,
      startPosition: { latitude: fix.latitude, longitude: fix.longitude },
      fixCount: 0,
      metrics: emptyMetrics(),
      distanceM: 0,
      lastCounted: fix,
      ignitionBased: this.ignitionOf(fix) !== undefined,
    };
    if (from) {
      trip.distanceM = distanceM(from, fix);
      trip.startPosition = { latitude: from.latitude, longitude: from.longitude };
      trip.firstOdometerM = this.anchor?.lastFix.odometerM;
    }
    this.add(trip, fix);
    this.trip = trip;
    this.anchor = undefined;
    this.leaving = [];
    this.leavingOut = 0;
  }

  private whileDriving(fix: PositionFix): void {
    const trip = this.trip!;
    const stop = trip.stop;
    if (stop && fix.timestampMs - stop.fix.timestampMs >= this.restMs(stop.kind)) {
      // The rest lasted long enough: the trip ended where it began. This fix may already begin the next one.
      this.closeAtRest(stop);
      this.whileParked(fix);
      return;
    }
    const kind = this.stopKind(fix, trip);
    if (!kind) {
      // Under way: a rest shorter than the stop gap was a pause of the trip.
      trip.stop = undefined;
      this.count(trip, fix, false);
      this.add(trip, fix);
      return;
    }
    if (!stop) {
      this.count(trip, fix, true);
      this.add(trip, fix);
      trip.stop = this.stopAt(kind, fix, trip, trip.distanceM);
      return;
    }
    this.add(trip, fix);
    if (stop.kind === 'idle' && kind === 'ignition-off') {
      // Idling ended with the engine off: the trip ends here, and the ignition's stop gap applies. Later flapping
      // of the ignition moves the stop no more.
      trip.stop = this.stopAt(kind, fix, trip, stop.distanceM);
    }
  }

  private add(trip: OpenTrip, fix: PositionFix): void {
    trip.fixCount += 1;
    addToMetrics(trip.metrics, fix);
    if (fix.ibuttonId !== undefined) trip.ibuttonId ??= fix.ibuttonId;
    if (fix.odometerM !== undefined) {
      trip.firstOdometerM ??= fix.odometerM;
      trip.lastOdometerM = fix.odometerM;
    }
  }

  private stopAt(kind: StopKind, fix: PositionFix, trip: OpenTrip, distance: number): StopCandidate {
    return {
      kind,
      fix,
      distanceM: distance,
      fixCount: trip.fixCount,
      lastOdometerM: trip.lastOdometerM,
      metrics: metricsOf(trip.metrics),
      ibuttonId: trip.ibuttonId,
    };
  }

  /** Closes the trip at a rest that lasted; an idle one means the ignition cannot tell trips apart for now. */
  private closeAtRest(stop: StopCandidate): void {
    this.close(stop.fix);
    if (stop.kind === 'idle') this.ignitionStuck = true;
  }

  private restMs(kind: StopKind): number {
    return (kind === 'idle' ? this.params.maxIdleS : this.params.stopGapS) * 1000;
  }

  /** Whether `fix` is (still) at rest, and why; undefined when the vehicle is under way. */
  private stopKind(fix: PositionFix, trip: OpenTrip): StopKind | undefined {
    const ignition = this.ignitionOf(fix);
    const stop = trip.stop;
    if (ignition === false) return 'ignition-off';
    if (stop) {
      // At rest until the vehicle leaves the still radius of where it stopped: with a moving speed, or far enough
      // to be travel without one (a speed spike in place, or drift within the radius, is no departure).
      const metres = distanceM(stop.fix, fix);
      const left =
        metres > this.params.stillRadiusM * 2 ||
        (metres > this.params.stillRadiusM && reportsSpeed(fix, this.params.movingSpeedKmh));
      if (left) return undefined;
      return stop.kind;
    }
    if (reportsSpeed(fix, this.params.movingSpeedKmh)) return undefined;
    return ignition === true ? 'idle' : 'standstill';
  }

  /** Adds the way to `fix` unless it is drift: a still fix within the still radius of the last counted one. */
  private count(trip: OpenTrip, fix: PositionFix, arriving: boolean): void {
    const metres = distanceM(trip.lastCounted, fix);
    if (arriving || reportsSpeed(fix, this.params.movingSpeedKmh) || metres > this.params.stillRadiusM) {
      trip.distanceM += metres;
      trip.lastCounted = fix;
    }
  }

  /** Closes the open trip at `stopFix`, where the vehicle is parked from now on, and emits it unless too short. */
  private close(stopFix: PositionFix): void {
    const trip = this.trip!;
    this.trip = undefined;
    this.anchor = { latitude: stopFix.latitude, longitude: stopFix.longitude, weight: 1, lastFix: stopFix };
    const stop = trip.stop?.fix === stopFix ? trip.stop : undefined;
    const fixCount = stop ? stop.fixCount : trip.fixCount;
    const lastOdometerM = stop ? stop.lastOdometerM : trip.lastOdometerM;
    const pathDistanceM = stop ? stop.distanceM : trip.distanceM;
    const durationS = (stopFix.timestampMs - trip.start.timestampMs) / 1000;
    const odometerDistanceM =
      fixCount < 2 ? undefined : this.odometerDistance(trip.firstOdometerM, lastOdometerM, durationS, pathDistanceM);
    const distance = odometerDistanceM ?? pathDistanceM;
    if (distance < this.params.minTripDistanceM || durationS < this.params.minTripDurationS) return;
    this.emit({
      imei: trip.start.imei,
      start: trip.start,
      startPosition: trip.startPosition,
      stop: stopFix,
      distanceM: distance,
      pathDistanceM,
      odometerDistanceM,
      fixCount,
      ignitionBased: trip.ignitionBased,
      metrics: stop ? stop.metrics : metricsOf(trip.metrics),
      // A key first read during the final rest (after the stop) belongs to no part of this trip.
      ibuttonId: stop ? stop.ibuttonId : trip.ibuttonId,
    });
  }

  /**
   * The odometer's difference from the first reading (the parked fix of the lead-in, else the trip's first reading)
   * to the last reading up to the stop; undefined when not reported at both ends or not plausible (a reset, a jump
   * faster than the plausible speed).
   */
  private odometerDistance(
    first: number | undefined,
    last: number | undefined,
    durationS: number,
    pathDistanceM: number,
  ): number | undefined {
    if (first === undefined || last === undefined) return undefined;
    const delta = last - first;
    const ceiling = (this.params.maxPlausibleSpeedKmh / 3.6) * Math.max(durationS, 1) + this.params.stillRadiusM;
    // An odometer that stood still or fell behind by half the way driven is not counting (frozen, reset).
    const floor = pathDistanceM >= this.params.minTripDistanceM ? pathDistanceM / 2 : 0;
    return delta >= floor && delta <= ceiling ? delta : undefined;
  }
}
