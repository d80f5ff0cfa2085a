import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { uniqueConsumerGroups } from './consumer-groups';
import { type Mailbox, mailboxClient } from './mailbox';
import { freePort } from './free-port';
import {
  type ServiceProcess,
  startServiceProcess,
  startUntilReady,
  terminate,
  TEST_LOG_DIR,
  type TestedService,
  testProcessEnv,
} from './processes';
import { sharedRun } from './shared-run';
import { startSmtpReceiver } from './smtp-receiver';

// Helpers for tests that meet other services as production runs them: a service must not import another's code.
// Each start function answers with the shared run's process (shared-run.ts) when the caller asks for nothing of its
// own (no environment, the shared services as its peers), and starts a process of the caller's otherwise. A shared
// process is stopped by the run, not by the file: its stop() does nothing and kill() refuses.

/** The shared run's process of `service` when `peers` are the shared run's too; undefined without a shared run. */
async function sharedProcess(
  service: TestedService,
  peers: Partial<Record<TestedService, string>> = {},
): Promise<ServiceProcess | undefined> {
  const services = (await sharedRun('ready'))?.services;
  const own = services?.[service];
  if (!services || !own || !peersAreShared(services, peers)) return undefined;
  return {
    service,
    grpcUrl: own.grpcUrl,
    httpPort: own.httpPort,
    stop: async () => undefined,
    kill: () => Promise.reject(new Error(`${service} is the shared run's: a test that kills a process starts its own`)),
  };
}

/** Whether every peer given (unset ones aside) is the shared run's service of that name. */
function peersAreShared(
  services: Record<string, { grpcUrl: string }>,
  peers: Partial<Record<TestedService, string | undefined>>,
): boolean {
  return Object.entries(peers).every(([peer, url]) => url === undefined || services[peer]?.grpcUrl === url);
}

const runId = () => randomUUID().slice(0, 8);

const isEmpty = (env: Record<string, string> | undefined) => env === undefined || Object.keys(env).length === 0;

/**
 * The shared run's `service` when the caller asks for nothing of its own (`env` empty, `peers` the shared ones); else
 * a process of the caller's with `settings`, consumer groups and a Kafka client id of its own, then `env`.
 */
async function sharedOrOwn(
  service: Exclude<TestedService, 'auth'>,
  peers: Partial<Record<TestedService, string>>,
  settings: Record<string, string>,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const shared = isEmpty(env) ? await sharedProcess(service, peers) : undefined;
  if (shared) return shared;
  const id = runId();
  const peerUrls = Object.fromEntries(
    Object.entries(peers).map(([peer, url]) => [`${peer.toUpperCase()}_GRPC_URL`, url as string]),
  );
  return startServiceProcess({
    service,
    env: { ...peerUrls, ...settings, ...uniqueConsumerGroups(id), KAFKA_CLIENT_ID: `${service}-test-${id}`, ...env },
  });
}

