import { decodeQueclinkMessage, encodeQueclinkReport, utcDigits, type QueclinkPosition } from '../queclink';
import {
  decodeTeltonikaPacket,
  decodeTeltonikaUdp,
  encodeTeltonikaTcp,
  encodeTeltonikaUdp,
  type AvlCodec,
  type RecordToEncode,
} from '../teltonika';
import type { IoElement, TrackerRecord } from '../types';
import { Random } from './random';

// Valid packets whose every field runs over the whole range its wire format can carry, edges first: the input of the
// path-to-the-store fuzz (issue 18: a record the gateway acknowledges must be storable whatever it holds). Unlike the
// decoder fuzzer's mutated bytes, every packet here decodes; what is tested is what comes after the decoder
// (toPositionRecord, the contract, the devices ingest's rows and PostgreSQL). Pure and seeded: the same seed, count
// and clock give the same packets.

export interface ExtremePacket {
  protocol: 'teltonika' | 'queclink';
  transport: 'tcp' | 'udp';
  /** A distinct IMEI per packet, so each packet's records are one device's and their times are distinct. */
  imei: string;
  /** The telemetry codec name ('8', '8E', '16', or the @Track report type). */
  codec: string;
  raw: Buffer;
  buffered: boolean;
  /** The decoder's records (what the gateway publishes, through toPositionRecord). */
  records: TrackerRecord[];
  /** How many records the gateway acknowledges for it (the tracker then deletes them). */
  acknowledged: number;
}

export interface ExtremeOptions {
  seed: number;
  packets: number;
  /** Now, for the clock-relative edges (just inside and beyond the ingest's future tolerance). */
  nowMs: number;
}

const DAY_MS = 86_400_000;
/** The decoder's limit: the largest time a JavaScript Date holds. */
const MAX_TIMESTAMP_MS = 8.64e15;
const I32 = 2 ** 31;
/**
 * Variable-length (NX) bytes per packet: a few packets near the gateway's GATEWAY_MAX_PACKET_BYTES (64 KiB; what the
 * gateway refuses never passed it), the others small, so a run's messages stay a few megabytes.
 */
const LARGE_VARIABLE_BYTES = 40_000;
const SMALL_VARIABLE_BYTES = 2_000;
const KNOWN_IO_IDS = [16, 21, 66, 67, 78, 113, 199, 239, 240, 253, 254];

/** Mostly an edge of the range, otherwise anywhere in it. */
function edgeOr(random: Random, edges: readonly number[], min: number, max: number): number {
  return random.chance(0.7) ? random.pick(edges) : min + Math.floor(random.next() * (max - min + 1));
}

export function extremePackets(options: ExtremeOptions): ExtremePacket[] {
  const random = new Random(options.seed);
  const imeiPrefix = String(100 + (options.seed % 900)).padStart(3, '0');
  return Array.from({ length: options.packets }, (_, index) => {
    const imei = `35${imeiPrefix}${String(index).padStart(10, '0')}`;
    const kind = random.int(5);
    if (kind === 4) return queclinkPacket(random, imei, options.nowMs);
    const codec = (['8', '8E', '16'] as const)[kind % 3];
    return teltonikaPacket(random, imei, codec, kind === 3 ? 'udp' : 'tcp', options.nowMs);
  });
}

function teltonikaPacket(
  random: Random,
  imei: string,
  codec: AvlCodec,
  transport: 'tcp' | 'udp',
  nowMs: number,
): ExtremePacket {
  const count = random.between(1, 8);
  const times = distinctTimes(random, count, nowMs, 1);
  const budget = { variableBytes: random.chance(0.1) ? LARGE_VARIABLE_BYTES : SMALL_VARIABLE_BYTES };
  const records: RecordToEncode[] = times.map((timestampMs) => ({
    timestampMs,
    priority: edgeOr(random, [0, 1, 2, 255], 0, 255),
    longitude:
      edgeOr(random, [-I32, -1_800_000_001, -1_800_000_000, 0, 1_800_000_000, 1_800_000_001, I32 - 1], -I32, I32 - 1) /
      1e7,
    latitude:
      edgeOr(random, [-I32, -900_000_001, -900_000_000, 0, 900_000_000, 900_000_001, I32 - 1], -I32, I32 - 1) / 1e7,
    altitudeM: edgeOr(random, [-32_768, -1_001, -1_000, 0, 18_000, 18_001, 32_767], -32_768, 32_767),
    angleDeg: edgeOr(random, [0, 359, 360, 361, 0xffff], 0, 0xffff),
    satellites: edgeOr(random, [0, 1, 99, 100, 255], 0, 255),
    speedKmh: edgeOr(random, [0, 1, 500, 501, 40_000, 0xffff], 0, 0xffff),
    eventIoId: random.int(codec === '8' ? 256 : 65_536),
    generationType: codec === '16' ? random.int(8) : undefined,
    io: extremeIo(random, codec, budget),
  }));
  // Trackers send newest first; the decoder orders them.
  const wire = random.chance(0.5) ? [...records].reverse() : records;
  if (transport === 'udp') {
    const raw = encodeTeltonikaUdp(codec, wire, { imei, packetId: random.int(65_536), avlPacketId: random.int(256) });
    const packet = decodeTeltonikaUdp(raw);
    return {
      protocol: 'teltonika',
      transport,
      imei,
      codec,
      raw,
      buffered: false,
      records: packet.records,
      acknowledged: packet.count,
    };
  }
  const raw = encodeTeltonikaTcp(codec, wire);
  const packet = decodeTeltonikaPacket(raw);
  return {
    protocol: 'teltonika',
    transport,
    imei,
    codec,
    raw,
    buffered: false,
    records: packet.records,
    acknowledged: packet.count,
  };
}

