import { ProtocolError } from '../protocol-error';
import { decodeTeltonikaImei } from './teltonika-decoder';

// Frame decoder for a Teltonika TCP stream: bytes in whatever chunks the socket delivers, whole frames out.
// A frame is the IMEI handshake (2-byte length, ASCII IMEI), an AVL or Codec 12 frame (4 zero bytes, 4-byte data
// length, data, 4-byte CRC) or a one-byte 0xFF keep-alive some firmware sends. The first two bytes tell them apart:
// a handshake's length is never 0, a data frame's preamble always is. Frames are returned whole (for the AVL log);
// the protocol decoder checks the CRC and the content.

export type TeltonikaFrame =
  | { readonly kind: 'imei'; readonly imei: string; readonly bytes: Buffer }
  | { readonly kind: 'data'; readonly bytes: Buffer }
  | { readonly kind: 'ping' };

export interface TeltonikaFrameDecoderOptions {
  /** The largest frame accepted, header and CRC included; a longer announced length fails at once. */
  maxFrameBytes: number;
}

const PING = 0xff;
const DATA_HEADER_BYTES = 8;
const DATA_OVERHEAD_BYTES = 12; // header + CRC
const MIN_DATA_LENGTH = 3; // codec id and the two record counts
const MAX_IMEI_FRAME_BYTES = 2 + 20;

export class TeltonikaFrameDecoder {
  private parts: Buffer[] = [];
  private size = 0;
  /** Bytes needed before the next frame (or its header) can be decided; nothing is joined before that. */
  private need = 1;
  private failure: ProtocolError | undefined;

  constructor(private readonly options: TeltonikaFrameDecoderOptions) {}

  /** Bytes received but not yet part of a returned frame. */
  get bufferedBytes(): number {
    return this.size;
  }

  /** Feeds one chunk; returns the frames it completed. After a ProtocolError the decoder refuses further input. */
  push(chunk: Buffer): TeltonikaFrame[] {
    if (this.failure) throw this.failure;
    if (chunk.length === 0) return [];
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < this.need) return [];
    const buf = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
    const frames: TeltonikaFrame[] = [];
    let offset = 0;
    try {
      for (;;) {
        const frameLength = this.frameLength(buf, offset);
        if (frameLength === undefined || buf.length - offset < frameLength) {
          this.need = frameLength ?? this.need;
          break;
        }
        frames.push(this.frame(buf.subarray(offset, offset + frameLength)));
        offset += frameLength;
        this.need = 1;
      }
    } catch (error) {
      this.failure = error instanceof ProtocolError ? error : new ProtocolError('MALFORMED', String(error));
      this.parts = [];
      this.size = 0;
      throw this.failure;
    }
    const rest = buf.subarray(offset);
    this.parts = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return frames;
  }

  /**
   * The length of the frame starting at `offset`, or undefined when too few bytes are there to know it (then
   * `need` is raised to the header size). Throws when the header itself is not Teltonika's.
   */
  private frameLength(buf: Buffer, offset: number): number | undefined {
    const available = buf.length - offset;
    if (available < 1) {
      this.need = 1;
      return undefined;
    }
    if (buf[offset] === PING) return 1;
    if (available < 2) {
      this.need = 2;
      return undefined;
    }
    const first = buf.readUInt16BE(offset);
    if (first !== 0) {
      const length = 2 + first;
      if (length > MAX_IMEI_FRAME_BYTES) throw new ProtocolError('BAD_IMEI', `IMEI length ${first}`);
      return this.withinLimit(length);
    }
    if (available < DATA_HEADER_BYTES) {
      this.need = DATA_HEADER_BYTES;
      return undefined;
    }
    if (buf.readUInt16BE(offset + 2) !== 0) throw new ProtocolError('BAD_PREAMBLE', 'preamble is not 4 zero bytes');
    const dataLength = buf.readUInt32BE(offset + 4);
    if (dataLength < MIN_DATA_LENGTH) throw new ProtocolError('BAD_LENGTH', `data length ${dataLength}`);
    return this.withinLimit(DATA_OVERHEAD_BYTES + dataLength);
  }

  private withinLimit(length: number): number {
    if (length > this.options.maxFrameBytes) {
      throw new ProtocolError('FRAME_TOO_LARGE', `frame of ${length} bytes, limit ${this.options.maxFrameBytes}`);
    }
    return length;
  }

  private frame(bytes: Buffer): TeltonikaFrame {
    if (bytes.length === 1 && bytes[0] === PING) return { kind: 'ping' };
    if (bytes.readUInt16BE(0) !== 0) return { kind: 'imei', imei: decodeTeltonikaImei(bytes), bytes };
    return { kind: 'data', bytes };
  }
}

export function createTeltonikaFrameDecoder(options: TeltonikaFrameDecoderOptions): TeltonikaFrameDecoder {
  return new TeltonikaFrameDecoder(options);
}
