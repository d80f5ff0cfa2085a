import { Migration } from '@mikro-orm/migrations';

// Merged trips (spec 02 §4): the trips after the first keep their rows and point at it; the journal shows the first
// with the others inside it, and unmerging clears the pointers.
export class Migration20261123080000_merged_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "journal"."trips" add column "merged_into_id" bigint null references "journal"."trips" ("id");`,
    );
    this.addSql(
      `create index "trips_merged_into" on "journal"."trips" ("merged_into_id") where "merged_into_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "journal"."trips" drop column "merged_into_id";`);
  }
}
