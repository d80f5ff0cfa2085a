// The shared run's coordinator (shared-run.ts): a process of its own, spawned by a jest global setup with an IPC
// channel, that starts what every test file of the run shares and writes its progress to the state file.
//   shared-run-main.ts services <state file>   mailbox, every service's migrations (side by side), auth's demo
//                                              seed, then auth, fleet, devices, journal, tolls and reports, and a
//                                              BFF in front of them
//   shared-run-main.ts browser <state file>    mailbox, the seeded platform serving frontend/dist, its session
//                                              variants (an auth and a BFF each), Chromium
// deploy/local/test.sh spawns both itself, earlier than jest would, so that they start beside other phases. It stops
// what it started when told (SIGTERM) or when the process that spawned it goes away (the IPC channel closes, or it
// is no longer its parent): a killed test run leaves nothing running.
import { join } from 'node:path';

import {
  startAlarmsProcess,
  startAuthProcess,
  startBffProcess,
  startDevicesProcess,
  startFleetProcess,
  startJournalProcess,
  startReportsProcess,
  startTollsProcess,
} from './backend-processes';
import { launchChromiumServer } from './chromium';
import { uniqueConsumerGroups } from './consumer-groups';
import { startMailboxServer } from './mailbox';
import { startPlatform } from './platform';
import { runToCompletion, type ServiceProcess, TEST_LOG_DIR, testProcessEnv } from './processes';
import { BROWSER_SESSION_VARIANTS, SHARED_RUN_FILE_ENV, type SharedRunState, writeSharedRunState } from './shared-run';
import { testEnv } from './test-env';

const MIGRATED_SERVICES = ['auth', 'fleet', 'devices', 'journal', 'tolls', 'reports', 'alarms'] as const;

const [kind, stateFile] = process.argv.slice(2) as [SharedRunState['kind'], string];
const started = Date.now();
const state: SharedRunState = { kind, phase: 'starting', steps: [] };
const closers: Array<() => Promise<unknown>> = [];

function step(name: string, phase?: SharedRunState['phase']): void {
  state.steps!.push({ step: name, ms: Date.now() - started });
  if (phase) state.phase = phase;
  writeSharedRunState(stateFile, state);
  process.stdout.write(`${new Date().toISOString()} ${name} (${Date.now() - started} ms)\n`);
}

async function startServices(smtpUrl: string): Promise<void> {
  const env = testProcessEnv();
  const log = (name: string) => join(TEST_LOG_DIR, `shared-${name}-${process.pid}.log`);
  // Every service has a schema of its own: their migrations run side by side.
  await Promise.all(
    MIGRATED_SERVICES.map((service) =>
      runToCompletion(`${service}-migrate`, `services/${service}/src/migrate.ts`, env, log(`${service}-migrate`)),
    ),
  );
  await runToCompletion('auth-seed', 'services/auth/src/seed/seed-demo.ts', env, log('auth-seed'));
  // From here the start functions below find the schemas migrated and auth seeded, and do neither again. Each is
  // given an environment of its own, so it starts a process rather than looking for the shared one.
  step('migrations and auth seed', 'migrated');
  const shared = (name: string) => ({ KAFKA_CLIENT_ID: `${name}-shared-${process.pid}` });
  const keep = (service: ServiceProcess) => (closers.unshift(() => service.stop()), service);
  const auth = keep(
    await startAuthProcess({ smtpUrl, env: { ...shared('auth'), PUBLIC_BASE_URL: 'http://unused.test' } }),
  );
  const fleet = keep(await startFleetProcess(auth.grpcUrl, shared('fleet')));
  const [devices, journal] = await Promise.all([
    startDevicesProcess(auth.grpcUrl, fleet.grpcUrl, shared('devices')).then(keep),
    startJournalProcess(auth.grpcUrl, shared('journal')).then(keep),
  ]);
  const alarms = keep(
    await startAlarmsProcess(
      { auth: auth.grpcUrl, fleet: fleet.grpcUrl, devices: devices.grpcUrl },
      smtpUrl,
      shared('alarms'),
    ),
  );
  const [tolls, reports] = await Promise.all([
    startTollsProcess(auth.grpcUrl, devices.grpcUrl, shared('tolls')).then(keep),
    startReportsProcess(
      {
        auth: auth.grpcUrl,
        journal: journal.grpcUrl,
        fleet: fleet.grpcUrl,
        devices: devices.grpcUrl,
        alarms: alarms.grpcUrl,
      },
      smtpUrl,
      shared('reports'),
    ).then(keep),
  ]);
  // The BFF in front of them all: the BFF's tests that need nothing of their own call it over HTTP (startBffProcess)
  // instead of loading and starting one in their worker each.
  const bff = await startBffProcess(
    {
      auth: auth.grpcUrl,
      fleet: fleet.grpcUrl,
      devices: devices.grpcUrl,
      journal: journal.grpcUrl,
      tolls: tolls.grpcUrl,
      reports: reports.grpcUrl,
      alarms: alarms.grpcUrl,
    },
    shared('bff'),
  );
  closers.unshift(() => bff.stop());
  state.bff = { baseUrl: bff.baseUrl };
  state.services = Object.fromEntries(
    [auth, fleet, devices, journal, tolls, reports, alarms].map((s) => [
      s.service,
      { grpcUrl: s.grpcUrl, httpPort: s.httpPort },
    ]),
  );
}

async function startBrowserPlatform(smtpUrl: string): Promise<void> {
  const platform = await startPlatform({
    // Every browser logs in from 127.0.0.1 and the wrong-password tests run again and again within the limiter's
    // window, so the per-address and per-(account, address) limits are raised for these tests.
    env: {
      ...testEnv(),
      ...uniqueConsumerGroups(),
      RATE_LIMIT_LOGIN_ADDRESS_POINTS: '10000',
      RATE_LIMIT_LOGIN_PAIR_POINTS: '10000',
    },
    smtpUrl,
    seedDemo: true,
    logLevel: 'warn',
    logDir: join(TEST_LOG_DIR, `browser-${process.pid}`),
  });
  closers.unshift(() => platform.stop());
  step('platform');
  state.sessionVariants = {};
  for (const [name, env] of Object.entries(BROWSER_SESSION_VARIANTS)) {
    state.sessionVariants[name] = await platform.startSessionReplicas(env, name);
  }
  step('session variants');
  const browser = await launchChromiumServer();
  closers.unshift(() => browser.close());
  state.baseUrl = platform.baseUrl;
  state.ports = platform.ports;
  state.chromiumWsEndpoint = browser.wsEndpoint();
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const close of closers) await close().catch(() => undefined);
  process.exit(code);
}

async function main(): Promise<void> {
  // The start functions read the state file too: they skip migrations once it says 'migrated'.
  process.env[SHARED_RUN_FILE_ENV] = stateFile;
  step('coordinator');
  const mailbox = await startMailboxServer();
  closers.unshift(() => mailbox.close());
  state.mailbox = { smtpUrl: mailbox.smtpUrl, httpUrl: mailbox.httpUrl };
  if (kind === 'services') await startServices(mailbox.smtpUrl);
  else await startBrowserPlatform(mailbox.smtpUrl);
  step('ready', 'ready');
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(0), 1000).unref();
main().catch((error: unknown) => {
  state.phase = 'failed';
  state.error = error instanceof Error ? error.message : String(error);
  writeSharedRunState(stateFile, state);
  process.stderr.write(`${state.error}\n`);
  void stop(1);
});
