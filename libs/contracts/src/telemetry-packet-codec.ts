import { type NormalizedIo, type PositionRecord, TelemetryPacket } from './generated/fleetlog/telemetry/v1/telemetry';
import type { MessageCodec } from './topics';

/**
 * The `TelemetryPacket` codec of `telemetry.positions.v1`: ts-proto's generated decoder, and an encoder of the same
 * bytes that sizes the message first and writes it into one buffer. The generated encoder goes through
 * @bufbuild/protobuf's BinaryWriter, which collects every byte in a JavaScript array and forks a writer per nested
 * message: at 20,000 records a second (each with its normalised IO and about ten raw IO map entries) that was more
 * than half of the gateway's CPU. Same wire format, field for field in the generated encoder's order and with its
 * rules for defaults (telemetry-packet-codec.spec.ts compares the bytes on generated and random packets).
 */
export const telemetryPacketCodec: MessageCodec<TelemetryPacket> = {
  encode: (message) => {
    const bytes = encodeTelemetryPacket(message);
    return { finish: () => bytes };
  },
  decode: (input) => TelemetryPacket.decode(input),
  fromPartial: (object) => TelemetryPacket.fromPartial(object),
};

export function encodeTelemetryPacket(packet: TelemetryPacket): Uint8Array {
  const sizes: number[] = [];
  const total = packetSize(packet, sizes);
  const out = new Writer(Buffer.allocUnsafe(total), sizes);
  writePacket(out, packet);
  if (out.pos !== total) throw new Error(`TelemetryPacket encoder wrote ${out.pos} of ${total} bytes`);
  return out.buf;
}

// Sizes. Nested messages' sizes (and each raw IO entry's id after its size) are pushed to `sizes` in the order the
// writer needs them (pre-order).

const TWO_POW_32 = 4_294_967_296;

function varintSize(value: number): number {
  // Non-negative integers below 2^53 (JavaScript's safe range; int64 fields carry milliseconds and metres).
  if (value < 128) return 1;
  if (value < 16_384) return 2;
  if (value < 2_097_152) return 3;
  if (value < 268_435_456) return 4;
  if (value < 34_359_738_368) return 5;
  if (value < 4_398_046_511_104) return 6;
  if (value < 562_949_953_421_312) return 7;
  return 8;
}

/** int32 and int64: a negative value is sign-extended to 64 bits, ten bytes. */
function signedSize(value: number): number {
  return value < 0 ? 10 : varintSize(value);
}

/** UTF-8 length; the IMEIs, codecs and raw IO values are ASCII, counted without a call into the runtime. */
function utf8Length(value: string): number {
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) >= 128) return Buffer.byteLength(value, 'utf8');
  }
  return value.length;
}

function stringSize(value: string): number {
  const length = utf8Length(value);
  return varintSize(length) + length;
}

function ioSize(io: NormalizedIo): number {
  let size = 0;
  if (io.ignition !== undefined) size += 2;
  if (io.movement !== undefined) size += 2;
  if (io.totalOdometerM !== undefined) size += 1 + signedSize(io.totalOdometerM);
  if (io.tripOdometerM !== undefined) size += 1 + signedSize(io.tripOdometerM);
  if (io.externalVoltageMv !== undefined) size += 1 + signedSize(io.externalVoltageMv);
  if (io.batteryVoltageMv !== undefined) size += 1 + signedSize(io.batteryVoltageMv);
  if (io.batteryLevelPct !== undefined) size += 1 + signedSize(io.batteryLevelPct);
  if (io.gsmSignal !== undefined) size += 1 + signedSize(io.gsmSignal);
  if (io.ibuttonDriverId !== undefined) size += 1 + stringSize(io.ibuttonDriverId);
  if (io.greenDrivingType !== undefined) size += 1 + signedSize(io.greenDrivingType);
  if (io.greenDrivingValue !== undefined) size += 1 + signedSize(io.greenDrivingValue);
  return size;
}

