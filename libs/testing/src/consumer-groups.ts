import { randomUUID } from 'node:crypto';

/** Every consumer group a service's configuration names, by its variable, with the service's default. */
const GROUP_VARIABLES: Record<string, string> = {
  AUTH_REMINDERS_GROUP_ID: 'auth.attestation-reminders',
  AUTH_TRIPS_GROUP_ID: 'auth.journal-trips',
  INGEST_CONSUMER_GROUP: 'devices.telemetry-positions',
  FLEET_CONSUMER_GROUP: 'devices.fleet-vehicles',
  COMMAND_RESULTS_GROUP: 'devices.command-results',
  COMMAND_STATUS_GROUP: 'devices.command-status',
  COMMAND_VEHICLES_GROUP: 'devices.command-vehicles',
  FLEET_INSTALLATIONS_GROUP_ID: 'fleet.device-installations',
  FLEET_AUTH_USERS_GROUP_ID: 'fleet.auth-users',
  FLEET_DEVICE_STATUS_GROUP_ID: 'fleet.device-status',
  FLEET_TRIPS_GROUP_ID: 'fleet.journal-trips',
  JOURNAL_DETECTION_GROUP_ID: 'journal.trip-detection',
  JOURNAL_INSTALLATIONS_GROUP_ID: 'journal.device-installations',
  JOURNAL_VEHICLES_GROUP_ID: 'journal.fleet-vehicles',
  JOURNAL_TOLL_CHARGES_GROUP_ID: 'journal.toll-charges',
  TOLLS_TRIPS_GROUP_ID: 'tolls.journal-trips',
  TOLLS_VEHICLES_GROUP_ID: 'tolls.fleet-vehicles',
  ALARMS_POSITIONS_GROUP_ID: 'alarms.telemetry-positions',
  ALARMS_STATUS_GROUP_ID: 'alarms.devices-status',
  ALARMS_VEHICLES_GROUP_ID: 'alarms.fleet-vehicles',
  ALARMS_TRIPS_GROUP_ID: 'alarms.journal-trips',
  ALARMS_INSTALLATIONS_GROUP_ID: 'alarms.device-installations',
  ALARMS_LATEST_TRIPS_GROUP_ID: 'alarms.latest-trips',
};

/**
 * The environment that gives a whole platform started by a test consumer groups of its own (`<default>.test-<id>`):
 * on the shared test broker it then never joins a group another platform left behind, which the broker holds for a
 * member's session timeout before the newcomer gets its partitions.
 */
export function uniqueConsumerGroups(id = randomUUID().slice(0, 8)): Record<string, string> {
  return Object.fromEntries(Object.entries(GROUP_VARIABLES).map(([name, group]) => [name, `${group}.test-${id}`]));
}
