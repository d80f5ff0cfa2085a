import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (events written in the transaction of their change, published by the relay) and the
// per-key versions the service's state read models applied (a replay of older state is ignored).
export class Migration20261122110000_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "devices"."outbox" (
      "id" bigserial primary key,
      "topic" text not null,
      "key" text not null,
      "payload" bytea not null,
      "headers" jsonb not null default '{}'::jsonb,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table if not exists "devices"."applied_versions" (
      "stream" text not null,
      "key" text not null,
      "version" bigint not null,
      "applied_at" timestamptz not null default now(),
      primary key ("stream", "key")
    );`);
    // Per-device version of InstallationChanged (the topic is keyed by device id), raised in SQL by every change.
    this.addSql(`alter table "devices"."devices" add column if not exists "version" bigint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "devices"."devices" drop column if exists "version";`);
    this.addSql(`drop table if exists "devices"."applied_versions";`);
    this.addSql(`drop table if exists "devices"."outbox";`);
  }
}
