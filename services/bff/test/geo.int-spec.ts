import { journalKnowsVehicle, storeJournalTrip, testSql, useBeforeAll, eventually } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useFullStack } from './support/stack';

interface Feature {
  type: 'Feature';
  geometry: { type: 'LineString'; coordinates: Array<[number, number]> };
  properties: { timestamps: number[]; velocities?: number[] };
}
interface TrackJson {
  journal: { journal_id: number; privateHidden: boolean; mergedTripsId: number[] };
  features: Feature[];
  thinned: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// Wednesday 4 November 2026, midnight in Stockholm.
const DAY = Date.parse('2026-11-04T00:00:00+01:00');

/** Fixes of a device as the ingest stores them (devices.positions), each [ms, latitude, longitude, km/h]. */
function storePositions(deviceId: number, organizationId: number, fixes: Array<[number, number, number, number]>) {
  return testSql(
    `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
       satellites, speed_kmh, valid_fix, received_at)
     select $1, to_timestamp(f.ms / 1000.0), $2, f.lat, f.lon, 20, 0, 9, f.kmh, true, now()
       from unnest($3::bigint[], $4::float8[], $5::float8[], $6::int[]) as f(ms, lat, lon, kmh)`,
    [deviceId, organizationId, ...[0, 1, 2, 3].map((column) => fixes.map((fix) => fix[column]))],
  );
}

// Spec 02 §2.2 (the route panel's path), §2.3 and §7 GET /geo/trip/{id} (the speed journey): the journal decides who
// sees the trip, the speed-report switches who sees speeds, devices answers the stored fixes.
describe('GET /api/journal/{id}/route and GET /api/geo/trip/{id} (real auth, fleet, devices, journal)', () => {
  const { stack, fleet } = useFullStack();
  const org = useBeforeAll(() => stack.fixtures.organization('geo'));
  const other = useBeforeAll(() => stack.fixtures.organization('geo-other'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const data = useBeforeAll(async () => {
    const vehicle = await fleet.vehicle(org, { permittedDrivers: [driver.userId] });
    await journalKnowsVehicle(vehicle.id);
    const device = await fleet.device(org.organizationId);
    const trip = async (startMs: number, durationMs: number, purpose = 'BUSINESS') => {
      const id = await storeJournalTrip({
        organizationId: org.organizationId,
        vehicleId: vehicle.id,
        driverUserId: driver.userId,
        startMs,
        durationMs,
        purpose,
      });
      // The device that recorded it (the helper leaves a made-up IMEI).
      await testSql(`update journal.trips set imei = $1 where id = $2`, [device.imei, id]);
      return id;
    };
    const morning = await trip(DAY + 7 * HOUR_MS, 20 * MINUTE_MS);
    const evening = await trip(DAY + 18 * HOUR_MS, 20 * MINUTE_MS, 'PRIVATE');
    const first = await trip(DAY + 10 * HOUR_MS, 20 * MINUTE_MS);
    const second = await trip(DAY + 11 * HOUR_MS, 20 * MINUTE_MS);
    const at = (hour: number, minute: number) => DAY + hour * HOUR_MS + minute * MINUTE_MS;
    await storePositions(device.id, org.organizationId, [
      [at(6, 59), 59.0, 18.0, 0], // before the morning trip
      [at(7, 0), 59.33, 18.06, 0],
      [at(7, 10), 59.34, 18.07, 72],
      [at(7, 20), 59.35, 18.1, 36],
      [at(7, 21), 59.9, 18.9, 0], // after it
      [at(10, 5), 59.4, 18.2, 50],
      [at(11, 15), 59.5, 18.3, 90],
      [at(18, 5), 57.7, 11.97, 80],
    ]);
    return { vehicle, device, morning, evening, first, second, at };
  });

  const get = <T = TrackJson>(path: string, token: string): Promise<ApiResponse<T>> =>
    stack.api.get<T>(path, { token });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];
  const setting = (path: 'user' | 'organization', body: Record<string, unknown>) =>
    stack.api.post(`/api/admin/${path}/settings`, body, { token: stack.fixtures.rootToken });

  it("answers the route panel's path: the trip's fixes between start and stop, oldest first, without speeds", async () => {
    const response = await get(`/api/journal/${data.morning}/route`, driver.token);
    expect(response.status).toBe(200);
    expect(response.body.journal.journal_id).toBe(data.morning);
    expect(response.body.thinned).toBe(false);
    expect(response.body.features).toEqual([
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [18.06, 59.33],
            [18.07, 59.34],
            [18.1, 59.35],
          ],
        },
        properties: { timestamps: [data.at(7, 0), data.at(7, 10), data.at(7, 20)] },
      },
    ]);
    // The administrator of the organisation sees the business trip too.
    expect((await get(`/api/journal/${data.morning}/route`, org.admin.token)).status).toBe(200);
  });

