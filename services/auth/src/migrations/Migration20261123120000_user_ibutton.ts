import { Migration } from '@mikro-orm/migrations';

// A user's iButton id (issue 8): the driver key a tracker reports (Teltonika IO 78), 16 lower-case hex digits, so the
// journal can name the driver of a trip. At most one user per key; most users have none.
export class Migration20261123120000_user_ibutton extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "auth"."users" add column if not exists "ibutton_id" text null;`);
    this.addSql(`
      do $$ begin
        alter table "auth"."users" add constraint "users_ibutton_id_format" check ("ibutton_id" ~ '^[0-9a-f]{16}$');
      exception when duplicate_object then null;
      end $$;`);
    this.addSql(
      `create unique index if not exists "users_ibutton_id_unique" on "auth"."users" ("ibutton_id") where "ibutton_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "auth"."users_ibutton_id_unique";`);
    this.addSql(`alter table "auth"."users" drop column if exists "ibutton_id";`);
  }
}
