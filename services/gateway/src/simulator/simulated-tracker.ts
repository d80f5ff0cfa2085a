import {
  advance,
  type DriveOptions,
  type DriveSample,
  type DriveState,
  type Rng,
  sampleOf,
  startDrive,
} from './drive-model';
import { headingChangeDeg, type RoutePath } from './route-path';
import type { FleetStats } from './fleet-stats';
import { LinkError, type TrackerLink } from './tracker-link';

export interface TrackerTiming {
  /** A record every this many seconds while driving (and on a heading change of 20° or more). */
  movingIntervalS: number;
  /** A record every this many seconds while parked. */
  parkedIntervalS: number;
  /** Send once the oldest unsent record is this old (simulated seconds), or when a packet is full. */
  sendAfterS: number;
  maxRecordsPerPacket: number;
  /** Records a device keeps while the gateway does not acknowledge; the oldest go beyond it. */
  maxQueuedRecords: number;
}

export const DEMO_TIMING: TrackerTiming = {
  movingIntervalS: 5,
  parkedIntervalS: 120,
  sendAfterS: 10,
  maxRecordsPerPacket: 10,
  maxQueuedRecords: 20_000,
};

/** The demo's history: a record every 20 s under way (many real installations report so), full packets. */
export const HISTORY_TIMING: TrackerTiming = {
  ...DEMO_TIMING,
  movingIntervalS: 20,
  parkedIntervalS: 600,
  maxRecordsPerPacket: 25,
};

/**
 * A vehicle with its tracker: the drive model produces records, the tracker queues them and sends packets one at a
 * time, keeping each packet's records until the gateway acknowledged them, so a timeout, a refused or damaged packet
 * or a reconnect sends the same records again (the gateway's duplicates are absorbed by the positions' primary key).
 */
export class SimulatedTracker {
  private state: DriveState;
  private readonly queue: DriveSample[] = [];
  private lastRecord?: DriveSample;
  private sending = false;
  private retryAtMs = 0;
  private failures = 0;
  private refused = false;

  constructor(
    readonly imei: string,
    private readonly path: RoutePath,
    private readonly link: TrackerLink,
    private readonly rng: Rng,
    private readonly stats: FleetStats,
    private readonly timing: TrackerTiming,
    /** Share of packets this tracker's modem damages (bad CRC); 0 for most trackers. */
    private readonly badPacketRate = 0,
    clockMs = Date.now(),
    private readonly driveOptions?: DriveOptions,
  ) {
    this.state = startDrive(path, rng, clockMs, driveOptions);
  }

  get drive(): Readonly<DriveState> {
    return this.state;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** The tracker's simulated clock. */
  get clockMs(): number {
    return this.state.clockMs;
  }

  /**
   * History at full speed: simulated seconds until the clock reaches `untilMs` or `maxQueued` records wait to be
   * sent (the gateway's acknowledgements pace it; nothing is dropped). Whether the clock has reached `untilMs`.
   */
  catchUp(untilMs: number, maxQueued: number, timing: TrackerTiming): boolean {
    while (this.state.clockMs < untilMs && this.queue.length < maxQueued) this.step(timing);
    this.pump(Date.now());
    return this.state.clockMs >= untilMs;
  }

  /** One simulated second: move, record when due, send when due. */
  tick(): void {
    this.step(this.timing);
    this.pump(Date.now());
  }

  private step(timing: TrackerTiming): void {
    this.state = advance(this.path, this.state, 1, this.rng, this.driveOptions);
    const sample = sampleOf(this.path, this.state, this.rng);
    if (this.due(sample, timing)) this.enqueue(sample);
  }

  /** The next `count` records, one simulated second apart (the benchmark's packets). */
  nextRecords(count: number): DriveSample[] {
    const samples: DriveSample[] = [];
    for (let i = 0; i < count; i += 1) {
      this.state = advance(this.path, this.state, 1, this.rng, this.driveOptions);
      samples.push(sampleOf(this.path, this.state, this.rng));
    }
    return samples;
  }

  /** Sends one packet of these records and waits for its ack, resending until it is acknowledged or `stop` says. */
  async deliver(samples: readonly DriveSample[], stopped: () => boolean): Promise<boolean> {
    for (let attempt = 0; !stopped(); attempt += 1) {
      if (await this.sendOnce(samples, attempt)) return true;
      await new Promise((resolve) => setTimeout(resolve, this.backoffMs()));
    }
    return false;
  }

  close(): void {
    this.link.close();
  }

  private due(sample: DriveSample, timing: TrackerTiming): boolean {
    const last = this.lastRecord;
    if (!last) return true;
    if (last.ignition !== sample.ignition) return true;
    // A harsh manoeuvre is recorded second by second, and the second after it, as the accelerometer's event asks.
    if (sample.harshManoeuvre || last.harshManoeuvre) return true;
    const ageS = (sample.timestampMs - last.timestampMs) / 1000;
    if (!sample.ignition) return ageS >= timing.parkedIntervalS;
    if (ageS >= timing.movingIntervalS) return true;
    return ageS >= 2 && sample.speedKmh > 5 && headingChangeDeg(last.headingDeg, sample.headingDeg) >= 20;
  }

  private enqueue(sample: DriveSample): void {
    this.lastRecord = sample;
    this.queue.push(sample);
    if (this.queue.length > this.timing.maxQueuedRecords) {
      this.queue.shift();
      this.stats.recordsDropped += 1;
    }
  }

  private pump(nowMs: number): void {
    if (this.sending || this.queue.length === 0 || nowMs < this.retryAtMs) return;
    const oldest = this.queue[0] as DriveSample;
    const waitedS = (this.state.clockMs - oldest.timestampMs) / 1000;
    if (waitedS < this.timing.sendAfterS && this.queue.length < this.timing.maxRecordsPerPacket) return;
    const batch = this.queue.slice(0, this.timing.maxRecordsPerPacket);
    this.sending = true;
    void this.sendOnce(batch, this.failures).then((acked) => {
      this.sending = false;
      if (acked) this.queue.splice(0, batch.length);
      else this.retryAtMs = Date.now() + this.backoffMs();
    });
  }

  private async sendOnce(samples: readonly DriveSample[], attempt: number): Promise<boolean> {
    const corruptCrc = this.badPacketRate > 0 && this.rng() < this.badPacketRate;
    const started = performance.now();
    this.stats.sendAttempts += 1;
    if (attempt > 0) this.stats.resends += 1;
    if (corruptCrc) this.stats.badPacketsSent += 1;
    try {
      await this.link.send(samples, { corruptCrc });
      this.stats.acked(this.imei, samples, performance.now() - started);
      this.failures = 0;
      this.refused = false;
      return true;
    } catch (error) {
      this.failures += 1;
      this.refused = error instanceof LinkError && error.refused;
      if (this.refused) this.stats.refused += 1;
      else if (!corruptCrc) this.stats.failures += 1;
      this.stats.lastError = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  // A refused device waits long (it is not in the inventory yet); other failures back off from 1 s to 30 s.
  private backoffMs(): number {
    if (this.refused) return 60_000;
    return Math.min(30_000, 1000 * 2 ** Math.min(this.failures, 5)) * (0.5 + this.rng() / 2);
  }
}
