import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { redisForQueues } from '../queue/queue-redis';
import { DeliveryRunner } from './delivery-runner';

interface DeliveryJob {
  deliveryId: number;
}

/**
 * The delivery jobs (BullMQ queue "deliveries"): one job per attempt of a delivery row, its id naming the delivery
 * and the attempt so the same attempt is never queued twice. The row is the truth (the clock's sweep queues rows that
 * wait without a job, e.g. after Redis lost its data); a job only says "try this row now".
 */
@Injectable()
export class DeliveryQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryQueue.name);
  private readonly connections: Array<ReturnType<typeof redisForQueues>> = [];
  private readonly queue: Queue<DeliveryJob>;
  private worker: Worker<DeliveryJob> | undefined;

  constructor(
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    private readonly runner: DeliveryRunner,
  ) {
    this.queue = new Queue<DeliveryJob>('deliveries', {
      connection: this.connection(),
      prefix: config.REPORTS_QUEUE_PREFIX,
    });
  }

  /** Queues an attempt of a delivery (after `delayMs`); a job already queued for the same attempt is kept. */
  async enqueue(deliveryId: number, attempt: number, delayMs = 0): Promise<void> {
    await this.queue.add(
      'deliver',
      { deliveryId },
      {
        jobId: `delivery-${deliveryId}-${attempt}-${Math.floor(Date.now() / 60_000)}`,
        delay: Math.max(0, delayMs),
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    );
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<DeliveryJob>(
      'deliveries',
      async (job: Job<DeliveryJob>) => {
        const next = await this.runner.attempt(job.data.deliveryId);
        if (next) await this.enqueue(job.data.deliveryId, next.attempt, next.delayMs);
      },
      {
        connection: this.connection(),
        prefix: this.config.REPORTS_QUEUE_PREFIX,
        concurrency: this.config.REPORTS_WORKER_CONCURRENCY,
        // A report of a year may take minutes to render and send: the job's lock is renewed while it runs.
        lockDuration: 120_000,
      },
    );
    this.worker.on('error', (error) => this.logger.warn({ msg: 'delivery worker error', error: error.message }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.connections.map((redis) => redis.quit().catch(() => redis.disconnect())));
  }

  private connection() {
    const redis = redisForQueues(this.config);
    this.connections.push(redis);
    return redis;
  }
}
