import { hasExtension } from '@fleetlog/database';
import { Migration } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/postgresql';

// Primary keys make the stores idempotent: a position is (device, fix time); an AVL packet is (device, first record
// time, record count, hash of the bytes), so a packet the tracker resends after a lost acknowledgement (same bytes,
// a new receive time) is stored once. Both tables are partitioned by that device time, which the keys contain.
const POSITIONS = `create table if not exists "devices"."positions" (
  "device_id" bigint not null,
  "ts" timestamptz not null,
  "vehicle_id" bigint,
  "organization_id" bigint,
  "latitude" double precision not null,
  "longitude" double precision not null,
  "altitude_m" integer not null,
  "angle_deg" smallint not null,
  "satellites" smallint not null,
  "speed_kmh" smallint not null,
  "valid_fix" boolean not null,
  "hdop" real,
  "ignition" boolean,
  "movement" boolean,
  "total_odometer_m" bigint,
  "external_voltage_mv" integer,
  "battery_level_pct" smallint,
  "driver_id" text,
  "io" jsonb not null default '{}'::jsonb,
  "received_at" timestamptz not null,
  primary key ("device_id", "ts")
)`;

const AVL_PACKETS = `create table if not exists "devices"."avl_packets" (
  "device_id" bigint not null,
  "first_record_at" timestamptz not null,
  "record_count" integer not null,
  "raw_hash" bytea not null,
  "received_at" timestamptz not null,
  "raw" bytea not null,
  "codec" text not null,
  "transport" text not null,
  primary key ("device_id", "first_record_at", "record_count", "raw_hash")
)`;

/**
 * The positions store and the AVL log. With TimescaleDB (production image): hypertables; the service adds the
 * compression and retention policies from its configuration at start (src/telemetry/store-maintenance.ts). Without
 * it (the local stack): native range partitions by day managed by pg_partman (premade days ahead, a default
 * partition so an odd timestamp never fails a batch); retention lives in partman's part_config, set by the service
 * from configuration, and the service runs partman's maintenance hourly. Without either extension the tables are
 * partitioned with only a default partition (still correct, never pruned).
 */
export class Migration20261122230000_positions_store extends Migration {
  override async up(): Promise<void> {
    const em = this.getEntityManager() as EntityManager;
    if (await hasExtension(em, 'timescaledb')) {
      await this.execute(`${POSITIONS};`);
      await this.execute(`${AVL_PACKETS};`);
      await this.execute(
        `select create_hypertable('devices.positions', 'ts', chunk_time_interval => interval '1 day', if_not_exists => true)`,
      );
      await this.execute(
        `select create_hypertable('devices.avl_packets', 'first_record_at', chunk_time_interval => interval '1 day', if_not_exists => true)`,
      );
      await this.execute(
        `alter table "devices"."positions" set (timescaledb.compress, timescaledb.compress_segmentby = 'device_id', timescaledb.compress_orderby = 'ts desc')`,
      );
    } else {
      await this.execute(`${POSITIONS} partition by range ("ts");`);
      await this.execute(`${AVL_PACKETS} partition by range ("first_record_at");`);
      if (await hasExtension(em, 'pg_partman')) {
        for (const [table, column] of [
          ['devices.positions', 'ts'],
          ['devices.avl_packets', 'first_record_at'],
        ]) {
          // pg_partman 4: native partitioning, one partition per day, 7 days made ahead; it creates the default
          // partition itself. Older records than the first partition land in the default one.
          await this.execute(
            `select partman.create_parent(p_parent_table => ?, p_control => ?, p_type => 'native',
               p_interval => 'daily', p_premake => 7, p_start_partition => to_char(now() - interval '3 days', 'YYYY-MM-DD'))
             where not exists (select 1 from partman.part_config where parent_table = ?)`,
            [table, column, table],
          );
          await this.execute(
            `update partman.part_config set infinite_time_partitions = true, retention_keep_table = false
             where parent_table = ?`,
            [table],
          );
        }
      } else {
        await this.execute(
          `create table if not exists "devices"."positions_default" partition of "devices"."positions" default`,
        );
        await this.execute(
          `create table if not exists "devices"."avl_packets_default" partition of "devices"."avl_packets" default`,
        );
      }
    }
    // The journal and the map read a vehicle's track by time; the AVL log lists a device's packets by time.
    await this.execute(
      `create index if not exists "positions_vehicle_ts_idx" on "devices"."positions" ("vehicle_id", "ts") where "vehicle_id" is not null`,
    );
    // Status fields the stream brings that the devices table did not have yet.
    await this.execute(`alter table "devices"."devices" add column if not exists "reported_frequency_s" integer`);
  }

  override async down(): Promise<void> {
    if (await hasExtension(this.getEntityManager() as EntityManager, 'pg_partman')) {
      await this.execute(
        `delete from partman.part_config where parent_table in ('devices.positions', 'devices.avl_packets')`,
      );
    }
    await this.execute(`drop table if exists "devices"."positions" cascade`);
    await this.execute(`drop table if exists "devices"."avl_packets" cascade`);
    await this.execute(`alter table "devices"."devices" drop column if exists "reported_frequency_s"`);
  }
}
