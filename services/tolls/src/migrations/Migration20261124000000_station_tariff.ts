import { Migration } from '@mikro-orm/migrations';

// The toll analyser corrects a control point's tariff class too (the data's Essingeleden classes are uncertain).
export class Migration20261124000000_station_tariff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "tolls"."station_overrides" add column "tariff" text null
        check ("tariff" in ('stockholm-inner', 'stockholm-essingeleden'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tolls"."station_overrides" drop column "tariff";`);
  }
}
