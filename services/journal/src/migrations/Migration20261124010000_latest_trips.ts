import { Migration } from '@mikro-orm/migrations';

// Each vehicle's latest trip (its open trip, else its latest shown trip by start) as last published on
// journal.latest-trips.v1, with the vehicle's version: the map hides the position of a vehicle whose latest trip is
// another driver's private one (spec 02 §2.5, §5), also after the trip closed. Filled from the trips held now; the
// open trips' own version gives way to it.
export class Migration20261124010000_latest_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."latest_trips" (
        "vehicle_id" bigint primary key,
        "organization_id" bigint not null,
        "imei" text not null default '',
        "open" boolean not null,
        "trip_id" bigint null,
        "purpose" text not null default '',
        "driver_user_id" bigint null,
        "start_at" timestamptz null,
        "version" bigint not null
      );`);
    this.addSql(
      `create index "latest_trips_trip" on "journal"."latest_trips" ("trip_id") where "trip_id" is not null;`,
    );
    this.addSql(`
      insert into "journal"."latest_trips"
        ("vehicle_id", "organization_id", "imei", "open", "trip_id", "purpose", "driver_user_id", "start_at", "version")
      select distinct on (c."vehicle_id") c."vehicle_id", c."organization_id", c."imei", c."open", c."trip_id",
        c."purpose", c."driver_user_id", c."start_at", (extract(epoch from now()) * 1000)::bigint
      from (
        select "vehicle_id", "organization_id", "imei", true as "open", null::bigint as "trip_id", "purpose",
          "driver_user_id", "started_at" as "start_at"
        from "journal"."open_trips"
        union all
        select "vehicle_id", "organization_id", "imei", false, "id", coalesce("purpose", ''), "driver_user_id",
          "start_at"
        from "journal"."trips" where "deleted_at" is null and "merged_into_id" is null
      ) c
      order by c."vehicle_id", c."open" desc, c."start_at" desc, c."trip_id" desc;`);
    this.addSql(`alter table "journal"."open_trips" drop column "version";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "journal"."open_trips" add column "version" bigint not null default 0;`);
    this.addSql(`drop table "journal"."latest_trips";`);
  }
}