/** Each fixed size at its edges (0, 1, the largest it holds, 2^53 around for 8 bytes), on the known ids and others. */
function extremeIo(random: Random, codec: AvlCodec, budget: { variableBytes: number }): IoElement[] {
  const io: IoElement[] = [];
  const maxId = codec === '8' ? 255 : 65_535;
  const used = new Set<number>();
  const id = () => {
    let candidate = random.chance(0.6) ? random.pick(KNOWN_IO_IDS) : random.int(maxId + 1);
    while (used.has(candidate)) candidate = (candidate + 1) % (maxId + 1);
    used.add(candidate);
    return candidate;
  };
  const fixed: Record<1 | 2 | 4 | 8, ReadonlyArray<number | bigint>> = {
    1: [0, 1, 100, 101, 0xff],
    2: [0, 1, 0xffff],
    4: [0, 1, 2 ** 31, 2 ** 32 - 1],
    8: [0, 1, 2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, 2n ** 53n + 1n, 2n ** 63n, 2n ** 64n - 1n],
  };
  for (let n = random.int(12); n > 0; n -= 1) {
    const size = random.pick([1, 2, 4, 8] as const);
    const value = random.chance(0.7) ? random.pick(fixed[size]) : random.int(2 ** Math.min(8 * size, 31));
    io.push({ id: id(), size, value });
  }
  if (codec === '8E') {
    for (let n = random.int(4); n > 0; n -= 1) {
      const length = Math.min(budget.variableBytes, random.pick([0, 1, 255, 2_000, random.int(20_000)]));
      budget.variableBytes -= length;
      io.push({ id: random.chance(0.2) ? 78 : random.int(65_536), size: 'variable', value: random.bytes(length) });
    }
  }
  return io;
}

/**
 * `count` distinct record times, each near an edge: the epoch, a reset clock (2000, GPS week rollover 2019), now,
 * just inside and beyond a day ahead (the ingest's default future tolerance), far ahead, the decoder's last time.
 */
function distinctTimes(random: Random, count: number, nowMs: number, resolutionMs: number): number[] {
  const edges = [
    0,
    Date.UTC(2000, 0, 1),
    Date.UTC(2019, 3, 7),
    nowMs - DAY_MS,
    nowMs,
    nowMs + DAY_MS - 60_000,
    nowMs + DAY_MS + 60_000,
    nowMs + 365 * DAY_MS,
    MAX_TIMESTAMP_MS - 10_000_000,
  ];
  const times = new Set<number>();
  while (times.size < count) {
    const base = random.chance(0.8) ? random.pick(edges) : Math.floor(random.next() * (MAX_TIMESTAMP_MS / 1000)) * 1000;
    const time = Math.floor(base / resolutionMs) * resolutionMs + random.int(1000) * resolutionMs;
    if (time <= MAX_TIMESTAMP_MS) times.add(time);
  }
  return [...times];
}

/** @Track text: every number field at the edges of what its pattern accepts (7 integer digits). */
function queclinkPacket(random: Random, imei: string, nowMs: number): ExtremePacket {
  const count = random.between(1, 5);
  // Whole seconds, years 0100 to 9999 (what 14 digits and the decoder's calendar check let through).
  const first = Date.UTC(100, 0, 1);
  const last = Date.UTC(9999, 11, 31, 23, 59, 59);
  const times = distinctTimes(random, count, nowMs, 1000).map((ms) => {
    if (random.chance(0.1)) return first + random.int(60) * 1000;
    if (random.chance(0.1)) return last - random.int(60) * 1000;
    return Math.min(ms, last - 3_600_000);
  });
  const unique = [...new Set(times)];
  const big = 9_999_999;
  const positions: QueclinkPosition[] = unique.map((timestampMs) => ({
    timestampMs,
    latitude: edgeOr(random, [-90e6, -1, 0, 90e6], -90e6, 90e6) / 1e6,
    longitude: edgeOr(random, [-180e6, 0, 180e6], -180e6, 180e6) / 1e6,
    altitudeM: edgeOr(random, [-big, -1_001, -1_000, 0, 18_000, 18_001, big], -big, big),
    angleDeg: edgeOr(random, [-big, -1, 0, 360, 361, big], -big, big),
    speedKmh: edgeOr(random, [-big * 10 - 9, -1, 0, 5_000, 5_001, big * 10 + 9], -big * 10 - 9, big * 10 + 9) / 10,
    accuracy: edgeOr(random, [0, 1, 99, 100, big], 0, big),
  }));
  const text = encodeQueclinkReport({
    kind: random.pick(['RESP', 'BUFF'] as const),
    type: random.pick(['GTFRI', 'GTGEO', 'GTSPD', 'GTSOS'] as const),
    protocolVersion: '440104',
    imei,
    positions,
    batteryPct: edgeOr(random, [0, 100, 101, 99_999], 0, 99_999),
    batteryMv: edgeOr(random, [0, 99_999], 0, 99_999),
    moving: random.chance(0.5),
    sendTime: utcDigits(nowMs),
    countNumber: random.int(65_536),
  });
  const message = decodeQueclinkMessage(text);
  return {
    protocol: 'queclink',
    transport: 'tcp',
    imei,
    codec: message.type,
    raw: Buffer.from(text, 'latin1'),
    buffered: message.buffered,
    records: message.records,
    acknowledged: message.records.length,
  };
}
