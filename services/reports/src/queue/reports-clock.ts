import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { redisForQueues } from './queue-redis';

/** Something done on every tick of the reports' clock (due schedule runs, waiting deliveries, expired files). */
export interface ClockTask {
  readonly name: string;
  /** Answers a line to log when it did something. */
  tick(nowMs: number): Promise<string | null>;
}

export const CLOCK_TASKS = Symbol('CLOCK_TASKS');

/**
 * The reports' clock: one BullMQ job scheduler ("tick", every REPORTS_TICK_INTERVAL_MS) whose jobs run the clock
 * tasks on whichever instance takes them, plus one tick at start so that what fell due while the service was down
 * runs at once. The tasks' truth is in PostgreSQL (a run is a row unique per schedule and period; a delivery is a
 * row until sent), so a tick that runs twice, or a queue that Redis lost, neither loses nor doubles anything.
 */
@Injectable()
export class ReportsClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReportsClock.name);
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Array<ReturnType<typeof redisForQueues>> = [];

  constructor(
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    @Inject(CLOCK_TASKS) private readonly tasks: ClockTask[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.REPORTS_SCHEDULER_ENABLED) return;
    const connection = () => {
      const redis = redisForQueues(this.config);
      this.connections.push(redis);
      return redis;
    };
    this.queue = new Queue('clock', { connection: connection(), prefix: this.config.REPORTS_QUEUE_PREFIX });
    await this.queue.upsertJobScheduler(
      'tick',
      { every: this.config.REPORTS_TICK_INTERVAL_MS },
      { name: 'tick', opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
    this.worker = new Worker('clock', (job: Job) => this.tick(job.name), {
      connection: connection(),
      prefix: this.config.REPORTS_QUEUE_PREFIX,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn({ msg: 'clock worker error', error: error.message }));
    void this.tick('start');
  }

  /** Runs every task once (the start tick and the tests call it directly). */
  async tick(reason = 'tick'): Promise<void> {
    const now = Date.now();
    for (const task of this.tasks) {
      try {
        const done = await task.tick(now);
        if (done) this.logger.log({ msg: done, task: task.name, reason });
      } catch (error) {
        this.logger.warn({ msg: 'clock task failed', task: task.name, error: (error as Error).message });
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.connections.map((redis) => redis.quit().catch(() => redis.disconnect())));
  }
}
