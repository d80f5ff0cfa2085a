import { randomUUID } from 'node:crypto';

import { fleetV1 } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  type AuthClients,
  authClients,
  demoRoot,
  grpcClient,
  inProcessServiceEnv,
  type Mailbox,
  type ServiceProcess,
  startAuthWithMailbox,
  type TestAccount,
  useBeforeAll,
  useBeforeAllFields,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';

import { type FleetConfig, loadFleetConfig } from '../../src/config';
import { fleetService } from '../../src/service';

// The call helpers live once in @fleetlog/testing; re-exported for the tests that import them from here.
export { as, call, codeOf, failureOf, unique } from '@fleetlog/testing';

export interface AuthSide extends AuthClients {
  process: ServiceProcess;
  smtp: Mailbox;
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
 * auth as a child process (the shared run's, or one of this file's: migrated, demo seed for root@fleetlog.se),
 * reached over gRPC. Fleet must not import auth's code, so this is how its tests meet the real thing.
 */
export async function startAuth(): Promise<AuthSide> {
  const { auth: process, mailbox, close } = await startAuthWithMailbox();
  const clients = authClients(process.grpcUrl);
  return {
    process,
    smtp: mailbox,
    ...clients,
    async close() {
      await clients.close();
      await close();
    },
  };
}

/** The fleet app itself in-process on free ports, real PostgreSQL and Kafka, talking to the given auth. */
export async function startFleet(authGrpcUrl: string, overrides: Record<string, string> = {}): Promise<FleetSide> {
  const suffix = randomUUID().slice(0, 8);
  const config = loadFleetConfig(
    await inProcessServiceEnv('fleet', {
      AUTH_GRPC_URL: authGrpcUrl,
      FLEET_INSTALLATIONS_GROUP_ID: `fleet-test-installations-${suffix}`,
      FLEET_AUTH_USERS_GROUP_ID: `fleet-test-auth-users-${suffix}`,
      // Only the running-odometer suite reads the journal's trips (with a group of its own).
      FLEET_CONSUME_TRIPS: 'false',
      FLEET_TRIPS_GROUP_ID: `fleet-test-journal-trips-${suffix}`,
      ...overrides,
    }),
  );
  await runMigrations(kitOrmOptions(fleetService, config.DATABASE_URL));
  const app = await createServiceApp(fleetService, config, { httpHost: '127.0.0.1' });
  const client = grpcClient('fleet', config.FLEET_GRPC_URL);
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

export interface FleetSuite {
  auth: AuthSide;
  fleet: FleetSide;
  /** The seeded platform ROOT, logged in. */
  root: TestAccount;
}

/**
 * auth and fleet (`startAuth`, `startFleet` with the `overrides` read when it starts) for the calling describe
 * block: started before its tests, stopped after them.
 */
export function useFleet(overrides: () => Record<string, string> = () => ({})): FleetSuite {
  return useBeforeAllFields(
    async (): Promise<FleetSuite> => {
      const auth = await startAuth();
      try {
        const fleet = await startFleet(auth.process.grpcUrl, overrides());
        return { auth, fleet, root: await demoRoot(auth) };
      } catch (error) {
        await auth.close();
        throw error;
      }
    },
    {
      close: async ({ auth, fleet }) => {
        await fleet.close();
        await auth.close();
      },
      timeoutMs: 180_000,
    },
  );
}

/** A second ORM on the fleet schema for the calling describe block, closed after its tests. */
export function useFleetOrm(fleet: FleetSide): MikroORM {
  return useBeforeAll(() => fleetOrm(fleet.config), { close: (orm) => orm.close() });
}

/** A second ORM on the fleet schema, for assertions on stored rows. */
export function fleetOrm(config: FleetConfig): Promise<MikroORM> {
  return MikroORM.init(kitOrmOptions(fleetService, config.DATABASE_URL));
}

/** Unique registration numbers (6 letters/digits) so parallel runs never collide. */
export function uniqueRegistry(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
}
