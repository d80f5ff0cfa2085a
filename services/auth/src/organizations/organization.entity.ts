import { StateEntity, bigintNumber } from '@fleetlog/database';
import { ArrayType, Entity, Index, JsonType, Property } from '@mikro-orm/core';

/** Postal or invoice address (spec 01 §3.3), stored as jsonb: it is always read and written as a whole. */
export interface AddressValue {
  streetAndNum: string;
  zip: string;
  city: string;
  state: string;
  country: string;
}

export type ModuleFlagMap = Record<string, { active: boolean }>;
export type SettingsMap = Record<string, boolean>;

@Entity({ tableName: 'organizations' })
export class OrganizationEntity extends StateEntity {
  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text', default: '' })
  organizationNumber = '';

  // The tree: null for a top-level organisation (the proto says 0).
  @Index()
  @Property({ type: bigintNumber(), nullable: true })
  parentOrganizationId: number | null = null;

  @Property({ type: 'text', default: '' })
  email = '';

  @Property({ type: 'text', default: '' })
  phone = '';

  @Property({ type: JsonType, nullable: true })
  postalAddress: AddressValue | null = null;

  @Property({ type: JsonType, nullable: true })
  invoiceAddress: AddressValue | null = null;

  @Property({ type: ArrayType, columnType: 'text[]' })
  imeiFlagEmails: string[] = [];

  @Property({ type: 'boolean', default: false })
  kontekEnabled = false;

  @Property({ type: bigintNumber(), nullable: true })
  kontekCompanyNumber: number | null = null;

  @Property({ type: 'text', nullable: true })
  kontekUrlDomain: string | null = null;

  @Property({ type: 'text', nullable: true })
  kontekInstance: string | null = null;

  @Property({ type: 'text', nullable: true })
  kontekUsername: string | null = null;

  // AES-GCM sealed (KontekSecretBox); hidden so it never ends up in a serialised entity or a log line.
  @Property({ type: 'text', nullable: true, hidden: true, lazy: false })
  kontekPasswordEncrypted: string | null = null;

  // Keyed by menu key (spec 01 §2.2).
  @Property({ type: JsonType })
  modules: ModuleFlagMap = {};

  // On/off switches such as ORG_ALLOWED_SPEED_REPORT and NO_MAP_VIEW.
  @Property({ type: JsonType })
  settings: SettingsMap = {};
}
