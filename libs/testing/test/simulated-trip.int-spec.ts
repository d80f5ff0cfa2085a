import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';

import {
  type AckedRecord,
  eventuallyAccepted,
  eventuallyDefined,
  type NominatimStandIn,
  REPO_ROOT,
  type RunningPlatform,
  type RunningSimulator,
  type SmtpReceiver,
  standInAddress,
  startNominatimStandIn,
  startPlatform,
  startSimulator,
  startSmtpReceiver,
  stopSystemBroker,
  systemStackEnv,
  TEST_LOG_DIR,
  testEnv,
} from '../src';

jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Fleetlog-demo-1';
/** The journal's stop gap for this run: a minute parked ends a trip (the default five would lengthen the drive). */
const STOP_GAP_S = 60;
/**
 * Two vehicles on the simulator's Stadsgården route (2.8 km, no tunnel), with a seed whose two vehicles both start
 * parked at the same end of it, leave within 40 simulated seconds, drive the route in about five minutes and then park
 * for longer than the stop gap: one trip each.
 */
const ROUTE = 'sthlm-stadsgarden';
const SEED = 8635;
/**
 * Installations start when they are made, so the simulated clocks start just after the installations and, sped up,
 * run ahead of the wall clock: some 420 simulated seconds (the drive, then the parked record two minutes on that lets
 * the journal close the trip) in 42 s put the last records about 6.5 minutes ahead, inside the journal's 10 minutes
 * for device clocks ahead.
 */
const SPEEDUP = 10;

interface LatLon {
  latitude: number;
  longitude: number;
}

/** GET /api/journal's entries (services/bff/src/journal/journal.schemas.ts), the fields this test reads. */
interface Entry {
  journal_id: number;
  user_id: number | null;
  status: string;
  privateHidden: boolean;
  driver: { id: number; displayName: string } | null;
  vehicle: { vehicleId: number; registry: string };
  geocode_start: { format: string };
  geocode_stop: { format: string };
  imei: string;
  trip: {
    timestamp_start_ms: number;
    timestamp_stop_ms: number;
    odometer_max: number;
    purpose: string;
    start: LatLon;
    stop: LatLon;
  };
  metrics: { maxSpeedKmh: number };
  congestionTaxSek: number;
  congestionTaxCount: number;
  infraTaxSek: number;
  congestionData: { passages: Array<{ station: { name: string }; isotime: string; price: number }> };
}

