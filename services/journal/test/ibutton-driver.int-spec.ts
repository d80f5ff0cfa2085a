import { randomUUID } from 'node:crypto';

import { AccessDirectory } from '@fleetlog/access';
import { type authV1, fleetEventsV1, fleetV1, type journalEventsV1, TOPICS } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  as,
  authClients,
  call,
  createAccount,
  createOrganization,
  createTenant,
  demoRoot,
  eventually,
  inProcessServiceEnv,
  KafkaCollector,
  KafkaTestProducer,
  startAuthProcess,
  testEnv,
  type TestAccount,
  useBeforeAll,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';

import { loadJournalConfig } from '../src/config';
import { defaultSchedule } from '../src/preferences/schedule-rules';
import { journalService } from '../src/service';
import type { PositionFix } from '../src/trips/detection';
import { PLACES, TrackerRecording } from './support/position-sequences';
import { telemetryPackets, uniqueImei } from './support/telemetry-packets';

jest.setTimeout(180_000);

/** A driver key as the gateway writes Teltonika's IO 78: 16 lower-case hex digits, fresh per run (keys are unique). */
const newKey = () => `01${randomUUID().replace(/-/g, '').slice(0, 14)}`;

interface TripRow {
  start_ms: string;
  purpose: string | null;
  driver_user_id: string | null;
}

