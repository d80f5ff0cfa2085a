import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { freePort } from './free-port';
import {
  BACKEND_SERVICES,
  type BackendService,
  GATEWAY_ENTRY,
  gatewayEnv,
  type GatewayPorts,
  REPO_ROOT,
  runToCompletion,
  startUntilReady,
  terminate,
} from './processes';

export interface PlatformPorts {
  bff: number;
  /** The BFF's /metrics, never on its public port. */
  bffMetrics: number;
  grpc: Record<BackendService, number>;
  http: Record<BackendService, number>;
  gateway: GatewayPorts;
  /** The journal's health port. */
  journal: number;
  /** The journal's gRPC port (JournalService, which the BFF calls). */
  journalGrpc: number;
  /** The tolls service's health port. */
  tolls: number;
  /** The tolls service's gRPC port (TollsService, TollAnalyserService, which the BFF calls). */
  tollsGrpc: number;
  /** The reports service's health port. */
  reports: number;
  /** The reports service's gRPC port (ReportsService, ReportSchedulesService, which the BFF calls). */
  reportsGrpc: number;
  /** The alarms service's health port. */
  alarms: number;
  /** The alarms service's gRPC port (AlarmsService, which the BFF calls). */
  alarmsGrpc: number;
}

export interface PlatformOptions {
  /** Infrastructure environment: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, JWT_*_KEY_FILE (see deploy/local/stack.sh). */
  env: Record<string, string | undefined>;
  /** Fixed ports (the demo); every port not given is a free one. */
  ports?: {
    bff?: number;
    bffMetrics?: number;
    grpc?: Partial<Record<BackendService, number>>;
    http?: Partial<Record<BackendService, number>>;
    gateway?: Partial<GatewayPorts>;
    journal?: number;
    journalGrpc?: number;
    tolls?: number;
    tollsGrpc?: number;
    reports?: number;
    reportsGrpc?: number;
    alarms?: number;
    alarmsGrpc?: number;
  };
  smtpUrl: string;
  mailFrom?: string;
  /** Seed the demo organisations, users, vehicles and devices (idempotent). */
  seedDemo?: boolean;
  /** Public URL of the BFF, used in e-mailed links. */
  publicUrl?: string;
  logDir?: string;
  logLevel?: string;
  /** Told each step's name (`auth-migrate`, `migrations`, `fleet-seed`, `bff`...) and duration once it is done. */
  onStep?: (step: string, ms: number) => void;
}

