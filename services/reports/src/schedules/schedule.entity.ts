import { bigintNumber } from '@fleetlog/database';
import { ArrayType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

// pg returns bigint[] elements as strings; the ids fit in a JS number (int64 in the protos too).
const bigintArray = () => new ArrayType<number>((value) => Number(value));

/** A report schedule (spec 02 §3 "Report schedule"): a report e-mailed every month for the previous month. */
@Entity({ tableName: 'schedules' })
export class ScheduleEntity {
  @PrimaryKey({ type: bigintNumber() })
  id!: number;

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: 'text' })
  name!: string;

  /** JOURNAL, SUMMARY_VEHICLE, SUMMARY_DRIVER, SALARY or ECOSCORE. */
  @Property({ type: 'text' })
  reportType!: string;

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  vehicleIds: number[] = [];

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  organizationIds: number[] = [];

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  driverIds: number[] = [];

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  driverOrganizationIds: number[] = [];

  @Property({ type: ArrayType, columnType: 'text[]' })
  emails: string[] = [];

  /** 1–31; 31 in a 30-day month is its last day. */
  @Property({ type: 'smallint' })
  dayOfMonth = 1;

  @Property({ type: 'text' })
  zoneId = 'Europe/Stockholm';

  @Property({ type: 'text' })
  reportFormat: 'PDF' | 'CSV' = 'PDF';

  @Property({ type: 'boolean' })
  showPrivate = false;

  @Property({ type: 'text' })
  language: 'sv' | 'en' = 'sv';

  @Property({ type: bigintNumber() })
  createdBy!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
