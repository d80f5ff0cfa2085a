import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (events written in the transaction of their change, published by the relay) and the
// per-key versions the service's state read models applied (a replay of older state is ignored).
export class Migration20261122110000_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "fleet"."outbox" (
      "id" bigserial primary key,
      "topic" text not null,
      "key" text not null,
      "payload" bytea not null,
      "headers" jsonb not null default '{}'::jsonb,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table if not exists "fleet"."applied_versions" (
      "stream" text not null,
      "key" text not null,
      "version" bigint not null,
      "applied_at" timestamptz not null default now(),
      primary key ("stream", "key")
    );`);
    // Per-vehicle version of VehicleChanged, raised in SQL by every change path.
    this.addSql(`alter table "fleet"."vehicles" add column if not exists "version" bigint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "fleet"."vehicles" drop column if exists "version";`);
    this.addSql(`drop table if exists "fleet"."applied_versions";`);
    this.addSql(`drop table if exists "fleet"."outbox";`);
  }
}
