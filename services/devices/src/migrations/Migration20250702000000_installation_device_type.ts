import { Migration } from '@mikro-orm/migrations';

// Installations keep the device's type (published as Installation.device_type); existing rows take the device's
// current type, the best that is known about them.
export class Migration20250702000000_installation_device_type extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "devices"."installations" add column "device_type" text not null default '';`);
    this.addSql(`
      update "devices"."installations" as "i" set "device_type" = "d"."device_type"
      from "devices"."devices" as "d"
      where "d"."id" = "i"."device_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "devices"."installations" drop column if exists "device_type";`);
  }
}
