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
  };
  smtpUrl: string;
  mailFrom?: string;
  /** Seed the demo organisations, users, vehicles and devices (idempotent). */
  seedDemo?: boolean;
  /** Public URL of the BFF, used in e-mailed links. */
  publicUrl?: string;
  logDir?: string;
  logLevel?: string;
}

export interface RunningPlatform {
  baseUrl: string;
  ports: PlatformPorts;
  stop(): Promise<void>;
}

/**
 * Starts the platform's processes the way production runs them, one process per service talking gRPC: for each
 * backend service in order its migrations, the optional demo seed and the service itself, then the gateway, the
 * journal, tolls and the BFF, each awaited on its readiness endpoint. The start command and the system and browser tests share it.
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
  const run = (name: string, entry: string) => runToCompletion(name, entry, env, log(name));
  const start = async (name: string, entry: string, httpPort: number, extraEnv: Record<string, string> = {}) => {
    const readyUrl = `http://127.0.0.1:${httpPort}/health/ready`;
    children.push(await startUntilReady(name, entry, { ...env, ...extraEnv }, readyUrl, log(name)));
  };
  try {
    for (const service of BACKEND_SERVICES) {
      const seed = () => run(`${service}-seed`, `services/${service}/src/seed/seed-demo.ts`);
      await run(`${service}-migrate`, `services/${service}/src/migrate.ts`);
      // auth seeds straight into its database; fleet and devices seed through the services before them.
      if (options.seedDemo && service === 'auth') await seed();
      await start(service, `services/${service}/src/main.ts`, ports.http[service]);
      if (options.seedDemo && service !== 'auth') await seed();
    }
    // The tracker gateway after devices, whose DeviceChanged events (the demo seed's included) are its allow-list.
    await start('gateway', GATEWAY_ENTRY, ports.gateway.http, gatewayEnv(ports.gateway));
    // Trip detection from the positions stream, from its beginning: a local broker holds only this stack's records,
    // and the detector states make a re-read change nothing.
    await run('journal-migrate', 'services/journal/src/migrate.ts');
    await start('journal', 'services/journal/src/main.ts', ports.journal, {
      JOURNAL_HTTP_PORT: String(ports.journal),
      JOURNAL_DETECTION_FROM_BEGINNING: 'true',
    });
    // Passages and amounts of the journal's trips, on their paths from devices' positions store.
    await run('tolls-migrate', 'services/tolls/src/migrate.ts');
    await start('tolls', 'services/tolls/src/main.ts', ports.tolls, { TOLLS_HTTP_PORT: String(ports.tolls) });
    // Only the BFF gets METRICS_PORT: the backend services serve /metrics on their health ports.
    await start('bff', 'services/bff/src/main.ts', ports.bff, { METRICS_PORT: String(ports.bffMetrics) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${ports.bff}`, ports, stop };
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
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
