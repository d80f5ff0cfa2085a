import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeQueclinkHeartbeat, encodeQueclinkReport, utcDigits, type QueclinkPosition } from '../queclink';
import {
  encodeCodec12Command,
  encodeCodec12Response,
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
  encodeTeltonikaUdp,
  type AvlCodec,
  type RecordToEncode,
} from '../teltonika';
import { REAL_PACKETS } from '../teltonika/fixtures/real-packets';
import type { IoElement } from '../types';
import type { Random } from './random';

// Seeds for the fuzzer: every published vector and real packet, plus packets the encoders make from random records
// (so every codec path, NX elements and long packets are reached), and @Track messages.

export interface Seed {
  protocol: 'teltonika-tcp' | 'teltonika-udp' | 'queclink';
  bytes: Buffer;
}

const REAL_QUECLINK = [
  '+RESP:GTFRI,DE0114,865284042140479,,0,0,1,1,0.0,0,28.0,-118.268093,33.975430,20200901105954,0311,0480,3500,00D07F02,18,0,,93,0,,,20200901110000,0355$',
  '+BUFF:GTFRI,8020040200,866314060249032,,12194,10,1,3,0.0,0,20.1,-71.596533,-33.524718,20230926200338,0730,0001,772A,052B253E,02,0,0.0,,,,,0,420000,,,,20230926200340,1549$',
  '+RESP:GTINF,423036,866884046104139,,41,89103000000064820042,22,99,0,,,3.82,0,0,1,0,0,20240622183159,57,,,,,20240623011548,005C$',
  '+ACK:GTHBD,1A0102,135790246811220,,20100214093254,11F0$',
  '+RESP:GTIGN,BD0221,861778061565387,CV200,,0,140944,0,0.0,358,17.6,-2.223488,51.882342,20251222020123,0234,0015,6093,000F830E,,,5810.9,20251222070035,20251222070035,C60E$',
  '+RESP:GTSOS,DF0200,868487004358800,cv100,,00,1,1,0.0,0,138.0,114.015465,22.537372,20210714115224,0460,0001,25F8,061A7D02,,,20210714195224,20210714195224,03A6$',
  '+BUFF:GTFRI,2E0503,861106050005423,,,0,1,,,,,,,,,,,,0,0,,98,1,0,,,20200101000001,0083$',
];

export function staticSeeds(): Seed[] {
  const vectors = JSON.parse(readFileSync(join(__dirname, '../teltonika/fixtures/teltonika-vectors.json'), 'utf8')) as {
    hex: string;
  }[];
  return [
    ...vectors.map((v) => ({ protocol: 'teltonika-tcp' as const, bytes: Buffer.from(v.hex, 'hex') })),
    ...REAL_PACKETS.map((p) => ({ protocol: 'teltonika-tcp' as const, bytes: Buffer.from(p.hex, 'hex') })),
    { protocol: 'teltonika-tcp', bytes: encodeTeltonikaImei('356307042441013') },
    { protocol: 'teltonika-tcp', bytes: encodeCodec12Command('getinfo') },
    { protocol: 'teltonika-tcp', bytes: encodeCodec12Response('RTC:2026/11/22 GPS:1 SAT:9') },
    ...REAL_QUECLINK.map((text) => ({ protocol: 'queclink' as const, bytes: Buffer.from(text, 'latin1') })),
  ];
}

function randomIo(random: Random, codec: AvlCodec): IoElement[] {
  const io: IoElement[] = [];
  const maxId = codec === '8' ? 255 : 65535;
  const sizes = [1, 2, 4, 8] as const;
  for (let n = random.int(12); n > 0; n -= 1) {
    const size = random.pick(sizes);
    const value =
      size === 8 && random.chance(0.3) ? BigInt(random.int(2 ** 31)) << 32n : random.int(2 ** Math.min(8 * size, 31));
    io.push({ id: random.int(maxId + 1), size, value });
  }
  if (codec === '8E') {
    for (let n = random.int(3); n > 0; n -= 1)
      io.push({ id: random.int(65536), size: 'variable', value: random.bytes(random.int(40)) });
  }
  return io;
}

export function randomRecord(random: Random, codec: AvlCodec): RecordToEncode {
  return {
    timestampMs: random.between(1_300_000_000, 1_900_000_000) * 1000 + random.int(1000),
    priority: random.int(3),
    longitude: (random.int(3_600_000_000) - 1_800_000_000) / 1e7,
    latitude: (random.int(1_800_000_000) - 900_000_000) / 1e7,
    altitudeM: random.between(-500, 3000),
    angleDeg: random.int(360),
    satellites: random.int(20),
    speedKmh: random.int(250),
    eventIoId: random.int(codec === '8' ? 256 : 65536),
    generationType: codec === '16' ? random.int(8) : undefined,
    io: randomIo(random, codec),
  };
}

/** A fresh packet from the encoders: Teltonika TCP or UDP in a random codec, or a Queclink report. */
export function generatedSeed(random: Random): Seed {
  const codec = random.pick(['8', '8E', '16'] as const);
  const records = Array.from({ length: random.between(1, random.chance(0.1) ? 60 : 5) }, () =>
    randomRecord(random, codec),
  );
  switch (random.int(3)) {
    case 0:
      return { protocol: 'teltonika-tcp', bytes: encodeTeltonikaTcp(codec, records) };
    case 1: {
      const imei = String(random.between(100_000_000, 999_999_999)).padEnd(15, '7');
      const header = { imei, packetId: random.int(65536), avlPacketId: random.int(256) };
      return { protocol: 'teltonika-udp', bytes: encodeTeltonikaUdp(codec, records, header) };
    }
    default:
      return { protocol: 'queclink', bytes: Buffer.from(queclinkText(random), 'latin1') };
  }
}

function queclinkText(random: Random): string {
  const imei = String(random.between(100_000_000, 999_999_999)).padEnd(15, '3');
  const sendTime = utcDigits(Date.UTC(2026, 10, 22, 10, 0, 0));
  if (random.chance(0.2)) return encodeQueclinkHeartbeat('440104', imei, sendTime, random.int(65536));
  const positions: QueclinkPosition[] = Array.from({ length: random.between(1, 15) }, () => ({
    timestampMs: random.between(1_500_000_000, 1_900_000_000) * 1000,
    latitude: (random.int(180_000_000) - 90_000_000) / 1e6,
    longitude: (random.int(360_000_000) - 180_000_000) / 1e6,
    altitudeM: random.between(-100, 2000),
    angleDeg: random.int(360),
    speedKmh: random.int(2000) / 10,
    accuracy: random.int(5),
  }));
  return encodeQueclinkReport({
    kind: random.pick(['RESP', 'BUFF'] as const),
    type: random.pick(['GTFRI', 'GTGEO', 'GTSPD', 'GTSOS', 'GTRTL', 'GTDOG', 'GTSTR'] as const),
    protocolVersion: '440104',
    imei,
    positions,
    batteryPct: random.int(101),
    moving: random.chance(0.5),
    sendTime,
    countNumber: random.int(65536),
  });
}
