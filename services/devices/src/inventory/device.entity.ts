import { StateEntity, bigintNumber } from '@fleetlog/database';
import { Entity, Property } from '@mikro-orm/core';

/**
 * One physical unit (spec 03 §3 Device). Which vehicle it sits in is not a column here: the installations history
 * is the single source of that (see installation.entity.ts). Status fields are written by the tracker gateway
 * (a later issue); until a device reports, `statusAt` is null, which is what "never reported" means.
 */
@Entity({ tableName: 'devices' })
export class DeviceEntity extends StateEntity {
  @Property({ type: 'text' })
  imei!: string;

  // '' when not given (trackers may be added without one); uniqueness applies to non-empty values only.
  @Property({ type: 'text', default: '' })
  iccid = '';

  @Property({ type: 'text', default: '' })
  phone = '';

  @Property({ type: 'text' })
  deviceType!: string;

  @Property({ type: 'text', default: '' })
  hardware = '';

  @Property({ type: 'text', default: '' })
  firmware = '';

  @Property({ type: 'text', default: '' })
  configName = '';

  // Null: stock of the platform, not yet assigned to a customer.
  @Property({ type: bigintNumber(), nullable: true })
  organizationId: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  physicalInstallAt: Date | null = null;

  @Property({ type: 'text', default: '' })
  physicalLocation = '';

  @Property({ type: 'text', default: '' })
  currentInstallationLocation = '';

  @Property({ type: 'boolean', default: false })
  retired = false;

  @Property({ type: 'boolean', default: false })
  isTracker = false;

  @Property({ type: 'boolean', default: false })
  smsControl = false;

  @Property({ type: 'timestamptz', nullable: true })
  smsCheckedAt: Date | null = null;

  @Property({ type: bigintNumber(), default: 0 })
  dataUsed = 0;

  @Property({ type: 'timestamptz', nullable: true })
  startOfUseAt: Date | null = null;

  // HHMM in UTC ('' when none): when a device with a daily report sends it.
  @Property({ type: 'text', default: '' })
  specifiedTimeOfDay = '';

  @Property({ type: 'boolean', default: false })
  functionalAlarm = false;

  @Property({ type: 'boolean', default: false })
  obd = false;

  // Latest report (device time and server receive time); null until the first report.
  @Property({ type: 'timestamptz', nullable: true })
  statusAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  statusServerAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  uplinkLoss = false;

  @Property({ type: 'integer', nullable: true })
  latestBatteryLevel: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  latestSeenPositiveSpeedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  carYear = 0;

  @Property({ type: 'text', default: '' })
  model = '';

  @Property({ type: 'text', default: '' })
  voltageRange = '';

  @Property({ type: 'text', default: '' })
  imgSrc = '';
}
