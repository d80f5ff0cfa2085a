import { flagEnv, portEnv, redisEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

/** The service's PostgreSQL schema (its SQL names it). */
export const REPORTS_SCHEMA = 'reports';

export const reportsConfigSchema = accessKitEnv.merge(redisEnv).extend({
  REPORTS_GRPC_URL: z.string().min(3).default('127.0.0.1:50056'),
  REPORTS_HTTP_PORT: portEnv.default(3106),
  // The owners of what reports read, called with the caller's token or, for background work, with the internal
  // service key on behalf of the user (their rights as they are at generation time).
  JOURNAL_GRPC_URL: z.string().min(3).default('127.0.0.1:50054'),
  FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
  DEVICES_GRPC_URL: z.string().min(3).default('127.0.0.1:50053'),
  // The alarm reports' periods (ALARM_EVENTS, DISCREPANCY), from their owner.
  ALARMS_GRPC_URL: z.string().min(3).default('127.0.0.1:50057'),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  // E-mail: the outgoing relay (smtp://host:port, smtps:// for TLS) and the sender.
  SMTP_URL: z.string().min(7),
  MAIL_FROM: z.string().min(3).default('Fleetlog <noreply@fleetlog.local>'),
  // Links in mails (a report over the attachment limit is a signed link to PUBLIC_URL/api/report/files/<token>).
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  REPORTS_ATTACHMENT_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 1024 * 1024),
  REPORTS_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(168),
  // Generation: at most this many reports of one organisation at once, and this many in all per instance.
  REPORTS_ORGANIZATION_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  // Downloads (a person waits for them) have a pool of their own per organisation, first come first served.
  REPORTS_ORGANIZATION_DOWNLOADS: z.coerce.number().int().min(1).default(8),
  // Reports made before, sent again while nothing they are made from has changed (generation/report-cache.ts): memory
  // per instance (0: none kept) and how long one is kept at most.
  REPORTS_CACHE_MAX_MB: z.coerce.number().int().min(0).default(64),
  REPORTS_CACHE_TTL_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),
  REPORTS_WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  // Delivery retries: attempts in all, and the first wait (doubling, capped at an hour) after a failed attempt.
  REPORTS_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  REPORTS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  // The schedules' clock: which hour (in each schedule's time zone) a run is due, and how often runs that are due
  // and deliveries that wait are looked for (the BullMQ repeatable tick; a run missed while down runs at the next).
  REPORTS_RUN_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  REPORTS_TICK_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  // Off for tools and for tests that drive runs themselves.
  REPORTS_SCHEDULER_ENABLED: flagEnv.default('true'),
  REPORTS_QUEUE_PREFIX: z.string().min(1).default('fleetlog-reports'),
});

export type ReportsConfig = z.output<typeof reportsConfigSchema>;

export const REPORTS_CONFIG = Symbol('REPORTS_CONFIG');
