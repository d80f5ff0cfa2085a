import { Migration } from '@mikro-orm/migrations';

// The vehicles' facts a trip takes when it closes (read model of fleet.vehicles.v1), and the trip's purpose and
// driver from them.
export class Migration20261123050000_vehicles_purpose_driver extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "journal"."vehicles" (
        "vehicle_id" bigint primary key,
        "organization_id" bigint not null,
        "default_trip_type" text not null default 'BUSINESS',
        "default_driver_id" bigint null,
        "current_driver_id" bigint null,
        "deleted" boolean not null default false,
        "version" bigint not null default 0,
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`alter table "journal"."trips" add column "purpose" text null;`);
    this.addSql(`alter table "journal"."trips" add column "driver_user_id" bigint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "journal"."trips" drop column "driver_user_id";`);
    this.addSql(`alter table "journal"."trips" drop column "purpose";`);
    this.addSql(`drop table "journal"."vehicles";`);
  }
}
