import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 finding 1: a tracker's impossible value is stored as unknown, never refused with the batch. Altitude,
 * heading and speed become nullable (null: the tracker's value was outside its physical range, kept in `io` under a
 * reserved key; telemetry.v1.PositionRecord). Dropping NOT NULL rewrites no rows; on a TimescaleDB hypertable with
 * compression it needs TimescaleDB 2.18 or later. And the quarantine: records the positions store cannot hold by
 * their time (dated beyond the future tolerance, or before year 1) or at all (a row PostgreSQL refused), by device
 * and device time, so a record the gateway acknowledged is kept once whatever it holds. Not partitioned: it is small
 * and its retention goes by receive time (StoreMaintenance).
 */
export class Migration20261128030000_positions_unknown_values extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "devices"."positions"
         alter column "altitude_m" drop not null,
         alter column "angle_deg" drop not null,
         alter column "speed_kmh" drop not null`,
    );
    this.addSql(
      `create table if not exists "devices"."positions_quarantine" (
         "device_id" bigint not null,
         "device_ts_ms" bigint not null,
         "received_at" timestamptz not null,
         "reason" text not null,
         "detail" text,
         "record" jsonb not null,
         primary key ("device_id", "device_ts_ms")
       )`,
    );
    this.addSql(
      `create index if not exists "positions_quarantine_received_idx" on "devices"."positions_quarantine" ("received_at")`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "devices"."positions_quarantine"');
    // The old schema had no unknown: 0 stands in (the tracker's value stays in `io` under its reserved key).
    this.addSql(
      `update "devices"."positions" set "altitude_m" = coalesce("altitude_m", 0), "angle_deg" = coalesce("angle_deg", 0),
         "speed_kmh" = coalesce("speed_kmh", 0)
       where "altitude_m" is null or "angle_deg" is null or "speed_kmh" is null`,
    );
    this.addSql(
      `alter table "devices"."positions"
         alter column "altitude_m" set not null,
         alter column "angle_deg" set not null,
         alter column "speed_kmh" set not null`,
    );
  }
}
