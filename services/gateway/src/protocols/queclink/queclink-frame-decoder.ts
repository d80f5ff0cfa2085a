import { ProtocolError } from '../protocol-error';

// Frame decoder for a Queclink @Track TCP stream: text messages end with '$'. Bytes are read as latin1 (one
// character per byte: the protocol is ASCII, and a stray byte must not grow into a multi-byte sequence). Whitespace
// between messages (some firmware ends lines with CR LF) is dropped.

export interface QueclinkFrameDecoderOptions {
  /** The longest message accepted, '$' included; a longer run without '$' fails at once. */
  maxFrameBytes: number;
}

export class QueclinkFrameDecoder {
  private pending = '';
  private failure: ProtocolError | undefined;

  constructor(private readonly options: QueclinkFrameDecoderOptions) {}

  get bufferedBytes(): number {
    return this.pending.length;
  }

  /** Feeds one chunk; returns the whole messages it completed ('$' included). */
  push(chunk: Buffer): string[] {
    if (this.failure) throw this.failure;
    const text = this.pending + chunk.toString('latin1');
    const messages: string[] = [];
    let start = 0;
    for (;;) {
      while (start < text.length && isSpace(text.charCodeAt(start))) start += 1;
      const end = text.indexOf('$', start);
      if (end < 0) break;
      this.check(end + 1 - start);
      messages.push(text.slice(start, end + 1));
      start = end + 1;
    }
    this.pending = text.slice(start);
    this.check(this.pending.length);
    return messages;
  }

  private check(length: number): void {
    if (length > this.options.maxFrameBytes) {
      this.pending = '';
      this.failure = new ProtocolError(
        'FRAME_TOO_LARGE',
        `message of ${length} bytes without its end, limit ${this.options.maxFrameBytes}`,
      );
      throw this.failure;
    }
  }
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0d || code === 0x0a || code === 0x09 || code === 0x00;
}

export function createQueclinkFrameDecoder(options: QueclinkFrameDecoderOptions): QueclinkFrameDecoder {
  return new QueclinkFrameDecoder(options);
}
