import {
  KafkaTestProducer,
  publishPositions,
  type ServiceProcess,
  startDevicesProcess,
  startJournalProcess,
  type TestFix,
  testEnv,
  useBeforeAll,
  withTestDatabase,
} from '@fleetlog/testing';

import { type LiveMessage, LiveClient } from './support/live-client';
import { eventually, expectOk, useFullStack } from './support/stack';

jest.setTimeout(240_000);

interface OverviewItem {
  meta: { vehicle_id: number };
  position: { latitude: number; longitude: number; heading: number } | null;
  speed_kph: number | null;
}

const SECOND = 1_000;
/** The detection of this file ends a trip after half a minute parked (the default five would lengthen the drives). */
const STOP_GAP_S = 30;
/** Uppsala, away from every toll station; a drive goes north at 60 km/h, a fix every 10 s (about 167 m apart). */
const HOME = { lat: 59.8586, lon: 17.6389 };
const STEP_DEG = 0.0015;

/**
 * Private mode on the map (spec 02 §2.5, §3 "Map overview item", §5): a vehicle whose latest trip is another driver's
 * private trip shows at 0,0 (the track button off) to everyone but that driver, while the trip is open and after it
 * closed (where it ended is the trip's stop, which the journal hides), in the overview, the selected vehicle and the
 * live socket, until the vehicle drives a trip that is not private; a purpose changed later counts. Trips come from
 * the platform itself: tracker reports on telemetry.positions.v1, devices' ingest (the latest position) and the
 * journal's trip detection. This file runs an ingest and a detection of its own (the shared run keeps both off, and
 * the BFF keeps talking to the shared devices and journal, which read the same database and Redis).
 */
