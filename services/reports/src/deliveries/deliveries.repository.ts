import { reportsEventsV1, reportsV1, TOPICS } from '@fleetlog/contracts';
import { arrayLiteral } from '@fleetlog/database';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

// The SQL of the delivery log (reports.deliveries), which is also the mail outbox: a delivery is a row, written in
// the transaction of the request or the schedule run that makes it, before any job exists. Every change of a row is
// published on reports.deliveries.v1 in its transaction.

const { DeliveryStatus } = reportsEventsV1;
export type DeliveryStatusName = 'QUEUED' | 'SENT' | 'FAILED' | 'EMPTY';

export interface NewDelivery {
  organizationId: number;
  scheduleId: number | null;
  period: string | null;
  requestedBy: number;
  request: reportsV1.ReportRequest;
  recipients: readonly string[];
}

export interface StoredDelivery {
  id: number;
  organizationId: number;
  scheduleId: number | null;
  period: string | null;
  requestedBy: number;
  request: reportsV1.ReportRequest;
  recipients: string[];
  status: DeliveryStatusName;
  attempts: number;
  lastError: string;
  messageId: string;
  fileName: string;
  byteSize: number;
  sentAsLink: boolean;
  version: number;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

const COLUMNS = `"id", "organization_id", "schedule_id", "period", "requested_by", "request", "recipients", "status",
  "attempts", "last_error", "message_id", "file_name", "byte_size", "sent_as_link", "version", "created_at", "sent_at",
  "next_attempt_at"`;

/** The delivery's Message-ID: stable across retries, so a repeat after a crash mid-send is the same mail. */
export function messageIdFor(id: number, domain: string): string {
  return `<report-delivery-${id}@${domain}>`;
}

export async function insertDelivery(
  tx: EntityManager,
  delivery: NewDelivery,
  mailDomain: string,
): Promise<StoredDelivery> {
  const [row] = await tx.execute(
    `insert into "reports"."deliveries"
       ("organization_id", "schedule_id", "period", "requested_by", "request", "recipients", "message_id")
     values (?, ?, ?, ?, ?::jsonb, ?::text[], 'pending-' || gen_random_uuid())
     returning "id"`,
    [
      delivery.organizationId,
      delivery.scheduleId,
      delivery.period,
      delivery.requestedBy,
      JSON.stringify(reportsV1.ReportRequest.toJSON(delivery.request)),
      arrayLiteral(delivery.recipients),
    ],
  );
  const id = Number(row!.id);
  await tx.execute(`update "reports"."deliveries" set "message_id" = ? where "id" = ?`, [
    messageIdFor(id, mailDomain),
    id,
  ]);
  return publishDelivery(tx, id);
}

export async function findDelivery(em: EntityManager, id: number): Promise<StoredDelivery | null> {
  const [row] = await em.execute(`select ${COLUMNS} from "reports"."deliveries" where "id" = ?`, [id]);
  return row ? deliveryOf(row) : null;
}

/**
 * Claims a waiting delivery for one attempt (a lease, so a crashed worker's claim runs out and another instance
 * takes it): null when it is not waiting, not due, or another worker holds it.
 */
export async function claimDelivery(em: EntityManager, id: number, leaseMs: number): Promise<StoredDelivery | null> {
  const [row] = await em.execute(
    `update "reports"."deliveries" set "claimed_until" = now() + (? * interval '1 millisecond')
      where "id" = ? and "status" = 'QUEUED' and "next_attempt_at" <= now()
        and ("claimed_until" is null or "claimed_until" < now())
      returning ${COLUMNS}`,
    [leaseMs, id],
  );
  return row ? deliveryOf(row) : null;
}

/** Deliveries waiting for an attempt that no worker holds: the sweep gives them (back) to the queue. */
export async function dueDeliveries(
  em: EntityManager,
  limit: number,
): Promise<Array<{ id: number; attempts: number }>> {
  const rows = await em.execute(
    `select "id", "attempts" from "reports"."deliveries"
      where "status" = 'QUEUED' and "next_attempt_at" <= now() and ("claimed_until" is null or "claimed_until" < now())
      order by "next_attempt_at" limit ?`,
    [limit],
  );
  return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
}

export interface DeliveryOutcome {
  status: DeliveryStatusName;
  lastError?: string;
  fileName?: string;
  byteSize?: number;
  sentAsLink?: boolean;
  /** QUEUED again: when the next attempt is due. */
  nextAttemptAt?: Date;
  /** This attempt counts (an attempt that found the organisation's slots taken does not). */
  countAttempt: boolean;
}

export async function recordOutcome(tx: EntityManager, id: number, outcome: DeliveryOutcome): Promise<StoredDelivery> {
  await tx.execute(
    `update "reports"."deliveries" set
        "status" = ?, "attempts" = "attempts" + ?, "last_error" = coalesce(?, "last_error"),
        "file_name" = coalesce(?, "file_name"), "byte_size" = coalesce(?, "byte_size"),
        "sent_as_link" = coalesce(?, "sent_as_link"),
        "sent_at" = case when ? = 'SENT' then now() else "sent_at" end,
        "next_attempt_at" = coalesce(?, "next_attempt_at"), "claimed_until" = null, "version" = "version" + 1
      where "id" = ?`,
    [
      outcome.status,
      outcome.countAttempt ? 1 : 0,
      outcome.lastError ?? null,
      outcome.fileName ?? null,
      outcome.byteSize ?? null,
      outcome.sentAsLink ?? null,
      outcome.status,
      outcome.nextAttemptAt ?? null,
      id,
    ],
  );
  return publishDelivery(tx, id);
}

export async function listDeliveries(
  em: EntityManager,
  organizationIds: readonly number[] | 'all',
  scheduleId: number | null,
  limit: number,
): Promise<StoredDelivery[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (organizationIds !== 'all') {
    conditions.push(`"organization_id" = any(?::bigint[])`);
    params.push(arrayLiteral(organizationIds));
  }
  if (scheduleId !== null) {
    conditions.push(`"schedule_id" = ?`);
    params.push(scheduleId);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const rows = await em.execute(`select ${COLUMNS} from "reports"."deliveries" ${where} order by "id" desc limit ?`, [
    ...params,
    limit,
  ]);
  return rows.map(deliveryOf);
}

/** Each schedule's latest delivery, in one query (the schedule list shows them beside every schedule). */
export async function latestScheduleDeliveries(
  em: EntityManager,
  scheduleIds: readonly number[],
): Promise<Map<number, StoredDelivery>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await em.execute(
    `select distinct on ("schedule_id") ${COLUMNS} from "reports"."deliveries"
      where "schedule_id" = any(?::bigint[]) order by "schedule_id", "id" desc`,
    [arrayLiteral(scheduleIds)],
  );
  return new Map(rows.map((row) => [Number(row.schedule_id), deliveryOf(row)]));
}

export function deliveryMessage(delivery: StoredDelivery): reportsEventsV1.Delivery {
  return {
    deliveryId: delivery.id,
    version: delivery.version,
    organizationId: delivery.organizationId,
    scheduleId: delivery.scheduleId ?? 0,
    period: delivery.period ?? '',
    reportType: reportsV1.reportTypeToJSON(delivery.request.type),
    reportFormat: delivery.request.format === reportsV1.ReportFormat.CSV ? 'CSV' : 'PDF',
    recipients: delivery.recipients,
    status: DeliveryStatus[delivery.status],
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    messageId: delivery.messageId,
    fileName: delivery.fileName,
    byteSize: delivery.byteSize,
    sentAsLink: delivery.sentAsLink,
    requestedBy: delivery.requestedBy,
    createdTsMs: delivery.createdAt.getTime(),
    sentTsMs: delivery.sentAt?.getTime() ?? 0,
    nextAttemptTsMs: delivery.status === 'QUEUED' ? delivery.nextAttemptAt.getTime() : 0,
  };
}

async function publishDelivery(tx: EntityManager, id: number): Promise<StoredDelivery> {
  const delivery = (await findDelivery(tx, id))!;
  await addToOutbox(tx, TOPICS.reportsDeliveries, String(id), deliveryMessage(delivery));
  return delivery;
}

function deliveryOf(row: Record<string, unknown>): StoredDelivery {
  return {
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    scheduleId: row.schedule_id === null ? null : Number(row.schedule_id),
    period: (row.period as string | null) ?? null,
    requestedBy: Number(row.requested_by),
    request: reportsV1.ReportRequest.fromJSON(row.request),
    recipients: row.recipients as string[],
    status: row.status as DeliveryStatusName,
    attempts: Number(row.attempts),
    lastError: String(row.last_error),
    messageId: String(row.message_id),
    fileName: String(row.file_name),
    byteSize: Number(row.byte_size),
    sentAsLink: Boolean(row.sent_as_link),
    version: Number(row.version),
    createdAt: new Date(row.created_at as string),
    sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
    nextAttemptAt: new Date(row.next_attempt_at as string),
  };
}
