import { randomUUID } from 'node:crypto';

import { ServiceKey } from '@fleetlog/access';
import { fleetEventsV1, fleetV1, type journalEventsV1, journalV1, TOPICS } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  call,
  codeOf,
  eventually,
  grpcClient,
  inProcessServiceEnv,
  useBeforeAll,
  useKafkaCollector,
  useKafkaTestProducer,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';

import { loadJournalConfig } from '../src/config';
import { journalService } from '../src/service';
import { defaultSchedule } from '../src/preferences/schedule-rules';
import type { PositionFix } from '../src/trips/detection';
import { TripDetectionService } from '../src/trips/trip-detection.service';
import { PLACES, TrackerRecording } from './support/position-sequences';
import { telemetryPackets, uniqueImei } from './support/telemetry-packets';

jest.setTimeout(120_000);

interface TripRow {
  id: string;
  organization_id: string;
  vehicle_id: string;
  device_id: string;
  distance_m: number;
  start_ms: string;
  stop_ms: string;
  status: string;
  purpose: string | null;
  driver_user_id: string | null;
}

describe('trip detection from telemetry.positions.v1', () => {
  const producer = useKafkaTestProducer('journal-test');
  const tripEvents = useKafkaCollector(TOPICS.journalTrips, 'journal-trips-test');
  const latestTripEvents = useKafkaCollector(TOPICS.journalLatestTrips, 'journal-latest-trips-test');
  const journal = useBeforeAll(
    async () => {
      const suffix = randomUUID().slice(0, 8);
      const config = loadJournalConfig(
        await inProcessServiceEnv('journal', {
          JOURNAL_DETECTION_GROUP_ID: `journal-test-detection-${suffix}`,
          JOURNAL_INSTALLATIONS_GROUP_ID: `journal-test-installations-${suffix}`,
          JOURNAL_DETECTION_FROM_BEGINNING: 'true',
          JOURNAL_EXPIRY_INTERVAL_MS: '3600000',
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
        detection: app.get(TripDetectionService),
        latestTrips: client.getService<journalV1.LatestTripServiceClient>(journalV1.LATEST_TRIP_SERVICE_NAME),
        serviceKey: app.get(ServiceKey),
      };
    },
    {
      close: async ({ app, orm, client }) => {
        client.close();
        await app.close();
        await orm.close(true);
      },
    },
  );

  const tripsOf = (imei: string) =>
    journal.orm.em.fork().execute<TripRow[]>(
      `select *, (extract(epoch from "start_at") * 1000)::bigint as "start_ms",
           (extract(epoch from "stop_at") * 1000)::bigint as "stop_ms"
         from "journal"."trips" where "imei" = ? order by "start_at"`,
      [imei],
    );

  /** The device's detector state as the service last wrote it: its last fix (ms) and whether a trip is open. */
  async function stateOf(imei: string): Promise<{ lastFixMs: number; openTrip: boolean } | undefined> {
    const [row] = await journal.orm.em.fork().execute<Array<{ last_fix_ms: string; open_trip: boolean }>>(
      `select (extract(epoch from "last_fix_at") * 1000)::bigint as "last_fix_ms", "open_trip"
         from "journal"."detector_states" where "imei" = ?`,
      [imei],
    );
    return row && { lastFixMs: Number(row.last_fix_ms), openTrip: row.open_trip };
  }

  /** Installs the device in a vehicle the way devices announces it, and waits for the read model. */
  async function install(imei: string, vehicleId: number, organizationId: number, fromMs: number) {
    const deviceId = Number(imei.slice(-8));
    await producer.publish(TOPICS.devicesInstallations, String(deviceId), {
      installation: {
        installationId: deviceId,
        deviceId,
        imei,
        vehicleId,
        organizationId,
        installedTsMs: fromMs,
        removedTsMs: 0,
        removalReason: '',
        deviceType: 'FMB920',
      },
      changedTsMs: fromMs,
      version: 1,
    });
    await eventually(async () => {
      const rows = await journal.orm.em
        .fork()
        .execute(`select 1 from "journal"."installations" where "imei" = ?`, [imei]);
      if (rows.length === 0) throw new Error('installation not applied yet');
    }, 30_000);
    return deviceId;
  }

  /** The vehicle as fleet announces it: its default trip type and drivers. A fresh id per test run. */
  async function announceVehicle(
    defaultTripType: 'PRIVATE' | 'BUSINESS',
    drivers: { default?: number; current?: number },
  ) {
    const vehicleId = 90_000 + Math.floor(Math.random() * 9_000_000);
    await producer.publish(
      TOPICS.fleetVehicles,
      String(vehicleId),
      fleetEventsV1.VehicleChanged.fromPartial({
        vehicle: fleetV1.Vehicle.fromPartial({
          id: vehicleId,
          vehicleId,
          organizationId: 77,
          defaultTripType,
          defaultDriver: drivers.default ? { id: drivers.default, displayName: 'Default' } : undefined,
          currentDriver: drivers.current ? { id: drivers.current, displayName: 'Checked in' } : undefined,
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

  /**
   * Sweeps the silent devices as if `aheadMs` had passed until the device's trip is stored. One sweep takes at most
   * 1,000 devices in IMEI order, and the test database holds the open trips of every file's trackers (the fuzzed
   * packets' among them), so one sweep may not reach this device.
   */
  async function sweepUntilStored(imei: string, aheadMs: number): Promise<TripRow[]> {
    let trips: TripRow[] = [];
    await eventually(async () => {
      await journal.detection.sweepSilentDevices(Date.now() + aheadMs);
      trips = await tripsOf(imei);
      if (trips.length === 0) throw new Error(`no trip of ${imei} stored by the sweep yet`);
    }, 30_000);
    return trips;
  }

  async function send(fixes: PositionFix[]) {
    for (const packet of telemetryPackets(fixes))
      await producer.publish(TOPICS.telemetryPositions, packet.imei, packet);
  }

  it('stores the trips of an installed device for its vehicle and publishes them on journal.trips.v1', async () => {
    const imei = uniqueImei();
    const car = new TrackerRecording(imei, '2026-11-09T06:00:00Z', PLACES.kungsholmen, { ignition: true });
    car.park(1800, { driftM: 10 }).idle(20).drive([PLACES.solna], 50).idle(10).park(1800, { driftM: 10 });
    car.idle(20).drive([PLACES.kungsholmen], 45).park(3600, { driftM: 10 });
    const vehicleId = await announceVehicle('PRIVATE', { default: 555 });
    const deviceId = await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    await send(car.fixes);

    const trips = await eventually(async () => {
      const rows = await tripsOf(imei);
      if (rows.length < 2) throw new Error(`${rows.length} trips so far`);
      return rows;
    }, 60_000);
    // The vehicle's default trip type is private: set automatically, PRIVATE_AUTO; its default driver drove.
    expect(
      trips.map((trip) => [
        Number(trip.vehicle_id),
        Number(trip.organization_id),
        Number(trip.device_id),
        trip.purpose,
        Number(trip.driver_user_id),
      ]),
    ).toEqual([
      [vehicleId, 77, deviceId, 'PRIVATE_AUTO', 555],
      [vehicleId, 77, deviceId, 'PRIVATE_AUTO', 555],
    ]);
    expect(trips.every((trip) => trip.status === 'NONE')).toBe(true);
    const driven = car.drivenM;
    expect(Math.abs(trips[0].distance_m + trips[1].distance_m - driven)).toBeLessThan(driven * 0.02);

    const event = await tripEvents.waitFor(({ key }) => key === trips[0].id, 30_000);
    expect(event).toMatchObject<Partial<journalEventsV1.TripChanged>>({
      tripId: Number(trips[0].id),
      vehicleId,
      purpose: 'PRIVATE_AUTO',
      driverUserId: 555,
      organizationId: 77,
      imei,
      distanceM: trips[0].distance_m,
      status: 'NONE',
    });
    expect(event.startTsMs).toBe(Number(trips[0].start_ms));

    // The tracker resends everything, and old records arrive out of order: nothing changes.
    await send([...car.fixes].reverse());
    await send(car.fixes.slice(40, 120));
    const marker = new TrackerRecording(imei, car.timeMs + 60_000, PLACES.kungsholmen, { ignition: true });
    marker.park(120);
    await send(marker.fixes);
    await eventually(async () => {
      const state = await stateOf(imei);
      if (!state || state.lastFixMs < marker.fixes[0].timestampMs)
        throw new Error('the marker has not been detected yet');
    }, 60_000);
    expect((await tripsOf(imei)).map((trip) => trip.id)).toEqual(trips.map((trip) => trip.id));
  });

  it('closes the trip of a tracker that went to sleep after parking, by the silence since its last fix', async () => {
    const imei = uniqueImei();
    const car = new TrackerRecording(imei, '2026-11-10T06:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(1800).idle(20).drive([PLACES.molndal], 60).idle(10).ping(false);
    const vehicleId = await announceVehicle('BUSINESS', { default: 555, current: 777 });
    await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    await send(car.fixes);
    await eventually(async () => {
      if (!(await stateOf(imei))?.openTrip) throw new Error('no open trip yet');
    }, 60_000);
    // Silent for less than the stop gap: still open.
    await journal.detection.sweepSilentDevices(Date.now() + 60_000);
    expect(await tripsOf(imei)).toHaveLength(0);
    const [trip] = await sweepUntilStored(imei, 10 * 60_000);
    // A business vehicle with a checked-in driver: the checked-in driver drove.
    expect([Number(trip.vehicle_id), trip.purpose, Number(trip.driver_user_id)]).toEqual([vehicleId, 'BUSINESS', 777]);
    expect(Number(trip.stop_ms)).toBe(car.fixes.at(-1)!.timestampMs);
  });

  it('announces the latest trip while it is open, with the purpose and driver it would get, and once it closed (journal.latest-trips.v1)', async () => {
    const imei = uniqueImei();
    const car = new TrackerRecording(imei, '2026-11-12T06:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(1800).idle(20).drive([PLACES.molndal], 60).idle(10).ping(false);
    const vehicleId = await announceVehicle('PRIVATE', { default: 555 });
    await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    await send(car.fixes);

    const opened = await latestTripEvents.waitFor(
      ({ key, message }) => key === String(vehicleId) && message.open,
      60_000,
    );
    expect(opened).toMatchObject<Partial<journalEventsV1.LatestTripChanged>>({
      vehicleId,
      organizationId: 77,
      imei,
      open: true,
      tripId: 0,
      purpose: 'PRIVATE_AUTO',
      driverUserId: 555,
    });
    // The snapshot holds it, for the platform's services only.
    const snapshot = await call(journal.latestTrips.snapshotPrivateLatestTrips({}, journal.serviceKey.metadata()));
    expect(snapshot.trips).toContainEqual(
      expect.objectContaining({
        vehicleId,
        open: true,
        purpose: 'PRIVATE_AUTO',
        driverUserId: 555,
        startTsMs: opened.startTsMs,
        version: opened.version,
      }),
    );
    expect(await codeOf(journal.latestTrips.snapshotPrivateLatestTrips({}))).not.toBe('OK');

    // Closed, the trip stays the vehicle's latest, private, in the events and the snapshot alike (where a private
    // trip ended is not for others to see until the vehicle drives on).
    const [trip] = await sweepUntilStored(imei, 10 * 60_000);
    expect(Number(trip.start_ms)).toBe(opened.startTsMs);
    const closed = await latestTripEvents.waitFor(
      ({ key, message }) => key === String(vehicleId) && !message.open,
      30_000,
    );
    expect(closed).toMatchObject<Partial<journalEventsV1.LatestTripChanged>>({
      open: false,
      tripId: Number(trip.id),
      purpose: 'PRIVATE_AUTO',
      driverUserId: 555,
      startTsMs: opened.startTsMs,
    });
    expect(closed.version).toBeGreaterThan(opened.version);
    const after = await call(journal.latestTrips.snapshotPrivateLatestTrips({}, journal.serviceKey.metadata()));
    expect((after.trips ?? []).find((latest) => latest.vehicleId === vehicleId)).toMatchObject({
      open: false,
      tripId: Number(trip.id),
      version: closed.version,
    });
    // Exactly one opening and one end: resent records announce nothing again, nor does a parked vehicle's report.
    await send(car.fixes);
    const marker = new TrackerRecording(imei, car.timeMs + 3_600_000, PLACES.molndal, { ignition: true });
    marker.park(120);
    await send(marker.fixes);
    await eventually(async () => {
      const state = await stateOf(imei);
      if (!state || state.lastFixMs < marker.fixes[0].timestampMs) throw new Error('the marker is not detected yet');
    }, 60_000);
    expect(latestTripEvents.received.filter(({ key }) => key === String(vehicleId))).toHaveLength(2);
  });

  it("gives a trip started within the driver's working hours the schedule's trip type", async () => {
    const imei = uniqueImei();
    const driver = 10_000_000 + Math.floor(Math.random() * 1e9);
    await journal.orm.em
      .fork()
      .execute(
        `insert into "journal"."work_schedules" ("user_id", "trip_type", "days", "updated_by") values (?, 'PRIVATE', ?, ?)`,
        [driver, JSON.stringify(defaultSchedule().days), driver],
      );
    // Friday 13 November 2026, 09:00 in Stockholm: within Monday–Friday 08:00–17:00.
    const car = new TrackerRecording(imei, '2026-11-13T08:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(600).idle(20).drive([PLACES.molndal], 60).idle(10).park(1800);
    const vehicleId = await announceVehicle('BUSINESS', { default: driver });
    await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    await send(car.fixes);
    const [trip] = await eventually(async () => {
      const rows = await tripsOf(imei);
      if (rows.length === 0) throw new Error('no trip yet');
      return rows;
    }, 60_000);
    expect([trip.purpose, Number(trip.driver_user_id)]).toEqual(['PRIVATE_AUTO', driver]);
  });

  /** A saved place of the user (spec 03 Zone) around a point. */
  async function savePlace(
    userId: number,
    at: { latitude: number; longitude: number },
    place: {
      name: string;
      tripType: 'BUSINESS' | 'PRIVATE' | null;
      start: boolean;
      end: boolean;
      description?: string;
    },
  ): Promise<void> {
    await journal.orm.em.fork().execute(
      `insert into "journal"."places" ("organization_id", "user_id", "name", "latitude", "longitude", "radius_m",
         "trip_type", "active_on_trip_start", "active_on_trip_end", "description", "updated_by")
       values (77, ?, ?, ?, ?, 300, ?, ?, ?, ?, ?)`,
      [
        userId,
        place.name,
        at.latitude,
        at.longitude,
        place.tripType,
        place.start,
        place.end,
        place.description ?? '',
        userId,
      ],
    );
  }

  async function detectedTrip(
    imei: string,
    car: TrackerRecording,
  ): Promise<TripRow & { description: string; dev_comment: string[] }> {
    await send(car.fixes);
    const [trip] = await eventually(async () => {
      const rows = await tripsOf(imei);
      if (rows.length === 0) throw new Error('no trip yet');
      return rows;
    }, 60_000);
    return trip as TripRow & { description: string; dev_comment: string[] };
  }

  it("gives a trip the trip type and description of the driver's place it starts in, over the work schedule", async () => {
    const imei = uniqueImei();
    const driver = 10_000_000 + Math.floor(Math.random() * 1e9);
    await journal.orm.em
      .fork()
      .execute(
        `insert into "journal"."work_schedules" ("user_id", "trip_type", "days", "updated_by") values (?, 'BUSINESS', ?, ?)`,
        [driver, JSON.stringify(defaultSchedule().days), driver],
      );
    // An exit place (active at trip start only) at home; a place active at trip end only there would not count.
    await savePlace(driver, PLACES.gothenburg, {
      name: 'Hemma',
      tripType: 'PRIVATE',
      start: true,
      end: false,
      description: 'Från hemmet',
    });
    // Another user's place at the destination gives this driver's trips nothing.
    await savePlace(driver + 1, PLACES.molndal, { name: 'Kontoret', tripType: 'BUSINESS', start: true, end: true });
    // Friday 13 November 2026, 09:00 in Stockholm: within the schedule's working hours, which the place overrides.
    const car = new TrackerRecording(imei, '2026-11-13T08:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(600).idle(20).drive([PLACES.molndal], 60).idle(10).park(1800);
    const vehicleId = await announceVehicle('BUSINESS', { default: driver });
    await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    const trip = await detectedTrip(imei, car);
    expect([trip.purpose, trip.description, trip.dev_comment]).toEqual(['PRIVATE_AUTO', 'Från hemmet', []]);
  });

  it('flags a trip INCOMPATIBLE_PURPOSES when its start and stop places disagree, and gives it the vehicle default', async () => {
    const imei = uniqueImei();
    const driver = 10_000_000 + Math.floor(Math.random() * 1e9);
    await savePlace(driver, PLACES.gothenburg, { name: 'Hemma', tripType: 'PRIVATE', start: true, end: true });
    await savePlace(driver, PLACES.molndal, {
      name: 'Kund AB',
      tripType: 'BUSINESS',
      start: true,
      end: true,
      description: 'Kundbesök',
    });
    const car = new TrackerRecording(imei, '2026-11-14T08:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(600).idle(20).drive([PLACES.molndal], 60).idle(10).park(1800);
    const vehicleId = await announceVehicle('BUSINESS', { default: driver });
    await install(imei, vehicleId, 77, Date.UTC(2026, 10, 1));
    const trip = await detectedTrip(imei, car);
    expect([trip.purpose, trip.description, trip.dev_comment]).toEqual(['BUSINESS', '', ['INCOMPATIBLE_PURPOSES']]);
  });

  it('flags a trip that arrives after its driver attested the month for review, and leaves the month as it was', async () => {
    const imei = uniqueImei();
    const driver = 10_000_000 + Math.floor(Math.random() * 1e9);
    const vehicleId = await announceVehicle('BUSINESS', { default: driver });
    // October 2026 is attested; the tracker then delivers a drive of 31 October (evening, Stockholm) and one of
    // 1 November, which starts in the next, open month.
    await journal.orm.em.fork().execute(
      `insert into "journal"."attestations" ("organization_id", "driver_user_id", "vehicle_id", "year", "month",
         "attested", "attested_at") values (77, ?, ?, 2026, 10, true, now())`,
      [driver, vehicleId],
    );
    await install(imei, vehicleId, 77, Date.UTC(2026, 9, 1));
    const car = new TrackerRecording(imei, '2026-10-31T21:00:00Z', PLACES.gothenburg, { ignition: true });
    car.park(600).idle(20).drive([PLACES.molndal], 60).idle(10).park(7200);
    car.idle(20).drive([PLACES.gothenburg], 60).idle(10).park(1800);
    await send(car.fixes);
    const trips = await eventually(async () => {
      const rows = await tripsOf(imei);
      if (rows.length < 2) throw new Error('not both trips yet');
      return rows as Array<TripRow & { dev_comment: string[] }>;
    }, 60_000);
    expect(trips.map((trip) => [trip.status, trip.dev_comment])).toEqual([
      ['BAD', ['LATE_IN_ATTESTED_MONTH']],
      ['NONE', []],
    ]);
  });

  it('keeps no journal for a device in no vehicle, and drops records without a fix', async () => {
    const imei = uniqueImei();
    const car = new TrackerRecording(imei, '2026-11-11T06:00:00Z', PLACES.gothenburg);
    car.park(1800).drive([PLACES.molndal], 60).park(1800);
    const noFix = car.fixes.map((fix) => ({ ...fix, timestampMs: fix.timestampMs + 500, satellites: 0, latitude: 0 }));
    await send([...car.fixes, ...noFix]);
    await eventually(async () => {
      const state = await stateOf(imei);
      if (!state || state.lastFixMs !== car.fixes.at(-1)!.timestampMs) throw new Error('not detected yet');
      expect(state.openTrip).toBe(false);
    }, 60_000);
    expect(await tripsOf(imei)).toHaveLength(0);
  });
});
