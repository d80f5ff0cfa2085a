import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { freePort } from './free-port';

/** Repository root (libs/testing/src → ../../..). */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** The backend services in start order: each may call the ones before it (fleet asks auth, devices asks fleet). */
export const BACKEND_SERVICES = ['auth', 'fleet', 'devices'] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];

export interface PlatformPorts {
  bff: number;
  grpc: Record<BackendService, number>;
  http: Record<BackendService, number>;
}

export interface PlatformOptions {
  /** Infrastructure environment: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, JWT_*_KEY_FILE (see deploy/local/stack.sh). */
  env: Record<string, string | undefined>;
  /** Fixed ports (the demo); every port not given is a free one. */
  ports?: { bff?: number; grpc?: Partial<Record<BackendService, number>>; http?: Partial<Record<BackendService, number>> };
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

interface ProcessSpec {
  name: string;
  entry: string;
  readyUrl: string;
}

const NODE_ARGS = ['-r', '@swc-node/register'];

/**
 * Starts the platform's processes the way production runs them, one process per service talking gRPC: for each
 * backend service in order its migrations, the optional demo seed and the service itself, then the BFF, each awaited
 * on its readiness endpoint. The start command and the system and browser tests share it.
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
  try {
    for (const service of BACKEND_SERVICES) {
      await runToCompletion(`${service}-migrate`, `services/${service}/src/migrate.ts`, env, logDir);
      // auth seeds straight into its database; fleet and devices seed through the services before them.
      if (options.seedDemo && service === 'auth') {
        await runToCompletion(`${service}-seed`, `services/${service}/src/seed/seed-demo.ts`, env, logDir);
      }
      const spec = {
        name: service,
        entry: `services/${service}/src/main.ts`,
        readyUrl: `http://127.0.0.1:${ports.http[service]}/health/ready`,
      };
      children.push(await startProcess(spec, env, logDir));
      if (options.seedDemo && service !== 'auth') {
        await runToCompletion(`${service}-seed`, `services/${service}/src/seed/seed-demo.ts`, env, logDir);
      }
    }
    const bff = { name: 'bff', entry: 'services/bff/src/main.ts', readyUrl: `http://127.0.0.1:${ports.bff}/health/ready` };
    children.push(await startProcess(bff, env, logDir));
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
  return { bff: given.bff ?? (await freePort()), grpc, http };
}

async function startProcess(spec: ProcessSpec, env: Record<string, string>, logDir: string): Promise<ChildProcess> {
  const child = spawnService(spec.name, spec.entry, env, logDir);
  try {
    await waitUntilReady(spec, child);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return child;
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

function spawnService(name: string, entry: string, env: Record<string, string>, logDir: string): ChildProcess {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [...NODE_ARGS, entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

function runToCompletion(name: string, entry: string, env: Record<string, string>, logDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnService(name, entry, env, logDir);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}; see ${join(logDir, name + '.log')}`)),
    );
  });
}

async function waitUntilReady(service: ProcessSpec, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${service.name} exited with ${exited} before it was ready; see .local/log/${service.name}.log`);
    try {
      const res = await fetch(service.readyUrl);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service.name} was not ready at ${service.readyUrl} within ${timeoutMs} ms`);
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
