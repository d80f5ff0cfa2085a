import { Migration } from '@mikro-orm/migrations';

// A trip's purpose and driver as the journal holds them: another driver's private trip's passages are not for others
// to edit (spec 02 §5), a passage named by its id included.
export class Migration20261124120000_trip_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "tolls"."trips"
        add column "purpose" text not null default '',
        add column "driver_user_id" bigint not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tolls"."trips" drop column "purpose", drop column "driver_user_id";`);
  }
}
