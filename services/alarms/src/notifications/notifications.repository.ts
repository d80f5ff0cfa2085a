import type { EntityManager } from '@mikro-orm/postgresql';

// The notifications' delivery log, also the mail outbox: a notification is a row written in the transaction of the
// period change that causes it, then claimed, sent and marked by the delivery worker (retries with backoff).

export type NotificationKind = 'OPENED' | 'REPEATED' | 'CLOSED';

export interface NewNotification {
  periodId: number;
  settingId: number;
  organizationId: number;
  kind: NotificationKind;
  channel: 'EMAIL' | 'IN_APP';
  recipient: string;
  language: 'sv' | 'en';
  late: boolean;
}

/**
 * Writes a notification; over `perHour` of one alarm to one recipient within the last hour it is written THROTTLED
 * (kept in the log, not sent), so a flapping condition cannot flood a mailbox. An in-app notification is delivered by
 * being there (the bell reads it): it is SENT at once.
 */
export async function insertNotification(em: EntityManager, note: NewNotification, perHour: number): Promise<void> {
  await em.execute(
    `insert into "alarms"."notifications" ("period_id", "setting_id", "organization_id", "kind", "channel",
       "recipient", "language", "late", "status", "sent_at", "message_id")
     select ?, ?, ?, ?, ?, ?, ?, ?,
       case when recent.n >= ? then 'THROTTLED' when ? = 'IN_APP' then 'SENT' else 'QUEUED' end,
       case when ? = 'IN_APP' and recent.n < ? then now() else null end,
       '<alarm-' || ? || '-' || gen_random_uuid() || '@fleetlog>'
     from (select count(*) as n from "alarms"."notifications"
            where "setting_id" = ? and "recipient" = ? and "created_at" > now() - interval '1 hour'
              and "status" <> 'THROTTLED') recent`,
    [
      note.periodId,
      note.settingId,
      note.organizationId,
      note.kind,
      note.channel,
      note.recipient,
      note.language,
      note.late,
      perHour,
      note.channel,
      note.channel,
      perHour,
      note.periodId,
      note.settingId,
      note.recipient,
    ],
  );
}

export interface ClaimedNotification {
  id: number;
  periodId: number;
  kind: NotificationKind;
  recipient: string;
  language: 'sv' | 'en';
  late: boolean;
  attempts: number;
  messageId: string;
}

/** Claims waiting e-mails (other workers skip them) for `claimMs`; a crashed worker's claim runs out. */
export async function claimWaiting(em: EntityManager, limit: number, claimMs: number): Promise<ClaimedNotification[]> {
  const rows = await em.execute<
    Array<{
      id: string;
      period_id: string;
      kind: NotificationKind;
      recipient: string;
      language: 'sv' | 'en';
      late: boolean;
      attempts: number;
      message_id: string;
    }>
  >(
    `update "alarms"."notifications" n set "claimed_until" = now() + make_interval(secs => ? / 1000.0),
       "attempts" = n."attempts" + 1
      where n."id" in (
        select "id" from "alarms"."notifications"
         where "status" = 'QUEUED' and "channel" = 'EMAIL' and "next_attempt_at" <= now()
           and ("claimed_until" is null or "claimed_until" < now())
         order by "next_attempt_at" limit ? for update skip locked)
      returning n."id", n."period_id", n."kind", n."recipient", n."language", n."late", n."attempts", n."message_id"`,
    [claimMs, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    periodId: Number(row.period_id),
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    late: row.late,
    attempts: row.attempts,
    messageId: row.message_id,
  }));
}

export async function markSent(em: EntityManager, id: number): Promise<void> {
  await em.execute(
    `update "alarms"."notifications" set "status" = 'SENT', "sent_at" = now(), "claimed_until" = null, "last_error" = ''
      where "id" = ?`,
    [id],
  );
}

/** A failed attempt: tried again after `retryInMs`, or FAILED with the reason once the attempts are spent. */
export async function markAttemptFailed(
  em: EntityManager,
  id: number,
  reason: string,
  retryInMs: number | null,
): Promise<void> {
  await em.execute(
    `update "alarms"."notifications" set "last_error" = ?, "claimed_until" = null,
       "status" = case when ?::bigint is null then 'FAILED' else 'QUEUED' end,
       "next_attempt_at" = now() + make_interval(secs => coalesce(?::bigint, 0) / 1000.0)
      where "id" = ?`,
    [reason.slice(0, 500), retryInMs, retryInMs, id],
  );
}

export interface NotificationLogRow {
  id: number;
  periodId: number;
  kind: NotificationKind;
  channel: 'EMAIL' | 'IN_APP';
  recipient: string;
  status: string;
  attempts: number;
  lastError: string;
  createdMs: number;
  sentMs: number | null;
}

export async function notificationsOfPeriod(em: EntityManager, periodId: number): Promise<NotificationLogRow[]> {
  const rows = await em.execute<
    Array<{
      id: string;
      period_id: string;
      kind: NotificationKind;
      channel: 'EMAIL' | 'IN_APP';
      recipient: string;
      status: string;
      attempts: number;
      last_error: string;
      created_ms: string;
      sent_ms: string | null;
    }>
  >(
    `select *, (extract(epoch from "created_at") * 1000)::bigint as "created_ms",
       (extract(epoch from "sent_at") * 1000)::bigint as "sent_ms"
     from "alarms"."notifications" where "period_id" = ? order by "id"`,
    [periodId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    periodId: Number(row.period_id),
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdMs: Number(row.created_ms),
    sentMs: row.sent_ms === null ? null : Number(row.sent_ms),
  }));
}

export interface InAppRow {
  id: number;
  periodId: number;
  kind: NotificationKind;
  read: boolean;
  createdMs: number;
}

/** A user's in-app notifications, newest first, and how many are unread. */
export async function inAppOf(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<{ rows: InAppRow[]; unread: number }> {
  const rows = await em.execute<
    Array<{ id: string; period_id: string; kind: NotificationKind; read_at: string | null; created_ms: string }>
  >(
    `select "id", "period_id", "kind", "read_at", (extract(epoch from "created_at") * 1000)::bigint as "created_ms"
       from "alarms"."notifications" where "channel" = 'IN_APP' and "recipient" = ? and "status" = 'SENT'
      order by "id" desc limit ?`,
    [String(userId), limit],
  );
  const [count] = await em.execute<Array<{ n: string }>>(
    `select count(*) as "n" from "alarms"."notifications"
      where "channel" = 'IN_APP' and "recipient" = ? and "status" = 'SENT' and "read_at" is null`,
    [String(userId)],
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      periodId: Number(row.period_id),
      kind: row.kind,
      read: row.read_at !== null,
      createdMs: Number(row.created_ms),
    })),
    unread: Number(count?.n ?? 0),
  };
}

/** Marks a user's in-app notifications read (the ids given, or all): another user's ids change nothing. */
export async function markRead(em: EntityManager, userId: number, ids: readonly number[]): Promise<void> {
  await em.execute(
    `update "alarms"."notifications" set "read_at" = now()
      where "channel" = 'IN_APP' and "recipient" = ? and "read_at" is null
        and (cardinality(?::bigint[]) = 0 or "id" = any(?::bigint[]))`,
    [String(userId), `{${ids.join(',')}}`, `{${ids.join(',')}}`],
  );
}
