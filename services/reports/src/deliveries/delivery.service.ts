import { type Caller } from '@fleetlog/access';
import { ErrorCode, REPORT_LIMITS, type reportsEventsV1, type reportsV1, TEXT_LIMITS } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isSuperadmin } from '@fleetlog/security';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { reportRequestOf, type ReportSpec } from '../reports/report-request';
import {
  deliveryMessage,
  findDelivery,
  insertDelivery,
  latestScheduleDeliveries,
  listDeliveries,
  type NewDelivery,
  type StoredDelivery,
} from './deliveries.repository';
import { DeliveryQueue } from './delivery-queue';

/** An address as people type it: one @, no spaces or control characters, a dot in the domain. */
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** Recipients of a report or schedule: valid addresses, at most REPORT_LIMITS.recipients, duplicates dropped. */
export function validRecipients(values: readonly string[]): string[] {
  const recipients = [...new Set(values.map((value) => value.trim().toLowerCase()))];
  if (recipients.length === 0) throw new DomainError(ErrorCode.MISSING_FIELDS, 'at least one recipient');
  if (recipients.length > REPORT_LIMITS.recipients) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `at most ${REPORT_LIMITS.recipients} recipients`);
  }
  const bad = recipients.find((value) => value.length > TEXT_LIMITS.email || !EMAIL.test(value));
  if (bad !== undefined)
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `not a valid e-mail: ${bad.slice(0, 80)}`);
  return recipients;
}

/**
 * E-mailed reports: a delivery is written (with its event) in the transaction of what asks for it, then handed to the
 * queue; generating and sending happen in the background (DeliveryRunner), so the request is answered at once.
 */
@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
    private readonly queue: DeliveryQueue,
  ) {}

  /** A user's "send by e-mail": queued now, mailed when generated. */
  async request(caller: Caller, spec: ReportSpec, recipients: readonly string[]): Promise<reportsEventsV1.Delivery> {
    const to = validRecipients(recipients);
    const delivery = await this.em.fork().transactional((tx) =>
      this.insert(tx, {
        organizationId: caller.selectedOrganizationId,
        scheduleId: null,
        period: null,
        requestedBy: caller.principal.userId,
        request: reportRequestOf(spec),
        recipients: to,
      }),
    );
    await this.handOver(delivery);
    return deliveryMessage(delivery);
  }

  /** Inside the caller's transaction (a schedule's run): the row and its event; `handOver` after the commit. */
  insert(tx: EntityManager, delivery: NewDelivery): Promise<StoredDelivery> {
    return insertDelivery(tx, delivery, this.mailDomain());
  }

  /** Gives a committed delivery to the queue; if Redis is away, the clock's sweep gives it later. */
  async handOver(delivery: Pick<StoredDelivery, 'id' | 'attempts'>): Promise<void> {
    await this.queue.enqueue(delivery.id, delivery.attempts).catch((error: unknown) => {
      this.logger.warn({ msg: 'delivery not queued; the sweep will', deliveryId: delivery.id, error: String(error) });
    });
  }

  /** The delivery log: a schedule's, or every delivery of the caller's organisations, newest first. */
  async list(caller: Caller, request: reportsV1.ListDeliveriesRequest): Promise<reportsEventsV1.Delivery[]> {
    const limit = Math.min(Math.max(request.limit || 50, 1), 500);
    const scope = isSuperadmin(caller.principal) ? 'all' : [...caller.organizations.keys()];
    const rows = await listDeliveries(
      this.em.fork(),
      scope,
      request.scheduleId ? Number(request.scheduleId) : null,
      limit,
    );
    return rows.map(deliveryMessage);
  }

  /** The latest delivery of each schedule (the caller has read the schedules: they are its organisations'). */
  async latestOfSchedules(scheduleIds: readonly number[]): Promise<Map<number, reportsEventsV1.Delivery>> {
    const latest = await latestScheduleDeliveries(this.em.fork(), scheduleIds);
    return new Map([...latest].map(([id, delivery]) => [id, deliveryMessage(delivery)]));
  }

  async get(id: number): Promise<StoredDelivery | null> {
    return findDelivery(this.em.fork(), id);
  }

  private mailDomain(): string {
    return /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1] ?? 'fleetlog.local';
  }
}
