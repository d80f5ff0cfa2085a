import type { telemetryV1 } from '@fleetlog/contracts';

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

function rowsOf(records: telemetryV1.PositionRecord[]) {
  const packet: telemetryV1.TelemetryPacket = {
    imei: '350000000000113',
    protocol: 2,
    transport: 1,
    codec: 'GTFRI',
    receivedTsMs: 1_800_000_000_000,
    buffered: false,
    records,
    raw: new Uint8Array(0),
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
});
