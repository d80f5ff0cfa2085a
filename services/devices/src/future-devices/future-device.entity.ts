import { bigintNumber } from '@fleetlog/database';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A planned replacement: `deviceId` is to replace the device of `vehicleId`. One plan per vehicle and per device. */
@Entity({ tableName: 'future_devices' })
export class FutureDeviceEntity {
  @PrimaryKey({ type: bigintNumber(), autoincrement: false })
  vehicleId!: number;

  @Property({ type: bigintNumber(), unique: true })
  deviceId!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'timestamptz' })
  plannedAt: Date = new Date();
}
