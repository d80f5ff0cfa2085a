import { Migration } from '@mikro-orm/migrations';

// The vehicles' odometer calibrations (read model of fleet.vehicles.v1's odometer readings): a trip's odometer
// readings come from the latest calibration before it, and a retroactive calibration recomputes the distances of the
// trips it covers.
export class Migration20261123170000_odometer_readings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."odometer_readings" (
        "reading_id" bigint primary key,
        "vehicle_id" bigint not null,
        "value_km" double precision not null,
        "recorded_at" timestamptz not null,
        "retroactive" boolean not null,
        "received_at" timestamptz not null default now()
      );`);
    this.addSql(
      `create index "odometer_readings_vehicle" on "journal"."odometer_readings" ("vehicle_id", "recorded_at");`,
    );
    this.addSql(
      `create index "trips_vehicle_stop" on "journal"."trips" ("vehicle_id", "stop_at") where "deleted_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "journal"."trips_vehicle_stop";`);
    this.addSql(`drop table "journal"."odometer_readings";`);
  }
}
