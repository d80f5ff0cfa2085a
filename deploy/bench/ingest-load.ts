// The ingest benchmark's load generator (a child process of deploy/bench/ingest.ts, started with a raised open-files
// limit): lean simulated Teltonika trackers over real TCP, speaking Codec 8 from the gateway's own encoders with the
// real IMEI handshake. Each tracker waits for the 4-byte acknowledgement of a packet before its next one and, when
// none comes within the timeout or the connection drops, reconnects and resends the same packet (the gateway stores
// it once: the positions' primary key). Lean on purpose: on a 2-core machine every CPU millisecond spent here is
// taken from the gateway, the broker, the ingest and PostgreSQL.
//
// Modes (argv[2] names a JSON file holding the LoadSpec: 10,000 IMEIs exceed one argument's size limit): `load` offers a fixed record rate for a duration and prints one JSON line of
// figures at the end; `idle` connects every tracker, completes the handshakes, prints a line and holds the
// connections until stdin closes.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

import { encodeTeltonikaImei, encodeTeltonikaTcp, type RecordToEncode } from '../../services/gateway/src/protocols';

export interface LoadSpec {
  mode: 'load' | 'idle';
  host: string;
  port: number;
  imeis: string[];
  /** load: records in every packet, records per second the whole fleet offers, seconds. */
  recordsPerPacket?: number;
  recordsPerSecond?: number;
  durationS?: number;
  ackTimeoutMs?: number;
  /** idle: handshakes in progress at once. */
  connectConcurrency?: number;
}

export interface LoadFigures {
  packetsAcked: number;
  recordsAcked: number;
  /** Packets given up at the end without an acknowledgement (they may or may not be stored). */
  packetsUnacked: number;
  recordsUnacked: number;
  resends: number;
  reconnects: number;
  refusedHandshakes: number;
  elapsedS: number;
  cpuMs: number;
  /** Acknowledged records per 10 s window, to see whether the rate held. */
  ackedPerWindow: number[];
}

class Closed extends Error {}