  it('answers JOURNAL_MISSING for a trip the caller does not see, and the catalogue code for a bad id', async () => {
    expect(refusal(await get(`/api/journal/${data.morning}/route`, other.admin.token))).toEqual([
      404,
      'JOURNAL_MISSING',
    ]);
    expect(refusal(await get('/api/journal/999999999/route', driver.token))).toEqual([404, 'JOURNAL_MISSING']);
    expect(refusal(await get('/api/journal/abc/route', driver.token))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await stack.api.get(`/api/journal/${data.morning}/route`))).toEqual([401, 'UNAUTHENTICATED']);
  });

  it("never shows where another driver's private trip went; its own driver sees it", async () => {
    expect(refusal(await get(`/api/journal/${data.evening}/route`, org.admin.token))).toEqual([
      403,
      'PRIVATE_TRIP_DIFFERENT_USER',
    ]);
    expect(refusal(await get(`/api/geo/trip/${data.evening}`, stack.fixtures.rootToken))).toEqual([
      403,
      'PRIVATE_TRIP_DIFFERENT_USER',
    ]);
    const own = await get(`/api/journal/${data.evening}/route`, driver.token);
    expect(own.status).toBe(200);
    expect(own.body.features[0].geometry.coordinates).toEqual([[11.97, 57.7]]);
  });

  it('a merged entry spans its trips, from the first start to the last stop', async () => {
    const merged = await stack.api.request<{ journal_id: number }>('PUT', '/api/journal/merge', {
      token: driver.token,
      body: { journal_ids: [data.first, data.second] },
    });
    expect(merged.status).toBe(200);
    const response = await get(`/api/journal/${data.first}/route`, driver.token);
    expect(response.body.journal.mergedTripsId).toEqual([data.first, data.second]);
    expect(response.body.features[0].properties.timestamps).toEqual([data.at(10, 5), data.at(11, 15)]);
  });

  it('answers the speed journey only with the speed log allowed: ROOT, the user switch, the organisation switch', async () => {
    const path = `/api/geo/trip/${data.morning}`;
    const access = async (token: string) =>
      (await get<{ allowed: boolean }>('/api/geo/speed-log-access', token)).body.allowed;

    expect(await access(driver.token)).toBe(false);
    expect(refusal(await get(path, driver.token))).toEqual([403, 'NO_ACCESS_TO_FEATURE']);
    expect(refusal(await get(path, org.admin.token))).toEqual([403, 'NO_ACCESS_TO_FEATURE']);

    // ROOT always.
    expect(await access(stack.fixtures.rootToken)).toBe(true);
    const journey = await get(path, stack.fixtures.rootToken);
    expect(journey.status).toBe(200);
    expect(journey.body.journal.journal_id).toBe(data.morning);
    expect(journey.body.features[0].properties).toEqual({
      timestamps: [data.at(7, 0), data.at(7, 10), data.at(7, 20)],
      velocities: [0, 20, 10],
    });

    // The driver's own switch (auth answers it per request: no delay).
    expect(
      (await setting('user', { userId: driver.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: true })).status,
    ).toBe(200);
    expect(await access(driver.token)).toBe(true);
    expect((await get(path, driver.token)).body.features[0].properties.velocities).toEqual([0, 20, 10]);
    // The switch opens speeds, not other organisations' trips.
    await setting('user', { userId: other.admin.userId, key: 'USER_ALLOWED_SPEED_REPORT', value: true });
    expect(refusal(await get(path, other.admin.token))).toEqual([404, 'JOURNAL_MISSING']);

    // The organisation's switch reaches the BFF's directory through auth's events.
    expect(
      (
        await setting('organization', {
          organizationId: org.organizationId,
          key: 'ORG_ALLOWED_SPEED_REPORT',
          value: true,
        })
      ).status,
    ).toBe(200);
    await eventually(async () => {
      expect(await access(org.admin.token)).toBe(true);
    });
    expect((await get(path, org.admin.token)).status).toBe(200);
  });
});
