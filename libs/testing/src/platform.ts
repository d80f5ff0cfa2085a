import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Repository root (libs/testing/src → ../../..). */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

export interface PlatformPorts {
  bff: number;
  authGrpc: number;
  authHttp: number;
}

export interface PlatformOptions {
  /** Infrastructure environment: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, JWT_*_KEY_FILE (see deploy/local/stack.sh). */
  env: Record<string, string | undefined>;
  ports: PlatformPorts;
  smtpUrl: string;
  mailFrom?: string;
  /** Seed the demo organisations and users (idempotent). */
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

interface ServiceSpec {
  name: string;
  entry: string;
  readyUrl: string;
  env: Record<string, string>;
}

const NODE_ARGS = ['-r', '@swc-node/register'];

/**
 * Starts the platform's processes the way production runs them, one process per service talking gRPC:
 * migrations, optional demo seed, then every service and the BFF, each awaited on its readiness endpoint.
 * The start command and the system and browser tests share it.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const logDir = options.logDir ?? join(REPO_ROOT, '.local', 'log');
  mkdirSync(logDir, { recursive: true });
  const { ports } = options;
  const publicUrl = options.publicUrl ?? `http://localhost:${ports.bff}`;
  const common: Record<string, string> = {
    ...definedOnly(options.env),
    LOG_LEVEL: options.logLevel ?? 'info',
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: options.mailFrom ?? 'Fleetlog <noreply@fleetlog.local>',
    AUTH_GRPC_URL: `127.0.0.1:${ports.authGrpc}`,
    AUTH_HTTP_PORT: String(ports.authHttp),
    BFF_PORT: String(ports.bff),
    PUBLIC_URL: publicUrl,
  };

  await runToCompletion('auth-migrate', 'services/auth/src/migrate.ts', common, logDir);
  if (options.seedDemo) {
    await runToCompletion('auth-seed', 'services/auth/src/seed/seed-demo.ts', common, logDir);
  }

  const services: ServiceSpec[] = [
    { name: 'auth', entry: 'services/auth/src/main.ts', readyUrl: `http://127.0.0.1:${ports.authHttp}/health/ready`, env: {} },
    { name: 'bff', entry: 'services/bff/src/main.ts', readyUrl: `http://127.0.0.1:${ports.bff}/health/ready`, env: {} },
  ];
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.reverse().map(terminate));
  };
  try {
    for (const service of services) {
      const child = spawnService(service.name, service.entry, { ...common, ...service.env }, logDir);
      children.push(child);
      await waitUntilReady(service, child);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${ports.bff}`, ports, stop };
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

async function waitUntilReady(service: ServiceSpec, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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
