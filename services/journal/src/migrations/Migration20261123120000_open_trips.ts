import { Migration } from '@mikro-orm/migrations';

// The trips open now, one per device, with the provisional purpose and driver they opened with: the snapshot behind
// journal.open-trips.v1 (the map's private mode, spec 02 §2.5). Written with the detector's state in one transaction.
export class Migration20261123120000_open_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."open_trips" (
        "imei" text primary key,
        "vehicle_id" bigint not null,
        "organization_id" bigint not null,
        "purpose" text not null default '',
        "driver_user_id" bigint null,
        "started_at" timestamptz not null,
        "version" bigint not null
      );`);
    this.addSql(`create index "open_trips_vehicle" on "journal"."open_trips" ("vehicle_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "journal"."open_trips";`);
  }
}
