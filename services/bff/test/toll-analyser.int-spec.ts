import { journalKnowsVehicle, storeJournalTrip, testSql, useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useTollsStack } from './support/stack';

interface StationJson {
  number: number;
  name: string;
  cp_id: string;
  geometry: { coordinates: [number, number] };
  direction_deg: number | null;
  sweref99tm_e: number;
  sweref99tm_n: number;
  nudge_angle: number | null;
  overridden: boolean;
  line: Array<[number, number]>;
}
interface PathInfoJson {
  trip_id: number;
  original_path: Array<{ latitude: number; longitude: number; timestamp_ms: number }>;
  resampled_path: unknown[];
  snap_source: string;
  original_timestamps: number[];
}
interface CheckPathJson {
  prices: { congestion_tax_sek: number; infra_tax_sek: number };
  passages: Array<{ cp_id: string; hit: boolean; reason: string; amount_sek: number; offset_m: number }>;
}

const MINUTE_MS = 60_000;
// Danvikstull's western gantry (stockholm-272): fixes 600 and 300 m west and east of it, on its latitude.
const DANVIKSTULL = { latitude: 59.313917, longitude: 18.103445 };
const DEGREES_PER_300_M = 300 / (111_320 * Math.cos((DANVIKSTULL.latitude * Math.PI) / 180));

