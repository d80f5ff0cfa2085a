import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

import { eventuallyDefined } from './polling';
import { REPO_ROOT, TEST_LOG_DIR, terminate } from './processes';

/** The tracker simulator's command line (`npm run simulate`), run as its own process like the services. */
const SIMULATOR_ENTRY = 'services/gateway/src/simulator/cli.ts';

/** A record a simulated tracker saw the gateway acknowledge: one line of the simulator's --acked-log. */
export interface AckedRecord {
  imei: string;
  timestampMs: number;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** 0: no fix (a tunnel). */
  satellites: number;
  ignition: boolean;
  movement: boolean;
  /** The device's total odometer (Teltonika IO 16), metres. */
  odometerM: number;
}

export interface SimulatorOptions {
  /** Teltonika trackers, one vehicle each. */
  imeis: readonly string[];
  /** The gateway's Teltonika TCP port on 127.0.0.1. */
  teltonikaPort: number;
  /** The route every vehicle drives (a route id of services/gateway/src/simulator/routes). */
  route?: string;
  /** Seeds the drive model: the same seed, route and clock drive the same way. */
  seed?: number;
  /** Simulated seconds per second. */
  speedup?: number;
  /** Where the simulated clocks start (epoch ms); default now. */
  clockStartMs?: number;
}

export interface RunningSimulator {
  /** Every record acknowledged so far, in the order acknowledged. */
  acked(): AckedRecord[];
  stop(): Promise<void>;
}

/**
 * Starts `npm run simulate` for the given trackers against a gateway; what the gateway acknowledged is read back from
 * the simulator's --acked-log. Each tracker is first let through the gateway's IMEI handshake (a refused tracker
 * waits a minute before it tries again, so a device the gateway has not learned yet would stall the run).
 */
export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  for (const imei of options.imeis) await gatewayAccepts(options.teltonikaPort, imei);
  mkdirSync(TEST_LOG_DIR, { recursive: true });
  const run = `simulator-${process.pid}-${Date.now()}`;
  const ackedFile = join(TEST_LOG_DIR, `${run}.acked.jsonl`);
  const args = [
    ...['--imeis', options.imeis.join(',')],
    ...['--gateway', `127.0.0.1:${options.teltonikaPort}`],
    ...['--acked-log', ackedFile],
    ...['--bad-packets', '0'],
    ...(options.route ? ['--route', options.route] : []),
    ...(options.seed === undefined ? [] : ['--seed', String(options.seed)]),
    ...(options.speedup === undefined ? [] : ['--speedup', String(options.speedup)]),
    ...(options.clockStartMs === undefined ? [] : ['--clock-start-ms', String(options.clockStartMs)]),
  ];
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', SIMULATOR_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = join(TEST_LOG_DIR, `${run}.log`);
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let stopping = false;
  return {
    acked: () => {
      if (!stopping && (child.exitCode !== null || child.signalCode !== null)) {
        throw new Error(`the simulator exited (${child.exitCode ?? child.signalCode}); see ${logFile}`);
      }
      return readAcked(ackedFile);
    },
    stop: () => {
      stopping = true;
      return terminate(child);
    },
  };
}

/** The complete lines of the acked log (the simulator may be writing the last one). */
function readAcked(file: string): AckedRecord[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.slice(0, -1).map((line) => JSON.parse(line) as AckedRecord);
}

/** Opens Teltonika's IMEI handshake until the gateway answers 0x01 (it learns devices from Kafka). */
export function gatewayAccepts(port: number, imei: string, timeoutMs = 30_000): Promise<true> {
  return eventuallyDefined(() => handshake(port, imei), `the gateway accepting IMEI ${imei}`, {
    timeoutMs,
    intervalMs: 250,
  });
}

function handshake(port: number, imei: string): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted ? true : undefined);
    };
    socket.setTimeout(5_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
    socket.once('data', (answer) => done(answer[0] === 0x01));
    const body = Buffer.from(imei, 'ascii');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(body.length);
    socket.write(Buffer.concat([length, body]));
  });
}
