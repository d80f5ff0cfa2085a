import { outboxDdl } from '@fleetlog/messaging';
import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (events written in the transaction of their change, published by the relay) and the
// per-key versions the service's state read models applied (a replay of older state is ignored).
export class Migration20261122110000_outbox extends Migration {
  override async up(): Promise<void> {
    for (const statement of outboxDdl('fleet')) this.addSql(statement);
    // Per-vehicle version of VehicleChanged, raised in SQL by every change path.
    this.addSql(`alter table "fleet"."vehicles" add column if not exists "version" bigint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "fleet"."vehicles" drop column if exists "version";`);
    this.addSql(`drop table if exists "fleet"."applied_versions";`);
    this.addSql(`drop table if exists "fleet"."outbox";`);
  }
}