// Spec 03 §2 "Toll-station analyser", §7 "Toll analyser": the BFF in front of tolls' TollAnalyserService (consumers
// off: the shared test broker's trips are not charged), the trip read through the journal with the caller's token.
describe('the toll-station analyser over /api (real auth, fleet, devices, journal, tolls)', () => {
  const { stack, fleet } = useTollsStack();
  const org = useBeforeAll(() => stack.fixtures.organization('analyser'));
  const data = useBeforeAll(async () => {
    const vehicle = await fleet.vehicle(org, {});
    await journalKnowsVehicle(vehicle.id);
    const device = await fleet.device(org.organizationId);
    return { vehicle, device };
  });
  const root = () => stack.fixtures.rootToken;
  const send = <T>(method: string, path: string, body?: unknown, token = root()): Promise<ApiResponse<T>> =>
    stack.api.request<T>(method, path, { token, body });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];

  // Every suite shares one database: only this suite moves Klarastrandsleden's gantry 372, which no suite drives
  // through, so no other suite's trips are detected against a moved station.
  afterAll(async () => {
    await send('PUT', '/api/triptax-analyzer/station-override/stockholm-372', { clear: true }).catch(() => undefined);
  });

  it('is for ROOT and HEXA only', async () => {
    for (const path of ['stations', 'references', 'path-info/1', 'check-path/1']) {
      expect(refusal(await send('GET', `/api/triptax-analyzer/${path}`, undefined, org.admin.token))).toEqual([
        403,
        'ROOT_REQUIRED',
      ]);
    }
    const put = await send(
      'PUT',
      '/api/triptax-analyzer/station-override/stockholm-372',
      { clear: true },
      org.admin.token,
    );
    expect(refusal(put)).toEqual([403, 'ROOT_REQUIRED']);
  });

  it('lists the stations and their references', async () => {
    const stations = await send<StationJson[]>('GET', '/api/triptax-analyzer/stations');
    expect(stations.status).toBe(200);
    expect(stations.body).toHaveLength(158);
    const skanstull = stations.body.find((station) => station.cp_id === 'stockholm-292')!;
    expect(skanstull).toMatchObject({ name: 'Skanstullsbron', line: [] });
    expect(skanstull.geometry.coordinates[1]).toBeCloseTo(59.3066, 3);
    const references = await send<Array<{ cp_id: string; reference_back: string; direction: number | null }>>(
      'GET',
      '/api/triptax-analyzer/references',
    );
    expect(references.body.find((reference) => reference.cp_id === 'stockholm-292')).toMatchObject({
      reference_back: 'stockholm-291',
    });
    expect(references.body.find((reference) => reference.cp_id === 'motala')).toEqual({
      cp_id: 'motala',
      reference_back: '',
      direction: null,
    });
  });

  it('turns a station and clears it; refuses bad input with 400 and an unknown station with 404', async () => {
    const path = '/api/triptax-analyzer/station-override/stockholm-372';
    const turned = await send<StationJson>('PUT', path, { nudge_angle: 12.5 });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({
      cp_id: 'stockholm-372',
      overridden: true,
      nudge_angle: 12.5,
      direction_deg: 12.5,
    });
    expect(turned.body.line).toHaveLength(2);
    const moved = await send<StationJson>('PUT', path, { sweref99tm_e: turned.body.sweref99tm_e + 0.5 });
    expect(moved.body.sweref99tm_e).toBeCloseTo(turned.body.sweref99tm_e + 0.5, 6);
    expect(moved.body.nudge_angle).toBe(12.5);
    const cleared = await send<StationJson>('PUT', path, { clear: true });
    expect(cleared.body).toMatchObject({ overridden: false, nudge_angle: null, direction_deg: null });

    for (const body of [
      {},
      { nudge_angle: 1, sweref99tm_n: 2 },
      { nudge_angle: 'ten' },
      { nudge_angle: 400 },
      { clear: false },
      { sweref99tm_e: cleared.body.sweref99tm_e + 5_000 }, // tolls: more than 2 km from the seed point
      { nudge_angle: 1, note: 'x' },
    ]) {
      const response = await send('PUT', path, body);
      expect([response.status, body]).toEqual([400, body]);
      expect(['MISFORMATTED_FIELDS', 'MISSING_FIELDS']).toContain((response.body as { code: string }).code);
    }
    expect(
      refusal(await send('PUT', '/api/triptax-analyzer/station-override/stockholm-99999', { nudge_angle: 1 })),
    ).toEqual([404, 'NOT_FOUND']);
    for (const cpId of ['Stockholm-292', 'stockholm%07-292', 'stockholm-29%0A2', "x'%20or%201=1"]) {
      const response = await send('PUT', `/api/triptax-analyzer/station-override/${cpId}`, { nudge_angle: 1 });
      expect([cpId, ...refusal(response)]).toEqual([cpId, 400, 'MISFORMATTED_FIELDS']);
    }
  });

  it("reads a trip's path and checks it: the Danvikstull passage with its reason and amount; an unknown trip is JOURNAL_MISSING", async () => {
    const at = Date.parse('2026-11-10T06:05:00Z'); // Tuesday 07:05 local
    const tripId = await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: data.vehicle.id,
      driverUserId: null,
      startMs: at - 5 * MINUTE_MS,
      durationMs: 10 * MINUTE_MS,
    });
    await testSql(`update journal.trips set imei = $1 where id = $2`, [data.device.imei, tripId]);
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp(f.ms / 1000.0), $2, $3, f.lon, 20, 90, 9, 40, true, now()
         from unnest($4::bigint[], $5::float8[]) as f(ms, lon)
       on conflict do nothing`,
      [
        data.device.id,
        org.organizationId,
        DANVIKSTULL.latitude,
        [at - 2 * MINUTE_MS, at - MINUTE_MS, at + MINUTE_MS, at + 2 * MINUTE_MS],
        [-2, -1, 1, 2].map((k) => DANVIKSTULL.longitude + k * DEGREES_PER_300_M),
      ],
    );

    const info = await send<PathInfoJson>('GET', `/api/triptax-analyzer/path-info/${tripId}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ trip_id: tripId, snap_source: 'none' });
    expect(info.body.original_timestamps).toEqual([
      at - 2 * MINUTE_MS,
      at - MINUTE_MS,
      at + MINUTE_MS,
      at + 2 * MINUTE_MS,
    ]);
    expect(info.body.resampled_path.length).toBeGreaterThan(40); // 1.2 km every 25 m

    const checked = await send<CheckPathJson>('GET', `/api/triptax-analyzer/check-path/${tripId}`);
    expect(checked.status).toBe(200);
    expect(checked.body.prices).toEqual({ congestion_tax_sek: 45, infra_tax_sek: 0 });
    const hit = checked.body.passages.find((passage) => passage.hit)!;
    expect(hit).toMatchObject({ cp_id: 'stockholm-272', amount_sek: 45 });
    expect(hit.reason).toMatch(/^crossed the line across the vehicle's direction/);
    expect(checked.body.passages.find((passage) => passage.cp_id === 'stockholm-271')?.reason).toMatch(/^merged with/);

    expect(refusal(await send('GET', '/api/triptax-analyzer/check-path/999999999999'))).toEqual([
      404,
      'JOURNAL_MISSING',
    ]);
    expect(refusal(await send('GET', '/api/triptax-analyzer/path-info/abc'))[0]).toBe(400);
    expect(refusal(await send('GET', '/api/triptax-analyzer/path-info/1%07'))[0]).toBe(400);
  });
});
