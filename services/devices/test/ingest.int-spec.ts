import { randomUUID } from 'node:crypto';

import { deadLetterTopic, type devicesV1, type telemetryV1, TOPICS } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { demoRoot, useBeforeAll, useKafkaCollector, useKafkaTestProducer } from '@fleetlog/testing';
import { Pool } from 'pg';

import { DEVICES_REDIS, LatestPositionsStore } from '../src/telemetry/latest-positions.store';
import { StoreMaintenance } from '../src/telemetry/store-maintenance';
import { as, call, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE } from './support/processes';
import { addUnit, createTenant, createVehicle, uniqueDigits } from './support/tenants';
import { countOf, packet, positionsOf, publishPacket, record, until } from './support/telemetry';

jest.setTimeout(120_000);

const MINUTE = 60_000;

// The ingest against the real stack: packets produced into telemetry.positions.v1, rows read from PostgreSQL,
// latest positions from Redis, statuses from devices.status.v1.
(FLEET_AVAILABLE ? describe : describe.skip)('telemetry ingest', () => {
  const h = useDevicesHarness(() => ({
    withFleet: true,
    env: {
      INGEST_ENABLED: 'true',
      INGEST_CONSUMER_GROUP: `devices.ingest.test-${randomUUID().slice(0, 8)}`,
      STATUS_MIN_INTERVAL_MS: '3000',
    },
  }));
  const producer = useKafkaTestProducer('ingest-test');
  const statuses = useKafkaCollector(TOPICS.devicesStatus, 'ingest-status-test');
  const deadLetters = useKafkaCollector(
    { ...TOPICS.telemetryPositions, name: deadLetterTopic(TOPICS.telemetryPositions.name) },
    'ingest-dlq-test',
  );
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const latest = () => new LatestPositionsStore(h.app.get(DEVICES_REDIS));

  async function installedDevice(): Promise<{ device: devicesV1.Device; vehicleId: number }> {
    const device = await addUnit(h, root.token, a.organizationId);
    const vehicle = await createVehicle(h, a);
    await call(h.devices.installDevice({ deviceId: device.id, vehicleId: vehicle.id }, as(a.admin.token)));
    return { device, vehicleId: vehicle.id };
  }

  it('stores a record that arrives twice once, and a resent packet (new receive time) once in the AVL log', async () => {
    const { device } = await installedDevice();
    const t = Date.now() - 10 * MINUTE;
    const sent = packet(device.imei, [record({ tsMs: t }), record({ tsMs: t + 1000 }), record({ tsMs: t + 2000 })]);
    await publishPacket(producer, sent);
    await publishPacket(producer, { ...sent, receivedTsMs: sent.receivedTsMs + 5000 });
    // A later packet of the same device: once it is stored, the duplicates before it were handled too.
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t + 3000 })]));
    const rows = await until(
      () => positionsOf(h.orm, device.id),
      (stored) => stored.length >= 4,
    );
    expect(rows.map((row) => row.ts)).toEqual([t, t + 1000, t + 2000, t + 3000]);
    expect(await countOf(h.orm, 'select count(*) as n from devices.avl_packets where device_id = ?', [device.id])).toBe(
      2,
    );
  });

  it('stores every column of a record exactly: full-precision coordinates, nulls, the driver id and the raw IO', async () => {
    const { device } = await installedDevice();
    const t = Date.now() - 20 * MINUTE;
    const full: telemetryV1.PositionRecord = {
      ...record({ tsMs: t, latitude: -33.8688197, longitude: 151.2092955, speedKmh: 87, batteryLevelPct: 64 }),
      altitudeM: -12,
      angleDeg: 359,
      hdop: 1.5,
      io: {
        ignition: false,
        movement: true,
        totalOdometerM: 9_876_543_210,
        externalVoltageMv: 13_950,
        batteryLevelPct: 64,
        ibuttonDriverId: '01A2"B3\\C4',
      },
      rawIo: { 239: '0', 16: '9876543210', 78: '01A2"B3\\C4', 385: 'a1b2"\\' },
    };
    const bare: telemetryV1.PositionRecord = { ...record({ tsMs: t + 1000, satellites: 0 }), io: undefined, rawIo: {} };
    await publishPacket(producer, packet(device.imei, [full, bare]));
    await until(
      () => positionsOf(h.orm, device.id),
      (stored) => stored.length >= 2,
    );
    const rows = await h.orm.em.fork().execute(
      `select latitude, longitude, altitude_m, angle_deg, satellites, speed_kmh, valid_fix, hdop, ignition, movement,
         total_odometer_m::text as odometer, external_voltage_mv, battery_level_pct, driver_id, io
       from devices.positions where device_id = ? order by ts`,
      [device.id],
    );
    expect(rows[0]).toEqual({
      latitude: -33.8688197,
      longitude: 151.2092955,
      altitude_m: -12,
      angle_deg: 359,
      satellites: 9,
      speed_kmh: 87,
      valid_fix: true,
      hdop: 1.5,
      ignition: false,
      movement: true,
      odometer: '9876543210',
      external_voltage_mv: 13_950,
      battery_level_pct: 64,
      driver_id: '01A2"B3\\C4',
      io: { 239: '0', 16: '9876543210', 78: '01A2"B3\\C4', 385: 'a1b2"\\' },
    });
    expect(rows[1]).toMatchObject({
      valid_fix: false,
      hdop: null,
      ignition: null,
      movement: null,
      odometer: null,
      external_voltage_mv: null,
      battery_level_pct: null,
      driver_id: null,
      io: {},
    });
  });

  it('dead-letters only a packet holding a row nothing can store, its records and its batch neighbours stored', async () => {
    const { device } = await installedDevice();
    const { device: neighbour } = await installedDevice();
    const t = Date.now() - 30 * MINUTE;
    // Another producer's packet whose codec text PostgreSQL cannot hold (a NUL): its AVL row is refused alone.
    const unstorable = packet(device.imei, [record({ tsMs: t }), record({ tsMs: t + 1000 })], { codec: 'GT\u0000X' });
    await Promise.all([
      publishPacket(producer, unstorable),
      publishPacket(producer, packet(neighbour.imei, [record({ tsMs: t })])),
    ]);
    await until(
      () => positionsOf(h.orm, device.id),
      (rows) => rows.length >= 2,
    );
    await until(
      () => positionsOf(h.orm, neighbour.id),
      (rows) => rows.length >= 1,
    );
    const dead = await deadLetters.waitFor(({ key }) => key === device.imei);
    expect(dead.records).toHaveLength(2);
    expect(deadLetters.received.filter(({ key }) => key === neighbour.imei)).toEqual([]);
    expect(
      await countOf(h.orm, 'select count(*) as n from devices.avl_packets where device_id in (?, ?)', [
        device.id,
        neighbour.id,
      ]),
    ).toBe(1);
  });

  it('attaches each record to the vehicle the device sat in at the record time', async () => {
    const device = await addUnit(h, root.token, a.organizationId);
    const first = await createVehicle(h, a);
    const second = await createVehicle(h, a);
    await call(h.devices.installDevice({ deviceId: device.id, vehicleId: first.id }, as(a.admin.token)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await call(h.devices.moveDevice({ deviceId: device.id, targetVehicleId: second.id }, as(a.admin.token)));
    const { installations } = await call(h.devices.listInstallations({ deviceId: device.id }, as(a.admin.token)));
    const inFirst = installations.find((installation) => installation.vehicleId === first.id)!;
    const inSecond = installations.find((installation) => installation.vehicleId === second.id)!;
    const installedAt = Number(inFirst.installedTsMs);
    const movedAt = Number(inFirst.removedTsMs);
    const secondAt = Number(inSecond.installedTsMs);
    expect(movedAt).toBeGreaterThan(installedAt);
    // Before any installation, the first moment in A, the last in A, the first in B, later in B.
    const times = [installedAt - MINUTE, installedAt, movedAt - 1, secondAt, secondAt + MINUTE];
    await publishPacket(
      producer,
      packet(
        device.imei,
        times.map((tsMs) => record({ tsMs })),
      ),
    );
    const rows = await until(
      () => positionsOf(h.orm, device.id),
      (stored) => stored.length >= times.length,
    );
    expect(rows.map((row) => [row.ts, row.vehicleId])).toEqual([
      [times[0], null],
      [times[1], first.id],
      [times[2], first.id],
      [times[3], second.id],
      [times[4], second.id],
    ]);
    expect(rows.every((row) => row.organizationId === a.organizationId)).toBe(true);
  });

  it('drops records of an unknown IMEI (a device added later does not inherit them)', async () => {
    const imei = uniqueDigits(15);
    const t = Date.now() - 5 * MINUTE;
    await publishPacket(producer, packet(imei, [record({ tsMs: t })]));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const device = await call(
      h.devices.addDevice(
        {
          imei,
          iccid: uniqueDigits(19),
          phone: `+46${uniqueDigits(9)}`,
          deviceType: 'FMB001',
          organizationId: a.organizationId,
          timestampStartOfUse: 0,
          specifiedTimeOfDay: '',
          hardware: '',
          vehicleId: undefined,
        },
        as(root.token),
      ),
    );
    await publishPacket(producer, packet(imei, [record({ tsMs: t + 1000 })]));
    const rows = await until(
      () => positionsOf(h.orm, device.id),
      (stored) => stored.length >= 1,
    );
    expect(rows.map((row) => row.ts)).toEqual([t + 1000]);
  });

  it('moves the latest position only forward; a record without a fix moves last seen, never the marker', async () => {
    const { device, vehicleId } = await installedDevice();
    // Records after the installation (the tests' clock and the database's are the same machine's).
    const t = Date.now() + 1000;
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t + 10_000, latitude: 59.5 })]));
    await until(
      () => latest().get(vehicleId),
      (entry) => entry?.position?.latitude === 59.5,
    );
    // An older fix arriving late, then a newer record without a fix.
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t, latitude: 57.7 })]));
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t + 20_000, latitude: 0, satellites: 0 })]));
    const entry = await until(
      () => latest().get(vehicleId),
      (value) => value?.lastSeenTsMs === t + 20_000,
    );
    expect(entry?.position).toMatchObject({ timestampMs: t + 10_000, latitude: 59.5 });
    expect(entry?.organizationId).toBe(a.organizationId);
    const rows = await positionsOf(h.orm, device.id);
    expect(rows.map((row) => [row.ts, row.validFix])).toEqual([
      [t, true],
      [t + 10_000, true],
      [t + 20_000, false],
    ]);
  });

  it('writes the status and publishes it throttled: once per interval, at once on a change of state', async () => {
    const { device, vehicleId } = await installedDevice();
    const t = Date.now() + 1000;
    const publishing = Date.now();
    for (let i = 0; i < 5; i += 1) {
      await publishPacket(producer, packet(device.imei, [record({ tsMs: t + i * 1000, batteryLevelPct: 80 })]));
    }
    // One status per interval (3 s) the five packets took to arrive on a busy machine, and the deferred newest one.
    const allowed = 2 + Math.floor((Date.now() - publishing) / 3000);
    const first = await statuses.waitFor(({ key }) => key === String(device.id));
    expect(first).toMatchObject({ deviceId: device.id, imei: device.imei, vehicleId });
    expect(first.status?.latestBatteryLevel).toBe(80);
    // The deferred newest report follows once the interval has passed (the sweep), not one per packet.
    const last = await statuses.waitFor(
      ({ key, message }) => key === String(device.id) && Number(message.status?.timestampMs) === t + 4000,
    );
    expect(last.version).toBeGreaterThan(first.version);
    const published = statuses.received.filter(({ key }) => key === String(device.id)).length;
    expect(published).toBeLessThanOrEqual(Math.min(allowed, 4));
    // A battery below the low mark is published at once.
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t + 5000, batteryLevelPct: 12 })]));
    const low = await statuses.waitFor(
      ({ key, message }) => key === String(device.id) && message.status?.latestBatteryLevel === 12,
      2500,
    );
    expect(low.status?.uplinkLoss).toBe(false);
    const shown = await call(h.devices.getDevice({ id: device.id }, as(root.token)));
    expect(shown.status?.latestBatteryLevel).toBe(12);
    expect(Number(shown.status?.timestampMs)).toBe(t + 5000);
  });

  it("reports the ingest consumer's gap check in /health/ready (the mechanism: libs/messaging consumer-gap tests)", async () => {
    const ready = await fetch(`http://127.0.0.1:${h.config.DEVICES_HTTP_PORT}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ info: { 'ingest-consumer': { status: 'up' } } });
  });

  it('keeps positions in partman-managed daily partitions', async () => {
    expect(
      await countOf(
        h.orm,
        `select count(*) as n from partman.part_config where parent_table in ('devices.positions', 'devices.avl_packets')`,
        [],
      ),
    ).toBe(2);
    const { device } = await installedDevice();
    const t = Date.now();
    await publishPacket(producer, packet(device.imei, [record({ tsMs: t })]));
    const [row] = await until(
      () => positionsOf(h.orm, device.id),
      (stored) => stored.length === 1,
    );
    const day = new Date(t).toISOString().slice(0, 10).replaceAll('-', '_');
    // The parent's schema is on the search path, so the partition's name comes unqualified.
    expect(row.partition).toBe(`positions_p${day}`);
  });

  it('applies the retention to rows of the default partition too (older than the first daily partition)', async () => {
    const { device } = await installedDevice();
    const DAY = 24 * 60 * MINUTE;
    const expired = Date.now() - (h.config.POSITIONS_RETENTION_DAYS + 2) * DAY;
    const kept = Date.now() - (h.config.POSITIONS_RETENTION_DAYS - 2) * DAY;
    await publishPacket(producer, packet(device.imei, [record({ tsMs: expired }), record({ tsMs: kept })]));
    const stored = await until(
      () => positionsOf(h.orm, device.id),
      (rows) => rows.length === 2,
    );
    expect(stored.map((row) => row.partition)).toEqual(['positions_default', 'positions_default']);
    const pool = new Pool({ connectionString: h.config.DATABASE_URL, max: 1 });
    try {
      const quiet = createLogger({ service: 'devices-test', level: 'fatal' });
      expect(await new StoreMaintenance(pool, h.config, quiet).runOnce()).toBe(true);
    } finally {
      await pool.end();
    }
    expect((await positionsOf(h.orm, device.id)).map((row) => row.ts)).toEqual([kept]);
    // The packet's AVL row is dated by its first record, beyond the AVL log's shorter retention.
    expect(await countOf(h.orm, 'select count(*) as n from devices.avl_packets where device_id = ?', [device.id])).toBe(
      0,
    );
  });
});
