import { Migration } from '@mikro-orm/migrations';

// A trip of journal.trips.v1 whose path the positions store could not give is parked here (the message acknowledged)
// and charged by the retry sweep once devices answers again: nothing waits on a dead-letter topic.
export class Migration20261124130000_parked_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "tolls"."parked_trips" (
        "trip_id" bigint primary key,
        "journal_version" bigint not null,
        -- The trip as journal.trips.v1 announced it (ChargedTrip).
        "facts" jsonb not null,
        "attempts" integer not null default 0,
        "next_attempt_at" timestamptz not null,
        "last_error" text not null,
        "parked_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "parked_trips_due" on "tolls"."parked_trips" ("next_attempt_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "tolls"."parked_trips";`);
  }
}
