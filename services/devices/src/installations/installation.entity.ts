import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, Property } from '@mikro-orm/core';

export const REMOVAL_REASONS = [
  'UNINSTALLED',
  'MOVED',
  'RETIRED',
  'VEHICLE_ARCHIVED',
  'VEHICLE_DELETED',
  'ORGANIZATION_CHANGED',
] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/**
 * One stay of a device in a vehicle. `removedAt` null means "installed now"; partial unique indexes (see the
 * migration) make at most one open row per device and per vehicle, so two concurrent installs cannot both win.
 * Rows are never deleted: the telemetry pipeline maps an IMEI to a vehicle at any instant from this history.
 */
@Entity({ tableName: 'installations' })
export class InstallationEntity extends IdentityEntity {
  @Property({ type: bigintNumber() })
  deviceId!: number;

  // Copied so the history stays readable for the pipeline even if a device record is corrected later.
  @Property({ type: 'text' })
  imei!: string;

  // The device's type when the installation started, copied like the IMEI (fleet shows it as Vehicle.device_type).
  @Property({ type: 'text', default: '' })
  deviceType = '';

  @Property({ type: bigintNumber() })
  vehicleId!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'timestamptz' })
  installedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  removalReason: RemovalReason | null = null;
}
