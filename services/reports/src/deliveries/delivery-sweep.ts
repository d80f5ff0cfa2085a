import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { ReportFiles } from '../files/report-files';
import type { ClockTask } from '../queue/reports-clock';
import { dueDeliveries } from './deliveries.repository';
import { DeliveryQueue } from './delivery-queue';

/**
 * On every tick: deliveries whose attempt is due and that no worker holds go (back) to the queue (a lost job, a
 * Redis that forgot, a crashed worker's claim that ran out), and stored report files past their link's expiry go.
 */
@Injectable()
export class DeliverySweep implements ClockTask {
  readonly name = 'deliveries';

  constructor(
    private readonly em: EntityManager,
    private readonly queue: DeliveryQueue,
    private readonly files: ReportFiles,
  ) {}

  async tick(): Promise<string | null> {
    const due = await dueDeliveries(this.em.fork(), 500);
    for (const delivery of due) await this.queue.enqueue(delivery.id, delivery.attempts);
    const removed = await this.files.removeExpired();
    return due.length || removed ? `queued ${due.length} waiting deliveries, removed ${removed} expired files` : null;
  }
}
