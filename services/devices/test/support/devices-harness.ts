import { randomUUID } from 'node:crypto';

import { devicesV1, fleetV1 } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  type AuthClients,
  authClients,
  grpcClient,
  inProcessServiceEnv,
  type ServiceProcess,
  startAuthProcess,
  startFleetProcess,
  useBeforeAll,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';

import { type DevicesConfig, loadDevicesConfig } from '../../src/config';
import { devicesService } from '../../src/service';
import { FLEET_AVAILABLE } from './processes';

// The call helpers and polling live once in @fleetlog/testing; re-exported under the names these tests use.
export { as, call, codeOf, failureOf as errorOf, eventuallyDefined as eventually } from '@fleetlog/testing';

/** devices in-process on free ports; auth (and fleet, when asked) as child processes; real PostgreSQL and Kafka. */
export interface DevicesHarness extends AuthClients {
  config: DevicesConfig;
  authGrpcUrl: string;
  fleetGrpcUrl: string;
  app: INestApplication;
  orm: MikroORM;
  devices: devicesV1.DevicesServiceClient;
  external: devicesV1.DeviceExternalServiceClient;
  /** Undefined when the harness runs without fleet. */
  vehicles?: fleetV1.VehiclesServiceClient;
  close(): Promise<void>;
}

export interface HarnessOptions {
  withFleet?: boolean;
  env?: Record<string, string>;
}

/** The harness for the calling describe block (`options` read when it starts): started before its tests, closed after them. */
export function useDevicesHarness(options: () => HarnessOptions = () => ({})): DevicesHarness {
  return useBeforeAll(() => startDevicesHarness(options()), { close: (h) => h.close(), timeoutMs: 240_000 });
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
  const config = loadDevicesConfig(
    await inProcessServiceEnv('devices', {
      AUTH_GRPC_URL: auth.grpcUrl,
      FLEET_GRPC_URL: fleetUrl,
      // Each run consumes fleet.vehicles.v1 from the start with a group of its own, like a fresh deployment.
      FLEET_CONSUMER_GROUP: `devices.fleet-vehicles.test-${randomUUID().slice(0, 8)}`,
      ORG_CACHE_TTL_MS: '0',
      // The telemetry ingest and the command consumers only where a suite turns them on: they join consumer groups
      // that take seconds to leave, which every other suite would wait for when it closes.
      INGEST_ENABLED: 'false',
      COMMAND_CONSUMERS_ENABLED: 'false',
      ...options.env,
    }),
  );
  await runMigrations(kitOrmOptions(devicesService, config.DATABASE_URL));
  const app = await createServiceApp(devicesService, config, { httpHost: '127.0.0.1' });
  const orm = await MikroORM.init(kitOrmOptions(devicesService, config.DATABASE_URL));
  const devicesClient = grpcClient('devices', config.DEVICES_GRPC_URL);
  const authSide = authClients(auth.grpcUrl);
  const fleetClient = options.withFleet ? grpcClient('fleet', fleetUrl) : undefined;
  return {
    config,
    authGrpcUrl: auth.grpcUrl,
    fleetGrpcUrl: fleetUrl,
    app,
    orm,
    devices: devicesClient.getService<devicesV1.DevicesServiceClient>(devicesV1.DEVICES_SERVICE_NAME),
    external: devicesClient.getService<devicesV1.DeviceExternalServiceClient>(devicesV1.DEVICE_EXTERNAL_SERVICE_NAME),
    ...authSide,
    vehicles: fleetClient?.getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME),
    async close() {
      await devicesClient.close();
      await authSide.close();
      await fleetClient?.close();
      await app.close();
      await orm.close(true);
      await Promise.all(processes.reverse().map((process) => process.stop()));
    },
  };
}
