import type { IoElement, TrackerRecord } from '../types';
import { AVL_CODEC_IDS, CODEC_12, CODEC12_COMMAND, CODEC12_RESPONSE, type AvlCodec } from './codec';
import { crc16Ibm } from './crc16';

// Encoders: what a device sends (handshake, AVL frames and datagrams, Codec 12 responses) for the simulator, the
// tests and the benchmarks, and what the gateway sends (Codec 12 commands). A record the chosen codec cannot carry
// (an id above 255 in Codec 8, a variable-length element outside 8 Extended) is a caller's bug: RangeError.

/** Records to encode: decoded records fit, and so do plain literals without the derived `validFix`. */
export type RecordToEncode = Omit<TrackerRecord, 'validFix' | 'reported'>;

export interface UdpHeader {
  imei: string;
  packetId: number;
  avlPacketId: number;
}

const FIXED_SIZES = [1, 2, 4, 8] as const;

export function encodeTeltonikaImei(imei: string): Buffer {
  const ascii = Buffer.from(imei, 'latin1');
  const frame = Buffer.alloc(2 + ascii.length);
  frame.writeUInt16BE(ascii.length, 0);
  ascii.copy(frame, 2);
  return frame;
}

/** A whole TCP frame (preamble, length, data, CRC) of the records in the given codec, in the order given. */
export function encodeTeltonikaTcp(codec: AvlCodec, records: readonly RecordToEncode[]): Buffer {
  return tcpFrame(encodeAvlBody(codec, records));
}

/** A whole UDP datagram (header with IMEI, codec body, no CRC). */
export function encodeTeltonikaUdp(codec: AvlCodec, records: readonly RecordToEncode[], header: UdpHeader): Buffer {
  const body = encodeAvlBody(codec, records);
  const imei = Buffer.from(header.imei, 'latin1');
  const datagram = Buffer.alloc(8 + imei.length + body.length);
  datagram.writeUInt16BE(datagram.length - 2, 0);
  datagram.writeUInt16BE(header.packetId, 2);
  datagram[4] = 0x01;
  datagram[5] = header.avlPacketId;
  datagram.writeUInt16BE(imei.length, 6);
  imei.copy(datagram, 8);
  body.copy(datagram, 8 + imei.length);
  return datagram;
}

/** A Codec 12 command frame (type 5), as the gateway writes it to a connected device. */
export function encodeCodec12Command(text: string): Buffer {
  return encodeCodec12(CODEC12_COMMAND, text);
}

/** A Codec 12 response frame (type 6), as a device answers a command (the simulator's side). */
export function encodeCodec12Response(text: string): Buffer {
  return encodeCodec12(CODEC12_RESPONSE, text);
}

function encodeCodec12(type: number, text: string): Buffer {
  const command = Buffer.from(text, 'latin1');
  const body = Buffer.alloc(1 + 1 + 1 + 4 + command.length + 1);
  body[0] = CODEC_12;
  body[1] = 1;
  body[2] = type;
  body.writeUInt32BE(command.length, 3);
  command.copy(body, 7);
  body[body.length - 1] = 1;
  return tcpFrame(body);
}

function tcpFrame(body: Buffer): Buffer {
  const frame = Buffer.alloc(12 + body.length);
  frame.writeUInt32BE(body.length, 4);
  body.copy(frame, 8);
  frame.writeUInt32BE(crc16Ibm(body), 8 + body.length);
  return frame;
}

export function encodeAvlBody(codec: AvlCodec, records: readonly RecordToEncode[]): Buffer {
  if (records.length > 255) throw new RangeError(`${records.length} records: a packet holds at most 255`);
  const parts: Buffer[] = [Buffer.from([AVL_CODEC_IDS[codec], records.length])];
  for (const record of records) parts.push(encodeRecord(codec, record));
  parts.push(Buffer.from([records.length]));
  return Buffer.concat(parts);
}

function encodeRecord(codec: AvlCodec, record: RecordToEncode): Buffer {
  const gps = Buffer.alloc(24);
  gps.writeUInt32BE(Math.floor(record.timestampMs / 0x100000000), 0);
  gps.writeUInt32BE(record.timestampMs % 0x100000000, 4);
  gps[8] = record.priority;
  gps.writeInt32BE(Math.round(record.longitude * 1e7), 9);
  gps.writeInt32BE(Math.round(record.latitude * 1e7), 13);
  gps.writeInt16BE(record.altitudeM, 17);
  gps.writeUInt16BE(record.angleDeg, 19);
  gps[21] = record.satellites;
  gps.writeUInt16BE(record.speedKmh, 22);
  return Buffer.concat([gps, encodeIo(codec, record)]);
}

function encodeIo(codec: AvlCodec, record: RecordToEncode): Buffer {
  const wide = codec !== '8'; // 2-byte ids in 8E and 16
  const wideCounts = codec === '8E';
  const bySize = FIXED_SIZES.map((size) => record.io.filter((element) => element.size === size));
  const variable = record.io.filter((element) => element.size === 'variable');
  if (variable.length > 0 && codec !== '8E') {
    throw new RangeError(`codec ${codec} cannot carry variable-length IO elements`);
  }
  const out: number[] = [];
  const push = (value: number, bytes: 1 | 2) => {
    if (bytes === 2) out.push((value >>> 8) & 0xff);
    out.push(value & 0xff);
  };
  const idBytes = wide ? 2 : 1;
  const countBytes = wideCounts ? 2 : 1;
  checkId(record.eventIoId, idBytes);
  push(record.eventIoId, idBytes);
  if (codec === '16') push(record.generationType ?? 7, 1);
  push(record.io.length, countBytes);
  FIXED_SIZES.forEach((size, index) => {
    push(bySize[index].length, countBytes);
    for (const element of bySize[index]) {
      checkId(element.id, idBytes);
      push(element.id, idBytes);
      pushFixed(out, size, element.value as number | bigint);
    }
  });
  if (codec === '8E') {
    push(variable.length, 2);
    for (const element of variable as Extract<IoElement, { size: 'variable' }>[]) {
      push(element.id, 2);
      push(element.value.length, 2);
      for (const byte of element.value) out.push(byte);
    }
  }
  return Buffer.from(out);
}

function checkId(id: number, bytes: 1 | 2): void {
  if (!Number.isInteger(id) || id < 0 || id >= (bytes === 1 ? 0x100 : 0x10000)) {
    throw new RangeError(`IO id ${id} does not fit ${bytes} byte(s)`);
  }
}

function pushFixed(out: number[], size: 1 | 2 | 4 | 8, value: number | bigint): void {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    if (value >= 2 ** (8 * size)) throw new RangeError(`IO value ${value} does not fit ${size} byte(s)`);
    // Byte by byte from the top; division keeps values above 2^32 exact where bit operators would truncate.
    for (let i = size - 1; i >= 0; i -= 1) out.push(Math.floor(value / 2 ** (8 * i)) % 256);
    return;
  }
  let big = BigInt(value);
  if (big < 0n) throw new RangeError(`IO value ${value} is negative`);
  const bytes: number[] = [];
  for (let i = 0; i < size; i += 1) {
    bytes.push(Number(big & 0xffn));
    big >>= 8n;
  }
  if (big !== 0n) throw new RangeError(`IO value ${value} does not fit ${size} byte(s)`);
  for (let i = size - 1; i >= 0; i -= 1) out.push(bytes[i]);
}
