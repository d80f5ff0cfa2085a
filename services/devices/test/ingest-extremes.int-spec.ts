import { randomInt } from 'node:crypto';

import { RAW_VALUE_KEYS, telemetryV1, TOPICS } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { kitOrmOptions } from '@fleetlog/kit';
import { inProcessServiceEnv, useBeforeAll } from '@fleetlog/testing';
import { Pool } from 'pg';

import { loadDevicesConfig } from '../src/config';
import { devicesService } from '../src/service';
import { type KnownDevice, toBatchRows } from '../src/telemetry/position-rows';
import { PositionsWriter } from '../src/telemetry/positions-writer';
import { gatewayExtremePackets } from './support/extreme-packets';

jest.setTimeout(180_000);

const DAY_MS = 86_400_000;
const FUTURE_TOLERANCE_MS = DAY_MS;

interface Stored {
  positions: Map<number, number[]>;
  quarantine: Map<number, Array<{ ts: number; reason: string }>>;
}

// Issue 18, finding 1: the path from the decoders to the row, over every value the decoders can produce. The
// gateway's half (decode, toPositionRecord, the topic's encoding) runs in the gateway's own code in a process of its
// own; this file's half is the ingest's row building and the real PositionsWriter into PostgreSQL. Every record the
// gateway acknowledged must be stored exactly once: in the positions store, or (dated where the store cannot hold
// it) in the quarantine. Seeded: a failure names the seed that reproduces it.
describe('the path from the decoders to the positions store', () => {
  const store = useBeforeAll(
    async () => {
      const config = loadDevicesConfig(await inProcessServiceEnv('devices'));
      await runMigrations(kitOrmOptions(devicesService, config.DATABASE_URL));
      return { pool: new Pool({ connectionString: config.DATABASE_URL, max: 4 }) };
    },
    { close: ({ pool }) => pool.end() },
  );
  const writer = () => new PositionsWriter(store.pool);

  /** Device ids no other test uses (the positions table has no foreign key to devices). */
  function devicesFor(imeis: readonly string[]): Map<string, KnownDevice> {
    const base = 8_000_000_000_000 + randomInt(0, 2 ** 40);
    return new Map(
      imeis.map((imei, index) => [imei, { id: base + index, organizationId: null, reportedFrequencyS: null }]),
    );
  }

  async function storedOf(deviceIds: readonly number[]): Promise<Stored> {
    const positions = new Map<number, number[]>();
    const quarantine = new Map<number, Array<{ ts: number; reason: string }>>();
    const { rows } = await store.pool.query<{ device_id: string; ts_ms: string }>(
      `select device_id, (extract(epoch from ts) * 1000)::bigint as ts_ms from devices.positions
       where device_id = any($1::bigint[]) order by ts`,
      [deviceIds],
    );
    for (const row of rows)
      positions.set(Number(row.device_id), [...(positions.get(Number(row.device_id)) ?? []), Number(row.ts_ms)]);
    const kept = await store.pool.query<{ device_id: string; device_ts_ms: string; reason: string }>(
      `select device_id, device_ts_ms, reason from devices.positions_quarantine where device_id = any($1::bigint[])
       order by device_ts_ms`,
      [deviceIds],
    );
    for (const row of kept.rows) {
      const id = Number(row.device_id);
      quarantine.set(id, [...(quarantine.get(id) ?? []), { ts: Number(row.device_ts_ms), reason: row.reason }]);
    }
    return { positions, quarantine };
  }

  it.each([18, 1801])(
    'stores every record of 400 acknowledged packets of extreme values exactly once (seed %i)',
    async (seed) => {
      const nowMs = Date.now();
      const packets = await gatewayExtremePackets({ seed, packets: 400, nowMs });
      const devices = devicesFor(packets.map((packet) => packet.imei));
      // Batches as the consumer hands them over (several packets each), every one written without a failure.
      for (let at = 0; at < packets.length; at += 37) {
        const batch = packets.slice(at, at + 37).map((packet) => packet.message);
        const rows = toBatchRows(batch, (imei) => devices.get(imei), { nowMs, futureToleranceMs: FUTURE_TOLERANCE_MS });
        const outcome = await writer().writeBatch({ ...rows, statuses: [] });
        expect(outcome).toEqual({ refused: 0, refusedKept: 0, failures: [] });
      }

      const stored = await storedOf([...devices.values()].map((device) => device.id));
      let quarantined = 0;
      for (const packet of packets) {
        const id = devices.get(packet.imei)!.id;
        const times = packet.message.records.map((record) => Number(record.timestampMs));
        expect(times).toHaveLength(packet.acknowledged);
        const inStore = stored.positions.get(id) ?? [];
        const kept = stored.quarantine.get(id) ?? [];
        quarantined += kept.length;
        // Exactly once: each acknowledged record in one place, nothing else there.
        expect([...inStore, ...kept.map((row) => row.ts)].sort((a, b) => a - b)).toEqual(
          [...times].sort((a, b) => a - b),
        );
        for (const row of kept) expect(row).toMatchObject({ reason: 'future_timestamp' });
        for (const ts of inStore) expect(ts).toBeLessThanOrEqual(nowMs + FUTURE_TOLERANCE_MS);
      }
      // The seeds reach both places.
      expect(quarantined).toBeGreaterThan(0);
      expect([...stored.positions.values()].flat().length).toBeGreaterThan(quarantined);
    },
  );

  it("holds what any producer may put on the topic: the wire types' own extremes, each stored once and flagged", async () => {
    const nowMs = Date.now();
    const t = nowMs - 60_000;
    const I32_MAX = 2 ** 31 - 1;
    const base: telemetryV1.PositionRecord = {
      timestampMs: t,
      latitude: 59.33,
      longitude: 18.06,
      altitudeM: 20,
      angleDeg: 90,
      satellites: 9,
      speedKmh: 40,
      validFix: true,
      priority: 0,
      eventIoId: 0,
      rawIo: {},
    };
    const records: telemetryV1.PositionRecord[] = [
      { ...base, timestampMs: t + 1, speedKmh: I32_MAX, angleDeg: -(2 ** 31), altitudeM: I32_MAX, satellites: I32_MAX },
      { ...base, timestampMs: t + 2, latitude: Number.NaN, longitude: Number.POSITIVE_INFINITY, hdop: Number.NaN },
      { ...base, timestampMs: t + 3, latitude: -0, hdop: -1, speedKmh: -5 },
      {
        ...base,
        timestampMs: t + 4,
        io: {
          totalOdometerM: Number.MAX_SAFE_INTEGER,
          tripOdometerM: -1,
          externalVoltageMv: I32_MAX,
          batteryVoltageMv: -(2 ** 31),
          batteryLevelPct: 101,
          gsmSignal: I32_MAX,
          ibuttonDriverId: `${'0'.repeat(100)}\u0000`,
          greenDrivingType: -1,
          greenDrivingValue: I32_MAX,
        },
        rawIo: { 1: 'nul\u0000byte', 2: 'lone \ud800 surrogate', 3: 'x'.repeat(200_000), 4_294_967_295: 'largest key' },
      },
      // Dated beyond the tolerance, before year 1, and as far as int64 goes while exact in JavaScript.
      { ...base, timestampMs: nowMs + FUTURE_TOLERANCE_MS + 1 },
      { ...base, timestampMs: -Number.MAX_SAFE_INTEGER },
      { ...base, timestampMs: Number.MAX_SAFE_INTEGER },
    ];
    const packet: telemetryV1.TelemetryPacket = {
      imei: '359999999999990',
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      transport: telemetryV1.Transport.TCP,
      codec: '8E',
      receivedTsMs: nowMs,
      buffered: false,
      records,
      raw: Buffer.from('not the bytes of a tracker'),
      gatewayInstance: 'a producer that is not the gateway',
    };
    // Through the topic's encoding, as a consumer receives it.
    const codec = TOPICS.telemetryPositions.codec;
    const received = codec.decode(codec.encode(packet).finish());
    const devices = devicesFor([packet.imei]);
    const id = devices.get(packet.imei)!.id;
    const rows = toBatchRows([received], (imei) => devices.get(imei), {
      nowMs,
      futureToleranceMs: FUTURE_TOLERANCE_MS,
    });
    expect(await writer().writeBatch({ ...rows, statuses: [] })).toEqual({ refused: 0, refusedKept: 0, failures: [] });

    const stored = await store.pool.query(
      `select (extract(epoch from ts) * 1000)::bigint::text as ts, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, hdop, total_odometer_m::text as odometer, external_voltage_mv,
         battery_level_pct, driver_id, io
       from devices.positions where device_id = $1 order by ts`,
      [id],
    );
    expect(stored.rows.map((row) => Number(row.ts))).toEqual([t + 1, t + 2, t + 3, t + 4]);
    const [huge, nowhere, negative, io] = stored.rows;
    expect(huge).toMatchObject({ speed_kmh: null, angle_deg: null, altitude_m: null, satellites: 0, valid_fix: true });
    expect(huge.io).toEqual({
      [RAW_VALUE_KEYS.speedKmh]: String(I32_MAX),
      [RAW_VALUE_KEYS.angleDeg]: String(-(2 ** 31)),
      [RAW_VALUE_KEYS.altitudeM]: String(I32_MAX),
      [RAW_VALUE_KEYS.satellites]: String(I32_MAX),
    });
    expect(nowhere).toMatchObject({ latitude: 0, longitude: 0, valid_fix: false, hdop: null });
    expect(nowhere.io).toEqual({
      [RAW_VALUE_KEYS.latitude]: 'NaN',
      [RAW_VALUE_KEYS.longitude]: 'Infinity',
      [RAW_VALUE_KEYS.hdop]: 'NaN',
    });
    expect(negative).toMatchObject({ latitude: 0, speed_kmh: null, hdop: null, valid_fix: true });
    expect(io).toMatchObject({ odometer: null, external_voltage_mv: null, battery_level_pct: null, driver_id: null });
    expect(io.io).toMatchObject({
      1: `hex:${Buffer.from('nul\u0000byte').toString('hex')}`,
      // UTF-8 on the wire cannot carry a lone surrogate: it arrives as U+FFFD, which is storable text.
      2: 'lone \ufffd surrogate',
      4294967295: 'largest key',
      [RAW_VALUE_KEYS.totalOdometerM]: String(Number.MAX_SAFE_INTEGER),
      [RAW_VALUE_KEYS.batteryLevelPct]: '101',
      [RAW_VALUE_KEYS.ibuttonDriverId]: `hex:${Buffer.from(`${'0'.repeat(100)}\u0000`).toString('hex')}`,
    });
    expect(io.io[3]).toHaveLength(200_000);

    const kept = await store.pool.query(
      `select device_ts_ms::text as ts, reason from devices.positions_quarantine where device_id = $1
       order by device_ts_ms`,
      [id],
    );
    expect(kept.rows).toEqual([
      { ts: String(-Number.MAX_SAFE_INTEGER), reason: 'timestamp_out_of_range' },
      { ts: String(nowMs + FUTURE_TOLERANCE_MS + 1), reason: 'future_timestamp' },
      { ts: String(Number.MAX_SAFE_INTEGER), reason: 'future_timestamp' },
    ]);
  });

  it('isolates a row the store refuses: its batch is stored, it is quarantined, and only a row nothing holds fails', async () => {
    const nowMs = Date.now();
    const t = nowMs - 60_000;
    const record = (offset: number): telemetryV1.PositionRecord => ({
      timestampMs: t + offset,
      latitude: 59.33,
      longitude: 18.06,
      altitudeM: 20,
      angleDeg: 90,
      satellites: 9,
      speedKmh: 40,
      validFix: true,
      priority: 0,
      eventIoId: 0,
      rawIo: {},
    });
    const imeis = ['359999999999991', '359999999999992', '359999999999993'];
    const devices = devicesFor(imeis);
    const packets = imeis.map((imei, index) => ({
      imei,
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      transport: telemetryV1.Transport.TCP,
      codec: '8',
      receivedTsMs: nowMs,
      buffered: false,
      records: [record(index * 10), record(index * 10 + 1)],
      raw: Buffer.from(`packet ${index}`),
      gatewayInstance: 'test',
    }));
    const rows = toBatchRows(packets, (imei) => devices.get(imei), { nowMs, futureToleranceMs: FUTURE_TOLERANCE_MS });
    // Rows as no normaliser would leave them: a speed beyond smallint (the issue's error), and a value neither the
    // positions store nor the quarantine's JSON can hold.
    rows.positions.speedKmh[1] = 40_000;
    rows.positions.io[4] = { 1: 'nul\u0000byte' };

    const outcome = await writer().writeBatch({ ...rows, statuses: [] });
    expect(outcome.refused).toBe(2);
    expect(outcome.refusedKept).toBe(1);
    expect(outcome.failures).toEqual([{ packet: 2, reason: expect.stringMatching(/^quarantine: /) }]);

    const stored = await storedOf([...devices.values()].map((device) => device.id));
    const [first, second, third] = imeis.map((imei) => devices.get(imei)!.id);
    expect(stored.positions.get(first)).toEqual([t]);
    expect(stored.positions.get(second)).toEqual([t + 10, t + 11]);
    expect(stored.positions.get(third)).toEqual([t + 21]);
    expect(stored.quarantine.get(first)).toEqual([{ ts: t + 1, reason: 'unstorable' }]);
    expect(stored.quarantine.get(third)).toBeUndefined();
    const avl = await store.pool.query(`select count(*)::int as n from devices.avl_packets where device_id = any($1)`, [
      [first, second, third],
    ]);
    expect(avl.rows[0].n).toBe(3);
    const detail = await store.pool.query(
      `select detail from devices.positions_quarantine where device_id = $1 and device_ts_ms = $2`,
      [first, t + 1],
    );
    expect(detail.rows[0].detail).toMatch(/smallint out of range/);
  });
});
