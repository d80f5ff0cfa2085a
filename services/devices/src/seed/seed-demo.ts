// CLI: seeds the demo device stock (idempotent by IMEI). Organisations come from auth and vehicles from fleet, both
// asked over gRPC as root@fleetlog.se; installs are skipped while fleet has no vehicles yet, and a second run
// changes nothing. Installations made here are published on devices.installations.v1 like any other.
import { authV1, fleetV1 } from '@fleetlog/contracts';
import { baseEnv, databaseEnv, kafkaEnv, loadConfig } from '@fleetlog/config';
import { runMigrations, withAdvisoryLock } from '@fleetlog/database';
import { kitOrmOptions } from '@fleetlog/kit';
import { callerMetadata, callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { createLogger, type Logger } from '@fleetlog/logging';
import { Metadata } from '@grpc/grpc-js';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';
import { z } from 'zod';

import { PLATFORM_WIDE } from '../database/scope-filter';
import { DeviceEventsPublisher } from '../events/device-events.publisher';
import { InstallationEventsPublisher } from '../events/installation-events.publisher';
import { InstallationsRepository } from '../installations/installations.repository';
import { InstallationChanges } from '../installations/installations.service';
import { isTrackerType } from '../inventory/device-input';
import { DeviceEntity } from '../inventory/device.entity';
import { DevicesRepository } from '../inventory/devices.repository';
import { VehicleViewEntity } from '../vehicles/vehicle-view.entity';
import { devicesService } from '../service';
import { DEMO_DEVICES, type DemoDevice } from './demo-devices';
import { republishIfTopicLost, republishInstallationsIfTopicLost } from './republish-devices';

const ROOT_EMAIL = 'root@fleetlog.se';
const DEMO_PASSWORD = 'Fleetlog-demo-1';

const seedConfig = baseEnv
  .merge(databaseEnv)
  .merge(kafkaEnv)
  .extend({
    AUTH_GRPC_URL: z.string().min(3).default('127.0.0.1:50051'),
    FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
  });

type GrpcClient = ClientGrpc & { close(): unknown };

async function platformFacts(config: z.output<typeof seedConfig>, logger: Logger) {
  const auth = ClientProxyFactory.create(grpcClientOptions('auth', config.AUTH_GRPC_URL)) as unknown as GrpcClient;
  const fleet = ClientProxyFactory.create(grpcClientOptions('fleet', config.FLEET_GRPC_URL)) as unknown as GrpcClient;
  try {
    const login = await callGrpc(() =>
      auth
        .getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME)
        .login({ username: ROOT_EMAIL, password: DEMO_PASSWORD, clientAddress: '' }, new Metadata()),
    );
    const metadata = callerMetadata({ token: login.token });
    const { organizations } = await callGrpc(() =>
      auth
        .getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME)
        .listOrganizationsSimple({}, metadata),
    );
    let vehicles: fleetV1.VehicleSimple[] = [];
    try {
      ({ vehicles } = await callGrpc(() =>
        fleet
          .getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME)
          .listVehiclesSimple({ showArchived: false }, metadata),
      ));
    } catch (err) {
      logger.warn({ err }, 'fleet not reachable; devices are seeded without installations');
    }
    return { organizations, vehicles };
  } finally {
    await auth.close();
    await fleet.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig(seedConfig);
  const logger = createLogger({ service: 'devices-seed', level: config.LOG_LEVEL });
  const { organizations, vehicles } = await platformFacts(config, logger);
  const orgIds = new Map(organizations.map((org) => [org.fullName, org.organizationId]));

  const options = kitOrmOptions(devicesService, config.DATABASE_URL);
  await runMigrations(options);
  const orm = await MikroORM.init(options);
  try {
    const em = orm.em.fork();
    const changes = new InstallationChanges(em, new InstallationsRepository(em));
    // Two seeds at once (test runs side by side on a fresh database) take turns.
    const created = await withAdvisoryLock(config.DATABASE_URL, 'devices demo seed', () =>
      seedDevices(em, changes, orgIds, vehicles, logger),
    );
    // Into the outbox: the devices service's relay publishes them (now, or when it starts).
    await em.transactional((tx) => new InstallationEventsPublisher().installationsChanged(tx, changes.recorded));
    const republished = await withAdvisoryLock(config.DATABASE_URL, 'devices demo seed', async () => ({
      devices: await republishIfTopicLost(em, config.KAFKA_BROKERS, logger),
      installations: await republishInstallationsIfTopicLost(em, config.KAFKA_BROKERS, logger),
    }));
    logger.info({ created, installed: changes.recorded.length, republished }, 'demo devices seeded');
  } finally {
    await orm.close(true);
  }
}

