import { Migration } from '@mikro-orm/migrations';

// The journal's trips as fleet needs them for the running odometer (issue 8: the vehicle's odometer follows the
// trips): per trip its vehicle, stop and distance, kept from journal.trips.v1. The odometer is the latest
// calibration plus the distance of the trips that stopped after it.
export class Migration20261123160000_vehicle_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "fleet"."vehicle_trips" (
        "trip_id" bigint primary key,
        "vehicle_id" bigint not null,
        "stop_at" timestamptz not null,
        "distance_m" bigint not null,
        "deleted" boolean not null default false
      );`);
    this.addSql(`create index "vehicle_trips_vehicle_stop" on "fleet"."vehicle_trips" ("vehicle_id", "stop_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "fleet"."vehicle_trips";`);
  }
}
