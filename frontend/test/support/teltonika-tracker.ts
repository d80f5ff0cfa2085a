// A Teltonika tracker in a test: connects to the gateway's Teltonika TCP port, passes the IMEI handshake and sends
// Codec 8 AVL packets of fixes, each resolved once the gateway acknowledged its records. The gateway then decodes
// and publishes them as it does for a real device (gateway → Kafka → the services), so a test drives the whole
// pipeline. A few dozen lines of Teltonika's public protocol, kept here rather than imported from the gateway
// (the frontend's tests import no service).
import { connect, type Socket } from 'node:net';

export interface TrackerFix {
  lat: number;
  lon: number;
  timestampMs: number;
  speedKmh?: number;
  angleDeg?: number;
  satellites?: number;
  ignition?: boolean;
}

// CRC-16/IBM (reflected polynomial 0xA001, initial 0) of the AVL data field.
function crc16(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

const IGNITION = 239;
const MOVEMENT = 240;

function record(fix: TrackerFix): Buffer {
  const gps = Buffer.alloc(24);
  gps.writeUInt32BE(Math.floor(fix.timestampMs / 0x100000000), 0);
  gps.writeUInt32BE(fix.timestampMs % 0x100000000, 4);
  gps[8] = 0;
  gps.writeInt32BE(Math.round(fix.lon * 1e7), 9);
  gps.writeInt32BE(Math.round(fix.lat * 1e7), 13);
  gps.writeInt16BE(30, 17);
  gps.writeUInt16BE(fix.angleDeg ?? 0, 19);
  gps[21] = fix.satellites ?? 11;
  gps.writeUInt16BE(fix.speedKmh ?? 0, 22);
  const moving = (fix.speedKmh ?? 0) > 0;
  const ignition = fix.ignition ?? moving;
  // Event id 0, two 1-byte elements (ignition, movement), none of 2, 4 or 8 bytes.
  const io = Buffer.from([0, 2, 2, IGNITION, ignition ? 1 : 0, MOVEMENT, moving ? 1 : 0, 0, 0, 0]);
  return Buffer.concat([gps, io]);
}

/** A whole Codec 8 TCP frame: preamble, data length, data, CRC. */
export function codec8Frame(fixes: readonly TrackerFix[]): Buffer {
  const data = Buffer.concat([Buffer.from([0x08, fixes.length]), ...fixes.map(record), Buffer.from([fixes.length])]);
  const frame = Buffer.alloc(12 + data.length);
  frame.writeUInt32BE(data.length, 4);
  data.copy(frame, 8);
  frame.writeUInt32BE(crc16(data), 8 + data.length);
  return frame;
}

export interface TeltonikaTracker {
  /** Sends the fixes (oldest first) as one packet; resolves when the gateway acknowledged all of them. */
  send(fixes: readonly TrackerFix[]): Promise<void>;
  close(): void;
}

function answer(socket: Socket, bytes: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let got = Buffer.alloc(0);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      if (error) reject(error);
      else resolve(got);
    };
    const onData = (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      if (got.length >= bytes) done();
    };
    const onClose = () => done(new Error('the gateway closed the connection'));
    const timer = setTimeout(() => done(new Error(`no answer of ${bytes} bytes in ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/** Connects as `imei`; rejects when the gateway refuses the IMEI (it learns devices from Kafka: retry a little). */
export async function connectTeltonika(port: number, imei: string, timeoutMs = 10_000): Promise<TeltonikaTracker> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const id = Buffer.from(imei, 'ascii');
  const handshake = Buffer.alloc(2 + id.length);
  handshake.writeUInt16BE(id.length);
  id.copy(handshake, 2);
  const accepted = answer(socket, 1, timeoutMs);
  socket.write(handshake);
  if ((await accepted)[0] !== 0x01) {
    socket.destroy();
    throw new Error(`the gateway refused IMEI ${imei}`);
  }
  return {
    async send(fixes) {
      const ack = answer(socket, 4, timeoutMs);
      socket.write(codec8Frame(fixes));
      const count = (await ack).readUInt32BE(0);
      if (count !== fixes.length) throw new Error(`the gateway acknowledged ${count} of ${fixes.length} records`);
    },
    close: () => socket.destroy(),
  };
}
