import { BigIntType, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

import { VehicleEntity } from '../vehicles/vehicle.entity';

/** One odometer calibration: the reading valueKm at recordedAt. The history is kept for retroactive checks. */
@Entity({ tableName: 'odometer_calibrations' })
export class OdometerCalibrationEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true })
  id!: number;

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

  @Property({ type: new BigIntType('number') })
  createdByUserId!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
