import { ServiceKey } from '@fleetlog/access';
import { devicesV1 } from '@fleetlog/contracts';
import { demoRoot, grpcClient, testEnv, useBeforeAll } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import { MAX_TRACK_POINTS, MAX_TRACK_SPAN_MS } from '../src/tracks/position-history.service';
import { LatestPositionsStore, latestKey, organizationSetKey } from '../src/telemetry/latest-positions.store';
import { as, call, codeOf, useDevicesHarness } from './support/devices-harness';
import { addUnit, createTenant } from './support/tenants';

interface Row {
  deviceId: number;
  tsMs: number;
  vehicleId?: number | null;
  organizationId: number | null;
  latitude?: number;
  speedKmh?: number;
  validFix?: boolean;
}

// PositionsService.TripTrack (the route and speed panels' path) and DeleteVehiclePositions (the superadmin's "delete
// history"), against rows of devices.positions written as the ingest writes them.
describe('PositionsService: trip tracks and deleting a vehicle position history', () => {
  const h = useDevicesHarness();
  const positions = useBeforeAll(
    async () => {
      const client = grpcClient('devices', h.config.DEVICES_GRPC_URL);
      return { client, service: client.getService<devicesV1.PositionsServiceClient>(devicesV1.POSITIONS_SERVICE_NAME) };
    },
    { close: ({ client }) => client.close() },
  );
  const redis = useBeforeAll(async () => new Redis(testEnv().REDIS_URL), {
    close: async (connection) => connection.disconnect(),
  });
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const b = useBeforeAll(() => createTenant(h, root.token));
  // Vehicle ids far above any the test database hands out (the positions store does not check them), unique per run.
  let nextVehicleId = 8_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
  const vehicleId = () => (nextVehicleId += 1);

  const insert = async (rows: Row[]) => {
    for (const row of rows) {
      await h.orm.em.fork().execute(
        `insert into devices.positions (device_id, ts, vehicle_id, organization_id, latitude, longitude, altitude_m,
           angle_deg, satellites, speed_kmh, valid_fix, received_at)
         values (?, 'epoch'::timestamptz + ?::bigint * interval '1 millisecond', ?, ?, ?, 18.06, 20, 90, ?, ?, ?, now())`,
        [
          row.deviceId,
          row.tsMs,
          row.vehicleId ?? null,
          row.organizationId,
          row.latitude ?? 59.33,
          row.validFix === false ? 0 : 9,
          row.speedKmh ?? 50,
          row.validFix ?? true,
        ],
      );
    }
  };
  const stored = async (deviceId: number) =>
    (
      await h.orm.em
        .fork()
        .execute<Array<{ ts_ms: string }>>(
          `select (extract(epoch from ts) * 1000)::bigint as ts_ms from devices.positions where device_id = ? order by ts`,
          [deviceId],
        )
    ).map((row) => Number(row.ts_ms));
  const installation = (
    deviceId: number,
    imei: string,
    vehicle: number,
    organizationId: number,
    from: number,
    to?: number,
  ) =>
    h.orm.em.fork().execute(
      `insert into devices.installations (device_id, imei, vehicle_id, organization_id, installed_at, removed_at, removal_reason)
       values (?, ?, ?, ?, 'epoch'::timestamptz + ?::bigint * interval '1 millisecond',
         case when ?::bigint is null then null else 'epoch'::timestamptz + ?::bigint * interval '1 millisecond' end,
         case when ?::bigint is null then null else 'MOVED' end)`,
      [deviceId, imei, vehicle, organizationId, from, to ?? null, to ?? null, to ?? null],
    );
  const track = (token: string, request: Partial<devicesV1.TripTrackRequest>, organizationId?: number) =>
    call(
      positions.service.tripTrack(
        { imei: '', vehicleId: 0, fromMs: 0, toMs: 0, ...request },
        as(token, organizationId),
      ),
    );

  describe('TripTrack', () => {
    const t = Date.UTC(2026, 9, 5, 8, 0, 0);
    const data = useBeforeAll(async () => {
      const unit = await addUnit(h, root.token, a.organizationId);
      const other = await addUnit(h, root.token, a.organizationId);
      const car = vehicleId();
      await insert([
        { deviceId: unit.id, tsMs: t - 1, organizationId: a.organizationId, vehicleId: car },
        { deviceId: unit.id, tsMs: t, organizationId: a.organizationId, vehicleId: car, latitude: 59.1, speedKmh: 0 },
        { deviceId: unit.id, tsMs: t + 1_000, organizationId: a.organizationId, vehicleId: car, validFix: false },
        { deviceId: unit.id, tsMs: t + 2_000, organizationId: a.organizationId, vehicleId: car, latitude: 59.2 },
        {
          deviceId: unit.id,
          tsMs: t + 3_000,
          organizationId: a.organizationId,
          vehicleId: car,
          latitude: 59.3,
          speedKmh: 72,
        },
        { deviceId: unit.id, tsMs: t + 3_001, organizationId: a.organizationId, vehicleId: car },
        // A second device in the same vehicle reporting the same instant: one point per timestamp.
        { deviceId: other.id, tsMs: t + 2_000, organizationId: a.organizationId, vehicleId: car, latitude: 59.2 },
      ]);
      return { unit, other, car };
    });

    it('answers the fixes of the device in the range, bounds included, oldest first', async () => {
      const answer = await track(a.admin.token, { imei: data.unit.imei, fromMs: t, toMs: t + 3_000 });
      expect(answer.thinned).toBe(false);
      expect(answer.points).toEqual([
        { timestampMs: t, latitude: 59.1, longitude: 18.06, speedKmh: 0, angleDeg: 90 },
        { timestampMs: t + 2_000, latitude: 59.2, longitude: 18.06, speedKmh: 50, angleDeg: 90 },
        { timestampMs: t + 3_000, latitude: 59.3, longitude: 18.06, speedKmh: 72, angleDeg: 90 },
      ]);
    });

    it('by vehicle: every device that sat in it, one point per timestamp', async () => {
      const answer = await track(a.driver.token, { vehicleId: data.car, fromMs: t, toMs: t + 3_000 });
      expect(answer.points.map((point) => point.timestampMs)).toEqual([t, t + 2_000, t + 3_000]);
    });

    it("answers nothing from another organisation's positions (nor for an organisation selected outside them)", async () => {
      expect((await track(b.admin.token, { imei: data.unit.imei, fromMs: t, toMs: t + 3_000 })).points).toEqual([]);
      expect((await track(b.driver.token, { vehicleId: data.car, fromMs: t, toMs: t + 3_000 })).points).toEqual([]);
      const narrowed = await track(root.token, { imei: data.unit.imei, fromMs: t, toMs: t + 3_000 }, b.organizationId);
      expect(narrowed.points).toEqual([]);
      const everything = await track(root.token, { imei: data.unit.imei, fromMs: t, toMs: t + 3_000 });
      expect(everything.points).toHaveLength(3);
    });

    it('thins a long track evenly to the cap, keeping the first and the last point', async () => {
      const unit = await addUnit(h, root.token, a.organizationId);
      const count = MAX_TRACK_POINTS + 5_001;
      await h.orm.em.fork().execute(
        `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
           satellites, speed_kmh, valid_fix, received_at)
         select ?, 'epoch'::timestamptz + (?::bigint + g * 1000) * interval '1 millisecond', ?, 59 + g / 100000.0, 18,
           0, 0, 9, g % 120, true, now()
         from generate_series(0, ? - 1) g`,
        [unit.id, t, a.organizationId, count],
      );
      const answer = await track(a.admin.token, { imei: unit.imei, fromMs: t, toMs: t + count * 1_000 });
      expect(answer.thinned).toBe(true);
      expect(answer.points).toHaveLength(MAX_TRACK_POINTS);
      expect(answer.points[0].timestampMs).toBe(t);
      expect(answer.points.at(-1)?.timestampMs).toBe(t + (count - 1) * 1_000);
      const gaps = answer.points.slice(1).map((point, i) => point.timestampMs - answer.points[i].timestampMs);
      // Evenly: every gap is the floor or the ceiling of count/cap seconds.
      expect(new Set(gaps)).toEqual(new Set([1_000, 2_000]));
    });

    it('refuses a reversed or too long range and a request without a device or vehicle', async () => {
      const ask = (request: Partial<devicesV1.TripTrackRequest>) =>
        codeOf(
          positions.service.tripTrack(
            { imei: data.unit.imei, vehicleId: 0, fromMs: t, toMs: t + 1_000, ...request },
            as(a.admin.token),
          ),
        );
      expect(await ask({ fromMs: t + 2_000 })).toBe('BAD_TIMESTAMP');
      expect(await ask({ fromMs: 0 })).toBe('BAD_TIMESTAMP');
      expect(await ask({ toMs: t + MAX_TRACK_SPAN_MS + 1 })).toBe('BAD_TIMESTAMP');
      expect(await ask({ imei: '', vehicleId: 0 })).toBe('MISFORMATTED_FIELDS');
      expect(await ask({ toMs: t + 1_000 })).toBe('OK');
    });
  });

  describe('ServiceTripTrack (the platform services, with the internal service key)', () => {
    const t = Date.UTC(2026, 9, 7, 8, 0, 0);
    const key = useBeforeAll(async () => ServiceKey.fromFile(h.config.INTERNAL_SERVICE_KEY_FILE));
    const serviceTrack = (metadata: ReturnType<typeof as>, request: Partial<devicesV1.ServiceTripTrackRequest>) =>
      positions.service.serviceTripTrack({ imei: '', fromMs: t, toMs: t + 2_000, ...request }, metadata);

    it("answers the IMEI's fixes in the range under every organisation, and nothing without the key", async () => {
      const unit = await addUnit(h, root.token, a.organizationId);
      await insert([
        { deviceId: unit.id, tsMs: t, organizationId: a.organizationId, latitude: 59.1 },
        { deviceId: unit.id, tsMs: t + 1_000, organizationId: b.organizationId, latitude: 59.2 },
        { deviceId: unit.id, tsMs: t + 5_000, organizationId: a.organizationId, latitude: 59.3 },
      ]);
      const answer = await call(serviceTrack(key.metadata(), { imei: unit.imei }));
      expect(answer.points.map((point) => [point.timestampMs, point.latitude])).toEqual([
        [t, 59.1],
        [t + 1_000, 59.2],
      ]);
      expect(await codeOf(serviceTrack(as(root.token), { imei: unit.imei }))).toBe('UNAUTHENTICATED');
      expect(await codeOf(serviceTrack(key.metadata(), { imei: '' }))).toBe('MISFORMATTED_FIELDS');
      expect(await codeOf(serviceTrack(key.metadata(), { imei: unit.imei, fromMs: t + 3_000 }))).toBe('BAD_TIMESTAMP');
    });
  });

  describe('DeleteVehiclePositions', () => {
    const t = Date.UTC(2026, 9, 6, 8, 0, 0);
    const data = useBeforeAll(async () => {
      const unit = await addUnit(h, root.token, a.organizationId);
      const other = await addUnit(h, root.token, a.organizationId);
      const [car, nextCar] = [vehicleId(), vehicleId()];
      // The unit sat in `car` from t to t + 10 s, then in `nextCar`.
      await installation(unit.id, unit.imei, car, a.organizationId, t, t + 10_000);
      await installation(unit.id, unit.imei, nextCar, a.organizationId, t + 10_000);
      await insert([
        { deviceId: unit.id, tsMs: t - 1_000, organizationId: a.organizationId },
        { deviceId: unit.id, tsMs: t, organizationId: a.organizationId, vehicleId: car },
        // Stored before its installation was recorded: not attached, but recorded while installed in `car`.
        { deviceId: unit.id, tsMs: t + 5_000, organizationId: a.organizationId, vehicleId: null },
        { deviceId: unit.id, tsMs: t + 10_000, organizationId: a.organizationId, vehicleId: nextCar },
        { deviceId: unit.id, tsMs: t + 11_000, organizationId: a.organizationId, vehicleId: nextCar },
        // Another device's record attached to `car`.
        { deviceId: other.id, tsMs: t + 3_000, organizationId: a.organizationId, vehicleId: car },
      ]);
      const store = new LatestPositionsStore(redis);
      await store.apply(
        [car, nextCar].map((id) => ({
          vehicleId: id,
          organizationId: a.organizationId,
          deviceId: unit.id,
          seenTsMs: t,
          seenReceivedTsMs: t,
          fix: null,
        })),
      );
      return { unit, other, car, nextCar, store };
    });

    it('is ROOT only', async () => {
      for (const token of [a.admin.token, a.driver.token]) {
        expect(await codeOf(positions.service.deleteVehiclePositions({ vehicleId: data.car }, as(token)))).toBe(
          'ROOT_REQUIRED',
        );
      }
      expect(await stored(data.unit.id)).toHaveLength(5);
      expect(await data.store.get(data.car)).not.toBeNull();
    });

    it("deletes what the vehicle's devices recorded while installed in it and forgets its latest position", async () => {
      const answer = await call(positions.service.deleteVehiclePositions({ vehicleId: data.car }, as(root.token)));
      expect(answer.deleted).toBe(3);
      expect(await stored(data.unit.id)).toEqual([t - 1_000, t + 10_000, t + 11_000]);
      expect(await stored(data.other.id)).toEqual([]);
      expect(await redis.exists(latestKey(data.car))).toBe(0);
      expect(await redis.sismember(organizationSetKey(a.organizationId), String(data.car))).toBe(0);
      // The vehicle the unit moved on to keeps its entry.
      expect(await data.store.get(data.nextCar)).toMatchObject({ vehicleId: data.nextCar });
      await redis.del(latestKey(data.nextCar));
      await redis.srem(organizationSetKey(a.organizationId), String(data.nextCar));
      // Nothing left: a second call deletes nothing.
      expect(
        (await call(positions.service.deleteVehiclePositions({ vehicleId: data.car }, as(root.token)))).deleted,
      ).toBe(0);
    });

    it('refuses a vehicle id that is not positive', async () => {
      expect(await codeOf(positions.service.deleteVehiclePositions({ vehicleId: 0 }, as(root.token)))).toBe(
        'MISFORMATTED_FIELDS',
      );
    });
  });
});
