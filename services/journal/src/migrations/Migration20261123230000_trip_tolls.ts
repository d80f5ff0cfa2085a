import { Migration } from '@mikro-orm/migrations';

// The trips' congestion tax and infrastructure fee (read model of tolls.trip-charges.v1, spec 02 §3): whole SEK sums
// of the active passages as computed, the sums after the passage overrides where one is set, the counts, the passages themselves and
// the tolls version applied (an event at or below it is a redelivery or an older state, and is ignored).
export class Migration20261123230000_trip_tolls extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "journal"."trips"
        add column "congestion_tax_sek" integer not null default 0,
        add column "congestion_tax_sek_override" integer null,
        add column "congestion_tax_count" integer not null default 0,
        add column "infra_tax_sek" integer not null default 0,
        add column "infra_tax_sek_override" integer null,
        add column "infra_tax_count" integer not null default 0,
        add column "toll_passages" jsonb not null default '[]',
        add column "tolls_version" bigint not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "journal"."trips" drop column "congestion_tax_sek", drop column "congestion_tax_sek_override",
        drop column "congestion_tax_count", drop column "infra_tax_sek", drop column "infra_tax_sek_override",
        drop column "infra_tax_count", drop column "toll_passages", drop column "tolls_version";`);
  }
}
