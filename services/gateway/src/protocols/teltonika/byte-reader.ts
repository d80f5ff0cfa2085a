import { ProtocolError } from '../protocol-error';

// A bounds-checked big-endian cursor over one packet: every read that would pass `end` throws a TRUNCATED
// ProtocolError, so a garbled length can never read outside the packet or allocate from a length field.
export class ByteReader {
  constructor(
    readonly buf: Buffer,
    public pos: number,
    readonly end: number,
  ) {}

  get remaining(): number {
    return this.end - this.pos;
  }

  need(bytes: number, what: string): void {
    if (bytes > this.end - this.pos) {
      throw new ProtocolError('TRUNCATED', `${what}: needs ${bytes} bytes, ${this.end - this.pos} left`);
    }
  }

  u8(what: string): number {
    this.need(1, what);
    return this.buf[this.pos++];
  }

  u16(what: string): number {
    this.need(2, what);
    const value = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return value;
  }

  i16(what: string): number {
    this.need(2, what);
    const value = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return value;
  }

  u32(what: string): number {
    this.need(4, what);
    const value = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return value;
  }

  i32(what: string): number {
    this.need(4, what);
    const value = this.buf.readInt32BE(this.pos);
    this.pos += 4;
    return value;
  }

  /** An unsigned 64-bit value: a number while exactly representable, a bigint beyond 2^53. */
  u64(what: string): number | bigint {
    this.need(8, what);
    const high = this.buf.readUInt32BE(this.pos);
    const low = this.buf.readUInt32BE(this.pos + 4);
    this.pos += 8;
    if (high < 0x200000) return high * 0x100000000 + low;
    return (BigInt(high) << 32n) | BigInt(low);
  }

  bytes(length: number, what: string): Buffer {
    this.need(length, what);
    const value = this.buf.subarray(this.pos, this.pos + length);
    this.pos += length;
    return value;
  }
}
