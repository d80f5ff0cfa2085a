import { Migration } from '@mikro-orm/migrations';

// Per-key versions of the state events auth.users.v1 and auth.organizations.v1: every change that publishes an
// event increments the row's version in the same transaction, so read models can ignore older state.
export class Migration20261122100000_state_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "auth"."users" add column if not exists "version" bigint not null default 1;`);
    this.addSql(`alter table "auth"."organizations" add column if not exists "version" bigint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auth"."users" drop column if exists "version";`);
    this.addSql(`alter table "auth"."organizations" drop column if exists "version";`);
  }
}
