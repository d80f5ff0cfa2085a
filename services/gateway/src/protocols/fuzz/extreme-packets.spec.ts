import { normalizePositionRecord, RAW_VALUE_KEYS, TOPICS, type telemetryV1 } from '@fleetlog/contracts';

import { toPositionRecord } from '../normalize';
import { extremePackets } from './extreme-packets';

// The gateway's half of the path-to-the-store fuzz (the devices half: services/devices/test/ingest-extremes.int-spec.ts,
// which writes these packets into PostgreSQL): every field over its whole wire range, through the decoder and
// toPositionRecord, must come out inside the contract's ranges and survive the topic's encoding unchanged.
describe(extremePackets.name, () => {
  const nowMs = Date.UTC(2026, 10, 28, 12, 0, 0);
  const packets = [1, 2, 3].flatMap((seed) => extremePackets({ seed, packets: 200, nowMs }));

  it('makes packets the decoders take, every record acknowledged, over every protocol and codec', () => {
    expect(
      new Set(packets.map((packet) => `${packet.protocol}/${packet.transport}/${packet.codec}`)).size,
    ).toBeGreaterThanOrEqual(8);
    for (const packet of packets) {
      expect(packet.records).toHaveLength(packet.acknowledged);
      expect(new Set(packet.records.map((record) => record.timestampMs)).size).toBe(packet.records.length);
    }
    expect(new Set(packets.map((packet) => packet.imei)).size).toBe(packets.length);
  });

  it('publishes only values inside their physical ranges, each impossible one kept raw, unchanged by the topic codec', () => {
    const normalisedFields = new Set<string>();
    for (const packet of packets) {
      const records = packet.records.map(toPositionRecord);
      for (const record of records) {
        expect(normalizePositionRecord(record).normalized).toEqual([]);
        for (const [field, key] of Object.entries(RAW_VALUE_KEYS)) {
          if (record.rawIo[key] !== undefined) normalisedFields.add(field);
        }
      }
      const message: telemetryV1.TelemetryPacket = {
        imei: packet.imei,
        protocol: packet.protocol === 'teltonika' ? 1 : 2,
        transport: packet.transport === 'udp' ? 2 : 1,
        codec: packet.codec,
        receivedTsMs: nowMs,
        buffered: packet.buffered,
        records,
        raw: packet.raw,
        gatewayInstance: 'spec',
      };
      const codec = TOPICS.telemetryPositions.codec;
      expect(codec.decode(codec.encode(message).finish()).records).toEqual(records);
    }
    // The edges were reached: every field the decoders can garble was normalised somewhere.
    expect([...normalisedFields].sort()).toEqual(
      [
        'altitudeM',
        'angleDeg',
        'batteryLevelPct',
        'externalVoltageMv',
        'gsmSignal',
        'hdop',
        'latitude',
        'longitude',
        'satellites',
        'speedKmh',
        'totalOdometerM',
        'tripOdometerM',
        'batteryVoltageMv',
        'greenDrivingType',
        'greenDrivingValue',
      ].sort(),
    );
  });
});