export interface RunningPlatform {
  baseUrl: string;
  ports: PlatformPorts;
  /**
   * A second auth and BFF on this platform's other services, the two with `env` over the platform's environment: the
   * same users, data and broker, sessions configured differently (the browser run's short access tokens). They are
   * replicas as production scales them out (the same consumer groups, the outbox relay's lock), stopped with the
   * platform. Answers the replicas' BFF.
   */
  startSessionReplicas(env: Record<string, string>, name: string): Promise<{ baseUrl: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the platform's processes the way production runs them, one process per service talking gRPC, each service
 * awaited on its readiness endpoint, every step as soon as the steps it needs are done:
 * - every service's migrations side by side (a schema each);
 * - auth's seed (straight into its tables), then auth: every other service loads its callers' directory from auth
 *   before it is ready, and the other seeds log in to it;
 * - then fleet, devices, journal, tolls and reports side by side; fleet's seed once fleet runs; devices' seed once fleet is
 *   seeded (it installs devices in fleet's vehicles) and devices runs; the gateway after devices' seed (its
 *   DeviceChanged events are the gateway's allow-list); the BFF once the backends run.
 * Seeds are tools on the kit (`createToolContext`): they join no consumer group, so none waits on a rebalance.
 * `onStep` is told each step's time. The start command and the system and browser tests share it.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const logDir = options.logDir ?? join(REPO_ROOT, '.local', 'log');
  mkdirSync(logDir, { recursive: true });
  const ports = await resolvePorts(options.ports);
  const publicUrl = options.publicUrl ?? `http://localhost:${ports.bff}`;
  const env: Record<string, string> = {
    ...definedOnly(options.env),
    LOG_LEVEL: options.logLevel ?? 'info',
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: options.mailFrom ?? 'Fleetlog <noreply@fleetlog.local>',
    BFF_PORT: String(ports.bff),
    PUBLIC_URL: publicUrl,
    JOURNAL_GRPC_URL: `127.0.0.1:${ports.journalGrpc}`,
    TOLLS_GRPC_URL: `127.0.0.1:${ports.tollsGrpc}`,
    REPORTS_GRPC_URL: `127.0.0.1:${ports.reportsGrpc}`,
    ALARMS_GRPC_URL: `127.0.0.1:${ports.alarmsGrpc}`,
  };
  for (const service of BACKEND_SERVICES) {
    const key = service.toUpperCase();
    env[`${key}_GRPC_URL`] = `127.0.0.1:${ports.grpc[service]}`;
    env[`${key}_HTTP_PORT`] = String(ports.http[service]);
  }

  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all([...children].reverse().map(terminate));
  };
  const log = (name: string) => join(logDir, `${name}.log`);
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.(step, Math.round(performance.now() - started));
    return result;
  };
  const run = (name: string, entry: string) => timed(name, () => runToCompletion(name, entry, env, log(name)));
  const start = (name: string, entry: string, httpPort: number, extraEnv: Record<string, string> = {}) =>
    timed(name, async () => {
      const readyUrl = `http://127.0.0.1:${httpPort}/health/ready`;
      children.push(await startUntilReady(name, entry, { ...env, ...extraEnv }, readyUrl, log(name)));
    });
  const seed = (service: BackendService) => run(`${service}-seed`, `services/${service}/src/seed/seed-demo.ts`);
  // Each step starts once the steps it needs are done; every promise is awaited before this returns.
  const after = (needs: Array<Promise<unknown>>, step: () => Promise<unknown>) => Promise.all(needs).then(step);
  const steps: Array<Promise<unknown>> = [];
  const step = (needs: Array<Promise<unknown>>, work: () => Promise<unknown>) => {
    const done = after(needs, work);
    steps.push(done);
    return done;
  };
  try {
    const migrated = Object.fromEntries(
      [...BACKEND_SERVICES, 'journal', 'tolls', 'reports', 'alarms'].map((service) => [
        service,
        step([], () => run(`${service}-migrate`, `services/${service}/src/migrate.ts`)),
      ]),
    );
    const authSeeded = options.seedDemo ? step([migrated.auth!], () => seed('auth')) : migrated.auth!;
    const auth = step([authSeeded], () => start('auth', 'services/auth/src/main.ts', ports.http.auth));
    const fleet = step([auth, migrated.fleet!], () => start('fleet', 'services/fleet/src/main.ts', ports.http.fleet));
    const fleetSeeded = options.seedDemo ? step([fleet], () => seed('fleet')) : fleet;
    const devices = step([auth, migrated.devices!], () =>
      start('devices', 'services/devices/src/main.ts', ports.http.devices),
    );
    // devices' seed installs its devices in fleet's vehicles, which it asks fleet for.
    const devicesSeeded = options.seedDemo ? step([devices, fleetSeeded], () => seed('devices')) : devices;
    // The tracker gateway after devices' seed, whose DeviceChanged events are its allow-list.
    step([devicesSeeded], () => start('gateway', GATEWAY_ENTRY, ports.gateway.http, gatewayEnv(ports.gateway)));
    // Trip detection from the positions stream, from its beginning: a local broker holds only this stack's records,
    // and the detector states make a re-read change nothing.
    const journal = step([auth, migrated.journal!], () =>
      start('journal', 'services/journal/src/main.ts', ports.journal, {
        JOURNAL_HTTP_PORT: String(ports.journal),
        JOURNAL_DETECTION_FROM_BEGINNING: 'true',
      }),
    );
    // Passages and amounts of the journal's trips, on their paths from devices' positions store.
    const tolls = step([auth, migrated.tolls!], () =>
      start('tolls', 'services/tolls/src/main.ts', ports.tolls, { TOLLS_HTTP_PORT: String(ports.tolls) }),
    );
    // Reports from the journal's, fleet's and devices' data; mailed to the platform's SMTP receiver.
    const reports = step([auth, migrated.reports!], () =>
      start('reports', 'services/reports/src/main.ts', ports.reports, {
        REPORTS_HTTP_PORT: String(ports.reports),
        PUBLIC_URL: publicUrl,
      }),
    );
    // Alarms from the positions and the trackers' status; mailed to the platform's SMTP receiver. The demo's alarms
    // (a depot geofence, low battery, no contact, driving outside working hours) once auth serves their organisations.
    if (options.seedDemo)
      step([auth, migrated.alarms!], () => run('alarms-seed', 'services/alarms/src/seed/seed-demo.ts'));
    const alarms = step([auth, migrated.alarms!], () =>
      start('alarms', 'services/alarms/src/main.ts', ports.alarms, {
        ALARMS_HTTP_PORT: String(ports.alarms),
        PUBLIC_URL: publicUrl,
      }),
    );
    // Only the BFF gets METRICS_PORT: the backend services serve /metrics on their health ports.
    step([fleet, devices, journal, tolls, reports, alarms], () =>
      start('bff', 'services/bff/src/main.ts', ports.bff, { METRICS_PORT: String(ports.bffMetrics) }),
    );
    // Steps are added before any of them settles, so this sees them all; allSettled lets none run on unwatched.
    const failed = (await Promise.allSettled(steps)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  const startSessionReplicas = async (replicaEnv: Record<string, string>, name: string) => {
    const [authGrpc, authHttp, bff, bffMetrics] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const replica = { ...replicaEnv, KAFKA_CLIENT_ID: `${name}-${process.pid}` };
    await start(`auth-${name}`, 'services/auth/src/main.ts', authHttp, {
      ...replica,
      AUTH_GRPC_URL: `127.0.0.1:${authGrpc}`,
      AUTH_HTTP_PORT: String(authHttp),
    });
    await start(`bff-${name}`, 'services/bff/src/main.ts', bff, {
      ...replica,
      AUTH_GRPC_URL: `127.0.0.1:${authGrpc}`,
      BFF_PORT: String(bff),
      PUBLIC_URL: `http://localhost:${bff}`,
      METRICS_PORT: String(bffMetrics),
    });
    return { baseUrl: `http://127.0.0.1:${bff}` };
  };
  return { baseUrl: `http://127.0.0.1:${ports.bff}`, ports, startSessionReplicas, stop };
}

async function resolvePorts(given: PlatformOptions['ports'] = {}): Promise<PlatformPorts> {
  const grpc = {} as Record<BackendService, number>;
  const http = {} as Record<BackendService, number>;
  for (const service of BACKEND_SERVICES) {
    grpc[service] = given.grpc?.[service] ?? (await freePort());
    http[service] = given.http?.[service] ?? (await freePort());
  }
  return {
    bff: given.bff ?? (await freePort()),
    bffMetrics: given.bffMetrics ?? (await freePort()),
    grpc,
    http,
    gateway: {
      http: given.gateway?.http ?? (await freePort()),
      teltonika: given.gateway?.teltonika ?? (await freePort()),
      queclink: given.gateway?.queclink ?? (await freePort()),
    },
    journal: given.journal ?? (await freePort()),
    journalGrpc: given.journalGrpc ?? (await freePort()),
    tolls: given.tolls ?? (await freePort()),
    tollsGrpc: given.tollsGrpc ?? (await freePort()),
    reports: given.reports ?? (await freePort()),
    reportsGrpc: given.reportsGrpc ?? (await freePort()),
    alarms: given.alarms ?? (await freePort()),
    alarmsGrpc: given.alarmsGrpc ?? (await freePort()),
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
