import { ArchivableEntity, bigintNumber } from '@fleetlog/database';
import { ArrayType, Entity, JsonType, Property } from '@mikro-orm/core';

export const MAP_TYPES = ['LIGHT', 'DARK'] as const;
export type MapType = (typeof MAP_TYPES)[number];

// pg returns bigint[] elements as strings; vehicle ids fit in a JS number (they are int64 in the protos too).
const bigintArray = () => new ArrayType<number>((value) => Number(value));

@Entity({ tableName: 'users' })
export class UserEntity extends ArchivableEntity {
  // Stored lower-cased; a unique index on lower(email) makes uniqueness case-insensitive.
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  displayName!: string;

  @Property({ type: 'text', default: '' })
  phone = '';

  @Property({ type: ArrayType, columnType: 'text[]' })
  roles: string[] = [];

  @Property({ type: bigintNumber() })
  organizationId!: number;

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  permittedVehicleIds: number[] = [];

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  defaultVehicleIds: number[] = [];

  @Property({ type: bigintArray(), columnType: 'bigint[]' })
  currentVehicleIds: number[] = [];

  @Property({ type: ArrayType, columnType: 'text[]' })
  purposes: string[] = [];

  @Property({ type: JsonType })
  settings: Record<string, boolean> = {};

  @Property({ type: 'text', default: 'DARK' })
  mapType: MapType = 'DARK';

  @Property({ type: 'boolean', default: false })
  gdprApproved = false;

  @Property({ type: 'timestamptz', nullable: true })
  inviteSentAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSeenApp: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSeenDriving: Date | null = null;

  @Property({ type: 'text', nullable: true })
  kontekEmployeeNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  kontekEmployeeKey: string | null = null;

  // The driver's iButton key as the tracker reports it: 16 lower-case hex digits (see parseIbuttonId), unique.
  @Property({ type: 'text', nullable: true })
  ibuttonId: string | null = null;

  // Argon2id; null until the user sets a password through an invitation link.
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;
}
