import { ProtocolError } from './protocol-error';
import { decodeQueclinkMessage } from './queclink';
import { decodeTeltonikaImei, decodeTeltonikaPacket, decodeTeltonikaUdp, type TeltonikaPacket } from './teltonika';
import { crc16Ibm } from './teltonika/crc16';
import type { IoElement, TrackerRecord } from './types';

// The decode command's view of one input line: the pure core of `npm run decode` (the CLI only reads lines and
// prints). JSON values: io numbers for fixed-size elements (digits beyond 2^53 kept exact), hex for variable-length
// ones; the codec as its numeric id (142 for 8 Extended), as in the test vectors.

export type DecodeProtocol = 'teltonika' | 'queclink';
export type DecodeTransport = 'tcp' | 'udp';

export interface RecordView {
  timestamp: string;
  latitude: number;
  longitude: number;
  altitudeM: number;
  angleDeg: number;
  satellites: number;
  speedKmh: number;
  priority: number;
  eventIoId: number;
  generationType?: number;
  /** Queclink only (its reports have no satellite count): the fix flag and the GPS accuracy. */
  validFix?: boolean;
  hdop?: number;
  io: Record<string, number | bigint | string>;
}

export type DecodeView = ({ ok: true } & Record<string, unknown>) | { ok: false; error: string };

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

export function decodeLine(line: string, protocol: DecodeProtocol, transport: DecodeTransport): DecodeView {
  try {
    if (protocol === 'queclink') return queclinkView(line);
    const compact = line.replace(/\s+/g, '');
    if (!HEX.test(compact)) return { ok: false, error: 'MALFORMED: the line is not hexadecimal bytes' };
    const bytes = Buffer.from(compact, 'hex');
    return transport === 'udp' ? udpView(bytes) : tcpView(bytes);
  } catch (error) {
    if (error instanceof ProtocolError) return { ok: false, error: `${error.code}: ${error.message}` };
    throw error; // a bug, not a bad packet: the fuzzer and the tests must see it
  }
}

function tcpView(bytes: Buffer): DecodeView {
  if (bytes.length >= 2 && bytes.readUInt16BE(0) !== 0) {
    // The IMEI handshake; the gateway answers 01 for a known device (00 refuses), so the command shows 01.
    return { ok: true, codec: null, imei: decodeTeltonikaImei(bytes), records: [], ack: '01' };
  }
  const packet = decodeTeltonikaPacket(bytes);
  const crc16 = `0x${crc16Ibm(bytes, 8, bytes.length - 4).toString(16)}`;
  return { ok: true, ...packetView(packet, null), crc16 };
}

function udpView(bytes: Buffer): DecodeView {
  const packet = decodeTeltonikaUdp(bytes);
  return { ok: true, ...packetView(packet, packet.imei), packetId: packet.packetId, avlPacketId: packet.avlPacketId };
}

function packetView(packet: TeltonikaPacket, imei: string | null): Record<string, unknown> {
  const view: Record<string, unknown> = {
    codec: packet.codecId,
    imei,
    records: packet.records.map(recordView),
    ack: packet.ack ? packet.ack.toString('hex') : null,
  };
  if (packet.codec === '12') {
    const [first] = packet.messages;
    view.type = first?.type ?? null;
    view.text = first?.text ?? null;
    view.messages = packet.messages;
  } else {
    view.recordCount = packet.count;
  }
  return view;
}

function queclinkView(line: string): DecodeView {
  const message = decodeQueclinkMessage(line);
  return {
    ok: true,
    codec: message.type,
    imei: message.imei,
    records: message.records.map((record) => ({ ...recordView(record), validFix: record.validFix, hdop: record.hdop })),
    ack: message.ack,
    kind: message.kind,
    buffered: message.buffered,
    protocolVersion: message.protocolVersion,
    countNumber: message.countNumber,
    sendTime: message.sendTime,
    reported: message.reported,
  };
}

export function recordView(record: TrackerRecord): RecordView {
  const io: RecordView['io'] = {};
  for (const element of record.io) io[String(element.id)] = ioValue(element);
  const view: RecordView = {
    timestamp: isoUtc(record.timestampMs),
    latitude: record.latitude,
    longitude: record.longitude,
    altitudeM: record.altitudeM,
    angleDeg: record.angleDeg,
    satellites: record.satellites,
    speedKmh: record.speedKmh,
    priority: record.priority,
    eventIoId: record.eventIoId,
    io,
  };
  if (record.generationType !== undefined) view.generationType = record.generationType;
  return view;
}

function ioValue(element: IoElement): number | bigint | string {
  return element.size === 'variable' ? element.value.toString('hex') : element.value;
}

/** ISO-8601 UTC, milliseconds only when there are any (the vectors' form: 2019-06-10T10:04:46Z). */
export function isoUtc(ms: number): string {
  const iso = new Date(ms).toISOString();
  return ms % 1000 === 0 ? `${iso.slice(0, 19)}Z` : iso;
}

/** JSON with bigint values written as exact integers (JSON numbers have no size limit; JavaScript's do). */
export function toJsonLine(view: DecodeView): string {
  const marker = '\u0000bigint:';
  const json = JSON.stringify(view, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${marker}${value.toString()}` : value,
  );
  return json.replace(/"\\u0000bigint:(\d+)"/g, '$1');
}
