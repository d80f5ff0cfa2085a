import { encodeQueclinkReport, type RecordToEncode } from '../../src/protocols';

/** The @Track protocol version the gateway's tests send (GL530MG). */
export const QUECLINK_PROTOCOL_VERSION = '6E0102';

/** `count` Teltonika records one second apart from `startMs`, with a fix and the ignition on. */
export function records(count: number, startMs: number): RecordToEncode[] {
  return Array.from({ length: count }, (_, index) => ({
    timestampMs: startMs + index * 1_000,
    priority: 0,
    longitude: 18.06 + index / 1e4,
    latitude: 59.33,
    altitudeM: 20,
    angleDeg: 10,
    satellites: 8,
    speedKmh: 30,
    eventIoId: 0,
    io: [{ id: 239, size: 1 as const, value: 1 }],
  }));
}

/** One Queclink GTFRI report of one position; `countNumber` makes each report of a device its own. */
export function queclinkReport(imei: string, countNumber: number): string {
  return encodeQueclinkReport({
    kind: 'RESP',
    type: 'GTFRI',
    protocolVersion: QUECLINK_PROTOCOL_VERSION,
    imei,
    positions: [
      {
        timestampMs: Date.UTC(2026, 10, 6, 7, 30, countNumber),
        latitude: 57.7089,
        longitude: 11.9746,
        altitudeM: 12,
        angleDeg: 90,
        speedKmh: 50,
        accuracy: 1,
      },
    ],
    batteryPct: 87,
    moving: true,
    sendTime: '20261106083100',
    countNumber,
  });
}