function recordSize(record: PositionRecord, sizes: number[]): number {
  const slot = sizes.length;
  sizes.push(0);
  let size = 0;
  if (record.timestampMs !== 0) size += 1 + signedSize(record.timestampMs);
  if (record.latitude !== 0) size += 9;
  if (record.longitude !== 0) size += 9;
  if (record.altitudeM !== undefined) size += 1 + signedSize(record.altitudeM);
  if (record.angleDeg !== undefined) size += 1 + signedSize(record.angleDeg);
  if (record.satellites !== 0) size += 1 + signedSize(record.satellites);
  if (record.speedKmh !== undefined) size += 1 + signedSize(record.speedKmh);
  if (record.validFix) size += 2;
  if (record.hdop !== undefined) size += 9;
  if (record.priority !== 0) size += 1 + signedSize(record.priority);
  if (record.eventIoId !== 0) size += 1 + signedSize(record.eventIoId);
  if (record.io !== undefined) {
    const io = ioSize(record.io);
    sizes.push(io);
    size += 1 + varintSize(io) + io;
  }
  const rawIo = record.rawIo;
  for (const key of Object.keys(rawIo)) {
    const id = mapKey(key);
    const value = rawIo[id];
    const entry = 1 + varintSize(id) + (value === '' ? 0 : 1 + stringSize(value));
    sizes.push(entry, id);
    size += 1 + varintSize(entry) + entry;
  }
  sizes[slot] = size;
  return 1 + varintSize(size) + size;
}

function packetSize(packet: TelemetryPacket, sizes: number[]): number {
  let size = 0;
  if (packet.imei !== '') size += 1 + stringSize(packet.imei);
  if (packet.protocol !== 0) size += 1 + signedSize(packet.protocol);
  if (packet.transport !== 0) size += 1 + signedSize(packet.transport);
  if (packet.codec !== '') size += 1 + stringSize(packet.codec);
  if (packet.receivedTsMs !== 0) size += 1 + signedSize(packet.receivedTsMs);
  if (packet.buffered) size += 2;
  for (const record of packet.records) size += recordSize(record, sizes);
  if (packet.raw.length !== 0) size += 1 + varintSize(packet.raw.length) + packet.raw.length;
  if (packet.gatewayInstance !== '') size += 1 + stringSize(packet.gatewayInstance);
  if (packet.reportedFrequencyS !== undefined) size += 1 + signedSize(packet.reportedFrequencyS);
  return size;
}

/** A raw IO key (the map's uint32 key, held as an object key): refused unless it is one. */
function mapKey(key: string): number {
  const value = Number(key);
  if (!Number.isInteger(value) || value < 0 || value >= TWO_POW_32 || String(value) !== key) {
    throw new Error(`raw IO key ${key} is not a uint32`);
  }
  return value;
}

// Writing.

class Writer {
  pos = 0;
  private next = 0;

  constructor(
    readonly buf: Buffer,
    private readonly sizes: readonly number[],
  ) {}

  nextSize(): number {
    return this.sizes[this.next++]!;
  }

  byte(value: number): void {
    this.buf[this.pos++] = value;
  }

  varint(value: number): void {
    // Non-negative, below 2^53: 7 bits at a time without 32-bit overflow.
    while (value >= 128) {
      this.buf[this.pos++] = (value % 128) | 128;
      value = Math.floor(value / 128);
    }
    this.buf[this.pos++] = value;
  }

  signed(value: number): void {
    if (value >= 0) {
      this.varint(value);
      return;
    }
    // Two's complement over 64 bits, as protobuf writes negative int32 and int64 values: ten bytes.
    let bits = BigInt.asUintN(64, BigInt(value));
    for (let i = 0; i < 9; i++) {
      this.buf[this.pos++] = Number(bits & 127n) | 128;
      bits >>= 7n;
    }
    this.buf[this.pos++] = Number(bits);
  }

  double(value: number): void {
    this.buf.writeDoubleLE(value, this.pos);
    this.pos += 8;
  }

  string(value: string): void {
    const length = utf8Length(value);
    this.varint(length);
    if (length === value.length) {
      // ASCII: byte by byte is faster than Buffer#write for the short strings of a packet.
      for (let i = 0; i < length; i++) this.buf[this.pos++] = value.charCodeAt(i);
    } else {
      this.pos += this.buf.write(value, this.pos, length, 'utf8');
    }
  }

