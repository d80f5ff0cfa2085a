import { ProtocolError } from '../protocol-error';
import type { IoElement } from '../types';
import type { AvlCodec } from './codec';
import { decodeTeltonikaImei, decodeTeltonikaPacket, decodeTeltonikaUdp } from './teltonika-decoder';
import {
  encodeCodec12Command,
  encodeCodec12Response,
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
  encodeTeltonikaUdp,
  type RecordToEncode,
} from './teltonika-encoder';

// Builders: a drive near Göteborg and, for the signs, one in Buenos Aires.
function record(overrides: Partial<RecordToEncode> = {}): RecordToEncode {
  return {
    timestampMs: Date.UTC(2026, 10, 22, 8, 30, 0),
    priority: 0,
    longitude: 11.9745601,
    latitude: 57.7088702,
    altitudeM: 12,
    angleDeg: 270,
    satellites: 11,
    speedKmh: 54,
    eventIoId: 0,
    io: [
      { id: 239, size: 1, value: 1 },
      { id: 21, size: 1, value: 4 },
      { id: 66, size: 2, value: 13890 },
      { id: 16, size: 4, value: 123456789 },
      { id: 78, size: 8, value: 0x0123456789abcdefn },
    ],
    ...overrides,
  };
}

/** The wire groups IO elements by size (1, 2, 4, 8 bytes, then variable), keeping their order within a group. */
function wireOrder(io: readonly IoElement[]): IoElement[] {
  const rank = (element: IoElement) => (element.size === 'variable' ? 16 : element.size);
  return [...io].sort((a, b) => rank(a) - rank(b));
}

const WIDE_IO: IoElement[] = [
  { id: 389, size: 2, value: 65535 },
  { id: 11, size: 8, value: 2 ** 53 - 1 },
];

describe('Teltonika encoders', () => {
  const cases: [AvlCodec, RecordToEncode[]][] = [
    ['8', [record(), record({ timestampMs: Date.UTC(2026, 10, 22, 8, 30, 5), satellites: 0 })]],
    [
      '8E',
      [
        record({
          io: [...record().io, ...WIDE_IO, { id: 385, size: 'variable', value: Buffer.from('deadbeef', 'hex') }],
        }),
      ],
    ],
    ['16', [record({ io: WIDE_IO, eventIoId: 389, generationType: 5 })]],
  ];

  it.each(cases)('round-trips Codec %s over TCP', (codec, records) => {
    const packet = decodeTeltonikaPacket(encodeTeltonikaTcp(codec, records));
    expect(packet.codec).toBe(codec);
    expect(packet.ack?.readUInt32BE(0)).toBe(records.length);
    expect(packet.records).toEqual(
      records.map((r) => ({
        ...r,
        io: wireOrder(r.io),
        validFix: r.satellites > 0,
        ...(codec === '16' ? { generationType: r.generationType ?? 7 } : {}),
      })),
    );
  });

  it.each(cases)('round-trips Codec %s over UDP', (codec, records) => {
    const datagram = encodeTeltonikaUdp(codec, records, { imei: '352093081429150', packetId: 7, avlPacketId: 200 });
    const packet = decodeTeltonikaUdp(datagram);
    expect(packet).toMatchObject({ imei: '352093081429150', packetId: 7, avlPacketId: 200, codec });
    expect(packet.records.map((r) => r.timestampMs)).toEqual(records.map((r) => r.timestampMs));
    expect(packet.ack).toEqual(Buffer.from([0x00, 0x05, 0x00, 0x07, 0x01, 200, records.length]));
  });

  it('keeps negative coordinates through encode and decode', () => {
    const [decoded] = decodeTeltonikaPacket(
      encodeTeltonikaTcp('8', [record({ latitude: -34.6036844, longitude: -58.3815591, altitudeM: -5 })]),
    ).records;
    expect(decoded).toMatchObject({ latitude: -34.6036844, longitude: -58.3815591, altitudeM: -5 });
  });

  it('writes the IMEI handshake and the Codec 12 frames', () => {
    expect(encodeTeltonikaImei('356307042441013').toString('hex')).toBe('000f333536333037303432343431303133');
    expect(decodeTeltonikaImei(encodeTeltonikaImei('356307042441013'))).toBe('356307042441013');
    // The published getinfo command frame, byte for byte.
    expect(encodeCodec12Command('getinfo').toString('hex').toUpperCase()).toBe(
      '000000000000000F0C010500000007676574696E666F0100004312',
    );
    expect(decodeTeltonikaPacket(encodeCodec12Response('DI1:1 DO1:0')).messages).toEqual([
      { type: 6, text: 'DI1:1 DO1:0' },
    ]);
  });

  it('refuses what the codec cannot carry', () => {
    expect(() => encodeTeltonikaTcp('8', [record({ io: [{ id: 389, size: 1, value: 1 }] })])).toThrow(RangeError);
    expect(() =>
      encodeTeltonikaTcp('16', [record({ io: [{ id: 1, size: 'variable', value: Buffer.alloc(1) }] })]),
    ).toThrow(RangeError);
    expect(() => encodeTeltonikaTcp('8', [record({ io: [{ id: 1, size: 1, value: 256 }] })])).toThrow(RangeError);
    expect(() =>
      encodeTeltonikaTcp(
        '8',
        Array.from({ length: 256 }, () => record()),
      ),
    ).toThrow(RangeError);
  });

  it('produces frames a one-bit change makes the decoder refuse', () => {
    const frame = encodeTeltonikaTcp('8E', [record()]);
    frame[30] ^= 0x80;
    expect(() => decodeTeltonikaPacket(frame)).toThrow(ProtocolError);
  });
});