/** Every test logs in from 127.0.0.1 and failures count for minutes in Redis; the per-account limit still applies. */
const RELAXED_ADDRESS_LIMIT = { RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000' };

/** auth with its demo seed (root@fleetlog.se); mail goes to `smtpUrl` (nowhere by default). */
export async function startAuthProcess(
  options: { smtpUrl?: string; env?: Record<string, string> } = {},
): Promise<ServiceProcess> {
  if (options.smtpUrl === undefined && isEmpty(options.env)) {
    const shared = await sharedProcess('auth');
    if (shared) return shared;
  }
  return startServiceProcess({
    service: 'auth',
    seedDemo: true,
    env: {
      SMTP_URL: options.smtpUrl ?? 'smtp://127.0.0.1:1',
      ...RELAXED_ADDRESS_LIMIT,
      // Groups of its own: processes of parallel files and of earlier runs never rebalance one another.
      ...uniqueConsumerGroups(),
      ...options.env,
    },
  });
}

/** fleet talking to the given auth; its consumers get groups of their own, so parallel files keep their events. */
export async function startFleetProcess(
  authGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn('fleet', { auth: authGrpcUrl }, {}, env);
}

/**
 * devices talking to the given auth and fleet, with consumer groups of its own. Its telemetry ingest, its command
 * consumers and its command expiry sweep stay off unless `env` turns them on: on the shared test broker and database
 * they would store every other suite's tracker reports, send their pending commands again and expire them.
 */
export async function startDevicesProcess(
  authGrpcUrl: string,
  fleetGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn(
    'devices',
    { auth: authGrpcUrl, fleet: fleetGrpcUrl },
    { INGEST_ENABLED: 'false', COMMAND_CONSUMERS_ENABLED: 'false', DEVICE_COMMAND_EXPIRY_INTERVAL_MS: '3600000' },
    env,
  );
}

/**
 * The journal talking to the given auth, its consumers (vehicles, installations, toll charges) in groups of their own; trip
 * detection stays off unless `env` turns it on (a shared positions topic is another suite's business).
 */
export async function startJournalProcess(
  authGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn(
    'journal',
    { auth: authGrpcUrl },
    // Addresses are the addresses suite's to fill (with its geocoder stand-in), not a sweep's over every trip.
    { JOURNAL_DETECTION_ENABLED: 'false', JOURNAL_ADDRESS_INTERVAL_MS: '3600000' },
    env,
  );
}

/**
 * tolls talking to the given auth and devices. Its consumers stay off unless `env` turns them on: on the shared test
 * broker it would charge every other suite's trips and publish their charges to their journals. A test gives tolls a
 * trip through TollsService.ResetTripTolls (the BFF's POST /journal/{tripId}/reset-toll).
 */
export async function startTollsProcess(
  authGrpcUrl: string,
  devicesGrpcUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn(
    'tolls',
    { auth: authGrpcUrl, devices: devicesGrpcUrl },
    {
      TOLLS_CONSUME_TRIPS: 'false',
      TOLLS_CONSUME_VEHICLES: 'false',
      // Parked trips are the tolls tests' to retry, explicitly, not every process's on the shared database.
      TOLLS_PARKED_RETRY_INTERVAL_MS: '3600000',
    },
    env,
  );
}

/**
 * reports talking to the given auth, journal, fleet and devices, mailing to `smtpUrl`. Its clock (schedule runs, the
 * sweep of waiting deliveries) stays off unless `env` turns it on: on the shared database it would run every other
 * suite's schedules; a test drives runs itself.
 */
export async function startReportsProcess(
  peers: { auth: string; journal: string; fleet: string; devices: string; alarms?: string },
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn(
    'reports',
    peers,
    { SMTP_URL: smtpUrl, REPORTS_SCHEDULER_ENABLED: 'false', REPORTS_QUEUE_PREFIX: `fleetlog-reports-${runId()}` },
    env,
  );
}

/**
 * alarms talking to the given auth, mailing to `smtpUrl`. Its evaluators follow the shared broker's streams
 * (positions, device status, vehicles) in groups of their own: a test's trackers are its own IMEIs, and an alarm only
 * ever covers the trackers of its own organisation, so other suites' records raise nothing. The sweep and the
 * delivery worker run every second, for tests that wait on a mail.
 */
export async function startAlarmsProcess(
  peers: { auth: string; fleet: string; devices: string },
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return sharedOrOwn(
    'alarms',
    peers,
    {
      SMTP_URL: smtpUrl,
      ALARMS_SWEEP_INTERVAL_MS: '1000',
      ALARMS_DELIVERY_INTERVAL_MS: '500',
      ALARMS_RETRY_BASE_MS: '500',
      ALARMS_SETTINGS_RELOAD_MS: '1000',
    },
    env,
  );
}

/** auth with the mailbox it sends to (see startAuthWithMailbox); close() stops what the caller started. */
export interface AuthWithMailbox {
  auth: ServiceProcess;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * auth and the mailbox it sends to: the shared run's, or a receiver and an auth of the caller's own. Tests find their
 * mail by recipient (addresses they made up): other files' mail arrives in a shared mailbox too. E-mailed links
 * without a base of the request's own point at http://unused.test.
 */
export async function startAuthWithMailbox(): Promise<AuthWithMailbox> {
  const mailbox = (await sharedRun('ready'))?.mailbox;
  const shared = mailbox && (await sharedProcess('auth'));
  if (mailbox && shared) return { auth: shared, mailbox: mailboxClient(mailbox), close: async () => {} };
  const receiver = await startSmtpReceiver();
  try {
    const auth = await startAuthProcess({ smtpUrl: receiver.url, env: { PUBLIC_BASE_URL: 'http://unused.test' } });
    return {
      auth,
      mailbox: receiver,
      async close() {
        await auth.stop();
        await receiver.close();
      },
    };
  } catch (error) {
    await receiver.close();
    throw error;
  }
}

/** The services a BFF calls, by name: auth always, the others where the caller has them. */
export type BffPeers = { auth: string } & Partial<Record<Exclude<TestedService, 'auth'>, string | undefined>>;

/** A BFF as production runs it (services/bff/src/main.ts), in front of the services it was given. */
export interface BffProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Links in the mails the BFF's routes ask for, and the origin its cookie routes accept: the same as every BFF of
 * the integration tests, shared or a file's own (a browser test's platform serves on localhost instead).
 */
export const TEST_PUBLIC_URL = 'http://fleetlog.test';

/**
 * The BFF in front of `peers`: the shared run's when the caller asks for nothing of its own (`env` empty, every peer
 * given the shared run's), else a process of the caller's. A peer not given points at a port where nothing listens,
 * so its routes answer as with that service down; the shared BFF has every service behind it.
 */
export async function startBffProcess(peers: BffPeers, env: Record<string, string> = {}): Promise<BffProcess> {
  if (isEmpty(env)) {
    const run = await sharedRun('ready');
    if (run?.bff && run.services && peersAreShared(run.services, peers)) {
      return { baseUrl: run.bff.baseUrl, stop: async () => undefined };
    }
  }
  const [port, metricsPort] = [await freePort(), await freePort()];
  const nowhere = '127.0.0.1:1';
  const child = await startUntilReady(
    'bff',
    'services/bff/src/main.ts',
    testProcessEnv({
      BFF_PORT: String(port),
      METRICS_PORT: String(metricsPort),
      PUBLIC_URL: TEST_PUBLIC_URL,
      AUTH_GRPC_URL: peers.auth,
      FLEET_GRPC_URL: peers.fleet ?? nowhere,
      DEVICES_GRPC_URL: peers.devices ?? nowhere,
      JOURNAL_GRPC_URL: peers.journal ?? nowhere,
      TOLLS_GRPC_URL: peers.tolls ?? nowhere,
      REPORTS_GRPC_URL: peers.reports ?? nowhere,
      ALARMS_GRPC_URL: peers.alarms ?? nowhere,
      KAFKA_CLIENT_ID: `bff-test-${runId()}`,
      ...env,
    }),
    `http://127.0.0.1:${port}/health/ready`,
    join(TEST_LOG_DIR, `bff-${port}.log`),
    90_000,
  );
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => terminate(child) };
}
