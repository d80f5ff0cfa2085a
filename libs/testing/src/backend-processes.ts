import { randomUUID } from 'node:crypto';

import { type ServiceProcess, startServiceProcess } from './processes';

// Helpers for tests that meet other services as production runs them: a service must not import another's code.

/** Every test logs in from 127.0.0.1 and failures count for minutes in Redis; the per-account limit still applies. */
const RELAXED_ADDRESS_LIMIT = { RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000' };

const runId = () => randomUUID().slice(0, 8);

/** auth with its demo seed (root@fleetlog.se); mail goes to `smtpUrl` (nowhere by default). */
export function startAuthProcess(
  options: { smtpUrl?: string; env?: Record<string, string> } = {},
): Promise<ServiceProcess> {
  return startServiceProcess({
    service: 'auth',
    seedDemo: true,
    env: {
      SMTP_URL: options.smtpUrl ?? 'smtp://127.0.0.1:1',
      ...RELAXED_ADDRESS_LIMIT,
      // A group of its own: parallel files' auth processes do not rebalance one another.
      AUTH_TRIPS_GROUP_ID: `auth.journal-trips.test-${runId()}`,
      ...options.env,
    },
  });
}

/** fleet talking to the given auth; its consumers get groups of their own, so parallel files keep their events. */
export function startFleetProcess(authGrpcUrl: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const id = runId();
  return startServiceProcess({
    service: 'fleet',
    env: {
      AUTH_GRPC_URL: authGrpcUrl,
      FLEET_INSTALLATIONS_GROUP_ID: `fleet.device-installations.test-${id}`,
      FLEET_AUTH_USERS_GROUP_ID: `fleet.auth-users.test-${id}`,
      FLEET_TRIPS_GROUP_ID: `fleet.journal-trips.test-${id}`,
      KAFKA_CLIENT_ID: `fleet-test-${id}`,
      ...env,
    },
  });
}

/** devices talking to the given auth and fleet, with a consumer group of its own. */
export function startDevicesProcess(
  authGrpcUrl: string,
  fleetGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const id = runId();
  return startServiceProcess({
    service: 'devices',
    env: {
      AUTH_GRPC_URL: authGrpcUrl,
      FLEET_GRPC_URL: fleetGrpcUrl,
      FLEET_CONSUMER_GROUP: `devices.fleet-vehicles.test-${id}`,
      KAFKA_CLIENT_ID: `devices-test-${id}`,
      ...env,
    },
  });
}

/**
 * The journal talking to the given auth, its consumers (vehicles, installations, toll charges) in groups of their own; trip
 * detection stays off unless `env` turns it on (a shared positions topic is another suite's business).
 */
export function startJournalProcess(authGrpcUrl: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const id = runId();
  return startServiceProcess({
    service: 'journal',
    env: {
      AUTH_GRPC_URL: authGrpcUrl,
      JOURNAL_DETECTION_ENABLED: 'false',
      JOURNAL_DETECTION_GROUP_ID: `journal.trip-detection.test-${id}`,
      JOURNAL_VEHICLES_GROUP_ID: `journal.fleet-vehicles.test-${id}`,
      JOURNAL_TOLL_CHARGES_GROUP_ID: `journal.toll-charges.test-${id}`,
      JOURNAL_INSTALLATIONS_GROUP_ID: `journal.device-installations.test-${id}`,
      KAFKA_CLIENT_ID: `journal-test-${id}`,
      ...env,
    },
  });
}

/**
 * tolls talking to the given auth and devices. Its consumers stay off unless `env` turns them on: on the shared test
 * broker it would charge every other suite's trips and publish their charges to their journals. A test gives tolls a
 * trip through TollsService.ResetTripTolls (the BFF's POST /journal/{tripId}/reset-toll).
 */
export function startTollsProcess(
  authGrpcUrl: string,
  devicesGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const id = runId();
  return startServiceProcess({
    service: 'tolls',
    env: {
      AUTH_GRPC_URL: authGrpcUrl,
      DEVICES_GRPC_URL: devicesGrpcUrl,
      TOLLS_CONSUME_TRIPS: 'false',
      TOLLS_CONSUME_VEHICLES: 'false',
      // Parked trips are the tolls tests' to retry, explicitly, not every process's on the shared database.
      TOLLS_PARKED_RETRY_INTERVAL_MS: '3600000',
      TOLLS_TRIPS_GROUP_ID: `tolls.journal-trips.test-${id}`,
      TOLLS_VEHICLES_GROUP_ID: `tolls.fleet-vehicles.test-${id}`,
      KAFKA_CLIENT_ID: `tolls-test-${id}`,
      ...env,
    },
  });
}
