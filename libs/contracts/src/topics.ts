import { OrganizationChanged, UserChanged } from './generated/fleetlog/auth/v1/events';
import { InstallationChanged } from './generated/fleetlog/devices/v1/events';
import { VehicleChanged } from './generated/fleetlog/fleet/v1/events';

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
} as const;

export type TopicKey = keyof typeof TOPICS;

export function deadLetterTopic(name: string): string {
  return `${name}.dlq`;
}