// Issue 8: the driver is the user of the iButton the tracker read, else the checked-in driver, else the default.
// auth and the journal of this file on the test stack's broker and database. (A broker of its own would not do: auth's
// outbox is the shared database's, so this file's auth would publish other suites' events where they never look.)
describe('the driver of a detected trip from the driver key (iButton)', () => {
  const brokers = testEnv().KAFKA_BROKERS.split(',');
  const auth = useBeforeAll(() => startAuthProcess(), {
    close: (running) => running.stop(),
  });
  const clients = useBeforeAll(() => authClients(auth.grpcUrl), { close: (running) => running.close() });
  const root = useBeforeAll(() => demoRoot(clients));
  const producer = useBeforeAll(() => new KafkaTestProducer(brokers, 'journal-ibutton-test'), {
    close: (running) => running.stop(),
  });
  const latestTripEvents = useBeforeAll(
    () =>
      new KafkaCollector(
        brokers,
        TOPICS.journalLatestTrips,
        `journal-ibutton-latest-trips-${randomUUID().slice(0, 8)}`,
      ).start(),
    { close: (collector) => collector.stop() },
  );
  const journal = useBeforeAll(
    async () => {
      const suffix = randomUUID().slice(0, 8);
      const config = loadJournalConfig(
        await inProcessServiceEnv('journal', {
          AUTH_GRPC_URL: auth.grpcUrl,
          JOURNAL_DETECTION_GROUP_ID: `journal-ibutton-detection-${suffix}`,
          JOURNAL_INSTALLATIONS_GROUP_ID: `journal-ibutton-installations-${suffix}`,
          JOURNAL_VEHICLES_GROUP_ID: `journal-ibutton-vehicles-${suffix}`,
          JOURNAL_TOLL_CHARGES_GROUP_ID: `journal-ibutton-toll-charges-${suffix}`,
          JOURNAL_DETECTION_FROM_BEGINNING: 'true',
          JOURNAL_EXPIRY_INTERVAL_MS: '3600000',
          JOURNAL_ADDRESS_INTERVAL_MS: '3600000',
        }),
      );
      await runMigrations(kitOrmOptions(journalService, config.DATABASE_URL));
      const app = await createServiceApp(journalService, config, { httpHost: '127.0.0.1' });
      const orm = await MikroORM.init(kitOrmOptions(journalService, config.DATABASE_URL));
      return { app, orm, directory: app.get(AccessDirectory) };
    },
    {
      close: async ({ app, orm }) => {
        await app.close();
        await orm.close(true);
      },
    },
  );

  const keys = { sibling: newKey(), stranger: newKey(), archived: newKey(), unknown: newKey() };
  /**
   * The vehicle's organisation with its default driver; the key holders: a user of a department below it (the same
   * tree), a user of another company, an archived user of the vehicle's organisation.
   */
  const people = useBeforeAll(async () => {
    const company = await createTenant(clients, root.token);
    const department = await createOrganization(clients, root.token, { parentId: company.organizationId });
    const other = await createTenant(clients, root.token);
    const sibling = await withKey(department.admin, await createAccount(clients, department.admin), keys.sibling);
    const stranger = await withKey(other.admin, other.driver, keys.stranger);
    const archived = await withKey(company.admin, await createAccount(clients, company.admin), keys.archived);
    await call(clients.users.archiveUser({ id: archived.userId }, as(company.admin.token)));
    return { company, sibling, stranger, archived };
  });

  async function withKey(admin: TestAccount, user: TestAccount, ibuttonId: string): Promise<TestAccount> {
    const updated: authV1.User = await call(
      clients.users.updateUser({ userId: user.userId, ibuttonId }, as(admin.token)),
    );
    expect(updated.ibuttonId).toBe(ibuttonId);
    return user;
  }

  const tripsOf = (imei: string) =>
    journal.orm.em.fork().execute<TripRow[]>(
      `select "purpose", "driver_user_id", (extract(epoch from "start_at") * 1000)::bigint as "start_ms"
         from "journal"."trips" where "imei" = ? order by "start_at"`,
      [imei],
    );

  async function announceVehicle(organizationId: number, defaultDriver: number): Promise<number> {
    const vehicleId = 90_000 + Math.floor(Math.random() * 9_000_000);
    await producer.publish(
      TOPICS.fleetVehicles,
      String(vehicleId),
      fleetEventsV1.VehicleChanged.fromPartial({
        vehicle: fleetV1.Vehicle.fromPartial({
          id: vehicleId,
          vehicleId,
          organizationId,
          defaultTripType: 'BUSINESS',
          defaultDriver: { id: defaultDriver, displayName: 'Default' },
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

  async function install(imei: string, vehicleId: number, organizationId: number): Promise<void> {
    const deviceId = Number(imei.slice(-8));
    await producer.publish(TOPICS.devicesInstallations, String(deviceId), {
      installation: {
        installationId: deviceId,
        deviceId,
        imei,
        vehicleId,
        organizationId,
        installedTsMs: Date.UTC(2026, 10, 1),
        removedTsMs: 0,
        removalReason: '',
        deviceType: 'FMB920',
      },
      changedTsMs: Date.now(),
      version: 1,
    });
    await eventually(async () => {
      const rows = await journal.orm.em
        .fork()
        .execute(`select 1 from "journal"."installations" where "imei" = ?`, [imei]);
      if (rows.length === 0) throw new Error('installation not applied yet');
    }, 30_000);
  }

  async function send(fixes: PositionFix[]): Promise<void> {
    for (const packet of telemetryPackets(fixes))
      await producer.publish(TOPICS.telemetryPositions, packet.imei, packet);
  }

  async function openTrip(imei: string): Promise<boolean> {
    const [row] = await journal.orm.em
      .fork()
      .execute<Array<{ open_trip: boolean }>>(`select "open_trip" from "journal"."detector_states" where "imei" = ?`, [
        imei,
      ]);
    return row?.open_trip === true;
  }

  it("names the key's user as the driver, with that user's work schedule, and falls back to the vehicle's default driver", async () => {
    const { company, sibling, stranger } = people;
    // The key's user works privately on weekdays 08–17: its trip is private; the default driver has no schedule.
    await journal.orm.em.fork().execute(
      `insert into "journal"."work_schedules" ("user_id", "trip_type", "days", "updated_by") values (?, 'PRIVATE', ?, ?)
         on conflict ("user_id") do update set "trip_type" = excluded."trip_type", "days" = excluded."days"`,
      [sibling.userId, JSON.stringify(defaultSchedule().days), sibling.userId],
    );
    await eventually(async () => {
      const directory = journal.directory;
      if (directory.userByIbuttonId(keys.sibling)?.id !== sibling.userId) throw new Error('key holder not known yet');
      if (directory.userByIbuttonId(keys.stranger)?.id !== stranger.userId) throw new Error('stranger not known yet');
      if (directory.userByIbuttonId(keys.archived)?.archived !== true) throw new Error('archiving not known yet');
    }, 30_000);

    const imei = uniqueImei();
    const vehicleId = await announceVehicle(company.organizationId, company.driver.userId);
    await install(imei, vehicleId, company.organizationId);

    // Monday 16 November 2026 from 08:00 in Stockholm: four trips, each with a key from the middle of its drive.
    const car = new TrackerRecording(imei, '2026-11-16T07:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(1800);
    const keyed: Array<{ key: string; fromMs: number; toMs: number }> = [];
    for (const [index, key] of [keys.sibling, keys.unknown, keys.stranger, keys.archived].entries()) {
      car.idle(20);
      const driveFromMs = car.timeMs;
      car.drive([index % 2 === 0 ? PLACES.molndal : PLACES.gothenburg], 60);
      keyed.push({ key, fromMs: (driveFromMs + car.timeMs) / 2, toMs: car.timeMs });
      car.idle(10).park(1800);
    }
    const fixes = car.fixes.map((fix) => {
      const key = keyed.find((range) => fix.timestampMs >= range.fromMs && fix.timestampMs < range.toMs)?.key;
      return key ? { ...fix, ibuttonId: key } : fix;
    });

    // The first trip open before its key is read: announced with the vehicle's default driver and trip type …
    const firstKeyAt = fixes.findIndex((fix) => fix.ibuttonId !== undefined);
    await send(fixes.slice(0, firstKeyAt));
    await eventually(async () => {
      if (!(await openTrip(imei))) throw new Error('no open trip yet');
    }, 60_000);
    const opened = await latestTripEvents.waitFor(
      ({ key, message }) => key === String(vehicleId) && message.open,
      30_000,
    );
    expect(opened).toMatchObject<Partial<journalEventsV1.LatestTripChanged>>({
      driverUserId: company.driver.userId,
      purpose: 'BUSINESS',
    });
    // … and again once the key is read, with the key's user and that user's purpose.
    await send(fixes.slice(firstKeyAt));
    const rekeyed = await latestTripEvents.waitFor(
      ({ key, message }) => key === String(vehicleId) && message.open && message.driverUserId === sibling.userId,
      60_000,
    );
    expect(rekeyed).toMatchObject({ startTsMs: opened.startTsMs, purpose: 'PRIVATE_AUTO' });
    expect(rekeyed.version).toBeGreaterThan(opened.version);

    const trips = await eventually(async () => {
      const rows = await tripsOf(imei);
      if (rows.length < 4) throw new Error(`${rows.length} trips so far`);
      return rows;
    }, 90_000);
    expect(Number(trips[0].start_ms)).toBe(opened.startTsMs);
    expect(trips.map((trip) => [Number(trip.driver_user_id), trip.purpose])).toEqual([
      // A department's user is of the vehicle's organisation tree: its key names it, with its private schedule.
      [sibling.userId, 'PRIVATE_AUTO'],
      // A key nobody holds, another company's user, an archived user: the vehicle's default driver.
      [company.driver.userId, 'BUSINESS'],
      [company.driver.userId, 'BUSINESS'],
      [company.driver.userId, 'BUSINESS'],
    ]);
  });
});
