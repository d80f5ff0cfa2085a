import { AlarmPeriod } from './generated/fleetlog/alarms/v1/events';
import { OrganizationChanged, UserChanged } from './generated/fleetlog/auth/v1/events';
import { DeviceChanged, DeviceStatusChanged, InstallationChanged } from './generated/fleetlog/devices/v1/events';
import { VehicleChanged } from './generated/fleetlog/fleet/v1/events';
import { AttestationReminder, LatestTripChanged, TripChanged } from './generated/fleetlog/journal/v1/events';
import { CommandResult, DeviceCommand } from './generated/fleetlog/telemetry/v1/telemetry';
import { Delivery } from './generated/fleetlog/reports/v1/events';
import { TripCharges } from './generated/fleetlog/tolls/v1/events';
import { telemetryPacketCodec } from './telemetry-packet-codec';

/** Minimal codec shape ts-proto generates for every message. */
export interface MessageCodec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(input: Uint8Array): T;
  fromPartial(object: Partial<T>): T;
}

/** One entry per Kafka topic: its name, the proto message it carries and the schema version in the headers. */
export interface TopicDefinition<T> {
  readonly name: string;
  readonly eventType: string;
  readonly schemaVersion: number;
  readonly codec: MessageCodec<T>;
}

function topic<T>(name: string, eventType: string, codec: MessageCodec<T>): TopicDefinition<T> {
  return { name, eventType, schemaVersion: 1, codec: codec as MessageCodec<T> };
}

/** The topic registry. State topics (`*.v1` of entities) are keyed by entity id and compacted. */
export const TOPICS = {
  authOrganizations: topic('auth.organizations.v1', 'fleetlog.auth.v1.OrganizationChanged', OrganizationChanged),
  authUsers: topic('auth.users.v1', 'fleetlog.auth.v1.UserChanged', UserChanged),
  fleetVehicles: topic('fleet.vehicles.v1', 'fleetlog.fleet.v1.VehicleChanged', VehicleChanged),
  devicesInstallations: topic(
    'devices.installations.v1',
    'fleetlog.devices.v1.InstallationChanged',
    InstallationChanged,
  ),
  devicesDevices: topic('devices.devices.v1', 'fleetlog.devices.v1.DeviceChanged', DeviceChanged),
  devicesStatus: topic('devices.status.v1', 'fleetlog.devices.v1.DeviceStatusChanged', DeviceStatusChanged),
  devicesCommands: topic('devices.commands.v1', 'fleetlog.telemetry.v1.DeviceCommand', DeviceCommand),
  journalTrips: topic('journal.trips.v1', 'fleetlog.journal.v1.TripChanged', TripChanged),
  journalLatestTrips: topic('journal.latest-trips.v1', 'fleetlog.journal.v1.LatestTripChanged', LatestTripChanged),
  journalAttestationReminders: topic(
    'journal.attestation-reminders.v1',
    'fleetlog.journal.v1.AttestationReminder',
    AttestationReminder,
  ),
  alarmsPeriods: topic('alarms.periods.v1', 'fleetlog.alarms.v1.AlarmPeriod', AlarmPeriod),
  reportsDeliveries: topic('reports.deliveries.v1', 'fleetlog.reports.v1.Delivery', Delivery),
  tollsTripCharges: topic('tolls.trip-charges.v1', 'fleetlog.tolls.v1.TripCharges', TripCharges),
  // Telemetry: high-volume streams keyed by IMEI (not compacted; retention in production, partitions sized locally).
  // The generated decoder and a fast encoder of the same bytes (telemetry-packet-codec.ts).
  telemetryPositions: topic('telemetry.positions.v1', 'fleetlog.telemetry.v1.TelemetryPacket', telemetryPacketCodec),
  telemetryCommandResults: topic('telemetry.command-results.v1', 'fleetlog.telemetry.v1.CommandResult', CommandResult),
} as const;

export type TopicKey = keyof typeof TOPICS;

export function deadLetterTopic(name: string): string {
  return `${name}.dlq`;
}
