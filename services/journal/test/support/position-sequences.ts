import { distanceM, type LatLon, type PositionFix } from '../../src/trips/detection';

/** Deterministic pseudo-random numbers (mulberry32), so a recorded sequence is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point `metres` away from `from` in the direction of `bearingDeg` (flat-earth, fine at these distances). */
export function offset(from: LatLon, metres: number, bearingDeg: number): LatLon {
  const rad = (bearingDeg * Math.PI) / 180;
  const north = metres * Math.cos(rad);
  const east = metres * Math.sin(rad);
  return {
    latitude: from.latitude + north / 111_320,
    longitude: from.longitude + east / (111_320 * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

export interface RecorderOptions {
  /** Whether the device reports ignition (Teltonika IO 239). */
  ignition?: boolean;
  /** Whether the device reports a total odometer; `odometerFactor` scales it against the true path. */
  odometer?: boolean;
  odometerFactor?: number;
  seed?: number;
}

/**
 * Records what a tracker would send for a vehicle: parked (with GPS drift), idling, driving along waypoints at a
 * speed, silent. `truth` keeps the distance really driven, for comparison with the detector's.
 */
export class TrackerRecording {
  readonly fixes: PositionFix[] = [];
  position: LatLon;
  timeMs: number;
  drivenM = 0;
  private odometerM = 1_000_000;
  private readonly rand: () => number;

  constructor(
    readonly imei: string,
    start: string | number,
    at: LatLon,
    private readonly options: RecorderOptions = {},
  ) {
    this.timeMs = typeof start === 'string' ? Date.parse(start) : start;
    this.position = at;
    this.rand = random(options.seed ?? 1);
  }

  get time(): string {
    return new Date(this.timeMs).toISOString();
  }

  private emit(position: LatLon, speedKmh: number, ignition: boolean, extra: Partial<PositionFix> = {}): void {
    this.fixes.push({
      imei: this.imei,
      timestampMs: Math.round(this.timeMs),
      latitude: Number(position.latitude.toFixed(7)),
      longitude: Number(position.longitude.toFixed(7)),
      speedKmh: Math.round(speedKmh),
      satellites: 9,
      ...(this.options.ignition ? { ignition } : {}),
      ...(this.options.odometer ? { odometerM: Math.round(this.odometerM) } : {}),
      ...extra,
    });
  }

  /** Standing still for `seconds`, a fix every `everyS`, drifting up to `driftM` with drift speeds up to `spikeKmh`. */
  park(seconds: number, { everyS = 60, driftM = 0, spikeKmh = 0, ignition = false } = {}): this {
    // Trackers send a record at once on a change of state (ignition, stop), then periodically.
    const end = this.timeMs + seconds * 1000;
    let next = this.timeMs + 1000;
    while (next < end) {
      this.timeMs = next;
      next += everyS * 1000;
      const drifted = driftM > 0 ? offset(this.position, this.rand() * driftM, this.rand() * 360) : this.position;
      const speed = spikeKmh > 0 && this.rand() < 0.2 ? this.rand() * spikeKmh : 0;
      this.emit(drifted, speed, ignition);
    }
    this.timeMs = end;
    return this;
  }

  /** Engine running without moving (ignition on, speed 0). */
  idle(seconds: number, everyS = 10): this {
    return this.park(seconds, { everyS, ignition: true });
  }

  /** Sends one fix as it is now (ignition as given). */
  ping(ignition: boolean, extra: Partial<PositionFix> = {}): this {
    this.emit(this.position, 0, ignition, extra);
    return this;
  }

  /**
   * Driving through the waypoints at `speedKmh`, a fix every `everyS` seconds and at each turn; `silentFrom`..`silentTo` (seconds
   * after the departure) sends nothing (a tunnel, no coverage). Ends with a fix at the last waypoint at speed 0.
   */
  drive(
    waypoints: LatLon[],
    speedKmh: number,
    { everyS = 10, silentFrom = Infinity, silentTo = -Infinity } = {},
  ): this {
    const metresPerSecond = speedKmh / 3.6;
    const departure = this.timeMs;
    for (const target of waypoints) {
      const legM = distanceM(this.position, target);
      const from = this.position;
      let doneM = 0;
      while (legM - doneM > metresPerSecond * everyS) {
        doneM += metresPerSecond * everyS;
        this.timeMs += everyS * 1000;
        this.drivenM += metresPerSecond * everyS;
        this.odometerM += metresPerSecond * everyS * (this.options.odometerFactor ?? 1);
        const fraction = doneM / legM;
        this.position = {
          latitude: from.latitude + (target.latitude - from.latitude) * fraction,
          longitude: from.longitude + (target.longitude - from.longitude) * fraction,
        };
        const sinceS = (this.timeMs - departure) / 1000;
        if (sinceS < silentFrom || sinceS > silentTo) this.emit(this.position, speedKmh, true);
      }
      const restM = legM - doneM;
      this.timeMs += (restM / metresPerSecond) * 1000;
      this.drivenM += restM;
      this.odometerM += restM * (this.options.odometerFactor ?? 1);
      this.position = target;
      // A turn: trackers record on a change of heading as well as periodically.
      const sinceS = (this.timeMs - departure) / 1000;
      if (target !== waypoints.at(-1) && (sinceS < silentFrom || sinceS > silentTo)) {
        this.emit(this.position, speedKmh, true);
      }
    }
    this.emit(this.position, 0, true);
    return this;
  }

  /** Nothing sent for `seconds`; the vehicle stays where it is. */
  silence(seconds: number): this {
    this.timeMs += seconds * 1000;
    return this;
  }

  /** Moves the vehicle without any fix (a sleeping tracker), `metres` straight to `bearingDeg` at 50 km/h. */
  moveUnseen(to: LatLon): this {
    const metres = distanceM(this.position, to);
    this.timeMs += (metres / (50 / 3.6)) * 1000;
    this.drivenM += metres;
    this.odometerM += metres;
    this.position = to;
    return this;
  }
}

/** Places around Stockholm and Göteborg for the recordings. */
export const PLACES = {
  kungsholmen: { latitude: 59.3326, longitude: 18.0303 },
  sodermalm: { latitude: 59.3147, longitude: 18.0717 },
  solna: { latitude: 59.3601, longitude: 18.0002 },
  gothenburg: { latitude: 57.7089, longitude: 11.9746 },
  molndal: { latitude: 57.6554, longitude: 12.0138 },
} as const;
