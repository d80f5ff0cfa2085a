import type { MikroORM } from '@mikro-orm/postgresql';
import { type Counter, metrics, type ObservableGauge } from '@opentelemetry/api';

import { backoffDelayMs } from '../backoff';
import type { MessagingLogger } from '../messaging-logger';
import { outboxChannel, outboxTable } from './outbox-sql';

/** One outbox row as the relay hands it to Kafka. */
export interface OutboxRecord {
  id: string;
  topic: string;
  key: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/** Sends records in the given order, resolving only once every in-sync replica acknowledged (KafkaMessaging). */
export interface OrderedSender {
  sendOrdered(records: readonly OutboxRecord[]): Promise<void>;
}

export interface OutboxRelayOptions {
  /** The service's ORM: the relay holds one connection of its pool for LISTEN and the advisory lock. */
  orm: MikroORM;
  sender: OrderedSender;
  logger: MessagingLogger;
  /** Fallback poll when no notification arrives (a NOTIFY can be missed while reconnecting). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** First delay after a failure; doubles up to 10 s. */
  retryBaseDelayMs?: number;
}

/** The part of a pg client the relay uses. */
interface PgClient {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  on(event: 'notification', listener: () => void): void;
  removeListener(event: 'notification', listener: () => void): void;
}

interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

const meter = metrics.getMeter('@fleetlog/messaging');

/**
 * Publishes the outbox of one service schema: unsent rows in id order (per key that is commit order, because the
 * change path raised the key's version under its row lock before inserting the row), acknowledged by all in-sync
 * replicas, then deleted. Wakes on the NOTIFY of a commit, polls as a fallback. A broker outage or a lost database
 * connection is retried with backoff; rows stay until the broker acknowledged them, so a crash between commit and
 * publish loses nothing (at least once: consumers drop repeats by the per-key version). One relay per schema publishes
 * at a time: it holds a session advisory lock, other replicas wait for it.
 */
export class OutboxRelay {
  private readonly schema: string;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly failures: Counter;
  private readonly pendingGauge: ObservableGauge;
  private pending = 0;
  private running?: Promise<void>;
  private stopped = false;
  private wake?: () => void;
  private connection?: { raw: unknown; client: PgClient; onNotify: () => void; locked: boolean };
  private notified = false;

  constructor(private readonly options: OutboxRelayOptions) {
    const schema = options.orm.config.get('schema');
    if (!schema) throw new Error('the ORM configuration names no schema');
    this.schema = schema;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.failures = meter.createCounter('fleetlog_outbox_publish_failures_total', {
      description: 'Outbox publish attempts that failed (broker or database unreachable)',
    });
    this.pendingGauge = meter.createObservableGauge('fleetlog_outbox_pending_rows', {
      description: 'Outbox rows not yet acknowledged by the broker, as last seen by the relay',
    });
    this.pendingGauge.addCallback((result) => result.observe(this.pending, { schema: this.schema }));
  }

  /** Starts the loop in the background; it runs until `stop()`. */
  start(): void {
    this.stopped = false;
    this.running ??= this.loop().finally(() => (this.running = undefined));
  }

  /** Finishes the batch in flight, releases the lock and the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
  }

  private async loop(): Promise<void> {
    let attempt = 0;
    while (!this.stopped) {
      try {
        const client = await this.ensureConnection();
        if (!(await this.holdsLock(client))) {
          // Another replica publishes this schema; check again later (its lock goes with its session).
          this.notified = false;
          await this.idle(this.pollIntervalMs * 5);
          continue;
        }
        this.notified = false;
        await this.drain(client);
        attempt = 0;
        await this.idle(this.pollIntervalMs);
      } catch (err) {
        attempt += 1;
        this.failures.add(1, { schema: this.schema });
        this.options.logger.warn({ err, schema: this.schema, attempt }, 'outbox relay failed; retrying');
        await this.dropConnection();
        await this.idle(backoffDelayMs(attempt, this.options.retryBaseDelayMs ?? 200));
      }
    }
    await this.dropConnection();
  }

  private async drain(client: PgClient): Promise<number> {
    let published = 0;
    for (;;) {
      const { rows } = await client.query<OutboxRecord & { pending: string }>(
        `select "id", "topic", "key", "payload", "headers", count(*) over () as "pending"
         from ${outboxTable(this.schema)} order by "id" limit $1`,
        [this.batchSize],
      );
      this.pending = rows.length === 0 ? 0 : Number(rows[0].pending);
      if (rows.length === 0) return published;
      await this.options.sender.sendOrdered(rows);
      // Only what the broker acknowledged leaves the outbox.
      await client.query(`delete from ${outboxTable(this.schema)} where "id" = any($1::bigint[])`, [
        rows.map((row) => row.id),
      ]);
      published += rows.length;
      this.pending -= rows.length;
    }
  }

  private lockKey(): string {
    return `fleetlog:outbox:${this.schema}`;
  }

  private async holdsLock(client: PgClient): Promise<boolean> {
    if (this.connection?.locked) return true;
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      `fleetlog:outbox:${this.schema}`,
    ]);
    const locked = rows[0]?.locked === true;
    if (this.connection) this.connection.locked = locked;
    return locked;
  }

  private async ensureConnection(): Promise<PgClient> {
    if (this.connection) return this.connection.client;
    const knexClient = this.options.orm.em.getConnection().getKnex().client as KnexClient;
    const raw = await knexClient.acquireConnection();
    const client = raw as PgClient;
    const onNotify = () => {
      this.notified = true;
      this.wake?.();
    };
    client.on('notification', onNotify);
    this.connection = { raw, client, onNotify, locked: false };
    await client.query(`listen "${outboxChannel(this.schema)}"`);
    return client;
  }

  private async dropConnection(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.connection = undefined;
    connection.client.removeListener('notification', connection.onNotify);
    const knexClient = this.options.orm.em.getConnection().getKnex().client as KnexClient;
    // unlisten/unlock may fail on a broken connection; the pool then discards it, and its session end frees both.
    await connection.client.query('unlisten *').catch(() => undefined);
    await connection.client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await knexClient.releaseConnection(connection.raw).catch(() => undefined);
  }

  private idle(ms: number): Promise<void> {
    // A commit announced while the last batch was being sent: drain again at once.
    if (this.stopped || this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}
