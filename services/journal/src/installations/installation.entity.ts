import { bigintNumber } from '@fleetlog/database';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Read model of devices.installations.v1: which device sat in which vehicle of which organisation, and when. A trip
 * belongs to the installation open at its start.
 */
@Entity({ tableName: 'installations' })
export class InstallationEntity {
  // The devices service's installation id: replays of the same event update the same row.
  @PrimaryKey({ type: bigintNumber(), autoincrement: false })
  installationId!: number;

  @Property({ type: bigintNumber() })
  deviceId!: number;

  @Property({ type: 'text' })
  imei!: string;

  @Property({ type: bigintNumber() })
  vehicleId!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'timestamptz' })
  installedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  // The device's InstallationChanged version this row reflects: an older one replayed is ignored.
  @Property({ type: bigintNumber() })
  version = 0;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
