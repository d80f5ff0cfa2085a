import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProtocolError } from '../protocol-error';
import { crc16Ibm } from './crc16';
import { EDITED_PACKETS, REAL_PACKETS } from './fixtures/real-packets';
import { decodeTeltonikaPacket, decodeTeltonikaUdp, readImei } from './teltonika-decoder';

interface Vector {
  name: string;
  hex: string;
  expected: {
    codec: number;
    recordCount?: number;
    ack?: string;
    type?: number;
    text?: string;
    records?: {
      timestamp: string;
      priority: number;
      longitude: number;
      latitude: number;
      altitudeM: number;
      angleDeg: number;
      satellites: number;
      speedKmh: number;
      eventIoId: number;
      generationType?: number;
      io: Record<string, number | string>;
    }[];
  };
}

const VECTORS = JSON.parse(readFileSync(join(__dirname, 'fixtures/teltonika-vectors.json'), 'utf8')) as Vector[];

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.code;
    throw error;
  }
  throw new Error('decoded without an error');
}

describe(decodeTeltonikaPacket.name, () => {
  it.each(VECTORS.map((vector) => [vector.name, vector] as const))('decodes the vector %s', (_name, vector) => {
    const packet = decodeTeltonikaPacket(Buffer.from(vector.hex, 'hex'));
    expect(packet.codecId).toBe(vector.expected.codec);
    if (vector.expected.codec === 12) {
      expect(packet.messages).toEqual([{ type: vector.expected.type, text: vector.expected.text }]);
      expect(packet.ack).toBeNull();
      return;
    }
    expect(packet.count).toBe(vector.expected.recordCount);
    expect(packet.ack?.toString('hex')).toBe(vector.expected.ack);
    const records = packet.records.map((record) => ({
      timestamp: new Date(record.timestampMs).toISOString().replace('.000Z', 'Z'),
      priority: record.priority,
      longitude: record.longitude,
      latitude: record.latitude,
      altitudeM: record.altitudeM,
      angleDeg: record.angleDeg,
      satellites: record.satellites,
      speedKmh: record.speedKmh,
      eventIoId: record.eventIoId,
      ...(record.generationType === undefined ? {} : { generationType: record.generationType }),
      io: Object.fromEntries(record.io.map((element) => [String(element.id), element.value])),
    }));
    expect(records).toEqual(vector.expected.records);
  });

  it.each(REAL_PACKETS.map((packet) => [packet.name, packet] as const))('decodes the real packet %s', (_n, real) => {
    const packet = decodeTeltonikaPacket(Buffer.from(real.hex, 'hex'));
    expect(packet.codec).toBe(real.codec);
    expect(packet.records).toHaveLength(real.records);
    if (real.first) {
      expect(packet.records[0]).toMatchObject(real.first);
      expect(packet.records[packet.records.length - 1].timestampMs).toBe(real.lastTimestampMs);
      expect(packet.ack?.readUInt32BE(0)).toBe(real.records);
    } else {
      expect(packet.messages[0].text).toBe(real.text);
    }
  });

  it('orders records that arrive newest first by time', () => {
    const real = REAL_PACKETS.find((packet) => packet.name === 'codec8-three-records-newest-first')!;
    const bytes = Buffer.from(real.hex, 'hex');
    // On the wire the first record is the newest (2022-03-28) and the last the oldest (2021-06-04).
    expect(bytes.readUInt32BE(10) * 2 ** 32 + bytes.readUInt32BE(14)).toBe(real.lastTimestampMs);
    const times = decodeTeltonikaPacket(bytes).records.map((record) => record.timestampMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reads negative coordinates as signed', () => {
    const south = decodeTeltonikaPacket(
      Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec16-negative-lat-lon')!.hex, 'hex'),
    );
    expect(south.records[0].latitude).toBeCloseTo(-33.4379166, 7);
    expect(south.records[0].longitude).toBeCloseTo(-70.64967, 7);
    const west = decodeTeltonikaPacket(
      Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec8-fourteen-records')!.hex, 'hex'),
    );
    expect(west.records.every((record) => record.longitude < -8)).toBe(true);
  });

  it('keeps variable-length (NX) elements of Codec 8 Extended as bytes', () => {
    const packet = decodeTeltonikaPacket(
      Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec8e-nx-element-385')!.hex, 'hex'),
    );
    const nx = packet.records[0].io.find((element) => element.id === 385);
    expect(nx).toEqual({
      id: 385,
      size: 'variable',
      value: Buffer.from('11210102030405060708090a0b0c0d0e0f10020b010ad2', 'hex'),
    });
  });

  it('keeps a record without satellites, flagged as no fix', () => {
    const packet = decodeTeltonikaPacket(Buffer.from(REAL_PACKETS.find((p) => p.name === 'codec8-no-fix')!.hex, 'hex'));
    expect(packet.records).toHaveLength(1);
    expect(packet.records[0]).toMatchObject({ satellites: 0, validFix: false });
    const fixed = decodeTeltonikaPacket(Buffer.from(REAL_PACKETS[0].hex, 'hex'));
    expect(fixed.records.every((record) => record.validFix)).toBe(true);
  });

  it.each(EDITED_PACKETS.map((packet) => [packet.name, packet.hex] as const))('refuses %s (bad CRC)', (_n, hex) => {
    expect(codeOf(() => decodeTeltonikaPacket(Buffer.from(hex, 'hex')))).toBe('BAD_CRC');
  });

  describe('refuses a damaged frame with a ProtocolError', () => {
    const good = Buffer.from(VECTORS[2].hex, 'hex'); // codec 8, two records

    function withCrc(frame: Buffer): Buffer {
      // Recompute the CRC so the check under test is the one that fails, not the CRC.
      frame.writeUInt32BE(crc16Ibm(frame, 8, frame.length - 4), frame.length - 4);
      return frame;
    }

    it('a flipped data byte', () => {
      const bad = Buffer.from(good);
      bad[20] ^= 0x01;
      expect(codeOf(() => decodeTeltonikaPacket(bad))).toBe('BAD_CRC');
    });

    it('a truncated frame', () => {
      expect(codeOf(() => decodeTeltonikaPacket(good.subarray(0, good.length - 5)))).toBe('BAD_LENGTH');
      expect(codeOf(() => decodeTeltonikaPacket(good.subarray(0, 6)))).toBe('TRUNCATED');
    });

    it('record counts that differ at both ends', () => {
      const bad = Buffer.from(good);
      bad[bad.length - 5] = 3;
      expect(codeOf(() => decodeTeltonikaPacket(withCrc(bad)))).toBe('RECORD_COUNT_MISMATCH');
    });

    it('a record count larger than the records present', () => {
      const bad = Buffer.from(good);
      bad[9] = 200;
      bad[bad.length - 5] = 200;
      expect(codeOf(() => decodeTeltonikaPacket(withCrc(bad)))).toBe('TRUNCATED');
    });

    it('a Codec 12 size beyond the frame (no allocation from the length field)', () => {
      const bad = Buffer.from(VECTORS[5].hex, 'hex');
      bad.writeUInt32BE(0xffffffff, 11);
      expect(codeOf(() => decodeTeltonikaPacket(withCrc(bad)))).toBe('TRUNCATED');
    });

    it('an unknown codec and a missing preamble', () => {
      const codec = Buffer.from(good);
      codec[8] = 0x99;
      expect(codeOf(() => decodeTeltonikaPacket(withCrc(codec)))).toBe('UNSUPPORTED_CODEC');
      const preamble = Buffer.from(good);
      preamble[1] = 1;
      expect(codeOf(() => decodeTeltonikaPacket(preamble))).toBe('BAD_PREAMBLE');
    });
  });
});

describe(decodeTeltonikaUdp.name, () => {
  // A real FMB datagram from traccar's connectionless test: packet id 0xCAFE, AVL packet id 0x22.
  const datagram = Buffer.from(
    '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001',
    'hex',
  );

  it('reads the header, the records and answers with the echo of both packet ids and the count', () => {
    const packet = decodeTeltonikaUdp(datagram);
    expect(packet).toMatchObject({ imei: '357454072713975', packetId: 0xcafe, avlPacketId: 0x22, codec: '8' });
    expect(packet.records).toHaveLength(1);
    expect(packet.records[0]).toMatchObject({ latitude: 51.630115, longitude: 0.4124566, satellites: 9, speedKmh: 49 });
    expect(packet.ack?.toString('hex')).toBe('0005cafe012201');
  });

  it('refuses a datagram whose length field disagrees', () => {
    expect(codeOf(() => decodeTeltonikaUdp(datagram.subarray(0, datagram.length - 1)))).toBe('BAD_LENGTH');
  });

  it('refuses a non-digit IMEI', () => {
    const bad = Buffer.from(datagram);
    bad[10] = 0x41;
    expect(codeOf(() => decodeTeltonikaUdp(bad))).toBe('BAD_IMEI');
  });
});

describe(readImei.name, () => {
  it('refuses an IMEI length of 0 or above 20', () => {
    expect(codeOf(() => decodeTeltonikaUdp(Buffer.from('0006cafe01220000', 'hex')))).toBe('BAD_IMEI');
    expect(codeOf(() => decodeTeltonikaUdp(Buffer.from('0006cafe01220015', 'hex')))).toBe('BAD_IMEI');
  });
});
