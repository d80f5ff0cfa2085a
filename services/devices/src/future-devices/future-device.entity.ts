import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A planned replacement: `deviceId` is to replace the device of `vehicleId`. One plan per vehicle and per device. */
@Entity({ tableName: 'future_devices' })
export class FutureDeviceEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: false })
  vehicleId!: number;

  @Property({ type: new BigIntType('number'), unique: true })
  deviceId!: number;

  @Property({ type: new BigIntType('number') })
  organizationId!: number;

  @Property({ type: 'timestamptz' })
  plannedAt: Date = new Date();
}
