import { TOPICS } from '@fleetlog/contracts';
import {
  eventually,
  journalKnowsVehicle,
  KafkaTestProducer,
  storeJournalTrip,
  testEnv,
  testSql,
  withTestDatabase,
} from '@fleetlog/testing';

import type { ApiClient } from '../api-client';
import { TEST_PASSWORD, type TestOrganization, type TestUser, unique } from '../fixtures';
import { type DeviceJson, expectOk, type FleetFixtures, type TollsStack, type VehicleJson } from '../stack';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// Monday 16 November 2026, midnight in Stockholm (UTC+1): the week the trips of the world are in.
export const PROBE_WEEK = Date.parse('2026-11-16T00:00:00+01:00');
// Danvikstull's western gantry (stockholm-272) and the fixes 300 m west and east of it, on its latitude.
const DANVIKSTULL = { latitude: 59.313917, longitude: 18.103445 };
const DEGREES_PER_300_M = 300 / (111_320 * Math.cos((DANVIKSTULL.latitude * Math.PI) / 180));

interface JournalEntry {
  journal_id: number;
}
interface Passages {
  congestionData: { passages: Array<{ passageId: number }> };
}

/** One organisation's people, vehicles, devices, trips, places and schedules. */
export interface ProbeOrganization extends TestOrganization {
  /** The driver whose reach the driver probes test (A's) or whose objects are foreign (B's). */
  driver: TestUser;
  car: VehicleJson;
  /** The device installed in `car`. */
  device: DeviceJson;
  /** A device of the organisation in no vehicle. */
  freeDevice: DeviceJson;
  /** The driver's trips in `car`: Monday 08:00 and 09:00. */
  trip: number;
  secondTrip: number;
  /** The driver's trip through Danvikstull on Tuesday, charged, and its passage. */
  tollTrip: number;
  passage: number;
  /** A merged entry of two of the driver's Wednesday trips. */
  merged: number;
  /** The driver's saved place; the driver's work schedule exists. */
  zone: number;
  /** The admin's report schedule of the car. */
  reportSchedule: number;
  /** The admin's alarms of the car: a NO_CONTACT setting, a geofence, and an ongoing LOW_BATTERY period. */
  alarmSetting: number;
  geofence: number;
  alarmPeriod: number;
  /** The admin's in-app notification of that period. */
  alarmNotification: number;
}

/**
 * Two organisations for probing ids (issue 18, finding 2): B, and A below it, each with an admin, a driver, a car
 * with a device, a free device, trips (one charged with a passage, two merged), a place and a work schedule. A also
 * has a colleague of its driver with a van only the colleague may drive, trips in both cars, a merged entry and a
 * place. B is A's parent, so whatever B owns is outside A's tree although A is inside B's: a check that looked at the
 * organisation tree loosely (related organisations, ancestors) fails as surely as one that did not look at all.
 */
export interface ProbeWorld {
  a: ProbeOrganization;
  b: ProbeOrganization;
  colleague: TestUser;
  /** A's van: permitted to the colleague only (A's driver may not use it). */
  van: VehicleJson;
  /** The colleague's trips in the van, one alone and two merged: out of the driver's reach. */
  colleagueTrip: number;
  colleagueMerged: number;
  /** The colleague's trip in A's car, which both may drive: the driver reads it, but may not change it. */
  sharedCarTrip: number;
  colleagueZone: number;
  /** A unit of the stock (no organisation), for the superadmin's connect. */
  stockDevice: DeviceJson;
  /** What was B's and is A's now: its history in B stays B's. */
  moved: MovedToA;
  /** C, an organisation of its own (neither above nor below A), and its driver. */
  c: { organizationId: number; driver: TestUser };
}

/**
 * A car of B with a trip of B's driver, and the device that sat in it with a command B's admin sent, both moved to A
 * afterwards (the car by B's admin, the device by ROOT): ids that A may name now, whose history is B's.
 */
export interface MovedToA {
  car: VehicleJson;
  device: DeviceJson;
  trip: number;
}

export class ProbeWorldBuilder {
  constructor(
    private readonly stack: TollsStack,
    private readonly fleet: FleetFixtures,
  ) {}

