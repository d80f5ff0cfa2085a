import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, Property } from '@mikro-orm/core';

export const COMMAND_KINDS = ['SET_FREQUENCY', 'UPDATE_POSITION', 'RESTART', 'GET_INFO', 'WEB_CONNECT'] as const;
export type CommandKindName = (typeof COMMAND_KINDS)[number];

export const COMMAND_STATES = ['PENDING', 'SENT', 'RESPONDED', 'FAILED', 'EXPIRED', 'SUPERSEDED'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

export const PROTOCOLS = ['TELTONIKA', 'QUECLINK'] as const;
export type ProtocolName = (typeof PROTOCOLS)[number];

/**
 * One command asked of a device (spec 01 §4.2, §7; spec 03 §2 Devices) and what became of it. The row and its
 * devices.commands.v1 message are written in one transaction; the gateway reports SENT / RESPONDED / FAILED on
 * telemetry.command-results.v1, and a command nobody could send before `expiresAt` becomes EXPIRED.
 */
@Entity({ tableName: 'device_commands' })
export class DeviceCommandEntity extends IdentityEntity {
  @Property({ type: bigintNumber() })
  deviceId!: number;

  // Copied: the command goes to the IMEI the device had when it was made (the key of both topics).
  @Property({ type: 'text' })
  imei!: string;

  @Property({ type: 'text' })
  protocol!: ProtocolName;

  // The vehicle the device sat in when the command was made (the vehicle's history lists it); null when none.
  @Property({ type: bigintNumber(), nullable: true })
  vehicleId: number | null = null;

  // The device's organisation when the command was made; null for platform stock. Scopes the history.
  @Property({ type: bigintNumber(), nullable: true })
  organizationId: number | null = null;

  @Property({ type: 'text' })
  kind!: CommandKindName;

  @Property({ type: 'text' })
  text!: string;

  // SET_FREQUENCY: the update frequency in hours the command sets.
  @Property({ type: 'integer', nullable: true })
  frequencyHours: number | null = null;

  // The user who asked; null when the platform made it (a frequency selected in fleet).
  @Property({ type: bigintNumber(), nullable: true })
  requestedBy: number | null = null;

  @Property({ type: 'text', default: 'PENDING' })
  state: CommandState = 'PENDING';

  @Property({ type: 'text', default: '' })
  response = '';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  // How often the command went onto devices.commands.v1 (creation, then each report of the device while pending).
  @Property({ type: 'integer', default: 0 })
  publishCount = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastPublishedAt: Date | null = null;
}
