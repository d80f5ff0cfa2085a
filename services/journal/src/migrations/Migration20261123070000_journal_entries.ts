import { Migration } from '@mikro-orm/migrations';

// The journal as drivers and administrators keep it (spec 02 §3 Trip, §4): the driver's confirmation and
// correction, the attestation, description, admin comment, developer flags and addresses on each trip; and on the
// vehicles read model what the journal shows and scopes by (registry, name, the drivers permitted).
export class Migration20261123070000_journal_entries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "journal"."trips"
        add column "light_attested" boolean not null default false,
        add column "corrected_by_driver" boolean not null default false,
        add column "attested" boolean not null default false,
        add column "description" text not null default '',
        add column "admin_comment" text not null default '',
        add column "dev_comment" text[] not null default '{}',
        add column "start_address" text null,
        add column "stop_address" text null,
        add column "odometer_start_m" bigint null,
        add column "odometer_stop_m" bigint null;`);
    this.addSql(
      `create index "trips_driver_start" on "journal"."trips" ("driver_user_id", "start_at") where "deleted_at" is null;`,
    );
    this.addSql(`
      alter table "journal"."vehicles"
        add column "registry" text not null default '',
        add column "display_name" text not null default '',
        add column "permit_any_driver" boolean not null default false,
        add column "permitted_driver_ids" bigint[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "journal"."vehicles" drop column "registry", drop column "display_name",
        drop column "permit_any_driver", drop column "permitted_driver_ids";`);
    this.addSql(`drop index "journal"."trips_driver_start";`);
    this.addSql(`
      alter table "journal"."trips" drop column "light_attested", drop column "corrected_by_driver",
        drop column "attested", drop column "description", drop column "admin_comment", drop column "dev_comment",
        drop column "start_address", drop column "stop_address", drop column "odometer_start_m",
        drop column "odometer_stop_m";`);
  }
}
