import { bigintNumber } from '@fleetlog/database';
import { Entity, JsonType, PrimaryKey, Property } from '@mikro-orm/core';

export interface DriverView {
  id: number;
  displayName: string;
}

/**
 * Read model of fleet.vehicles.v1: what the device list shows about the vehicle a device sits in, and what search
 * matches. fleet owns vehicles; this copy is only ever written by the consumer.
 */
@Entity({ tableName: 'vehicles_view' })
export class VehicleViewEntity {
  @PrimaryKey({ type: bigintNumber(), autoincrement: false })
  id!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'text', default: '' })
  registry = '';

  @Property({ type: 'text', default: '' })
  displayName = '';

  @Property({ type: 'text', default: '' })
  benefitType = '';

  @Property({ type: JsonType, nullable: true })
  defaultDriver: DriverView | null = null;

  @Property({ type: JsonType, nullable: true })
  currentDriver: DriverView | null = null;

  @Property({ type: JsonType })
  permittedDrivers: DriverView[] = [];

  @Property({ type: 'text', default: '' })
  defaultTripType = '';

  @Property({ type: 'double precision', default: 0 })
  odometer = 0;

  @Property({ type: 'boolean', default: false })
  archived = false;

  @Property({ type: 'boolean', default: false })
  deleted = false;

  // changed_ts_ms of the newest event applied; older (re-delivered, reordered) events are ignored.
  @Property({ type: bigintNumber(), default: 0 })
  changedTsMs = 0;
}
