import { outboxDdl } from '@fleetlog/messaging';
import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (events written in the transaction of their change, published by the relay) and the
// per-key versions the service's state read models applied (a replay of older state is ignored).
export class Migration20261122110000_outbox extends Migration {
  override async up(): Promise<void> {
    for (const statement of outboxDdl('devices')) this.addSql(statement);
    // Per-device version of InstallationChanged (the topic is keyed by device id), raised in SQL by every change.
    this.addSql(`alter table "devices"."devices" add column if not exists "version" bigint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "devices"."devices" drop column if exists "version";`);
    this.addSql(`drop table if exists "devices"."applied_versions";`);
    this.addSql(`drop table if exists "devices"."outbox";`);
  }
}
