import { testEnv, useBeforeAll } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import { LiveClient } from './support/live-client';
import { type TestFix, writeLatestPosition } from './support/latest-positions';
import { eventually, useStack } from './support/stack';

interface OverviewItem {
  meta: { vehicle_id: number; reg: string; organizationId: number; gps_quality: number; status: string | null };
  position: { latitude: number; longitude: number } | null;
  speed_kph: number | null;
}

// The map's backend (spec 02 §2.5, §3 "Map overview item", §6, §7): GET /api/overview, /api/overview/vehicle/{id}
// and the live socket, against real auth, fleet and devices, with positions in the real Redis store.
describe('map overview and live updates (real auth, fleet, devices, Redis)', () => {
  const { stack, fleet } = useStack();
  const written: string[] = [];
  const redis = useBeforeAll(async () => new Redis(testEnv().REDIS_URL), {
    close: async (connection) => {
      if (written.length > 0) await connection.del(...written);
      connection.disconnect();
    },
  });
  const orgA = useBeforeAll(() => stack.fixtures.organization('map-a'));
  const orgB = useBeforeAll(() => stack.fixtures.organization('map-b'));
  const driver = useBeforeAll(() => stack.fixtures.user(orgA));
  const permitted = useBeforeAll(() => fleet.vehicle(orgA, { permittedDrivers: [driver.userId] }));
  const notPermitted = useBeforeAll(() => fleet.vehicle(orgA));
  const unreported = useBeforeAll(() => fleet.vehicle(orgA));
  const vehicleB = useBeforeAll(() => fleet.vehicle(orgB));
  const t0 = Date.now() - 30_000;

  const place = async (vehicle: { id: number; organizationId: number }, fix: Partial<TestFix> = {}) => {
    written.push(
      ...(await writeLatestPosition(redis, {
        vehicleId: vehicle.id,
        organizationId: vehicle.organizationId,
        fix: { timestampMs: t0, latitude: 59.33, longitude: 18.06, ...fix },
      })),
    );
  };
  const overview = (token: string, query = '') => stack.api.get<OverviewItem[]>(`/api/overview${query}`, { token });
  const ids = (items: OverviewItem[]) => items.map((item) => item.meta.vehicle_id).sort((x, y) => x - y);
  const sorted = (...values: number[]) => values.sort((x, y) => x - y);

  beforeAll(async () => {
    await place(permitted, { latitude: 59.1, satellites: 9, hdop: 1.5 });
    await place(notPermitted, { latitude: 59.2 });
    await place(vehicleB, { latitude: 57.7 });
    // devices answers a vehicle once fleet.vehicles.v1 has told it the vehicle's organisation.
    await eventually(
      async () => (await overview(orgA.admin.token)).body,
      (items) => items.filter((item) => item.position !== null).length === 2,
    );
  });

  it("an ADMIN sees its organisation's vehicles with positions, and one without a position listed without one", async () => {
    const response = await overview(orgA.admin.token);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual(sorted(permitted.id, notPermitted.id, unreported.id));
    const item = response.body.find((entry) => entry.meta.vehicle_id === permitted.id);
    expect(item).toMatchObject({
      meta: { reg: permitted.registry, organizationId: orgA.organizationId, gps_quality: 4 },
      position: { latitude: 59.1, longitude: 18.06 },
      speed_kph: 40,
    });
    expect(response.body.find((entry) => entry.meta.vehicle_id === unreported.id)?.position).toBeNull();
  });

  it('a DRIVER sees only its permitted vehicles', async () => {
    const response = await overview(driver.token);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([permitted.id]);
  });

  it('the selected vehicle: its own answers, another organisation’s is missing, a non-permitted one forbidden', async () => {
    const own = await stack.api.get<OverviewItem>(`/api/overview/vehicle/${permitted.id}`, { token: driver.token });
    expect(own.status).toBe(200);
    expect(own.body.position).toMatchObject({ latitude: 59.1 });
    const other = await stack.api.get(`/api/overview/vehicle/${vehicleB.id}`, { token: orgA.admin.token });
    expect([other.status, (other.body as { code: string }).code]).toEqual([404, 'VEHICLE_MISSING']);
    const forbidden = await stack.api.get(`/api/overview/vehicle/${notPermitted.id}`, { token: driver.token });
    expect([forbidden.status, (forbidden.body as { code: string }).code]).toEqual([403, 'VEHICLE_FORBIDDEN']);
  });

  it('filters by benefit type, search and organisation', async () => {
    expect((await overview(orgA.admin.token, '?benefitTypes=TRACKER')).body).toEqual([]);
    expect(ids((await overview(orgA.admin.token, '?benefitTypes=WORK,POOL')).body)).toHaveLength(3);
    const search = await overview(
      orgA.admin.token,
      `?search=${encodeURIComponent(permitted.displayName.toUpperCase())}`,
    );
    expect(ids(search.body)).toEqual([permitted.id]);
    const byOrganization = await overview(orgA.admin.token, `?organizationIds=${orgA.organizationId}`);
    expect(ids(byOrganization.body)).toHaveLength(3);
  });

  it('answers bad input with catalogue codes, never a 500', async () => {
    const code = async (path: string) => {
      const response = await stack.api.get<{ code: string }>(path, { token: orgA.admin.token });
      return [response.status, response.body.code];
    };
    expect(await code('/api/overview?organizationIds=abc')).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(await code('/api/overview?benefitTypes=CAR')).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(await code('/api/overview?vehicleId=1')).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(await code(`/api/overview?organizationIds=${orgB.organizationId}`)).toEqual([404, 'ORGANIZATION_MISSING']);
    expect(await code('/api/overview/vehicle/abc')).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(await code('/api/overview/vehicle/999999999999')).toEqual([404, 'VEHICLE_MISSING']);
    expect((await stack.api.get('/api/overview')).status).toBe(401);
  });

  it('an organisation without a map view gets NO_ACCESS_TO_FEATURE', async () => {
    const noMap = await stack.fixtures.organization('map-none');
    await fleet.vehicle(noMap);
    const set = await stack.api.post(
      '/api/admin/organization/settings',
      { organizationId: noMap.organizationId, key: 'NO_MAP_VIEW', value: true },
      { token: stack.fixtures.rootToken },
    );
    expect(set.status).toBe(200);
    const refused = await eventually(
      () => overview(noMap.admin.token),
      (response) => response.status === 403,
    );
    expect((refused.body as unknown as { code: string }).code).toBe('NO_ACCESS_TO_FEATURE');
    // ROOT's overview of every organisation leaves that organisation's vehicles out.
    const all = await overview(stack.fixtures.rootToken);
    expect(all.body.some((item) => item.meta.organizationId === noMap.organizationId)).toBe(false);
  });

  describe('live socket', () => {
    const sockets: LiveClient[] = [];
    const open = () => {
      const client = new LiveClient(stack.bff.baseUrl);
      sockets.push(client);
      return client;
    };
    afterAll(() => sockets.forEach((socket) => socket.close()));

    it('refuses a socket without a valid token (4401) and a message it does not understand (4400)', async () => {
      const bad = open();
      await bad.send({ type: 'auth', token: 'not-a-token' });
      expect((await bad.closed).code).toBe(4401);
      expect(bad.messages).toEqual([expect.objectContaining({ type: 'error', code: 'UNAUTHENTICATED' })]);
      expect(bad.vehiclesReceived()).toEqual([]);

      const garbled = open();
      await garbled.send('hello');
      expect((await garbled.closed).code).toBe(4400);
    });

    it('refuses a browser page of another site', async () => {
      const foreign = new LiveClient(stack.bff.baseUrl, { origin: 'https://evil.example' });
      sockets.push(foreign);
      await expect(foreign.send({ type: 'auth', token: driver.token })).rejects.toThrow(/403/);
    });

    it('a driver receives updates of its permitted vehicle and never of another vehicle', async () => {
      const socket = open();
      const ready = await socket.authenticate(driver.token);
      expect(ready.vehicleCount).toBe(1);
      // The invisible vehicles move first, then the visible one: any leak would arrive in the same or an earlier batch.
      await place(notPermitted, { timestampMs: t0 + 1_000, latitude: 60.2 });
      await place(vehicleB, { timestampMs: t0 + 1_000, latitude: 57.8 });
      await place(permitted, { timestampMs: t0 + 1_000, latitude: 59.5 });
      const update = await socket.waitFor(
        (message) => message.type === 'positions' && socket.vehiclesReceived().includes(permitted.id),
        'update of the permitted vehicle',
      );
      expect(update.items?.find((item) => item.vehicle_id === permitted.id)?.position?.latitude).toBe(59.5);
      // One more throttle window for anything that was still queued.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(new Set(socket.vehiclesReceived())).toEqual(new Set([permitted.id]));
    });

    it('an admin receives its organisation’s vehicles, never another organisation’s', async () => {
      const socket = open();
      expect((await socket.authenticate(orgA.admin.token)).vehicleCount).toBe(3);
      await place(vehicleB, { timestampMs: t0 + 2_000, latitude: 57.9 });
      await place(notPermitted, { timestampMs: t0 + 2_000, latitude: 60.3 });
      await socket.waitFor(() => socket.vehiclesReceived().includes(notPermitted.id), 'update of A’s vehicle');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(socket.vehiclesReceived()).not.toContain(vehicleB.id);
    });

    it('stops sending a vehicle within seconds of the driver losing the permission', async () => {
      const driver2 = await stack.fixtures.user(orgA);
      const vehicle = await fleet.vehicle(orgA, { permittedDrivers: [driver2.userId] });
      const socket = open();
      expect((await socket.authenticate(driver2.token)).vehicleCount).toBe(1);
      const changed = await stack.api.patch(
        `/api/vehicles/${vehicle.id}`,
        { permittedDrivers: [], defaultDriver: null },
        { token: orgA.admin.token },
      );
      expect(changed.status).toBe(200);
      await socket.waitFor(
        (message) => message.type === 'removed' && (message.vehicleIds ?? []).includes(vehicle.id),
        'removed',
      );
      await place(vehicle, { timestampMs: t0 + 3_000 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(socket.vehiclesReceived()).not.toContain(vehicle.id);
    });
  });
});