/** What the tolls engine's own command line makes of the records of a drive (`npm run tolls -- track`). */
function tollsOfDrive(drive: Drive): {
  congestionTaxSek: number;
  infraTaxSek: number;
  passages: Array<{ station: string; time: string; amountSek: number }>;
} {
  const input = drive.driven
    .filter((record) => record.satellites > 0)
    .map((record) =>
      JSON.stringify({ timestamp: record.timestampMs, latitude: record.latitude, longitude: record.longitude }),
    )
    .join('\n');
  const run = spawnSync('npm', ['run', '--silent', 'tolls', '--', 'track'], {
    cwd: REPO_ROOT,
    input,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run tolls -- track failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** A vehicle of the demo organisation with a newly installed tracker, and its driver. */
interface TrackedVehicle {
  vehicleId: number;
  registry: string;
  imei: string;
  installedTsMs: number;
  driver: Login;
}

interface Login {
  token: string;
  userId: number;
  organizationId: number;
}

/** One drive as the gateway acknowledged it: the records from ignition on to ignition off. */
interface Drive {
  on: AckedRecord;
  off: AckedRecord;
  driven: AckedRecord[];
  /** Along the GPS positions (great circles between consecutive records). */
  pathM: number;
  /** The device's odometer (Teltonika IO 16) from ignition on to off. */
  odometerM: number;
}

/** Great-circle distance (haversine, mean Earth radius), metres: the test's own measure of the driven path. */
function distanceM(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The tracker's drive in what the gateway acknowledged, once it is over: a record a stop gap after the ignition went
 * off (the one that lets the journal close the trip) has been acknowledged too.
 */
function driveOf(acked: readonly AckedRecord[], imei: string): Drive | undefined {
  const records = acked.filter((record) => record.imei === imei);
  const onIndex = records.findIndex((record) => record.ignition);
  const offIndex = records.findIndex((record, index) => index > onIndex && !record.ignition);
  const on = records[onIndex];
  const off = records[offIndex];
  if (onIndex < 1 || !on || !off) return undefined;
  if (!records.some((record) => record.timestampMs >= off.timestampMs + STOP_GAP_S * 1000)) return undefined;
  const driven = records.slice(onIndex, offIndex + 1);
  const pathM = driven.slice(1).reduce((sum, record, index) => sum + distanceM(driven[index]!, record), 0);
  return { on, off, driven, pathM, odometerM: off.odometerM - on.odometerM };
}

/** What every trip must show of its drive, whoever looks: the times, the distance and the driving figures. */
function expectTheDrive(entry: Entry, vehicle: TrackedVehicle, drive: Drive): void {
  expect(entry).toMatchObject({
    imei: vehicle.imei,
    status: 'NONE',
    vehicle: { vehicleId: vehicle.vehicleId, registry: vehicle.registry },
    driver: { id: vehicle.driver.userId },
    user_id: vehicle.driver.userId,
  });
  // The distance is the odometer's (the device reports it at both ends, and it is plausible): the difference of the
  // readings of the records where the trip began and ended. Along the GPS positions the same drive comes out a little
  // shorter (a record every 5 s is a chord of the curves), so 5 % bounds that, while a wrong end or a lost stretch of
  // the drive (140 m or more of these 2.8 km) falls outside it.
  expect(entry.trip.odometer_max).toBe(drive.odometerM);
  expect(Math.abs(entry.trip.odometer_max - drive.pathM) / drive.pathM).toBeLessThan(0.05);
  expect(entry.metrics.maxSpeedKmh).toBe(Math.max(...drive.driven.map((record) => record.speedKmh)));
}

/** The trip in full, as its driver sees it: the times and ends are those of the ignition going on and off. */
function expectTheDriversView(entry: Entry, vehicle: TrackedVehicle, drive: Drive): void {
  expectTheDrive(entry, vehicle, drive);
  expect(entry.privateHidden).toBe(false);
  expect(entry.trip).toMatchObject({
    timestamp_start_ms: drive.on.timestampMs,
    timestamp_stop_ms: drive.off.timestampMs,
  });
  expect(distanceM(entry.trip.start, drive.on)).toBeLessThan(1);
  expect(distanceM(entry.trip.stop, drive.off)).toBeLessThan(1);
}

// System test of the whole chain as `npm start` runs it: simulated Teltonika trackers drive through the gateway
// (Codec 8 over TCP), telemetry.positions.v1 carries their records to the journal's trip detection, the journal gives
// each trip its vehicle's driver and trip type (or the driver's saved place's), names the ends after the driver's
// places or through a (stand-in) Nominatim, and the BFF shows the trips to the driver and the administrator.
describe('simulated drives in the journal', () => {
  let smtp: SmtpReceiver;
  let nominatim: NominatimStandIn;
  let platform: RunningPlatform;
  let simulator: RunningSimulator | undefined;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    // The system stack: a database and a broker of this file's own. On the test stack the platform's services would
    // join the other suites' consumer groups (taking part of their records), and its auth's outbox relay would publish
    // the other suites' auth events; a broker of its own alone does not do, since the outbox is the database's.
    const stack = systemStackEnv();
    smtp = await startSmtpReceiver();
    nominatim = await startNominatimStandIn();
    platform = await startPlatform({
      env: {
        ...testEnv(),
        ...stack,
        NODE_ENV: 'test',
        TRIP_STOP_GAP_S: String(STOP_GAP_S),
        JOURNAL_GEOCODER_URL: nominatim.url,
        JOURNAL_GEOCODER_MIN_INTERVAL_MS: '0',
        JOURNAL_ADDRESS_INTERVAL_MS: '500',
      },
      smtpUrl: smtp.url,
      seedDemo: true,
      logDir: join(TEST_LOG_DIR, `simulated-trip-${process.pid}`),
      logLevel: 'warn',
    });
    // A whole platform from nothing, beside the integration workers and the browser tests: minutes on a busy machine.
  }, 360_000);

  afterAll(async () => {
    await simulator?.stop();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await platform?.stop();
    await smtp?.close();
    await nominatim?.close();
    stopSystemBroker();
  });

  async function api<T>(method: string, path: string, token: string, body?: unknown, expected = 200): Promise<T> {
    const response = await fetch(`${platform.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async function login(email: string): Promise<Login> {
    const response = await fetch(`${platform.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    const { user } = await api<{ user: { userId: number; organizationId: number } }>('GET', '/api/auth', token);
    return { token, userId: user.userId, organizationId: user.organizationId };
  }

  /**
   * The administrator's new vehicle (business its default trip type, `driver` its default driver) with a new tracker
   * from ROOT's inventory installed. Registration and IMEI unique per run: the database is kept between runs.
   */
  async function vehicleWithTracker(admin: Login, root: Login, driver: Login): Promise<TrackedVehicle> {
    const registry = `ST${Date.now().toString(36).slice(-5)}${randomInt(36).toString(36)}`.toUpperCase();
    const vehicle = await api<{ id: number; defaultDriver: { id: number } | null }>(
      'POST',
      '/api/vehicles',
      admin.token,
      {
        registry,
        displayName: `Simulated van ${registry}`,
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        isoCountryCode: 'SE',
        permittedDrivers: [driver.userId],
        defaultDriver: driver.userId,
      },
      201,
    );
    expect(vehicle.defaultDriver?.id).toBe(driver.userId);
    const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');
    const imei = `35${digits(6)}${digits(7)}`;
    const device = await api<{ id: number }>(
      'POST',
      '/api/admin/devices',
      root.token,
      {
        imei,
        iccid: `8946${digits(8)}${digits(8)}`,
        phone: `+467${digits(8)}`,
        deviceType: 'FMB001',
        organizationId: admin.organizationId,
      },
      201,
    );
    await api('PATCH', `/api/devices/${device.id}`, admin.token, { vehicleId: vehicle.id });
    const installations = await api<Array<{ imei: string; installedTsMs: number }>>(
      'GET',
      `/api/vehicles/${vehicle.id}/installations`,
      admin.token,
    );
    expect(installations.map((installation) => installation.imei)).toEqual([imei]);
    return { vehicleId: vehicle.id, registry, imei, installedTsMs: installations[0]!.installedTsMs, driver };
  }

  it('shows each driven trip with its distance, purpose, driver and addresses, a private one hidden from others', async () => {
    const [root, admin, anna, bertil] = [
      await login('root@fleetlog.se'),
      await login('admin@demo-akeri.se'),
      await login('anna@demo-akeri.se'),
      await login('bertil@demo-akeri.se'),
    ];
    const business = await vehicleWithTracker(admin, root, anna);
    const home = await vehicleWithTracker(admin, root, bertil);

    // The drives, the clocks from just after the installations (the journal gives a trip to the vehicle its device
    // was in when the trip began).
    simulator = await startSimulator({
      imeis: [business.imei, home.imei],
      teltonikaPort: platform.ports.gateway.teltonika,
      route: ROUTE,
      seed: SEED,
      speedup: SPEEDUP,
      clockStartMs: Math.max(business.installedTsMs, home.installedTsMs) + 2_000,
    });
    const running = simulator;

    // Bertil saves where his vehicle is parked as a private place for trips that start there. The journal types a
    // trip by the places when it closes, so saving it while he is on his way is in time.
    const parked = await eventuallyDefined(
      async () => running.acked().find((record) => record.imei === home.imei),
      "the first record of Bertil's tracker",
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(parked.ignition).toBe(false);
    const placeName = `Hemma ${home.registry}`;
    const place = await api<{ zoneId: number }>(
      'POST',
      `/api/user/${bertil.userId}/zone`,
      bertil.token,
      {
        zoneName: placeName,
        latitude: parked.latitude,
        longitude: parked.longitude,
        radiusMs: 100,
        tripType: 'PRIVATE',
        activeOnTripStart: true,
        activeOnTripEnd: false,
      },
      201,
    );
    cleanups.push(() => api('DELETE', `/api/user/${bertil.userId}/zone/${place.zoneId}`, bertil.token));

    const [businessDrive, homeDrive] = await eventuallyDefined(
      async () => {
        const acked = running.acked();
        const drives = [driveOf(acked, business.imei), driveOf(acked, home.imei)];
        return drives[0] && drives[1] ? ([drives[0], drives[1]] as const) : undefined;
      },
      'both simulated drives',
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    // Nothing more: the vehicles stay parked, and the clocks go no further ahead of the wall clock.
    await simulator.stop();
    simulator = undefined;
    expect(businessDrive.on.timestampMs).toBeGreaterThan(business.installedTsMs);
    expect(homeDrive.on.timestampMs).toBeGreaterThan(home.installedTsMs);
    expect(distanceM(homeDrive.on, parked)).toBeLessThan(50);

    const journal = (vehicle: TrackedVehicle, viewer: Login) =>
      api<Entry[]>(
        'GET',
        `/api/journal?fromTsMs=${vehicle.installedTsMs}&toTsMs=${Date.now() + 3_600_000}&vehicleIds=${vehicle.vehicleId}`,
        viewer.token,
      );
    // The trip closed, both its ends named (the addresses follow the trip within a second or so) and its tolls
    // charged (tolls reads the trip's path from devices, the journal takes its charges from tolls.trip-charges.v1):
    // the route passes Danvikstull.
    const driversJournal = (vehicle: TrackedVehicle) =>
      eventuallyAccepted(
        () => journal(vehicle, vehicle.driver),
        (entries) =>
          entries.length > 0 &&
          entries.every(
            (entry) => entry.geocode_start.format && entry.geocode_stop.format && entry.congestionTaxCount > 0,
          ),
        { timeoutMs: 60_000, intervalMs: 500 },
      );

    // Anna's trip: exactly the one driven, business (the vehicle's default: Bertil's place, where she starts too, is
    // his alone), Anna (its default driver), both ends named by the geocoder for exactly their positions.
    const annas = await driversJournal(business);
    expect(annas).toHaveLength(1);
    const annasTrip = annas[0]!;
    expectTheDriversView(annasTrip, business, businessDrive);
    expect(annasTrip.trip.purpose).toBe('BUSINESS');
    expect([annasTrip.geocode_start.format, annasTrip.geocode_stop.format]).toEqual([
      standInAddress(annasTrip.trip.start),
      standInAddress(annasTrip.trip.stop),
    ]);
    expect(nominatim.asked).toEqual(expect.arrayContaining([annasTrip.trip.start, annasTrip.trip.stop]));
    // Its congestion tax: the passage through Danvikstull on the stored path, timed inside the drive, with the amount
    // the rules give at that time (0 outside the charged hours and days): what the engine's own command line gives
    // the same records.
    const annasTolls = tollsOfDrive(businessDrive);
    expect(annasTolls.passages.map((passage) => passage.station)).toEqual(['Danvikstull']);
    expect(annasTrip.congestionData.passages.map((passage) => [passage.station.name, passage.price])).toEqual(
      annasTolls.passages.map((passage) => [passage.station, passage.amountSek]),
    );
    expect([annasTrip.congestionTaxSek, annasTrip.congestionTaxCount, annasTrip.infraTaxSek]).toEqual([
      annasTolls.congestionTaxSek,
      1,
      0,
    ]);
    const crossedMs = Date.parse(annasTrip.congestionData.passages[0]!.isotime);
    expect(crossedMs).toBeGreaterThan(businessDrive.on.timestampMs);
    expect(crossedMs).toBeLessThan(businessDrive.off.timestampMs);

    // Bertil's trip starts in his private place: private (set by the system), its start named after the place (a
    // saved place comes before the geocoder), its stop by the geocoder.
    const bertils = await driversJournal(home);
    expect(bertils).toHaveLength(1);
    const bertilsTrip = bertils[0]!;
    expectTheDriversView(bertilsTrip, home, homeDrive);
    expect(bertilsTrip.trip.purpose).toBe('PRIVATE_AUTO');
    expect([bertilsTrip.geocode_start.format, bertilsTrip.geocode_stop.format]).toEqual([
      placeName,
      standInAddress(bertilsTrip.trip.stop),
    ]);
    expect(nominatim.asked).toContainEqual(bertilsTrip.trip.stop);

    // The administrator sees Anna's trip as she does, and Bertil's private trip without its times, places and
    // positions (its day and distance stay).
    const [adminsBusiness] = await journal(business, admin);
    expect(adminsBusiness).toEqual(annasTrip);
    const adminsHome = await journal(home, admin);
    expect(adminsHome).toHaveLength(1);
    expectTheDrive(adminsHome[0]!, home, homeDrive);
    expect(adminsHome[0]).toMatchObject({
      journal_id: bertilsTrip.journal_id,
      privateHidden: true,
      geocode_start: { format: '' },
      geocode_stop: { format: '' },
      trip: { purpose: 'PRIVATE_AUTO', start: { latitude: 0, longitude: 0 }, stop: { latitude: 0, longitude: 0 } },
    });
    expect(adminsHome[0]!.trip.timestamp_start_ms).toBeLessThanOrEqual(homeDrive.on.timestampMs);
    // Bertil sees his private trip's passage; the administrator its tax but not where it was paid.
    expect(bertilsTrip.congestionData.passages.map((passage) => passage.station.name)).toEqual(['Danvikstull']);
    expect(adminsHome[0]!.congestionData.passages).toEqual([]);
    expect(adminsHome[0]!.congestionTaxSek).toBe(bertilsTrip.congestionTaxSek);

    for (const [name, drive, entry] of [
      ['Anna', businessDrive, annasTrip],
      ['Bertil', homeDrive, bertilsTrip],
    ] as const) {
      process.stdout.write(
        `[simulated-trip] ${name}: ${drive.driven.length} records over ${(drive.off.timestampMs - drive.on.timestampMs) / 1000} s; ` +
          `odometer ${drive.odometerM} m, GPS path ${drive.pathM.toFixed(0)} m, journal ${entry.trip.odometer_max} m, ` +
          `congestion tax ${entry.congestionTaxSek} kr (${entry.congestionData.passages.map((p) => p.isotime).join(', ')})\n`,
      );
    }
  });
});
