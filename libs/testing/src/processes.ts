import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { freePort } from './free-port';
import { sharedRun } from './shared-run';
import { testEnv } from './test-env';

/** Repository root (libs/testing/src → ../../..). */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Where the processes tests start write their output unless told otherwise. */
export const TEST_LOG_DIR = join(tmpdir(), 'fleetlog-test-processes');

const NODE_ARGS = ['-r', '@swc-node/register'];

/** The backend services in start order: each may call the ones before it (fleet asks auth, devices asks fleet). */
export const BACKEND_SERVICES = ['auth', 'fleet', 'devices'] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];

/** Runs a TypeScript entry point (relative to the repository root) in its own node process; output goes to logFile. */
export function spawnService(entry: string, env: Record<string, string>, logFile: string): ChildProcess {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...NODE_ARGS, entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Runs an entry point to its end (a migration, a seed); a non-zero exit fails with the tail of its log. */
export function runToCompletion(
  name: string,
  entry: string,
  env: Record<string, string>,
  logFile = join(TEST_LOG_DIR, `${name}-${process.pid}.log`),
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnService(entry, env, logFile);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}; ${logTail(logFile)}`)),
    );
  });
}

/** Polls the readiness URL until it answers 2xx; fails with the tail of the log when the process exits or times out. */
export async function waitUntilReady(
  name: string,
  readyUrl: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs = 60_000,
): Promise<void> {
  let exitCode: number | null = child.exitCode;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`${name} exited with ${exitCode} before it was ready; ${logTail(logFile)}`);
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready at ${readyUrl} within ${timeoutMs} ms; ${logTail(logFile)}`);
}

/** Spawns a long-running entry point and resolves once it is ready; a process that never gets ready is stopped. */
export async function startUntilReady(
  name: string,
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  logFile: string,
  timeoutMs?: number,
): Promise<ChildProcess> {
  const child = spawnService(entry, env, logFile);
  try {
    await waitUntilReady(name, readyUrl, child, logFile, timeoutMs);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return child;
}

/** SIGKILL at once, as a crash or an OOM kill ends a process: no shutdown hook runs; resolves once it has exited. */
export function crash(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
export function terminate(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function retry<T>(action: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

function logTail(logFile: string, lines = 40): string {
  try {
    return `last lines of ${logFile}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n')}`;
  } catch {
    return `no log at ${logFile}`;
  }
}

/** The environment a service process gets in tests: the test infrastructure, quiet logs, then the given values. */
export function testProcessEnv(env: Record<string, string> = {}): Record<string, string> {
  return { ...testEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
}

/** The services started as processes by tests: the backend services, the journal, tolls and reports. */
export type TestedService = BackendService | 'journal' | 'tolls' | 'reports' | 'alarms';

export interface ServiceProcessOptions {
  service: TestedService;
  /** Added last, over the test environment and the picked ports: the services it calls, suite-specific settings. */
  env?: Record<string, string>;
  /** Run the service's demo seed after its migrations (auth's seed provides root@fleetlog.se). */
  seedDemo?: boolean;
  logDir?: string;
  readyTimeoutMs?: number;
  /** Run the migrations (and the seed) first; the shared run (shared-run.ts) has done both already. Default true. */
  migrate?: boolean;
}

export interface ServiceProcess {
  service: TestedService;
  grpcUrl: string;
  httpPort: number;
  stop(): Promise<void>;
  /** Kills the process without a graceful shutdown (fault tests). */
  kill(): Promise<void>;
}

/**
 * A backend service as production runs it — its own process speaking gRPC on free ports — against the test
 * infrastructure: migrations, the optional demo seed, then the service, awaited on its readiness endpoint. A service
 * must not import another's code, so this is how its tests meet the real thing.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const { service } = options;
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const key = service.toUpperCase();
  const grpcUrl = `127.0.0.1:${grpcPort}`;
  const env = testProcessEnv({
    [`${key}_GRPC_URL`]: grpcUrl,
    [`${key}_HTTP_PORT`]: String(httpPort),
    ...options.env,
  });
  const logFile = (step: string) => join(options.logDir ?? TEST_LOG_DIR, `${service}${step}-${grpcPort}.log`);
  const run = (step: string, entry: string) =>
    // Test files run in parallel workers and race on the same schema and rows; the loser's second run is a no-op.
    retry(() => runToCompletion(`${service}${step}`, entry, env, logFile(step)), 3);

  // With a shared run, its coordinator has migrated every schema and seeded auth: no process of this file does it again.
  const shared = options.migrate === false ? undefined : await sharedRun('migrated');
  if (options.migrate !== false && !shared) await run('-migrate', `services/${service}/src/migrate.ts`);
  if (options.seedDemo && !(shared && service === 'auth'))
    await run('-seed', `services/${service}/src/seed/seed-demo.ts`);
  const child = await startUntilReady(
    service,
    `services/${service}/src/main.ts`,
    env,
    `http://127.0.0.1:${httpPort}/health/ready`,
    logFile(''),
    options.readyTimeoutMs ?? 90_000,
  );
  return { service, grpcUrl, httpPort, stop: () => terminate(child), kill: () => crash(child) };
}

/** The tracker gateway's entry point: a process of its own, no database, no gRPC (services/gateway). */
export const GATEWAY_ENTRY = 'services/gateway/src/main.ts';

/** The gateway's ports: health and /metrics, Teltonika TCP and UDP (one number), Queclink TCP. */
export interface GatewayPorts {
  http: number;
  teltonika: number;
  queclink: number;
}

/** The environment naming the gateway's ports. */
export function gatewayEnv(ports: GatewayPorts): Record<string, string> {
  return {
    GATEWAY_HTTP_PORT: String(ports.http),
    GATEWAY_TELTONIKA_PORT: String(ports.teltonika),
    GATEWAY_QUECLINK_PORT: String(ports.queclink),
  };
}

export interface GatewayProcess {
  ports: GatewayPorts;
  stop(): Promise<void>;
}

/** The gateway as production runs it, on free ports, against the test Kafka; resolves once it is ready. */
export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const ports: GatewayPorts = { http: await freePort(), teltonika: await freePort(), queclink: await freePort() };
  const logFile = join(TEST_LOG_DIR, `gateway-${ports.http}.log`);
  const child = await startUntilReady(
    'gateway',
    GATEWAY_ENTRY,
    testProcessEnv({ ...gatewayEnv(ports), GATEWAY_HOST: '127.0.0.1', ...env }),
    `http://127.0.0.1:${ports.http}/health/ready`,
    logFile,
    90_000,
  );
  return { ports, stop: () => terminate(child) };
}
