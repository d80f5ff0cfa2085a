import { bigintNumber } from '@fleetlog/database';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Read model of devices.installations.v1: which device sat in which vehicle and when. The open row (removedAt null)
 * is the vehicle's current device (Vehicle.state.imei); the history is the odometer's reference in time.
 */
@Entity({ tableName: 'vehicle_installations' })
export class VehicleInstallationEntity {
  // The devices service's installation id: replays of the same event update the same row.
  @PrimaryKey({ type: bigintNumber(), autoincrement: false })
  installationId!: number;

  @Property({ type: bigintNumber() })
  vehicleId!: number;

  @Property({ type: bigintNumber() })
  deviceId!: number;

  @Property({ type: 'text' })
  imei!: string;

  // '' when the event carried none (installations stored before devices published the type).
  @Property({ type: 'text', default: '' })
  deviceType = '';

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'timestamptz' })
  installedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  @Property({ type: 'text', default: '' })
  removalReason = '';

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
