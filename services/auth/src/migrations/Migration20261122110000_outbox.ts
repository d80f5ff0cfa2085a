import { outboxDdl } from '@fleetlog/messaging';
import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (events written in the transaction of their change, published by the relay) and the
// per-key versions the service's state read models applied (a replay of older state is ignored).
export class Migration20261122110000_outbox extends Migration {
  override async up(): Promise<void> {
    for (const statement of outboxDdl('auth')) this.addSql(statement);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth"."applied_versions";`);
    this.addSql(`drop table if exists "auth"."outbox";`);
  }
}
