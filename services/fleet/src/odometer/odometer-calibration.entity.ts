import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, ManyToOne, Property } from '@mikro-orm/core';

import { VehicleEntity } from '../vehicles/vehicle.entity';

/** One odometer calibration: the reading valueKm at recordedAt. The history is kept for retroactive checks. */
@Entity({ tableName: 'odometer_calibrations' })
export class OdometerCalibrationEntity extends IdentityEntity {
  @ManyToOne({ entity: () => VehicleEntity, deleteRule: 'cascade' })
  vehicle!: VehicleEntity;

  @Property({ type: 'double' })
  valueKm!: number;

  @Property({ type: 'timestamptz' })
  recordedAt!: Date;

  @Property({ type: 'boolean', default: false })
  applyRetroactive = false;

  @Property({ type: 'boolean', default: false })
  forced = false;

  @Property({ type: bigintNumber() })
  createdByUserId!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
