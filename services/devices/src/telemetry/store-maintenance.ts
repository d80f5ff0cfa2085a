import type { Logger } from '@fleetlog/logging';
import type { Pool, PoolClient } from 'pg';

import type { TelemetryConfig } from '../config';

type MaintenanceConfig = Pick<
  TelemetryConfig,
  | 'POSITIONS_RETENTION_DAYS'
  | 'POSITIONS_COMPRESS_AFTER_DAYS'
  | 'AVL_RETENTION_DAYS'
  | 'PARTITION_MAINTENANCE_INTERVAL_MS'
>;

// One maintainer at a time across every devices process (the first to take the lock does it, the others skip).
const LOCK = `select pg_try_advisory_xact_lock(hashtext('devices positions store maintenance')) as locked`;

/**
 * Keeps the positions store's policies where the configuration says (the migration made the tables, see
 * Migration20261122230000_positions_store): with TimescaleDB, the retention and compression policies (replaced when
 * the ages change; TimescaleDB's own jobs then run them); with pg_partman, the retention of part_config and
 * `partman.run_maintenance` now and every PARTITION_MAINTENANCE_INTERVAL_MS (new daily partitions ahead, old ones
 * dropped), and the same retention for the rows of the default partitions; the positions' retention for the
 * quarantine too, by receive time.
 */
export class StoreMaintenance {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly config: MaintenanceConfig,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), this.config.PARTITION_MAINTENANCE_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass (exported for tests); false when another process held the lock. */
  async runOnce(): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ locked: boolean }>(LOCK);
      if (!rows[0]?.locked) {
        await client.query('rollback');
        return false;
      }
      if (await this.has(client, 'timescaledb')) await this.timescalePolicies(client);
      else if (await this.has(client, 'pg_partman')) await this.partmanMaintenance(client);
      // The quarantine (records the store cannot hold by their time) keeps them as long as positions, by arrival.
      await client.query(`delete from "devices"."positions_quarantine" where "received_at" < now() - $1::interval`, [
        `${this.config.POSITIONS_RETENTION_DAYS} days`,
      ]);
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.runOnce()
      .then((ran) => {
        if (ran) this.logger.debug({}, 'positions store maintenance done');
      })
      .catch((err: unknown) => this.logger.error({ err }, 'positions store maintenance failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  private async has(client: PoolClient, extension: string): Promise<boolean> {
    const { rows } = await client.query('select 1 from pg_extension where extname = $1', [extension]);
    return rows.length > 0;
  }

  private async timescalePolicies(client: PoolClient): Promise<void> {
    const days = (n: number) => `${n} days`;
    for (const [table, retention] of [
      ['devices.positions', this.config.POSITIONS_RETENTION_DAYS],
      ['devices.avl_packets', this.config.AVL_RETENTION_DAYS],
    ] as const) {
      await client.query(`select remove_retention_policy($1::regclass, if_exists => true)`, [table]);
      await client.query(`select add_retention_policy($1::regclass, $2::interval)`, [table, days(retention)]);
    }
    await client.query(`select remove_compression_policy('devices.positions'::regclass, if_exists => true)`);
    await client.query(`select add_compression_policy('devices.positions'::regclass, $1::interval)`, [
      days(this.config.POSITIONS_COMPRESS_AFTER_DAYS),
    ]);
  }

  private async partmanMaintenance(client: PoolClient): Promise<void> {
    for (const [table, retention] of [
      ['devices.positions', this.config.POSITIONS_RETENTION_DAYS],
      ['devices.avl_packets', this.config.AVL_RETENTION_DAYS],
    ] as const) {
      await client.query(
        `update partman.part_config set "retention" = $2, "retention_keep_table" = false,
           "infinite_time_partitions" = true
         where "parent_table" = $1 and "retention" is distinct from $2`,
        [table, `${retention} days`],
      );
      await client.query(
        `select partman.run_maintenance(p_parent_table => $1, p_analyze => false, p_jobmon => false)`,
        [table],
      );
    }
    // Records older than the first daily partition (a device's history sent late, a clock gone wrong) sit in the
    // default partition, which pg_partman's retention never drops: the same ages apply to them row by row.
    for (const [table, column, retention] of [
      ['devices.positions_default', 'ts', this.config.POSITIONS_RETENTION_DAYS],
      ['devices.avl_packets_default', 'first_record_at', this.config.AVL_RETENTION_DAYS],
    ] as const) {
      await client.query(`delete from ${table} where "${column}" < now() - $1::interval`, [`${retention} days`]);
    }
  }
}
