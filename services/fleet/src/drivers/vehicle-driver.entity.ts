import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';

import { VehicleEntity } from '../vehicles/vehicle.entity';

/** An explicit permission of a user to drive a vehicle (pool vehicles have none: every driver may). */
@Entity({ tableName: 'vehicle_drivers' })
@Unique({ properties: ['vehicle', 'userId'] })
export class VehicleDriverEntity extends IdentityEntity {
  @ManyToOne({ entity: () => VehicleEntity, deleteRule: 'cascade' })
  vehicle!: VehicleEntity;

  @Property({ type: bigintNumber() })
  userId!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
