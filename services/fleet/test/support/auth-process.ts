import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, testEnv } from '@fleetlog/testing';

const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
export const LOG_DIR = join(tmpdir(), 'fleetlog-fleet-int');
const NODE_ARGS = ['-r', '@swc-node/register'];

export interface AuthProcess {
  grpcUrl: string;
  stop(): Promise<void>;
}

export interface AuthProcessOptions {
  smtpUrl: string;
}

/**
 * The auth service as production runs it — its own process speaking gRPC — against the test database: migrations,
 * the demo seed (for root@fleetlog.se), then the service, awaited on its readiness endpoint. Fleet must not import
 * auth's code, so this is the only way its tests meet the real thing.
 */
export async function startAuthProcess(options: AuthProcessOptions): Promise<AuthProcess> {
  mkdirSync(LOG_DIR, { recursive: true });
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    ...testEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMTP_URL: options.smtpUrl,
    AUTH_GRPC_URL: `127.0.0.1:${grpcPort}`,
    AUTH_HTTP_PORT: String(httpPort),
    // Every test logs in from 127.0.0.1 and failures count for 15 minutes in Redis.
    RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000',
  };
  await runToCompletion('auth-migrate', 'services/auth/src/migrate.ts', env);
  // Test files run in parallel workers; two seeds racing on the same rows can collide, and a second run is a no-op.
  await retry(() => runToCompletion('auth-seed', 'services/auth/src/seed/seed-demo.ts', env), 3);

  const log = join(LOG_DIR, `auth-${grpcPort}.log`);
  const child = spawnNode('services/auth/src/main.ts', env, log);
  try {
    await waitUntilReady(`http://127.0.0.1:${httpPort}/health/ready`, child, log);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return { grpcUrl: env.AUTH_GRPC_URL, stop: () => terminate(child) };
}

export function spawnNode(entry: string, env: Record<string, string>, logFile: string): ChildProcess {
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

export function runToCompletion(name: string, entry: string, env: Record<string, string>): Promise<void> {
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

export async function waitUntilReady(url: string, child: ChildProcess, log: string, timeoutMs = 90_000): Promise<void> {
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`process exited with ${exitCode} before it was ready:\n${tail(log)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`process was not ready at ${url} within ${timeoutMs} ms:\n${tail(log)}`);
}

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

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
