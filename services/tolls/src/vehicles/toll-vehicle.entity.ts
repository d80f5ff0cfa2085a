import { bigintNumber } from '@fleetlog/database';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Read model of fleet.vehicles.v1: what the rules need of a vehicle (spec 04 "Exempt vehicles", the fee classes). */
@Entity({ tableName: 'vehicles' })
export class TollVehicleEntity {
  @PrimaryKey({ type: bigintNumber(), autoincrement: false })
  vehicleId!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  /** car: car, light truck, bus under 14 t; heavy: heavy truck over 3.5 t (the infrastructure fees). */
  @Property({ type: 'text' })
  tollClass: 'car' | 'heavy' = 'car';

  @Property({ type: 'boolean' })
  tollExempt = false;

  @Property({ type: 'boolean' })
  deleted = false;

  @Property({ type: bigintNumber() })
  version = 0;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
