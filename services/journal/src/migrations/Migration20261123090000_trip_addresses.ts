import { Migration } from '@mikro-orm/migrations';

// Start and stop addresses are filled in after a trip closes (reverse geocoding is slow and rate-limited); the
// attempts count lets a geocoder that keeps failing give way to the coordinates.
export class Migration20261123090000_trip_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "journal"."trips" add column "address_attempts" smallint not null default 0;`);
    this.addSql(
      `create index "trips_without_address" on "journal"."trips" ("id")
       where ("start_address" is null or "stop_address" is null) and "deleted_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "journal"."trips_without_address";`);
    this.addSql(`alter table "journal"."trips" drop column "address_attempts";`);
  }
}