/** One TCP connection's byte stream, with a single waiter for the gateway's next answer. */
export class Link {
  private socket?: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiter?: () => void;
  private open = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    readonly imei: string,
  ) {}

  get connected(): boolean {
    return this.open;
  }

  /** Connects and completes the handshake; false when the gateway refused the IMEI. */
  async handshake(timeoutMs: number): Promise<boolean> {
    this.close();
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port }, () => {
        socket.off('error', reject);
        socket.on('error', () => undefined);
        this.open = true;
        resolve();
      });
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
        this.waiter?.();
      });
      socket.on('close', () => {
        if (this.socket === socket) this.open = false;
        this.waiter?.();
      });
      this.socket = socket;
    });
    this.socket?.write(encodeTeltonikaImei(this.imei));
    const answer = await this.read(1, timeoutMs);
    if (answer[0] === 0x01) return true;
    this.close();
    return false;
  }

  /** Writes a frame and resolves with the acknowledged record count (Codec 12 frames from the gateway skipped). */
  async exchange(frame: Buffer, timeoutMs: number): Promise<number> {
    this.socket?.write(frame);
    for (;;) {
      const head = await this.read(4, timeoutMs, false);
      if (head.readUInt32BE(0) !== 0) return this.take(4).readUInt32BE(0);
      // A command frame (4 zero bytes, length, data, CRC): this benchmark's devices have none pending; skip it.
      const lengthBytes = await this.read(8, timeoutMs, false);
      await this.read(12 + lengthBytes.readUInt32BE(4), timeoutMs);
    }
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
    this.open = false;
    this.buffered = Buffer.alloc(0);
  }

  /** Waits for `count` bytes (consumed unless `consume` is false); rejects on close or timeout. */
  private read(count: number, timeoutMs: number, consume = true): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => finish(new Closed(`no answer within ${timeoutMs} ms`)), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.waiter = undefined;
        if (error) reject(error);
        else resolve(consume ? this.take(count) : this.buffered.subarray(0, count));
      };
      const check = () => {
        if (this.buffered.length >= count) finish();
        else if (!this.open) finish(new Closed('connection closed'));
      };
      this.waiter = check;
      check();
    });
  }

  private take(count: number): Buffer {
    // The reads above only take what has arrived; a short buffer here is a broken invariant, not a network event.
    if (this.buffered.length < count) throw new Closed('short read');
    const bytes = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(count);
    return bytes;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A record as an FMB device in a car sends it by default: position, 7 IO elements. */
function record(timestampMs: number, tracker: number, sequence: number): RecordToEncode {
  const step = sequence * 2e-5;
  return {
    timestampMs,
    priority: 0,
    latitude: 59.2 + (tracker % 100) * 0.004 + step,
    longitude: 17.8 + Math.floor(tracker / 100) * 0.01 + step,
    altitudeM: 20 + (sequence % 15),
    angleDeg: (sequence * 7) % 360,
    satellites: sequence % 50 === 0 ? 0 : 9 + (sequence % 5),
    speedKmh: 30 + (sequence % 60),
    eventIoId: 0,
    io: [
      { id: 239, size: 1, value: 1 },
      { id: 240, size: 1, value: 1 },
      { id: 21, size: 1, value: 4 },
      { id: 113, size: 1, value: 90 },
      { id: 66, size: 2, value: 13_800 + (sequence % 200) },
      { id: 67, size: 2, value: 4_050 },
      { id: 16, size: 4, value: 1_000_000 + sequence * 14 },
    ],
  };
}

async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const perPacket = spec.recordsPerPacket ?? 20;
  const durationS = spec.durationS ?? 300;
  const ackTimeoutMs = spec.ackTimeoutMs ?? 20_000;
  const perTrackerRate = (spec.recordsPerSecond ?? 20_000) / spec.imeis.length;
  const periodMs = (perPacket / perTrackerRate) * 1000;
  const started = Date.now();
  const endMs = started + durationS * 1000;
  // Record times one second apart (a device's usual finest interval), starting far enough back that the last record
  // of the run is still in the past: the ingest drops records from the future.
  const clockStartMs = started - Math.ceil(durationS * perTrackerRate + 120) * 1000;
  const figures: LoadFigures = {
    packetsAcked: 0,
    recordsAcked: 0,
    packetsUnacked: 0,
    recordsUnacked: 0,
    resends: 0,
    reconnects: 0,
    refusedHandshakes: 0,
    elapsedS: 0,
    cpuMs: 0,
    ackedPerWindow: [],
  };
  const window = (ms: number) => Math.floor((ms - started) / 10_000);
  const noteAcked = (records: number) => {
    const index = window(Date.now());
    figures.ackedPerWindow[index] = (figures.ackedPerWindow[index] ?? 0) + records;
  };
  // After the end, a packet still unacknowledged gets this long before it is given up (and counted as such).
  const giveUpMs = endMs + 2 * ackTimeoutMs;

  const tracker = async (index: number, imei: string) => {
    const link = new Link(spec.host, spec.port, imei);
    let sequence = 0;
    // Spread the first packets over one period so that the fleet does not send in lockstep.
    let nextMs = started + (periodMs * index) / spec.imeis.length;
    while (Date.now() < endMs) {
      const waitMs = nextMs - Date.now();
      if (waitMs > 0) await sleep(waitMs);
      if (Date.now() >= endMs) break;
      const records = Array.from({ length: perPacket }, (_, r) =>
        record(clockStartMs + (sequence + r) * 1000, index, sequence + r),
      );
      sequence += perPacket;
      const frame = encodeTeltonikaTcp('8', records);
      let attempts = 0;
      for (;;) {
        try {
          if (!link.connected) {
            if (attempts > 0 || sequence > perPacket) figures.reconnects += 1;
            if (!(await link.handshake(ackTimeoutMs))) {
              figures.refusedHandshakes += 1;
              throw new Closed('refused');
            }
          }
          if (attempts > 0) figures.resends += 1;
          attempts += 1;
          const count = await link.exchange(frame, ackTimeoutMs);
          if (count !== perPacket) throw new Closed(`acknowledged ${count} of ${perPacket}`);
          figures.packetsAcked += 1;
          figures.recordsAcked += perPacket;
          noteAcked(perPacket);
          break;
        } catch {
          link.close();
          if (Date.now() > giveUpMs) {
            figures.packetsUnacked += 1;
            figures.recordsUnacked += perPacket;
            break;
          }
          await sleep(500);
        }
      }
      // Closed loop: a gateway slower than the offered rate lowers the rate instead of piling up a backlog here.
      nextMs = Math.max(nextMs + periodMs, Date.now());
    }
    link.close();
  };

  await Promise.all(spec.imeis.map((imei, index) => tracker(index, imei)));
  figures.elapsedS = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage();
  figures.cpuMs = (cpu.user + cpu.system) / 1000;
  figures.ackedPerWindow = Array.from(figures.ackedPerWindow, (count) => count ?? 0);
  return figures;
}

/** Connects every tracker (a few at a time) and holds the connections; resolves with the counts once all tried. */
async function runIdle(spec: LoadSpec): Promise<{ connected: number; refused: number; failed: number }> {
  const concurrency = spec.connectConcurrency ?? 100;
  const links: Link[] = [];
  let connected = 0;
  let refused = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < spec.imeis.length) {
      const link = new Link(spec.host, spec.port, spec.imeis[next++] as string);
      try {
        if (await link.handshake(spec.ackTimeoutMs ?? 20_000)) {
          connected += 1;
          links.push(link);
        } else refused += 1;
      } catch {
        failed += 1;
        link.close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // The connections stay open until the parent closes our stdin.
  process.stdin.on('end', () => {
    links.forEach((link) => link.close());
    process.exit(0);
  });
  process.stdin.resume();
  return { connected, refused, failed };
}

async function main(): Promise<void> {
  const spec = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as LoadSpec;
  const result = spec.mode === 'idle' ? await runIdle(spec) : await runLoad(spec);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
