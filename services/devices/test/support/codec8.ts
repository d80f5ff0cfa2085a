import { connect, type Socket } from 'node:net';

// The bytes a Teltonika tracker sends, written out here rather than with the gateway's encoder (services do not
// import each other): the IMEI handshake and a Codec 8 TCP frame (preamble, length, body, CRC-16/IBM).

export interface Codec8Record {
  timestampMs: number;
  latitude: number;
  longitude: number;
  altitudeM: number;
  /** u16 on the wire: 0xFFFF is what a tracker with a garbled field sends. */
  angleDeg: number;
  satellites: number;
  /** u16 on the wire. */
  speedKmh: number;
  /** 1-byte IO elements by id. */
  io1?: Record<number, number>;
  /** 4-byte IO elements by id. */
  io4?: Record<number, number>;
}

function crc16Ibm(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

function encodeRecord(record: Codec8Record): Buffer {
  const gps = Buffer.alloc(24);
  gps.writeBigUInt64BE(BigInt(record.timestampMs), 0);
  gps[8] = 0; // priority
  gps.writeInt32BE(Math.round(record.longitude * 1e7), 9);
  gps.writeInt32BE(Math.round(record.latitude * 1e7), 13);
  gps.writeInt16BE(record.altitudeM, 17);
  gps.writeUInt16BE(record.angleDeg, 19);
  gps[21] = record.satellites;
  gps.writeUInt16BE(record.speedKmh, 22);
  const io1 = Object.entries(record.io1 ?? {});
  const io4 = Object.entries(record.io4 ?? {});
  const io: number[] = [0, io1.length + io4.length, io1.length];
  for (const [id, value] of io1) io.push(Number(id), value);
  io.push(0, io4.length); // no 2-byte elements; the 4-byte ones
  for (const [id, value] of io4)
    io.push(Number(id), (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
  io.push(0); // no 8-byte elements
  return Buffer.concat([gps, Buffer.from(io)]);
}

/** A whole Codec 8 TCP frame of the records, in the order given. */
export function codec8Frame(records: readonly Codec8Record[]): Buffer {
  const body = Buffer.concat([
    Buffer.from([0x08, records.length]),
    ...records.map(encodeRecord),
    Buffer.from([records.length]),
  ]);
  const frame = Buffer.alloc(12 + body.length);
  frame.writeUInt32BE(body.length, 4);
  body.copy(frame, 8);
  frame.writeUInt32BE(crc16Ibm(body), 8 + body.length);
  return frame;
}

/** A tracker's TCP connection to the gateway: the IMEI handshake done (0x01 answered), then frames and their acks. */
export class TeltonikaTracker {
  private received = Buffer.alloc(0);
  private waiting?: () => void;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiting?.();
    });
  }

  static async connect(port: number, imei: string): Promise<TeltonikaTracker> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const tracker = new TeltonikaTracker(socket);
    const ascii = Buffer.from(imei, 'ascii');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(ascii.length);
    socket.write(Buffer.concat([length, ascii]));
    const [answer] = await tracker.read(1);
    if (answer !== 0x01) throw new Error(`the gateway refused IMEI ${imei}`);
    return tracker;
  }

  /** Sends a frame and answers the gateway's 4-byte acknowledgement (the record count it stored), as hex. */
  async send(frame: Buffer): Promise<string> {
    this.socket.write(frame);
    return (await this.read(4)).toString('hex');
  }

  close(): void {
    this.socket.destroy();
  }

  private async read(length: number, timeoutMs = 15_000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < length) {
      if (Date.now() > deadline) throw new Error(`the gateway answered ${this.received.length} of ${length} bytes`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 100);
      });
    }
    const out = this.received.subarray(0, length);
    this.received = this.received.subarray(length);
    return out;
  }
}