  async build(): Promise<ProbeWorld> {
    const { fixtures } = this.stack;
    const parent = await fixtures.organization('idprobe-b');
    const child = await this.childOrganization(parent, 'idprobe-a');
    const colleague = await fixtures.user(child);
    const van = await this.fleet.vehicle(child, { permittedDrivers: [colleague.userId] });
    const [a, b] = await Promise.all([this.organization(child, [colleague.userId]), this.organization(parent, [])]);
    await journalKnowsVehicle(van.id);
    const colleagueTrip = await this.trip(a, colleague.userId, van.id, PROBE_WEEK + 11 * HOUR_MS);
    const colleagueMerged = await this.mergedTrips(a, colleague.userId, van.id, PROBE_WEEK + 2 * 24 * HOUR_MS);
    const sharedCarTrip = await this.trip(a, colleague.userId, a.car.id, PROBE_WEEK + 12 * HOUR_MS);
    const colleagueZone = await this.zone(a.admin.token, colleague.userId);
    // The speed log answers a trip only where it is switched on (spec 02 §6); on for A, so its trip ids are probed.
    expectOk(
      await this.api.post(
        '/api/admin/organization/settings',
        { organizationId: child.organizationId, key: 'ORG_ALLOWED_SPEED_REPORT', value: true },
        { token: fixtures.rootToken },
      ),
      200,
      'switching the speed log on',
    );
    const stockDevice = await this.fleet.device();
    const moved = await this.movedToA(b, a);
    const other = await fixtures.organization('idprobe-c');
    const c = { organizationId: other.organizationId, driver: await fixtures.user(other) };
    const world = { a, b, c, colleague, van, colleagueTrip, colleagueMerged, sharedCarTrip, colleagueZone };
    return { ...world, stockDevice, moved };
  }

  private async movedToA(b: ProbeOrganization, a: ProbeOrganization): Promise<MovedToA> {
    const car = await this.fleet.vehicle(b, { permittedDrivers: [b.driver.userId] });
    const device = await this.fleet.device(b.organizationId);
    await this.fleet.install(device.id, car.id, b.admin.token);
    await journalKnowsVehicle(car.id);
    const trip = await this.trip(b, b.driver.userId, car.id, PROBE_WEEK + 10 * HOUR_MS);
    const asB = { token: b.admin.token };
    expectOk(await this.api.post(`/api/vehicles/${car.id}/tracking`, undefined, asB), 200, 'asking for a position');
    const toA = { organizationId: a.organizationId };
    expectOk(await this.api.patch(`/api/vehicles/${car.id}/change-organisation`, toA, asB), 200, 'moving the car');
    const root = { token: this.stack.fixtures.rootToken };
    expectOk(await this.api.patch(`/api/admin/devices/${device.id}`, toA, root), 200, 'moving the device');
    // The journal knows the car as A's (fleet.vehicles.v1), so A may name it there too.
    await eventually(
      () =>
        withTestDatabase(async (client) => {
          const { rows } = await client.query<{ organization_id: string }>(
            'select "organization_id" from "journal"."vehicles" where "vehicle_id" = $1',
            [car.id],
          );
          if (Number(rows[0]?.organization_id) !== a.organizationId) throw new Error('the journal has the car in B');
        }),
      30_000,
    );
    return { car, device, trip };
  }

  /** An organisation below `parent` with an admin of its own, logged in. */
  private async childOrganization(parent: TestOrganization, label: string): Promise<TestOrganization> {
    const name = unique(label);
    const email = `admin-${name}@example.se`.toLowerCase();
    const created = await this.api.post<{ organization: { organizationId: number }; adminUser: { userId: number } }>(
      '/api/admin/organization',
      {
        fullName: `BFF ${name}`,
        parentOrganization: parent.organizationId,
        adminUserEmail: email,
        adminUserFullName: `Admin ${name}`,
        adminUserPassword: TEST_PASSWORD,
      },
      { token: this.stack.fixtures.rootToken },
    );
    expectOk(created, 201, 'creating child organisation');
    return {
      organizationId: created.body.organization.organizationId,
      name,
      admin: { userId: created.body.adminUser.userId, email, token: await this.api.login(email, TEST_PASSWORD) },
    };
  }

