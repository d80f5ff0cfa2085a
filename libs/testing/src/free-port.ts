import { createSocket } from 'node:dgram';
import { mkdirSync, openSync, closeSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

/** Where the search starts; below it are the well-known and commonly configured ports. */
const LOWEST = 20_000;
/** Linux's default start of the ephemeral range, used where /proc cannot be read. */
const DEFAULT_EPHEMERAL_START = 32_768;

const handedOut = new Set<number>();

/**
 * Ports handed out by any test process on this machine, one file each: a port chosen here is not bound until its
 * process starts (tens of seconds for a whole platform), and another process must not choose it meanwhile (seen in
 * CI: the system test's fleet failed with EADDRINUSE on a port an integration worker had chosen too). A claim
 * lapses after CLAIM_MS; by then its port is bound, or free again.
 */
const CLAIMS_DIR = join(tmpdir(), 'fleetlog-test-ports');
const CLAIM_MS = 10 * 60_000;

let claimsDirMade = false;

function claim(port: number): boolean {
  const file = join(CLAIMS_DIR, String(port));
  try {
    if (!claimsDirMade) mkdirSync(CLAIMS_DIR, { recursive: true });
    claimsDirMade = true;
    closeSync(openSync(file, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
    try {
      if (Date.now() - statSync(file).mtimeMs < CLAIM_MS) return false;
      const now = new Date();
      utimesSync(file, now, now);
      return true;
    } catch {
      return true;
    }
  }
}

/**
 * A port that is free on every interface for TCP and UDP and lies below the kernel's ephemeral range. A port the OS
 * assigns (listen on 0) comes from the ephemeral range, where every outgoing connection (PostgreSQL, Redis, Kafka,
 * gRPC) also takes its local port: a process started tens of seconds after its port was chosen could find it taken
 * by such a connection (seen in CI: the gateway's listener failed with EADDRINUSE). Ports below the range are only
 * ever taken by listeners, and those are checked here. Ports are not handed out twice in one process, nor to two test
 * processes of this machine within CLAIM_MS (claim).
 */
export async function freePort(): Promise<number> {
  const high = ephemeralStart();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST));
    if (handedOut.has(port)) continue;
    if ((await tcpFree(port)) && (await udpFree(port)) && claim(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port found between ${LOWEST} and ${high}`);
}

function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const value = Number(start);
    return Number.isInteger(value) && value > LOWEST + 1_000 ? value : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function tcpFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function udpFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.unref();
    socket.once('error', () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, '0.0.0.0', () => socket.close(() => resolve(true)));
  });
}
