import { Migration } from '@mikro-orm/migrations';

// A device's trips by time: the private trips a device recorded over a span (LatestTripService.ListPrivateTripSpans,
// which the AVL log withholds packets by) are found by IMEI, not by vehicle.
export class Migration20261128040000_trips_imei extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "trips_imei_start" on "journal"."trips" ("imei", "start_at") where "deleted_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "journal"."trips_imei_start";`);
  }
}
