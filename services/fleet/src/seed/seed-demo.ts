// CLI: demo vehicles and trackers for the auth demo organisations (auth must be serving: organisations and users are
// looked up over gRPC as root@fleetlog.se). Idempotent: a vehicle is matched by registry, or by displayName when it
// has none, and only created when missing. Created through the service itself, so events are published as usual.
import { authV1 } from '@fleetlog/contracts';
import { callerMetadata, callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { createToolContext, kitOrmOptions } from '@fleetlog/kit';
import type { INestApplicationContext } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';

import type { FleetConfig } from '../config';
import { DEMO_ODOMETER_DAYS_AGO, DEMO_VEHICLES, type DemoVehicle } from './demo-vehicles';

const ROOT_EMAIL = 'root@fleetlog.se';
const DEMO_PASSWORD = 'Fleetlog-demo-1';

export interface SeedSummary {
  created: string[];
  existing: string[];
  /** Demo cars given their odometer reading by this run. */
  calibrated: string[];
}

export async function seedDemoVehicles(app: INestApplicationContext, config: FleetConfig): Promise<SeedSummary> {
  const { ClientProxyFactory } = await import('@nestjs/microservices');
  const { MikroORM, RequestContext } = await import('@mikro-orm/postgresql');
  const { CallerService } = await import('../access/caller.service');
  const { VehicleEditorService } = await import('../vehicles/vehicle-editor.service');
  const { VehiclesService } = await import('../vehicles/vehicles.service');
  const { OdometerService } = await import('../odometer/odometer.service');
  const { OdometerCalibrationsRepository } = await import('../odometer/odometer-calibrations.repository');

  const client = ClientProxyFactory.create(grpcClientOptions('auth', config.AUTH_GRPC_URL)) as unknown as ClientGrpc & {
    close(): unknown;
  };
  const summary: SeedSummary = { created: [], existing: [], calibrated: [] };
  try {
    const session = client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME);
    const organizations = client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME);
    const users = client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME);
    const { token } = await callGrpc(() =>
      session.login({ username: ROOT_EMAIL, password: DEMO_PASSWORD, clientAddress: '' }),
    );
    const known = (await callGrpc(() => organizations.listOrganizationsSimple({}, callerMetadata({ token }))))
      .organizations;
    const orm = app.get(MikroORM);
    for (const [organizationName, demoVehicles] of Object.entries(DEMO_VEHICLES)) {
      const organization = known.find((org) => org.fullName === organizationName);
      if (!organization) throw new Error(`demo organisation ${organizationName} missing: run auth's seed first`);
      const organizationId = organization.organizationId;
      const people = (
        await callGrpc(() => users.listUsersSimple({ showArchived: false }, callerMetadata({ token, organizationId })))
      ).users;
      await RequestContext.create(orm.em, async () => {
        const caller = await app.get(CallerService).resolve(callerMetadata({ token, organizationId }));
        const present = (await app.get(VehiclesService).listEntities(caller, { showArchived: true })).filter(
          (vehicle) => vehicle.organizationId === organizationId,
        );
        for (const demo of demoVehicles) {
          const label = `${organizationName}: ${demo.registry || demo.displayName}`;
          if (present.some((vehicle) => matches(vehicle, demo))) {
            summary.existing.push(label);
            continue;
          }
          const driverIds = demo.drivers.map((name) => {
            const user = people.find((person) => person.displayName === name);
            if (!user) throw new Error(`demo user ${name} missing in ${organizationName}`);
            return user.userId;
          });
          await app.get(VehicleEditorService).create(caller, {
            category: demo.category,
            registry: demo.registry,
            displayName: demo.displayName,
            style: { marker: demo.marker, color: demo.color },
            permittedDrivers: driverIds,
            defaultDriver: driverIds[0],
            defaultTripType: demo.defaultTripType,
            benefitType: demo.benefitType,
            permitAnyDriver: false,
            organizationId,
            isoCountryCode: 'SE',
            details: demo.details,
          });
          summary.created.push(label);
        }
        // Each demo car's odometer reading from before the demo's history (also on a database seeded before the
        // cars had one): ROOT's forced, retroactive calibration, since no tracker was installed yet then.
        const vehicles = (await app.get(VehiclesService).listEntities(caller, { showArchived: true })).filter(
          (vehicle) => vehicle.organizationId === organizationId,
        );
        for (const demo of demoVehicles) {
          const vehicle = vehicles.find((candidate) => matches(candidate, demo));
          if (demo.odometerKm === undefined || !vehicle) continue;
          if ((await app.get(OdometerCalibrationsRepository).historyOf(vehicle)).length > 0) continue;
          await app.get(OdometerService).set(caller, {
            id: vehicle.id,
            valueKm: demo.odometerKm,
            recordedTimeMs: Date.now() - DEMO_ODOMETER_DAYS_AGO * 86_400_000,
            fromTimeMs: 0,
            applyRetroactive: true,
            ignoreRedis: false,
            confirmedHigh: false,
            forced: true,
          });
          summary.calibrated.push(`${organizationName}: ${demo.registry} ${demo.odometerKm} km`);
        }
      });
    }
    return summary;
  } finally {
    await client.close();
  }
}

function matches(vehicle: { registry: string; displayName: string }, demo: DemoVehicle): boolean {
  return demo.registry !== '' ? vehicle.registry === demo.registry : vehicle.displayName === demo.displayName;
}

async function main(): Promise<void> {
  const { createLogger } = await import('@fleetlog/logging');
  const { runMigrations, withAdvisoryLock } = await import('@fleetlog/database');
  const { loadFleetConfig } = await import('../config');
  const { fleetService } = await import('../service');

  const config = loadFleetConfig(process.env);
  const logger = createLogger({ service: 'fleet-seed', level: config.LOG_LEVEL });
  await runMigrations(kitOrmOptions(fleetService, config.DATABASE_URL));
  // A tool context joins none of the running service's consumer groups; fleet's relay publishes the vehicles' events.
  const app = await createToolContext(fleetService, config);
  try {
    // Two seeds at once (test runs side by side on a fresh database) would both create the missing vehicles.
    const summary = await withAdvisoryLock(config.DATABASE_URL, 'fleet demo seed', () => seedDemoVehicles(app, config));
    logger.info(summary, 'demo vehicles seeded');
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  main().catch(async (error: unknown) => {
    const { createLogger } = await import('@fleetlog/logging');
    createLogger({ service: 'fleet-seed' }).fatal({ err: error }, 'seed failed');
    process.exitCode = 1;
  });
}
