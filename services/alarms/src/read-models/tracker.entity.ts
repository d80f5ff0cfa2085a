import { bigintNumber } from '@fleetlog/database';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A tracker as devices.status.v1 tells it (read-models.repository.ts reads and writes it in SQL). */
@Entity({ tableName: 'trackers' })
export class TrackerEntity {
  @PrimaryKey({ type: 'text' })
  imei!: string;

  @Property({ type: bigintNumber() })
  deviceId!: number;

  @Property({ type: bigintNumber() })
  organizationId = 0;

  @Property({ type: bigintNumber() })
  vehicleId = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastSeenAt?: Date;

  @Property({ type: 'integer', nullable: true })
  batteryLevel?: number;

  @Property({ type: bigintNumber() })
  version = 0;
}
