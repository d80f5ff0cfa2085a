import { BigIntType, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';

import { VehicleEntity } from '../vehicles/vehicle.entity';

/** An explicit permission of a user to drive a vehicle (pool vehicles have none: every driver may). */
@Entity({ tableName: 'vehicle_drivers' })
@Unique({ properties: ['vehicle', 'userId'] })
export class VehicleDriverEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => VehicleEntity, deleteRule: 'cascade' })
  vehicle!: VehicleEntity;

  @Property({ type: new BigIntType('number') })
  userId!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