  bytes(value: Uint8Array): void {
    this.varint(value.length);
    this.buf.set(value, this.pos);
    this.pos += value.length;
  }
}

function writeIo(out: Writer, io: NormalizedIo): void {
  if (io.ignition !== undefined) {
    out.byte(8);
    out.byte(io.ignition ? 1 : 0);
  }
  if (io.movement !== undefined) {
    out.byte(16);
    out.byte(io.movement ? 1 : 0);
  }
  if (io.totalOdometerM !== undefined) signedField(out, 24, io.totalOdometerM);
  if (io.tripOdometerM !== undefined) signedField(out, 32, io.tripOdometerM);
  if (io.externalVoltageMv !== undefined) signedField(out, 40, io.externalVoltageMv);
  if (io.batteryVoltageMv !== undefined) signedField(out, 48, io.batteryVoltageMv);
  if (io.batteryLevelPct !== undefined) signedField(out, 56, io.batteryLevelPct);
  if (io.gsmSignal !== undefined) signedField(out, 64, io.gsmSignal);
  if (io.ibuttonDriverId !== undefined) {
    out.byte(74);
    out.string(io.ibuttonDriverId);
  }
  if (io.greenDrivingType !== undefined) signedField(out, 80, io.greenDrivingType);
  if (io.greenDrivingValue !== undefined) signedField(out, 88, io.greenDrivingValue);
}

function signedField(out: Writer, tag: number, value: number): void {
  out.byte(tag);
  out.signed(value);
}

function writeRecord(out: Writer, record: PositionRecord): void {
  out.byte(58);
  out.varint(out.nextSize());
  if (record.timestampMs !== 0) signedField(out, 8, record.timestampMs);
  if (record.latitude !== 0) {
    out.byte(17);
    out.double(record.latitude);
  }
  if (record.longitude !== 0) {
    out.byte(25);
    out.double(record.longitude);
  }
  if (record.altitudeM !== undefined) signedField(out, 32, record.altitudeM);
  if (record.angleDeg !== undefined) signedField(out, 40, record.angleDeg);
  if (record.satellites !== 0) signedField(out, 48, record.satellites);
  if (record.speedKmh !== undefined) signedField(out, 56, record.speedKmh);
  if (record.validFix) {
    out.byte(64);
    out.byte(1);
  }
  if (record.hdop !== undefined) {
    out.byte(73);
    out.double(record.hdop);
  }
  if (record.priority !== 0) signedField(out, 80, record.priority);
  if (record.eventIoId !== 0) signedField(out, 88, record.eventIoId);
  if (record.io !== undefined) {
    out.byte(98);
    out.varint(out.nextSize());
    writeIo(out, record.io);
  }
  // The entries in the order the sizing pass took them (Object.keys: ids ascending), with their ids.
  const rawIo = record.rawIo;
  const entries = Object.keys(rawIo).length;
  for (let i = 0; i < entries; i++) {
    const entry = out.nextSize();
    const id = out.nextSize();
    const value = rawIo[id];
    out.byte(106);
    out.varint(entry);
    out.byte(8);
    out.varint(id);
    if (value !== '') {
      out.byte(18);
      out.string(value);
    }
  }
}

function writePacket(out: Writer, packet: TelemetryPacket): void {
  if (packet.imei !== '') {
    out.byte(10);
    out.string(packet.imei);
  }
  if (packet.protocol !== 0) signedField(out, 16, packet.protocol);
  if (packet.transport !== 0) signedField(out, 24, packet.transport);
  if (packet.codec !== '') {
    out.byte(34);
    out.string(packet.codec);
  }
  if (packet.receivedTsMs !== 0) signedField(out, 40, packet.receivedTsMs);
  if (packet.buffered) {
    out.byte(48);
    out.byte(1);
  }
  for (const record of packet.records) writeRecord(out, record);
  if (packet.raw.length !== 0) {
    out.byte(66);
    out.bytes(packet.raw);
  }
  if (packet.gatewayInstance !== '') {
    out.byte(74);
    out.string(packet.gatewayInstance);
  }
  if (packet.reportedFrequencyS !== undefined) signedField(out, 80, packet.reportedFrequencyS);
}
