import type { PositionRecord } from './generated/fleetlog/telemetry/v1/telemetry';
import { normalizePositionRecord, RAW_VALUE_KEYS } from './position-record-ranges';

function record(overrides: Partial<PositionRecord> = {}): PositionRecord {
  return {
    timestampMs: Date.UTC(2026, 10, 28, 9, 0, 0),
    latitude: 59.3293,
    longitude: 18.0686,
    altitudeM: 20,
    angleDeg: 180,
    satellites: 9,
    speedKmh: 70,
    validFix: true,
    hdop: 0.8,
    priority: 0,
    eventIoId: 0,
    io: { ignition: true, totalOdometerM: 120_000, batteryLevelPct: 80, ibuttonDriverId: '01a2b3c4d5e6f708' },
    rawIo: { 239: '1', 16: '120000' },
    ...overrides,
  };
}

describe(normalizePositionRecord.name, () => {
  it('hands a plausible record back as it is, without copying', () => {
    const plausible = record();
    const { record: out, normalized } = normalizePositionRecord(plausible);
    expect(out).toBe(plausible);
    expect(normalized).toEqual([]);
  });

  it('makes an impossible speed or heading unknown and keeps what the tracker sent (issue 18: 0xFFFF)', () => {
    const { record: out, normalized } = normalizePositionRecord(record({ speedKmh: 0xffff, angleDeg: 0xffff }));
    expect(out.speedKmh).toBeUndefined();
    expect(out.angleDeg).toBeUndefined();
    expect(out.rawIo).toEqual({
      239: '1',
      16: '120000',
      [RAW_VALUE_KEYS.speedKmh]: '65535',
      [RAW_VALUE_KEYS.angleDeg]: '65535',
    });
    expect(normalized).toEqual(['angleDeg', 'speedKmh']);
  });

  it('takes the edges of each range as they are and the first value beyond as impossible', () => {
    expect(normalizePositionRecord(record({ speedKmh: 500, angleDeg: 360, altitudeM: -1000 })).normalized).toEqual([]);
    expect(normalizePositionRecord(record({ altitudeM: 18_000, satellites: 99, hdop: 99.99 })).normalized).toEqual([]);
    expect(normalizePositionRecord(record({ speedKmh: 501 })).record.speedKmh).toBeUndefined();
    expect(normalizePositionRecord(record({ speedKmh: -1 })).record.speedKmh).toBeUndefined();
    expect(normalizePositionRecord(record({ altitudeM: 18_001 })).record.altitudeM).toBeUndefined();
    expect(normalizePositionRecord(record({ angleDeg: 361 })).record.angleDeg).toBeUndefined();
    expect(normalizePositionRecord(record({ hdop: 100 })).record.hdop).toBeUndefined();
  });

  it('makes a record with impossible coordinates one without a fix at 0,0, the coordinates kept raw', () => {
    const { record: out } = normalizePositionRecord(record({ latitude: 214.7483647, longitude: Number.NaN }));
    expect(out).toMatchObject({ latitude: 0, longitude: 0, validFix: false });
    expect(out.rawIo).toMatchObject({ [RAW_VALUE_KEYS.latitude]: '214.7483647', [RAW_VALUE_KEYS.longitude]: 'NaN' });
  });

  it('counts impossible satellites as none (a fix without a count, as @Track reports), keeping the fix', () => {
    const { record: out } = normalizePositionRecord(record({ satellites: 255 }));
    expect(out).toMatchObject({ satellites: 0, validFix: true });
    expect(out.rawIo[RAW_VALUE_KEYS.satellites]).toBe('255');
  });

  it('leaves impossible IO values and an over-long driver id out, kept raw', () => {
    const { record: out, normalized } = normalizePositionRecord(
      record({
        io: {
          ignition: true,
          totalOdometerM: 2 ** 40,
          externalVoltageMv: 2 ** 31,
          batteryLevelPct: 101,
          gsmSignal: 6,
          ibuttonDriverId: 'x'.repeat(65),
        },
      }),
    );
    expect(out.io).toEqual({ ignition: true });
    expect(normalized).toEqual([
      'totalOdometerM',
      'externalVoltageMv',
      'batteryLevelPct',
      'gsmSignal',
      'ibuttonDriverId',
    ]);
    expect(out.rawIo).toMatchObject({
      [RAW_VALUE_KEYS.totalOdometerM]: String(2 ** 40),
      [RAW_VALUE_KEYS.batteryLevelPct]: '101',
      [RAW_VALUE_KEYS.ibuttonDriverId]: 'x'.repeat(65),
    });
  });

  it('rounds integer fields, makes -0 0, and writes raw text PostgreSQL cannot hold as hex', () => {
    const { record: out } = normalizePositionRecord(
      record({ speedKmh: 12.6, latitude: -0, rawIo: { 1: 'a\u0000b', 2: 'lone \ud800', 3: 'emoji 😀' } }),
    );
    expect(out.speedKmh).toBe(13);
    expect(Object.is(out.latitude, 0)).toBe(true);
    expect(out.rawIo).toEqual({
      1: `hex:${Buffer.from('a\u0000b').toString('hex')}`,
      2: `hex:${Buffer.from('lone \ud800').toString('hex')}`,
      3: 'emoji 😀',
    });
  });

  it('is idempotent: a normalised record comes back unchanged, its first raw values kept', () => {
    const once = normalizePositionRecord(record({ speedKmh: 40_000, latitude: 95 })).record;
    const twice = normalizePositionRecord(once);
    expect(twice.record).toBe(once);
    expect(twice.normalized).toEqual([]);
    expect(once.rawIo[RAW_VALUE_KEYS.speedKmh]).toBe('40000');
  });

  it('uses reserved keys no Teltonika IO element can have', () => {
    for (const key of Object.values(RAW_VALUE_KEYS)) expect(key).toBeGreaterThan(0xffff);
    expect(new Set(Object.values(RAW_VALUE_KEYS)).size).toBe(Object.keys(RAW_VALUE_KEYS).length);
  });
});