  private async organization(org: TestOrganization, alsoPermitted: number[]): Promise<ProbeOrganization> {
    const driver = await this.stack.fixtures.user(org);
    const car = await this.fleet.vehicle(org, { permittedDrivers: [driver.userId, ...alsoPermitted] });
    const device = await this.fleet.device(org.organizationId);
    await this.fleet.install(device.id, car.id, org.admin.token);
    const freeDevice = await this.fleet.device(org.organizationId);
    await journalKnowsVehicle(car.id);
    const withCar = { ...org, driver, car, device, freeDevice };
    const trip = await this.trip(withCar, driver.userId, car.id, PROBE_WEEK + 8 * HOUR_MS);
    const secondTrip = await this.trip(withCar, driver.userId, car.id, PROBE_WEEK + 9 * HOUR_MS);
    const tollTrip = await this.tripThroughDanvikstull(
      withCar,
      PROBE_WEEK + 24 * HOUR_MS + 7 * HOUR_MS + 5 * MINUTE_MS,
    );
    const charged = await this.api.post<Passages>(`/api/journal/${tollTrip}/reset-toll`, undefined, {
      token: org.admin.token,
    });
    expectOk(charged, 200, 'charging the toll trip');
    const merged = await this.mergedTrips(withCar, driver.userId, car.id, PROBE_WEEK + 2 * 24 * HOUR_MS);
    const zone = await this.zone(org.admin.token, driver.userId);
    expectOk(
      await this.api.post(`/api/user/${driver.userId}/weekday`, undefined, { token: org.admin.token }),
      201,
      'creating the work schedule',
    );
    const reportSchedule = await this.api.post<{ reportScheduleId: number }>(
      '/api/report/schedule',
      { name: unique('Probe report'), reportTarget: [car.id], email: ['probe@example.se'] },
      { token: org.admin.token },
    );
    expectOk(reportSchedule, 201, 'creating a report schedule');
    const alarms = await this.alarms(org, car, device);
    return {
      ...withCar,
      ...alarms,
      reportSchedule: reportSchedule.body.reportScheduleId,
      trip,
      secondTrip,
      tollTrip,
      passage: charged.body.congestionData.passages[0].passageId,
      merged,
      zone,
    };
  }

  /**
   * The admin's alarms of the car: a NO_CONTACT setting, a geofence around a square of Stockholm, and a LOW_BATTERY
   * setting whose period opens when devices.status.v1 says the car's tracker is at 10 % (published here as devices
   * would): an ongoing period of the organisation.
   */
  private async alarms(
    org: TestOrganization,
    car: VehicleJson,
    device: DeviceJson,
  ): Promise<Pick<ProbeOrganization, 'alarmSetting' | 'geofence' | 'alarmPeriod' | 'alarmNotification'>> {
    const asAdmin = { token: org.admin.token };
    const setting = await this.api.post<{ alarmSettingsId: number }>(
      '/api/alarm-settings',
      { alarmName: 'NO_CONTACT', name: unique('Probe alarm'), targetVehicleIds: [car.id] },
      asAdmin,
    );
    expectOk(setting, 201, 'creating an alarm setting');
    const geofence = await this.api.post<{ geoZoneAlarmId: number }>(
      '/api/geo-larm',
      {
        name: unique('Probe zone'),
        activeOnEnter: true,
        targetVehicleIds: [car.id],
        zoneCoords: [
          { latitude: 59.33, longitude: 18.06 },
          { latitude: 59.33, longitude: 18.07 },
          { latitude: 59.335, longitude: 18.065 },
        ],
      },
      asAdmin,
    );
    expectOk(geofence, 201, 'creating a geofence alarm');
    const battery = await this.api.post<{ alarmSettingsId: number }>(
      '/api/alarm-settings',
      {
        alarmName: 'LOW_BATTERY',
        name: unique('Probe battery'),
        targetVehicleIds: [car.id],
        pushNotificationUserIds: [org.admin.userId],
      },
      asAdmin,
    );
    expectOk(battery, 201, 'creating a battery alarm');
    const producer = new KafkaTestProducer(testEnv().KAFKA_BROKERS.split(','), 'id-probes');
    try {
      await producer.publish(TOPICS.devicesStatus, String(device.id), {
        deviceId: device.id,
        imei: device.imei,
        organizationId: org.organizationId,
        vehicleId: car.id,
        status: {
          timestampMs: Date.now(),
          serverTimestampMs: Date.now(),
          uplinkLoss: false,
          latestBatteryLevel: 10,
          latestSeenPositiveSpeed: 0,
        },
        version: Date.now(),
      });
    } finally {
      await producer.stop();
    }
    const period = await eventually(async () => {
      const listed = await this.api.get<Array<{ activeAlarmPeriodId: number; alarmSettingsId: number }>>(
        '/api/alarm-period/current',
        asAdmin,
      );
      const found = (listed.body ?? []).find((p) => p.alarmSettingsId === battery.body.alarmSettingsId);
      if (!found) throw new Error('the battery alarm has no period yet');
      return found;
    }, 30_000);
    const notification = await eventually(async () => {
      const listed = await this.api.get<{ notifications: Array<{ notificationId: number }> }>(
        '/api/alarm-notifications',
        asAdmin,
      );
      const first = listed.body?.notifications?.[0];
      if (!first) throw new Error('the admin has no in-app notification yet');
      return first;
    }, 30_000);
    return {
      alarmNotification: notification.notificationId,
      alarmSetting: setting.body.alarmSettingsId,
      geofence: geofence.body.geoZoneAlarmId,
      alarmPeriod: period.activeAlarmPeriodId,
    };
  }

