import { Migration } from '@mikro-orm/migrations';

// A user's saved places (spec 03 "Places", §3 Zone): a circle (centre and radius, at most 800 m) with a trip type for
// trips starting and/or ending inside, a description for them, and a name for the trip ends inside. The centre is
// kept as a PostGIS geography too, generated from the coordinates, so "which of the driver's places contain this
// point, nearest first" is one indexed ST_DWithin.
export class Migration20261123140000_places extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."places" (
        "id" bigserial primary key,
        "organization_id" bigint not null,
        "user_id" bigint not null,
        "name" text not null,
        "address" text not null default '',
        "latitude" double precision not null check ("latitude" between -90 and 90),
        "longitude" double precision not null check ("longitude" between -180 and 180),
        "radius_m" integer not null check ("radius_m" between 1 and 800),
        "trip_type" text null check ("trip_type" in ('BUSINESS', 'PRIVATE')),
        "active_on_trip_start" boolean not null,
        "active_on_trip_end" boolean not null,
        "description" text not null default '',
        "centre" geography(Point, 4326) generated always as
          (st_setsrid(st_makepoint("longitude", "latitude"), 4326)::geography) stored,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "updated_by" bigint not null
      );`);
    this.addSql(`create index "places_user" on "journal"."places" ("user_id");`);
    this.addSql(`create index "places_centre" on "journal"."places" using gist ("centre");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "journal"."places";`);
  }
}
