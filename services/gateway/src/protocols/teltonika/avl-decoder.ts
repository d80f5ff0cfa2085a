import { ProtocolError } from '../protocol-error';
import type { IoElement, TrackerRecord } from '../types';
import { ByteReader } from './byte-reader';
import {
  CODEC_12,
  CODEC_16,
  CODEC_8,
  CODEC_8E,
  CODEC12_COMMAND,
  CODEC12_RESPONSE,
  codecName,
  type TeltonikaCodec,
} from './codec';

// The codec-level body shared by TCP frames and UDP datagrams: codec id, record count, records (or Codec 12
// messages), record count again.

/** The largest time a JavaScript Date can hold: anything beyond is a garbled field, not a date. */
const MAX_TIMESTAMP_MS = 8.64e15;
const FIXED_SIZES = [1, 2, 4, 8] as const;

export interface Codec12Message {
  /** 5: command (server to device), 6: response (device to server). */
  type: number;
  text: string;
}

export interface AvlBody {
  codec: TeltonikaCodec;
  codecId: number;
  /** Ordered by time, oldest first (devices may send newest first). */
  records: TrackerRecord[];
  /** Codec 12 only. */
  messages: Codec12Message[];
  /** The count the device stated (and the acknowledgement carries). */
  count: number;
}

export function decodeAvlBody(reader: ByteReader): AvlBody {
  const codecId = reader.u8('codec id');
  const codec = codecName(codecId);
  if (codec === undefined) throw new ProtocolError('UNSUPPORTED_CODEC', `unsupported codec 0x${codecId.toString(16)}`);
  const count = reader.u8('record count');
  const records: TrackerRecord[] = [];
  const messages: Codec12Message[] = [];
  for (let i = 0; i < count; i += 1) {
    if (codecId === CODEC_12) messages.push(readCodec12Message(reader));
    else records.push(readRecord(reader, codecId));
  }
  const countAgain = reader.u8('second record count');
  if (countAgain !== count) {
    throw new ProtocolError('RECORD_COUNT_MISMATCH', `record count ${count} at the start, ${countAgain} at the end`);
  }
  if (reader.remaining !== 0) {
    throw new ProtocolError('BAD_LENGTH', `${reader.remaining} bytes after the second record count`);
  }
  sortByTime(records);
  return { codec, codecId, records, messages, count };
}

function readCodec12Message(reader: ByteReader): Codec12Message {
  const type = reader.u8('codec 12 type');
  if (type !== CODEC12_COMMAND && type !== CODEC12_RESPONSE) {
    throw new ProtocolError('MALFORMED', `codec 12 message type ${type}`);
  }
  const size = reader.u32('codec 12 size');
  // latin1 maps every byte to one character: a device's odd byte never becomes a replacement character.
  const text = reader.bytes(size, 'codec 12 text').toString('latin1');
  return { type, text };
}

function readRecord(reader: ByteReader, codecId: number): TrackerRecord {
  const timestampMs = reader.u64('timestamp');
  if (typeof timestampMs !== 'number' || timestampMs > MAX_TIMESTAMP_MS) {
    throw new ProtocolError('MALFORMED', `timestamp ${timestampMs} out of range`);
  }
  const priority = reader.u8('priority');
  const longitude = reader.i32('longitude') / 1e7;
  const latitude = reader.i32('latitude') / 1e7;
  const altitudeM = reader.i16('altitude');
  const angleDeg = reader.u16('angle');
  const satellites = reader.u8('satellites');
  const speedKmh = reader.u16('speed');
  const record: TrackerRecord = {
    timestampMs,
    priority,
    longitude,
    latitude,
    altitudeM,
    angleDeg,
    satellites,
    speedKmh,
    validFix: satellites > 0,
    eventIoId: 0,
    io: [],
  };
  if (codecId === CODEC_8) readIoCodec8(reader, record);
  else if (codecId === CODEC_8E) readIoCodec8E(reader, record);
  else if (codecId === CODEC_16) readIoCodec16(reader, record);
  return record;
}

function readFixed(reader: ByteReader, size: 1 | 2 | 4 | 8): number | bigint {
  switch (size) {
    case 1:
      return reader.u8('io value');
    case 2:
      return reader.u16('io value');
    case 4:
      return reader.u32('io value');
    default:
      return reader.u64('io value');
  }
}

function readIoCodec8(reader: ByteReader, record: TrackerRecord): void {
  record.eventIoId = reader.u8('event io id');
  reader.u8('io count');
  for (const size of FIXED_SIZES) {
    const n = reader.u8('io count by size');
    for (let i = 0; i < n; i += 1) {
      const id = reader.u8('io id');
      record.io.push({ id, size, value: readFixed(reader, size) });
    }
  }
}

function readIoCodec8E(reader: ByteReader, record: TrackerRecord): void {
  record.eventIoId = reader.u16('event io id');
  reader.u16('io count');
  for (const size of FIXED_SIZES) {
    const n = reader.u16('io count by size');
    for (let i = 0; i < n; i += 1) {
      const id = reader.u16('io id');
      record.io.push({ id, size, value: readFixed(reader, size) });
    }
  }
  const variable = reader.u16('nx io count');
  for (let i = 0; i < variable; i += 1) {
    const id = reader.u16('nx io id');
    const length = reader.u16('nx io length');
    // Copied, so a record kept for long does not pin the whole packet's buffer.
    const value: IoElement = { id, size: 'variable', value: Buffer.from(reader.bytes(length, 'nx io value')) };
    record.io.push(value);
  }
}

function readIoCodec16(reader: ByteReader, record: TrackerRecord): void {
  record.eventIoId = reader.u16('event io id');
  record.generationType = reader.u8('generation type');
  reader.u8('io count');
  for (const size of FIXED_SIZES) {
    const n = reader.u8('io count by size');
    for (let i = 0; i < n; i += 1) {
      const id = reader.u16('io id');
      record.io.push({ id, size, value: readFixed(reader, size) });
    }
  }
}

function sortByTime(records: TrackerRecord[]): void {
  // Most packets are already in order; checking first avoids sorting (and its allocation) on the hot path.
  for (let i = 1; i < records.length; i += 1) {
    if (records[i].timestampMs < records[i - 1].timestampMs) {
      records.sort((a, b) => a.timestampMs - b.timestampMs); // stable: equal times keep the device's order
      return;
    }
  }
}
