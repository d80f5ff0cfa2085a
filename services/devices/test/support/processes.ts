import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, testEnv } from '@fleetlog/testing';

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const LOG_DIR = join(tmpdir(), 'fleetlog-devices-int');
const NODE_ARGS = ['-r', '@swc-node/register'];

export interface ServiceProcess {
  grpcUrl: string;
  stop(): Promise<void>;
}

/** Whether fleet's entry points exist yet (it is written alongside this service). */
export const FLEET_AVAILABLE = existsSync(join(REPO_ROOT, 'services/fleet/src/main.ts'));

/**
 * auth as production runs it — its own process speaking gRPC — against the test database: migrations, the demo
 * seed (for root@fleetlog.se), then the service, awaited on its readiness endpoint. devices must not import auth's
 * code, so this is how its tests meet the real thing.
 */
export async function startAuthProcess(): Promise<ServiceProcess> {
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    ...testEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtp://127.0.0.1:1',
    AUTH_GRPC_URL: `127.0.0.1:${grpcPort}`,
    AUTH_HTTP_PORT: String(httpPort),
    RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000',
  };
  await runToCompletion('auth-migrate', 'services/auth/src/migrate.ts', env);
  // Test files run in parallel workers; two seeds racing on the same rows can collide, and a second run is a no-op.
  await retry(() => runToCompletion('auth-seed', 'services/auth/src/seed/seed-demo.ts', env), 3);
  return serve('auth', 'services/auth/src/main.ts', env, env.AUTH_GRPC_URL, httpPort);
}

/** fleet the same way, talking to the given auth; its installations consumer gets a group of its own per run. */
export async function startFleetProcess(authGrpcUrl: string): Promise<ServiceProcess> {
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    ...testEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_GRPC_URL: authGrpcUrl,
    FLEET_GRPC_URL: `127.0.0.1:${grpcPort}`,
    FLEET_HTTP_PORT: String(httpPort),
    FLEET_INSTALLATIONS_GROUP_ID: `fleet.device-installations.test-${randomUUID().slice(0, 8)}`,
    KAFKA_CLIENT_ID: `fleet-devtest-${randomUUID().slice(0, 8)}`,
  };
  await retry(() => runToCompletion('fleet-migrate', 'services/fleet/src/migrate.ts', env), 3);
  return serve('fleet', 'services/fleet/src/main.ts', env, env.FLEET_GRPC_URL, httpPort);
}

/** The devices demo seed CLI against the given auth and fleet, as `npx nx run devices:seed` runs it. */
export async function runDevicesSeed(authGrpcUrl: string, fleetGrpcUrl: string): Promise<void> {
  const env: Record<string, string> = {
    ...testEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_GRPC_URL: authGrpcUrl,
    FLEET_GRPC_URL: fleetGrpcUrl,
  };
  await runToCompletion('devices-seed', 'services/devices/src/seed/seed-demo.ts', env);
}

async function serve(
  name: string,
  entry: string,
  env: Record<string, string>,
  grpcUrl: string,
  httpPort: number,
): Promise<ServiceProcess> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = join(LOG_DIR, `${name}-${httpPort}.log`);
  const child = spawnNode(entry, env, log);
  try {
    await waitUntilReady(name, `http://127.0.0.1:${httpPort}/health/ready`, child, log);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return { grpcUrl, stop: () => terminate(child) };
}

function spawnNode(entry: string, env: Record<string, string>, logFile: string): ChildProcess {
  mkdirSync(LOG_DIR, { recursive: true });
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

function runToCompletion(name: string, entry: string, env: Record<string, string>): Promise<void> {
  const log = join(LOG_DIR, `${name}-${process.pid}.log`);
  return new Promise((resolve, reject) => {
    const child = spawnNode(entry, env, log);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}:\n${tail(log)}`)),
    );
  });
}

async function retry(action: () => Promise<void>, attempts: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function waitUntilReady(
  name: string,
  url: string,
  child: ChildProcess,
  log: string,
  timeoutMs = 90_000,
): Promise<void> {
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`${name} exited with ${exitCode} before it was ready:\n${tail(log)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs} ms:\n${tail(log)}`);
}

function terminate(child: ChildProcess): Promise<void> {
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

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
