import { randomUUID } from 'node:crypto';

import { fleetEventsV1, fleetV1, journalV1, TOPICS } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  authClients,
  demoRoot,
  eventually,
  grpcClient,
  inProcessServiceEnv,
  startAuthProcess,
  useBeforeAll,
  useKafkaTestProducer,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';

import { loadJournalConfig } from '../../src/config';
import { journalService } from '../../src/service';

/**
 * The journal in-process (detection off) behind real auth, for the tests of its gRPC services: clients of
 * JournalService and AttestationService, vehicles announced the way fleet does, trips stored the way detection does.
 */
export function useJournalHarness() {
  const auth = useBeforeAll(() => startAuthProcess(), { close: (running) => running.stop() });
  const clients = useBeforeAll(() => authClients(auth.grpcUrl), { close: (running) => running.close() });
  const root = useBeforeAll(() => demoRoot(clients));
  const producer = useKafkaTestProducer('journal-api-test');
  const journal = useBeforeAll(
    async () => {
      const suffix = randomUUID().slice(0, 8);
      const config = loadJournalConfig(
        await inProcessServiceEnv('journal', {
          AUTH_GRPC_URL: auth.grpcUrl,
          JOURNAL_DETECTION_ENABLED: 'false',
          JOURNAL_VEHICLES_GROUP_ID: `journal-api-vehicles-${suffix}`,
          JOURNAL_INSTALLATIONS_GROUP_ID: `journal-api-installations-${suffix}`,
          JOURNAL_TOLL_CHARGES_GROUP_ID: `journal-api-toll-charges-${suffix}`,
          JOURNAL_ADDRESS_INTERVAL_MS: '3600000',
        }),
      );
      await runMigrations(kitOrmOptions(journalService, config.DATABASE_URL));
      const app = await createServiceApp(journalService, config, { httpHost: '127.0.0.1' });
      const orm = await MikroORM.init(kitOrmOptions(journalService, config.DATABASE_URL));
      const client = grpcClient('journal', config.JOURNAL_GRPC_URL);
      return {
        app,
        orm,
        client,
        service: client.getService<journalV1.JournalServiceClient>(journalV1.JOURNAL_SERVICE_NAME),
        attestation: client.getService<journalV1.AttestationServiceClient>(journalV1.ATTESTATION_SERVICE_NAME),
        preferences: client.getService<journalV1.PreferencesServiceClient>(journalV1.PREFERENCES_SERVICE_NAME),
        places: client.getService<journalV1.PlacesServiceClient>(journalV1.PLACES_SERVICE_NAME),
      };
    },
    {
      close: async ({ app, orm, client }) => {
        await client.close();
        await app.close();
        await orm.close(true);
      },
    },
  );

  /** A vehicle as fleet announces it, once the journal's read model has it. */
  async function announceVehicle(
    organizationId: number,
    registry: string,
    drivers: { permitted?: number[]; anyDriver?: boolean },
  ): Promise<number> {
    const vehicleId = 1_000_000 + Math.floor(Math.random() * 900_000_000);
    await producer.publish(
      TOPICS.fleetVehicles,
      String(vehicleId),
      fleetEventsV1.VehicleChanged.fromPartial({
        vehicle: fleetV1.Vehicle.fromPartial({
          id: vehicleId,
          vehicleId,
          organizationId,
          registry,
          displayName: `${registry} bil`,
          defaultTripType: 'BUSINESS',
          benefitType: 'WORK',
          permitAnyDriver: drivers.anyDriver ?? false,
          permittedDrivers: (drivers.permitted ?? []).map((id) => ({ id, displayName: '' })),
        }),
        changedTsMs: Date.now(),
        version: 1,
      }),
    );
    await eventually(async () => {
      const rows = await journal.orm.em
        .fork()
        .execute(`select 1 from "journal"."vehicles" where "vehicle_id" = ?`, [vehicleId]);
      if (rows.length === 0) throw new Error('vehicle not applied yet');
    }, 30_000);
    return vehicleId;
  }

  /** A trip as detection stores it (20 minutes, 5.4 km, with addresses). */
  async function trip(
    vehicleId: number,
    organizationId: number,
    driverUserId: number | null,
    startMs: number,
    purpose = 'BUSINESS',
    description = 'Kundbesök',
  ): Promise<number> {
    const [row] = await journal.orm.em.fork().execute<Array<{ id: string }>>(
      `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
         "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
         "fix_count", "ignition_based", "purpose", "driver_user_id", "description", "start_address", "stop_address")
       values (?, ?, 1, ?, ?, ?, 59.33, 18.06, 59.35, 18.1, 5400, 5400, 40, true, ?, ?, ?,
         'Kungsgatan 1', 'Solna torg')
       returning "id"`,
      [
        organizationId,
        vehicleId,
        `test-${randomUUID().slice(0, 12)}`,
        new Date(startMs).toISOString(),
        new Date(startMs + 1_200_000).toISOString(),
        purpose,
        driverUserId,
        description,
      ],
    );
    return Number(row.id);
  }

  /** The statuses of trips by id. */
  async function statusesOf(ids: readonly number[]): Promise<string[]> {
    const rows = await journal.orm.em
      .fork()
      .execute<Array<{ id: string; status: string }>>(
        `select "id", "status" from "journal"."trips" where "id" in (?)`,
        [ids],
      );
    return ids.map((id) => rows.find((row) => Number(row.id) === id)!.status);
  }

  return { auth, clients, root, journal, producer, announceVehicle, trip, statusesOf };
}
