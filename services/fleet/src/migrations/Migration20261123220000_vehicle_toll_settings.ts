import { Migration } from '@mikro-orm/migrations';

// The vehicle's toll settings (issue 9, spec 04 "Exempt vehicles" and "Infrastructure fees"): a flag that switches
// toll computation off, and the class that decides the infrastructure fee ("heavy": heavy truck over 3.5 t).
export class Migration20261123220000_vehicle_toll_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "fleet"."vehicles"
        add column "toll_exempt" boolean not null default false,
        add column "toll_class" text not null default 'car',
        add constraint "vehicles_toll_class_check" check ("toll_class" in ('car', 'heavy'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "fleet"."vehicles"
        drop constraint "vehicles_toll_class_check",
        drop column "toll_class",
        drop column "toll_exempt";`);
  }
}
