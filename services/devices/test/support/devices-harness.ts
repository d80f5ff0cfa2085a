import { randomUUID } from 'node:crypto';

import { authV1, devicesV1, errorCodeToJSON, fleetV1, type GrpcPackageName } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { callerMetadata, callGrpc, DomainError, grpcClientOptions } from '@fleetlog/grpc';
import { freePort, type ServiceProcess, testEnv } from '@fleetlog/testing';
import type { Metadata } from '@grpc/grpc-js';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';
import type { Observable } from 'rxjs';

import { createDevicesApp } from '../../src/bootstrap';
import { type DevicesConfig, loadDevicesConfig } from '../../src/config';
import { devicesOrmOptions } from '../../src/database/orm.config';
import { FLEET_AVAILABLE, startAuthProcess, startFleetProcess } from './processes';

/** devices in-process on free ports; auth (and fleet, when asked) as child processes; real PostgreSQL and Kafka. */
export interface DevicesHarness {
  config: DevicesConfig;
  authGrpcUrl: string;
  fleetGrpcUrl: string;
  app: INestApplication;
  orm: MikroORM;
  devices: devicesV1.DevicesServiceClient;
  external: devicesV1.DeviceExternalServiceClient;
  auth: authV1.AuthServiceClient;
  users: authV1.UsersServiceClient;
  organizations: authV1.OrganizationsServiceClient;
  /** Undefined when the harness runs without fleet. */
  vehicles?: fleetV1.VehiclesServiceClient;
  close(): Promise<void>;
}

export interface HarnessOptions {
  withFleet?: boolean;
  env?: Record<string, string>;
}

type Closable = ClientGrpc & { close(): unknown };

function client(pkg: GrpcPackageName, url: string): Closable {
  return ClientProxyFactory.create(grpcClientOptions(pkg, url)) as unknown as Closable;
}

export async function startDevicesHarness(options: HarnessOptions = {}): Promise<DevicesHarness> {
  const processes: ServiceProcess[] = [];
  const auth = await startAuthProcess();
  processes.push(auth);
  let fleetUrl = '127.0.0.1:1';
  if (options.withFleet) {
    if (!FLEET_AVAILABLE) throw new Error('services/fleet/src/main.ts does not exist yet');
    const fleet = await startFleetProcess(auth.grpcUrl);
    processes.push(fleet);
    fleetUrl = fleet.grpcUrl;
  }
  const config = loadDevicesConfig({
    ...process.env,
    ...testEnv(),
    LOG_LEVEL: 'warn',
    AUTH_GRPC_URL: auth.grpcUrl,
    FLEET_GRPC_URL: fleetUrl,
    DEVICES_GRPC_URL: `127.0.0.1:${await freePort()}`,
    DEVICES_HTTP_PORT: String(await freePort()),
    KAFKA_CLIENT_ID: `devices-test-${randomUUID().slice(0, 8)}`,
    // Each run consumes fleet.vehicles.v1 from the start with a group of its own, like a fresh deployment.
    FLEET_CONSUMER_GROUP: `devices.fleet-vehicles.test-${randomUUID().slice(0, 8)}`,
    ORG_CACHE_TTL_MS: '0',
    ...options.env,
  });
  await runMigrations(devicesOrmOptions(config.DATABASE_URL));
  const app = await createDevicesApp(config, { httpHost: '127.0.0.1' });
  const orm = await MikroORM.init(devicesOrmOptions(config.DATABASE_URL));
  const devicesClient = client('devices', config.DEVICES_GRPC_URL);
  const authClient = client('auth', auth.grpcUrl);
  const fleetClient = options.withFleet ? client('fleet', fleetUrl) : undefined;
  return {
    config,
    authGrpcUrl: auth.grpcUrl,
    fleetGrpcUrl: fleetUrl,
    app,
    orm,
    devices: devicesClient.getService<devicesV1.DevicesServiceClient>(devicesV1.DEVICES_SERVICE_NAME),
    external: devicesClient.getService<devicesV1.DeviceExternalServiceClient>(devicesV1.DEVICE_EXTERNAL_SERVICE_NAME),
    auth: authClient.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME),
    users: authClient.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME),
    organizations: authClient.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME),
    vehicles: fleetClient?.getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME),
    async close() {
      await devicesClient.close();
      await authClient.close();
      await fleetClient?.close();
      await app.close();
      await orm.close(true);
      await Promise.all(processes.reverse().map((process) => process.stop()));
    },
  };
}

/** Awaits a client call; a failure becomes the DomainError the server sent. */
export function call<T>(observable: Observable<T>): Promise<T> {
  return callGrpc(() => observable, { timeoutMs: 20_000 });
}

/** The error code name a call fails with, or 'OK'. */
export async function codeOf(observable: Observable<unknown>): Promise<string> {
  try {
    await call(observable);
    return 'OK';
  } catch (error) {
    if (error instanceof DomainError) return errorCodeToJSON(error.code);
    throw error;
  }
}

/** The DomainError a call fails with (to look at details); throws when it succeeds. */
export async function errorOf(observable: Observable<unknown>): Promise<DomainError> {
  try {
    await call(observable);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export function as(token: string, organizationId?: number, showArchived?: boolean): Metadata {
  return callerMetadata({ token, organizationId, showArchived });
}

/** Polls `probe` until it returns a value (bounded); for effects that travel over Kafka. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
