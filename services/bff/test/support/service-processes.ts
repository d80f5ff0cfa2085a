import { join } from 'node:path';

import { freePort, testEnv } from '@fleetlog/testing';

import { LOG_DIR, retry, runToCompletion, spawnNode, terminate, waitUntilReady } from './auth-process';

export interface ServiceProcess {
  grpcUrl: string;
  stop(): Promise<void>;
}

interface ServiceSpec {
  name: 'fleet' | 'devices';
  grpcUrlVar: string;
  httpPortVar: string;
  env: Record<string, string>;
}

/**
 * fleet or devices as production runs them — own process, gRPC, migrations first — against the test database and
 * broker. Each process gets consumer groups of its own, so parallel test files do not take each other's events.
 */
async function startServiceProcess(spec: ServiceSpec): Promise<ServiceProcess> {
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    ...testEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    [spec.grpcUrlVar]: `127.0.0.1:${grpcPort}`,
    [spec.httpPortVar]: String(httpPort),
    ...spec.env,
  };
  // Parallel test files migrate the same schema; a loser of that race succeeds on the next attempt (a no-op).
  await retry(() => runToCompletion(`${spec.name}-migrate`, `services/${spec.name}/src/migrate.ts`, env), 3);
  const log = join(LOG_DIR, `${spec.name}-${grpcPort}.log`);
  const child = spawnNode(`services/${spec.name}/src/main.ts`, env, log);
  try {
    await waitUntilReady(`http://127.0.0.1:${httpPort}/health/ready`, child, log, 90_000, spec.name);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return { grpcUrl: env[spec.grpcUrlVar], stop: () => terminate(child) };
}

export function startFleetProcess(options: { authGrpcUrl: string }): Promise<ServiceProcess> {
  const group = `fleet.device-installations.bff-test-${process.pid}-${Date.now()}`;
  return startServiceProcess({
    name: 'fleet',
    grpcUrlVar: 'FLEET_GRPC_URL',
    httpPortVar: 'FLEET_HTTP_PORT',
    env: { AUTH_GRPC_URL: options.authGrpcUrl, FLEET_INSTALLATIONS_GROUP_ID: group },
  });
}

export function startDevicesProcess(options: { authGrpcUrl: string; fleetGrpcUrl: string }): Promise<ServiceProcess> {
  const group = `devices.fleet-vehicles.bff-test-${process.pid}-${Date.now()}`;
  return startServiceProcess({
    name: 'devices',
    grpcUrlVar: 'DEVICES_GRPC_URL',
    httpPortVar: 'DEVICES_HTTP_PORT',
    env: { AUTH_GRPC_URL: options.authGrpcUrl, FLEET_GRPC_URL: options.fleetGrpcUrl, FLEET_CONSUMER_GROUP: group },
  });
}
