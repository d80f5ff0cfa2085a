import { randomUUID } from 'node:crypto';

import { authV1, errorCodeToJSON, fleetV1 } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { callerMetadata, callGrpc, DomainError, grpcClientOptions } from '@fleetlog/grpc';
import {
  freePort,
  type ServiceProcess,
  type SmtpReceiver,
  startServiceProcess,
  startSmtpReceiver,
  testEnv,
} from '@fleetlog/testing';
import type { Metadata } from '@grpc/grpc-js';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';
import type { Observable } from 'rxjs';

import { createFleetApp } from '../../src/bootstrap';
import { type FleetConfig, loadFleetConfig } from '../../src/config';
import { fleetOrmOptions } from '../../src/database/orm.config';

type ClosableClient = ClientGrpc & { close(): Promise<void> | void };

export interface AuthSide {
  process: ServiceProcess;
  smtp: SmtpReceiver;
  auth: authV1.AuthServiceClient;
  users: authV1.UsersServiceClient;
  organizations: authV1.OrganizationsServiceClient;
  close(): Promise<void>;
}

export interface FleetSide {
  config: FleetConfig;
  app: INestApplication;
  vehicles: fleetV1.VehiclesServiceClient;
  registry: fleetV1.VehicleRegistryServiceClient;
  close(): Promise<void>;
}

/**
 * auth as a child process (migrate, demo seed for root@fleetlog.se, serve), reached over gRPC. Fleet must not import
 * auth's code, so this is how its tests meet the real thing.
 */
export async function startAuth(): Promise<AuthSide> {
  const smtp = await startSmtpReceiver();
  const process = await startServiceProcess({
    service: 'auth',
    seedDemo: true,
    // Every test logs in from 127.0.0.1 and failures count for 15 minutes in Redis.
    env: { SMTP_URL: smtp.url, RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000' },
  });
  const client = ClientProxyFactory.create(grpcClientOptions('auth', process.grpcUrl)) as unknown as ClosableClient;
  return {
    process,
    smtp,
    auth: client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME),
    users: client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME),
    organizations: client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME),
    async close() {
      await client.close();
      await process.stop();
      await smtp.close();
    },
  };
}

/** The fleet app itself in-process on free ports, real PostgreSQL and Kafka, talking to the given auth. */
export async function startFleet(authGrpcUrl: string, overrides: Record<string, string> = {}): Promise<FleetSide> {
  const suffix = randomUUID().slice(0, 8);
  const config = loadFleetConfig({
    ...process.env,
    ...testEnv(),
    LOG_LEVEL: 'warn',
    AUTH_GRPC_URL: authGrpcUrl,
    FLEET_GRPC_URL: `127.0.0.1:${await freePort()}`,
    FLEET_HTTP_PORT: String(await freePort()),
    KAFKA_CLIENT_ID: `fleet-test-${suffix}`,
    FLEET_INSTALLATIONS_GROUP_ID: `fleet-test-installations-${suffix}`,
    FLEET_AUTH_USERS_GROUP_ID: `fleet-test-auth-users-${suffix}`,
    ...overrides,
  });
  await runMigrations(fleetOrmOptions(config.DATABASE_URL));
  const app = await createFleetApp(config, { httpHost: '127.0.0.1' });
  const client = ClientProxyFactory.create(
    grpcClientOptions('fleet', config.FLEET_GRPC_URL),
  ) as unknown as ClosableClient;
  return {
    config,
    app,
    vehicles: client.getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME),
    registry: client.getService<fleetV1.VehicleRegistryServiceClient>(fleetV1.VEHICLE_REGISTRY_SERVICE_NAME),
    async close() {
      await client.close();
      await app.close();
    },
  };
}

/** A second ORM on the fleet schema, for assertions on stored rows. */
export function fleetOrm(config: FleetConfig): Promise<MikroORM> {
  return MikroORM.init(fleetOrmOptions(config.DATABASE_URL));
}

/** Awaits a client call; a failure becomes the DomainError the server sent. */
export function call<T>(observable: Observable<T>): Promise<T> {
  return callGrpc(() => observable);
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

/** The DomainError a call fails with (details included). */
export async function failureOf(observable: Observable<unknown>): Promise<DomainError> {
  try {
    await call(observable);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

export function as(token: string, organizationId?: number, showArchived?: boolean): Metadata {
  return callerMetadata({ token, organizationId, showArchived });
}

export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Unique registration numbers (6 letters/digits) so parallel runs never collide. */
export function uniqueRegistry(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
}