  private trip(org: TestOrganization, driverUserId: number, vehicleId: number, startMs: number): Promise<number> {
    return storeJournalTrip({ organizationId: org.organizationId, vehicleId, driverUserId, startMs });
  }

  /** Two trips 40 minutes apart from `dayMs` 08:00, merged by the organisation's admin: the entry's id. */
  private async mergedTrips(
    org: TestOrganization,
    driverUserId: number,
    vehicleId: number,
    dayMs: number,
  ): Promise<number> {
    const first = await this.trip(org, driverUserId, vehicleId, dayMs + 8 * HOUR_MS);
    const second = await this.trip(org, driverUserId, vehicleId, dayMs + 9 * HOUR_MS);
    const merged = await this.api.request<JournalEntry>('PUT', '/api/journal/merge', {
      token: org.admin.token,
      body: { journal_ids: [first, second] },
    });
    expectOk(merged, 200, 'merging trips');
    return merged.body.journal_id;
  }

  private async zone(token: string, userId: number): Promise<number> {
    const created = await this.api.post<{ zoneId: number }>(
      `/api/user/${userId}/zone`,
      { zoneName: unique('Depot'), latitude: 59.33, longitude: 18.06, radiusMs: 300, tripType: 'BUSINESS' },
      { token },
    );
    expectOk(created, 201, 'creating a place');
    return created.body.zoneId;
  }

