import { Migration } from '@mikro-orm/migrations';

// The vehicle's CO2 emission per km from fleet's fuel data (the override, else the two fuels by their proportion), for
// the eco score's CO2 figures (spec 02 §3 Eco score: totalCo2Kg, vehicleCo2GKm). Null while fleet has none.
export class Migration20261123150000_vehicle_co2 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "journal"."vehicles" add column "co2_g_km" double precision null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "journal"."vehicles" drop column "co2_g_km";`);
  }
}
