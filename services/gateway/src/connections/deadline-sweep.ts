import type { Logger } from 'pino';

/** Something the sweep tells when its deadline has passed. */
export interface HasDeadline {
  deadlinePassed(): void;
}

const MIN_PERIOD_MS = 20;
const MAX_PERIOD_MS = 1_000;

/**
 * Deadlines of many connections on one coarse timer instead of a timer each. A connection sets a deadline while it is
 * in a state that must end soon (its handshake, a started frame, a graceful close the peer has not finished) and
 * clears it when that state ends; every period the sweep tells those past theirs. Only connections in such a state
 * are held (an identified tracker between frames is not), so a sweep costs as many entries as connections are
 * mid-handshake or mid-frame, and a deadline fires at most one period late. A plain interval because the work is
 * synchronous and the gateway is no Nest application (the kit's PeriodicSweep is an async Nest provider); unref'd, it
 * never keeps the process alive.
 */
export class DeadlineSweep<T extends HasDeadline = HasDeadline> {
  private readonly deadlines = new Map<T, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    readonly periodMs: number,
    private readonly logger: Logger,
  ) {}

  /** A tenth of the shortest deadline, between 20 ms and 1 s: a deadline of seconds is kept to within a tenth. */
  static periodFor(...deadlinesMs: number[]): number {
    return Math.min(MAX_PERIOD_MS, Math.max(MIN_PERIOD_MS, Math.floor(Math.min(...deadlinesMs) / 10)));
  }

  set(item: T, atMs: number): void {
    this.deadlines.set(item, atMs);
  }

  clear(item: T): void {
    this.deadlines.delete(item);
  }

  has(item: T): boolean {
    return this.deadlines.has(item);
  }

  /** Entries held now. */
  get size(): number {
    return this.deadlines.size;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(Date.now()), this.periodMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Tells every item past its deadline at `nowMs`; answers how many. They are picked first and removed before each
   * is told, so one may set a new deadline (even a passed one: it waits for the next sweep).
   */
  sweep(nowMs: number): number {
    const passed: T[] = [];
    for (const [item, atMs] of this.deadlines) if (atMs <= nowMs) passed.push(item);
    for (const item of passed) {
      this.deadlines.delete(item);
      try {
        item.deadlinePassed();
      } catch (err) {
        // A bug in one connection's handling must not stop the sweep for the others, nor end the process.
        this.logger.error({ err }, 'deadline handling failed');
      }
    }
    return passed.length;
  }
}