  /** The driver's trip in the car through Danvikstull at `atMs`, with the device's fixes either side of the gantry. */
  private async tripThroughDanvikstull(org: ProbeOrganizationBase, atMs: number): Promise<number> {
    const id = await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: org.car.id,
      driverUserId: org.driver.userId,
      startMs: atMs - 5 * MINUTE_MS,
      durationMs: 10 * MINUTE_MS,
    });
    await testSql(`update journal.trips set imei = $1 where id = $2`, [org.device.imei, id]);
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp(f.ms / 1000.0), $2, $3, f.lon, 20, 90, 9, 40, true, now()
         from unnest($4::bigint[], $5::float8[]) as f(ms, lon)
       on conflict do nothing`,
      [
        org.device.id,
        org.organizationId,
        DANVIKSTULL.latitude,
        [atMs - MINUTE_MS, atMs + MINUTE_MS],
        [DANVIKSTULL.longitude - DEGREES_PER_300_M, DANVIKSTULL.longitude + DEGREES_PER_300_M],
      ],
    );
    return id;
  }

  private get api(): ApiClient {
    return this.stack.api;
  }
}

type ProbeOrganizationBase = TestOrganization & Pick<ProbeOrganization, 'driver' | 'car' | 'device'>;

/**
 * Everything of the world as B's admin reads it back (B is A's parent, so it sees A's objects too; devices through
 * ROOT's back office): what a refused probe must leave exactly as it was.
 */
export async function readWorld(api: ApiClient, world: ProbeWorld, rootToken: string): Promise<unknown> {
  const { a, b } = world;
  const asB = { token: b.admin.token };
  const read = async (path: string, token = asB) => {
    const response = await api.get(path, token);
    return [path, withoutLastSeen(path, { status: response.status, body: response.body })] as const;
  };
  const users = [a.admin, a.driver, world.colleague, b.admin, b.driver].map((user) => user.userId);
  const drivers = [a.driver, world.colleague, b.driver].map((user) => user.userId);
  const vehicles = [a.car, world.van, b.car].map((vehicle) => vehicle.id);
  const devices = [a.device, a.freeDevice, b.device, b.freeDevice, world.stockDevice].map((device) => device.id);
  const trips = [a, b].flatMap((org) => [org.trip, org.secondTrip, org.tollTrip, org.merged]);
  trips.push(world.colleagueTrip, world.colleagueMerged, world.sharedCarTrip);
  const paths = [
    ...[a, b].map((org) => `/api/organization/${org.organizationId}`),
    ...users.map((id) => `/api/user/${id}`),
    ...vehicles.flatMap((id) => [`/api/vehicles/${id}`, `/api/vehicles/${id}/installations`]),
    ...vehicles.map((id) => `/api/vehicles/${id}/commands`),
    `/api/journal/by-ids?ids=${trips.join(',')}`,
    ...drivers.flatMap((id) => [`/api/user/${id}/zone`, `/api/user/${id}/weekday`]),
    ...[a, b].map((org) => `/api/report/schedule/organization/${org.organizationId}`),
    ...[a, b].flatMap((org) => [`/api/alarm-settings/${org.alarmSetting}`, `/api/geo-larm/${org.geofence}`]),
    '/api/alarm-period/current',
  ];
  const notifications = async (org: ProbeOrganization) => {
    const listed = await api.get<{ unread: number }>('/api/alarm-notifications', { token: org.admin.token });
    return listed.body.unread;
  };
  const ids = async (path: string, organizationId: number, token: string) => {
    const listed = await api.get<Array<{ id: number }>>(path, {
      token,
      headers: { 'x-organization-id': String(organizationId) },
    });
    return listed.body.map((item) => item.id).sort((x, y) => x - y);
  };
  return {
    // Keyed by path, so a difference names what changed.
    reads: Object.fromEntries(await Promise.all(paths.map((path) => read(path)))),
    devices: Object.fromEntries(
      await Promise.all(devices.map((id) => read(`/api/admin/devices/${id}`, { token: rootToken }))),
    ),
    vehicles: await Promise.all([a, b].map((org) => ids('/api/vehicles/simple', org.organizationId, org.admin.token))),
    users: await Promise.all([a, b].map((org) => ids('/api/user/simple', org.organizationId, org.admin.token))),
    unreadAlarmNotifications: await Promise.all([a, b].map(notifications)),
  };
}

/**
 * What the platform changes meanwhile, not a probe: a user's last-seen times move with logins and trips, and the
 * address resolver names a trip's ends (geocode_start/stop) when its round comes (a superadmin's override is kept:
 * override_start/stop).
 */
function withoutLastSeen(path: string, read: { status: number; body: unknown }) {
  if (path.startsWith('/api/journal/by-ids') && Array.isArray(read.body)) {
    const entries = read.body as Array<Record<string, unknown>>;
    return { ...read, body: entries.map(({ geocode_start: _start, geocode_stop: _stop, ...entry }) => entry) };
  }
  if (!/^\/api\/user\/\d+$/.test(path) || typeof read.body !== 'object' || read.body === null) return read;
  const { lastSeenApp: _app, lastSeenDriving: _driving, ...user } = read.body as Record<string, unknown>;
  return { ...read, body: user };
}