/**
 * No surrounding transaction: each step is idempotent (IMEI lookup, installation history) and the unique indexes
 * guard a concurrent run, so a crash half-way is completed by the next run. Each new device and its DeviceChanged
 * (the gateway's allow-list) commit together; a device that exists already gets a DeviceChanged again. Returns how
 * many devices were created.
 */
/** How long ago the demo devices were installed (longer than the demo's history). */
const DEMO_INSTALLED_DAYS_AGO = 90;

async function seedDevices(
  em: EntityManager,
  changes: InstallationChanges,
  orgIds: ReadonlyMap<string, number>,
  vehicles: readonly fleetV1.VehicleSimple[],
  logger: Logger,
): Promise<number> {
  const devices = new DevicesRepository(em);
  const installations = new InstallationsRepository(em);
  const events = new DeviceEventsPublisher();
  let created = 0;
  for (const demo of DEMO_DEVICES) {
    const organizationId = demo.owner === 'STOCK' ? null : (orgIds.get(demo.owner) ?? null);
    if (demo.owner !== 'STOCK' && organizationId === null) {
      logger.warn({ owner: demo.owner }, 'demo organisation missing; run the auth seed first');
      continue;
    }
    let device = await devices.findByImei(PLATFORM_WIDE, demo.imei);
    if (!device) {
      const fresh = newDemoDevice(demo, organizationId);
      await em.transactional(async (tx) => {
        tx.persist(fresh);
        await tx.flush();
        await events.deviceChanged(tx, fresh);
      });
      device = fresh;
      created += 1;
    } else {
      // Like auth's seed, a run republishes the demo state it stands for, whatever the broker kept.
      const known = device;
      await em.transactional(async (tx) =>
        events.deviceChanged(tx, await tx.findOneOrFail(DeviceEntity, known.id, { filters: false })),
      );
    }
    if (!demo.install || organizationId === null || device.retired) continue;
    if ((await installations.history(PLATFORM_WIDE, { deviceId: device.id })).length > 0) continue;
    const vehicle = await freeVehicle(installations, vehicles, organizationId);
    if (!vehicle) continue;
    await rememberVehicle(em, vehicle);
    // Installed a quarter ago: the simulated fleet's history of trips (deploy/local/run-demo.ts) is the vehicle's.
    await changes.start(
      device,
      vehicle.id,
      organizationId,
      new Date(Date.now() - DEMO_INSTALLED_DAYS_AGO * 86_400_000),
    );
  }
  return created;
}

function newDemoDevice(demo: DemoDevice, organizationId: number | null): DeviceEntity {
  return Object.assign(new DeviceEntity(), {
    imei: demo.imei,
    iccid: demo.iccid,
    phone: demo.phone,
    deviceType: demo.deviceType,
    hardware: demo.deviceType,
    isTracker: isTrackerType(demo.deviceType),
    organizationId,
    retired: demo.retired ?? false,
    startOfUseAt: new Date(),
  });
}

/** The first active, non-tracker vehicle of the organisation without a device (vehicles in id order). */
async function freeVehicle(
  installations: InstallationsRepository,
  vehicles: readonly fleetV1.VehicleSimple[],
  organizationId: number,
): Promise<fleetV1.VehicleSimple | undefined> {
  const candidates = vehicles
    .filter((vehicle) => vehicle.organizationId === organizationId && !vehicle.isArchived && !vehicle.isTracker)
    .sort((a, b) => a.id - b.id);
  for (const vehicle of candidates) {
    if (!(await installations.openForVehicle(PLATFORM_WIDE, vehicle.id))) return vehicle;
  }
  return undefined;
}

async function rememberVehicle(em: EntityManager, vehicle: fleetV1.VehicleSimple): Promise<void> {
  if (await em.findOne(VehicleViewEntity, { id: vehicle.id })) return;
  em.persist(
    Object.assign(new VehicleViewEntity(), {
      id: vehicle.id,
      organizationId: vehicle.organizationId,
      registry: vehicle.registry,
      displayName: vehicle.displayName,
      benefitType: vehicle.benefitType,
      archived: vehicle.isArchived,
    }),
  );
  await em.flush();
}

main().catch(async (error: unknown) => {
  createLogger({ service: 'devices-seed' }).fatal({ err: error }, 'devices seed failed');
  process.exit(1);
});
