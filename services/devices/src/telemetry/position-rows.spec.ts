import { RAW_VALUE_KEYS, type telemetryV1 } from '@fleetlog/contracts';

import { toBatchRows } from './position-rows';

const device = { id: 7, organizationId: 3, reportedFrequencyS: null };

function record(timestampMs: number, satellites: number, validFix: boolean): telemetryV1.PositionRecord {
  return {
    timestampMs,
    latitude: 57.7,
    longitude: 11.97,
    altitudeM: 10,
    angleDeg: 90,
    satellites,
    speedKmh: 30,
    validFix,
    hdop: validFix ? 2 : undefined,
    priority: 0,
    eventIoId: 0,
    io: undefined,
    rawIo: {},
  };
}

function rowsOf(records: telemetryV1.PositionRecord[], raw = new Uint8Array(0)) {
  const packet: telemetryV1.TelemetryPacket = {
    imei: '350000000000113',
    protocol: 2,
    transport: 1,
    codec: 'GTFRI',
    receivedTsMs: 1_800_000_000_000,
    buffered: false,
    records,
    raw,
    gatewayInstance: 'test',
  };
  return toBatchRows([packet], () => device, { nowMs: 1_800_000_000_000, futureToleranceMs: 60_000 });
}

describe(toBatchRows.name, () => {
  it('plots what the gateway judged a fix: an @Track fix has no satellite count, a Teltonika record with 0 has none', () => {
    const queclink = rowsOf([record(1_799_999_990_000, 0, true)]);
    expect(queclink.positions.validFix).toEqual([true]);
    expect(queclink.facts[0]?.newestFix?.timestampMs).toBe(1_799_999_990_000);

    const noFix = rowsOf([record(1_799_999_990_000, 0, false)]);
    expect(noFix.positions.validFix).toEqual([false]);
    expect(noFix.facts[0]?.newestFix).toBeNull();
  });

  it('stores an impossible value as unknown, flagged in the raw IO, whatever produced the record (issue 18)', () => {
    const rows = rowsOf([{ ...record(1_799_999_990_000, 9, true), speedKmh: 0xffff, angleDeg: 0xffff }]);
    expect(rows.positions.speedKmh).toEqual([null]);
    expect(rows.positions.angleDeg).toEqual([null]);
    expect(rows.positions.io).toEqual([{ [RAW_VALUE_KEYS.speedKmh]: '65535', [RAW_VALUE_KEYS.angleDeg]: '65535' }]);
    expect(rows.normalized).toEqual(
      new Map([
        ['angleDeg', 1],
        ['speedKmh', 1],
      ]),
    );
    // The status and the map take the normalised record: no 65,535 km/h there either.
    expect(rows.facts[0]?.newestFix?.speedKmh).toBeUndefined();
    expect(rows.facts[0]?.latestPositiveSpeedMs).toBeNull();
  });

  it('keeps a record dated where the store cannot hold it in the quarantine, and dates its AVL row by arrival', () => {
    const rows = rowsOf(
      [
        record(1_799_999_990_000, 9, true),
        record(1_800_000_060_001, 9, true),
        record(-Number.MAX_SAFE_INTEGER, 0, false),
      ].sort((a, b) => a.timestampMs - b.timestampMs),
      new Uint8Array([1, 2, 3]),
    );
    expect(rows.positions.tsMs).toEqual([1_799_999_990_000]);
    expect(rows.quarantine.tsMs).toEqual([-Number.MAX_SAFE_INTEGER, 1_800_000_060_001]);
    expect(rows.quarantine.reason).toEqual(['timestamp_out_of_range', 'future_timestamp']);
    expect(rows.quarantine.record[1]).toMatchObject({ timestampMs: 1_800_000_060_001, speedKmh: 30 });
    // The packet's first record is before year 1: the AVL row is dated by the packet's arrival instead.
    expect(rows.avl.firstRecordMs).toEqual([1_800_000_000_000]);
    expect([rows.positions.packet, rows.quarantine.packet, rows.avl.packet]).toEqual([[0], [0, 0], [0]]);
  });
});