describe('private mode on the map: the latest trip decides (real auth, fleet, devices, journal, Redis, Kafka)', () => {
  const { stack, fleet } = useFullStack();
  useBeforeAll(
    () =>
      startDevicesProcess(stack.auth.grpcUrl, stack.fleet.grpcUrl, {
        INGEST_ENABLED: 'true',
        INGEST_FROM_BEGINNING: 'false',
        FLEET_CONSUMER_ENABLED: 'false',
        COMMAND_CONSUMERS_ENABLED: 'false',
        DEVICE_COMMAND_EXPIRY_INTERVAL_MS: '3600000',
      }),
    { close: (process: ServiceProcess) => process.stop(), timeoutMs: 120_000 },
  );
  useBeforeAll(
    () =>
      startJournalProcess(stack.auth.grpcUrl, {
        JOURNAL_DETECTION_ENABLED: 'true',
        JOURNAL_DETECTION_FROM_BEGINNING: 'false',
        JOURNAL_EXPIRY_INTERVAL_MS: '3600000',
        JOURNAL_ADDRESS_INTERVAL_MS: '3600000',
        // The shared journal keeps the read models; this one only detects.
        JOURNAL_CONSUME_INSTALLATIONS: 'false',
        JOURNAL_CONSUME_VEHICLES: 'false',
        JOURNAL_CONSUME_TOLL_CHARGES: 'false',
        TRIP_STOP_GAP_S: String(STOP_GAP_S),
      }),
    { close: (process: ServiceProcess) => process.stop(), timeoutMs: 120_000 },
  );
  const producer = useBeforeAll(async () => new KafkaTestProducer(testEnv().KAFKA_BROKERS.split(',')), {
    close: (p) => p.stop(),
  });
  const org = useBeforeAll(() => stack.fixtures.organization('private-map'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const other = useBeforeAll(() => stack.fixtures.user(org));
  // A private vehicle of `driver`: its trips are PRIVATE_AUTO, driven by `driver`, until the type is toggled.
  const car = useBeforeAll(async () => {
    const vehicle = await fleet.vehicle(org, {
      defaultTripType: 'PRIVATE',
      defaultDriver: driver.userId,
      permittedDrivers: [driver.userId, other.userId],
    });
    const device = await fleet.device(org.organizationId);
    await fleet.install(device.id, vehicle.id, stack.fixtures.rootToken);
    return { id: vehicle.id, imei: device.imei };
  });
  /** The tracker's clock: installed now, it reports from now on, each report later than the one before. */
  let clock = 0;
  let at = { ...HOME };

  const report = (fixes: TestFix[]) => publishPositions(producer, car.imei, fixes);
  /** A report where the vehicle stands, now (or just after the last one). */
  const parked = (ignition = false): TestFix => ({
    ...at,
    timestampMs: (clock = Math.max(clock + SECOND, Date.now())),
    ignition,
  });
  /** A drive north, `fixes` reports 10 s apart at 60 km/h, its ignition on. */
  const drive = (fixes: number): TestFix[] =>
    Array.from({ length: fixes }, () => {
      at = { lat: at.lat + STEP_DEG, lon: at.lon };
      return { ...at, timestampMs: (clock += 10 * SECOND), speedKmh: 60, ignition: true };
    });
  /** The ignition off where the drive ended, then reports past the stop gap: the trip closes. */
  const stop = (): TestFix[] => [
    { ...at, timestampMs: (clock += 5 * SECOND), ignition: false },
    { ...at, timestampMs: (clock += 10 * SECOND), ignition: false },
    { ...at, timestampMs: (clock += (STOP_GAP_S + 5) * SECOND), ignition: false },
  ];

  const tripsOfCar = () =>
    withTestDatabase(async (client) => {
      const { rows } = await client.query<{ id: string; purpose: string; driver_user_id: string }>(
        `select "id", "purpose", "driver_user_id" from "journal"."trips" where "imei" = $1 order by "start_at"`,
        [car.imei],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        purpose: row.purpose,
        driverUserId: Number(row.driver_user_id),
      }));
    });
  const detectorOf = () =>
    withTestDatabase(async (client) => {
      const { rows } = await client.query<{ open_trip: boolean }>(
        `select "open_trip" from "journal"."detector_states" where "imei" = $1`,
        [car.imei],
      );
      return rows[0];
    });
  const listed = async (token: string) => {
    const response = await stack.api.get<OverviewItem[]>('/api/overview', { token });
    expect(response.status).toBe(200);
    return response.body.find((item) => item.meta.vehicle_id === car.id);
  };
  const selected = async (token: string) => {
    const response = await stack.api.get<OverviewItem>(`/api/overview/vehicle/${car.id}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const latitudeFor = async (token: string) => (await listed(token))?.position?.latitude;
  /** Private mode as the map gets it: 0,0 without heading or speed (the page turns the track button off). */
  const hidden = { position: { latitude: 0, longitude: 0, heading: 0 }, speed_kph: 0 };
  const expectHiddenFrom = async (token: string) => {
    expect(await listed(token)).toMatchObject(hidden);
    expect(await selected(token)).toMatchObject(hidden);
  };
  const expectShownTo = async (token: string, latitude = at.lat) => {
    expect((await listed(token))?.position).toMatchObject({ latitude, longitude: at.lon });
    expect((await selected(token)).position).toMatchObject({ latitude, longitude: at.lon });
  };
  /** Reads the view for `ms`: the position never shows meanwhile (a change still on its way would show it). */
  const staysHiddenFrom = async (token: string, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      expect(await latitudeFor(token)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const setPurpose = async (tripId: number, body: Record<string, unknown>, token: string) => {
    const response = await stack.api.request('PUT', `/api/journal/${tripId}`, { token, body });
    expectOk(response, 200, `setting the purpose ${JSON.stringify(body)}`);
  };
  const liveLatitude = (message: LiveMessage) =>
    message.items?.find((item) => item.vehicle_id === car.id)?.position?.latitude;
  /** The car's next live update on `client` after the `from`th message. */
  const nextLive = async (client: LiveClient, from: number) =>
    liveLatitude(
      await client.waitFor(
        (message, index) => index >= from && message.type === 'positions' && liveLatitude(message) !== undefined,
        'the car on the live socket',
      ),
    );

  /** Reads until `accept` takes what it read; fails with the last value read otherwise. */
  const until = async <T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 30_000) => {
    const value = await eventually(read, accept, { timeoutMs, intervalMs: 250 });
    if (!accept(value)) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    return value;
  };

  beforeAll(async () => {
    // The journal knows the installation and the vehicle's type and driver before the tracker reports.
    await until(
      () =>
        withTestDatabase(async (client) => {
          const { rows } = await client.query(
            `select 1 from "journal"."installations" i join "journal"."vehicles" v on v."vehicle_id" = i."vehicle_id"
             where i."imei" = $1 and v."default_trip_type" = 'PRIVATE' and v."default_driver_id" = $2`,
            [car.imei, driver.userId],
          );
          return rows.length;
        }),
      (found) => found === 1,
      'the journal knows the installed private vehicle',
    );
    // Parked reports until the ingest and the detection of this file (groups that start at the topic's end) read them.
    await until(
      async () => {
        await report([parked()]);
        return [await latitudeFor(org.admin.token), await detectorOf()] as const;
      },
      ([latitude, detector]) => latitude === HOME.lat && detector !== undefined,
      'the ingest and the detection read the tracker',
      90_000,
    );
  });

  it("hides where another driver's private trip ended until the vehicle drives a trip that is not private", async () => {
    // A private trip, open: 0,0 for everyone but its driver (ROOT too).
    await report(drive(8));
    await until(detectorOf, (detector) => detector?.open_trip === true, 'the private trip opened');
    await until(
      () => latitudeFor(driver.token),
      (latitude) => latitude === at.lat,
      'the driver sees the drive',
    );
    await until(
      () => latitudeFor(org.admin.token),
      (latitude) => latitude === 0,
      'the open trip hidden',
    );
    await expectHiddenFrom(org.admin.token);
    await expectHiddenFrom(other.token);
    await expectHiddenFrom(stack.fixtures.rootToken);

    // It closes where the vehicle now stands: still 0,0 for the others, the stop for its driver.
    await report(stop());
    const [trip] = await until(tripsOfCar, (trips) => trips.length === 1, 'the private trip closed');
    expect(trip).toMatchObject({ purpose: 'PRIVATE_AUTO', driverUserId: driver.userId });
    await staysHiddenFrom(org.admin.token, 5_000);
    await expectHiddenFrom(org.admin.token);
    await expectHiddenFrom(other.token);
    await expectHiddenFrom(stack.fixtures.rootToken);
    await expectShownTo(driver.token);

    // The live socket alike, for a report of the parked vehicle.
    const watching = new LiveClient(stack.bff.baseUrl);
    const admin = new LiveClient(stack.bff.baseUrl);
    const driving = new LiveClient(stack.bff.baseUrl);
    try {
      await watching.authenticate(other.token);
      await admin.authenticate(org.admin.token);
      await driving.authenticate(driver.token);
      let from = [watching, admin, driving].map((client) => client.messages.length);
      await report([parked()]);
      expect(await nextLive(watching, from[0])).toBe(0);
      expect(await nextLive(admin, from[1])).toBe(0);
      expect(await nextLive(driving, from[2])).toBe(at.lat);

      // Its driver makes it a business trip: shown, on the socket without waiting for a report.
      from = [watching, admin].map((client) => client.messages.length);
      await setPurpose(trip.id, { purpose: 'BUSINESS' }, driver.token);
      await until(
        () => latitudeFor(org.admin.token),
        (latitude) => latitude === at.lat,
        'shown as business',
      );
      await expectShownTo(other.token);
      expect(await nextLive(watching, from[0])).toBe(at.lat);
      expect(await nextLive(admin, from[1])).toBe(at.lat);

      // … and private again: hidden again, on the socket too.
      from = [watching, admin].map((client) => client.messages.length);
      await setPurpose(trip.id, { purpose: 'PRIVATE' }, driver.token);
      await until(
        () => latitudeFor(org.admin.token),
        (latitude) => latitude === 0,
        'hidden as private again',
      );
      await expectHiddenFrom(other.token);
      await expectShownTo(driver.token);
      expect(await nextLive(watching, from[0])).toBe(0);
      expect(await nextLive(admin, from[1])).toBe(0);
    } finally {
      watching.close();
      admin.close();
      driving.close();
    }

    // A business trip: the vehicle shows again, to everyone, while it drives and where it parks.
    expectOk(
      await stack.api.request('PATCH', `/api/vehicles/${car.id}/default-trip-type`, { token: org.admin.token }),
      200,
      'making the vehicle a business vehicle',
    );
    await until(
      () =>
        withTestDatabase(async (client) => {
          const { rows } = await client.query<{ default_trip_type: string }>(
            `select "default_trip_type" from "journal"."vehicles" where "vehicle_id" = $1`,
            [car.id],
          );
          return rows[0]?.default_trip_type;
        }),
      (type) => type === 'BUSINESS',
      'the journal knows the business vehicle',
    );
    await report([parked(true), ...drive(6)]);
    await until(
      () => latitudeFor(org.admin.token),
      (latitude) => latitude === at.lat,
      'the business drive shown',
    );
    await expectShownTo(other.token);
    await report(stop());
    const business = await until(tripsOfCar, (trips) => trips.length === 2, 'the business trip closed');
    expect(business[1]).toMatchObject({ purpose: 'BUSINESS', driverUserId: driver.userId });
    await report([parked()]);
    await until(
      () => latitudeFor(other.token),
      (latitude) => latitude === at.lat,
      'its end shown',
    );
    await expectShownTo(org.admin.token);
    await expectShownTo(stack.fixtures.rootToken);

    // An administrator marks it private for its driver: hidden from everyone but the driver.
    await setPurpose(business[1].id, { purpose: 'PRIVATE', privateConfirmed: true }, org.admin.token);
    await until(
      () => latitudeFor(other.token),
      (latitude) => latitude === 0,
      'hidden once marked private',
    );
    await expectHiddenFrom(org.admin.token);
    await expectShownTo(driver.token);
  });
});
