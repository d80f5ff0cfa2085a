import { Migration } from '@mikro-orm/migrations';

// The installation read model keeps the device type of devices.installations.v1 (Vehicle.device_type). Rows stored
// before it stay '' until devices publishes their installation again.
export class Migration20250702000000_installation_device_type extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "fleet"."vehicle_installations" add column "device_type" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "fleet"."vehicle_installations" drop column if exists "device_type";`);
  }
}
