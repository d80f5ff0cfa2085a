import { Migration } from '@mikro-orm/migrations';

// When a month was last approved or refused (reviewed_by says by whom): the journal report prints the trail.
export class Migration20261128060000_attestation_reviewed_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "journal"."attestations" add column if not exists "reviewed_at" timestamptz null;`);
    this.addSql(
      `update "journal"."attestations" set "reviewed_at" = "updated_at" where "reviewed_by" is not null and "reviewed_at" is null;`,
    );
  }
}
