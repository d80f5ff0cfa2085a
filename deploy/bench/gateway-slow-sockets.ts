// `node -r @swc-node/register deploy/bench/gateway-slow-sockets.ts`: what slow sockets cost the gateway and whether its
// deadlines let go of them (services/gateway/README.md "Deadlines"). Starts a broker of its own (the local stack's
// kafka-mock, so other runs' broker and topics are untouched), publishes BENCH_SOCKETS devices to its
// devices.devices.v1, starts the gateway process as production runs it (default deadlines unless given), then from
// this process, BENCH_SOCKETS sockets at a time:
//   1. idleIdentified: trackers that complete the handshake and say nothing (the reference: they must stay open past
//      the handshake deadline, and show what a connection costs);
//   2. halfHandshake: half an IMEI, then nothing;
//   3. unidentifiedBytes: a Queclink first message of almost GATEWAY_MAX_HANDSHAKE_BYTES without its end;
//   4. trickledFrame: the handshake, then a Codec 8 frame a byte every BENCH_TRICKLE_MS (never idle);
// and records the gateway's resident memory before, at its highest while they are open and after they closed, when
// each socket was closed (seconds after it started its handshake or frame), and the gateway's closed-connection
// counter by reason. Writes deploy/bench/results/gateway-slow-sockets.json. Options (environment): BENCH_SOCKETS
// (10000), BENCH_HANDSHAKE_TIMEOUT_MS (15000), BENCH_FRAME_TIMEOUT_MS (30000), BENCH_TRICKLE_MS (5000), BENCH_OUT.
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { TOPICS } from '@fleetlog/contracts';
import {
  freePort,
  GATEWAY_ENTRY,
  gatewayEnv,
  KafkaTestProducer,
  REPO_ROOT,
  startPrivateBroker,
  startUntilReady,
  terminate,
} from '@fleetlog/testing';

import { encodeTeltonikaImei, encodeTeltonikaTcp, type RecordToEncode } from '../../services/gateway/src/protocols';
import { loadAverage, machine, rssKiB } from './ingest-support';
import { cpuMs, pidListeningOn } from './process-cpu.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const HANDSHAKE_MS = Number(process.env.BENCH_HANDSHAKE_TIMEOUT_MS ?? 15_000);
const FRAME_MS = Number(process.env.BENCH_FRAME_TIMEOUT_MS ?? 30_000);
const TRICKLE_MS = Number(process.env.BENCH_TRICKLE_MS ?? 5_000);
/** GATEWAY_MAX_HANDSHAKE_BYTES's default: the first message sent stays just below it. */
const HANDSHAKE_BYTES = 8_192;
const CONNECT_CONCURRENCY = 200;
/** After the deadline, how long a socket may take to be closed before it counts as not let go. */
const GRACE_MS = 5_000;
const HOST = '127.0.0.1';
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/gateway-slow-sockets.json'));
const CLOSED = 'fleetlog_gateway_closed_connections_total';

const log = (message: string) => process.stderr.write(`[bench:slow-sockets ${new Date().toISOString()}] ${message}\n`);
const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** One socket of a phase: when its deadline's clock started (for us) and when the gateway closed it. */
interface Probe {
  socket: Socket;
  startedAt: number;
  closedAt?: number;
  received: number;
}

function open(port: number): Promise<Probe> {
  return new Promise((done, fail) => {
    const socket = connect({ host: HOST, port }, () => {
      socket.off('error', fail);
      socket.on('error', () => undefined);
      done(probe);
    });
    const probe: Probe = { socket, startedAt: Date.now(), received: 0 };
    socket.once('error', fail);
    socket.on('data', (chunk: Buffer) => (probe.received += chunk.length));
    socket.once('close', () => (probe.closedAt = Date.now()));
  });
}

/** Opens `count` sockets, `CONNECT_CONCURRENCY` at a time, and gives each to `start` (which may wait for an answer). */
async function openMany(
  count: number,
  port: number,
  start: (probe: Probe, index: number) => Promise<void> | void,
): Promise<{ probes: Probe[]; failed: number }> {
  const probes: Probe[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        const probe = await open(port);
        await start(probe, index);
        probes.push(probe);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { probes, failed };
}

function handshake(probe: Probe, imei: string): Promise<void> {
  return new Promise((done, fail) => {
    probe.socket.once('data', (answer: Buffer) => {
      if (answer[0] === 0x01) done();
      else fail(new Error('refused'));
    });
    probe.socket.write(encodeTeltonikaImei(imei));
  });
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { min: seconds(at(0)), p50: seconds(at(0.5)), p99: seconds(at(0.99)), max: seconds(sorted.at(-1) ?? 0) };
}

async function closedByReason(httpPort: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://${HOST}:${httpPort}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(new RegExp(`^${CLOSED}\\{([^}]*)\\} (\\S+)`, 'gm'))) {
    const labels = match[1] as string;
    const reason = /reason="([^"]+)"/.exec(labels)?.[1] ?? '?';
    const listener = /listener="([^"]+)"/.exec(labels)?.[1] ?? '?';
    counts[`${listener} ${reason}`] = (counts[`${listener} ${reason}`] ?? 0) + Number(match[2]);
  }
  return counts;
}

function delta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [key, value] of Object.entries(after)) {
    const difference = value - (before[key] ?? 0);
    if (difference !== 0) changed[key] = difference;
  }
  return changed;
}

function records(count: number): RecordToEncode[] {
  return Array.from({ length: count }, (_, index) => ({
    timestampMs: Date.UTC(2026, 10, 28, 8, 0, index),
    priority: 0,
    longitude: 18.06,
    latitude: 59.33,
    altitudeM: 20,
    angleDeg: 10,
    satellites: 8,
    speedKmh: 30,
    eventIoId: 0,
    io: [{ id: 239, size: 1 as const, value: 1 }],
  }));
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  log(`load average ${loadAtStart.join(' ')}; private broker, ${SOCKETS} devices`);
  const broker = await startPrivateBroker();
  const producer = new KafkaTestProducer([broker.brokers], 'bench-slow-sockets');
  const stamp = randomInt(0, 1e6);
  const imeis = Array.from(
    { length: SOCKETS },
    (_, index) => `35${String(stamp).padStart(6, '0')}${String(index).padStart(7, '0')}`,
  );
  for (let from = 0; from < SOCKETS; from += 500) {
    await Promise.all(
      imeis.slice(from, from + 500).map((imei, offset) => {
        const deviceId = 6_000_000_000 + stamp * 100_000 + from + offset;
        return producer.publish(TOPICS.devicesDevices, String(deviceId), {
          deviceId,
          imei,
          deviceType: 'FMB920',
          retired: false,
          organizationId: 1,
          deleted: false,
          changedTsMs: Date.now(),
          version: 1,
        });
      }),
    );
  }
  await producer.stop();

  const ports = { http: await freePort(), teltonika: await freePort(), queclink: await freePort() };
  const gatewayEnvironment = {
    ...gatewayEnv(ports),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    KAFKA_BROKERS: broker.brokers,
    GATEWAY_HOST: HOST,
    GATEWAY_INSTANCE_ID: `bench-slow-sockets-${stamp}`,
    GATEWAY_HANDSHAKE_TIMEOUT_MS: String(HANDSHAKE_MS),
    GATEWAY_FRAME_TIMEOUT_MS: String(FRAME_MS),
    // Every socket comes from 127.0.0.1: the per-address cap would refuse all but its first 1,000.
    GATEWAY_MAX_HANDSHAKES_PER_ADDRESS: '0',
  };
  const logFile = join(REPO_ROOT, '.local', 'log', 'bench', `gateway-slow-sockets-${ports.http}.log`);
  const gateway = await startUntilReady(
    'gateway',
    GATEWAY_ENTRY,
    gatewayEnvironment as Record<string, string>,
    `http://${HOST}:${ports.http}/health/ready`,
    logFile,
    120_000,
  );
  const phases: Record<string, unknown> = {};
  try {
    const pid = pidListeningOn(ports.teltonika) as number;
    log(`gateway pid ${pid}, RSS ${mib(rssKiB(pid))} MiB`);

    /** Runs one phase: opens the sockets, samples RSS until all are closed (or `holdMs` passed), reports. */
    const phase = async (
      name: string,
      description: string,
      port: number,
      deadlineMs: number | undefined,
      start: (probe: Probe, index: number) => Promise<void> | void,
      holdMs?: number,
    ) => {
      await sleep(3_000);
      const rssBefore = rssKiB(pid);
      const cpuBefore = cpuMs(pid) ?? 0;
      const metricsBefore = await closedByReason(ports.http);
      const began = Date.now();
      let rssHighest = rssBefore;
      const sampler = setInterval(() => (rssHighest = Math.max(rssHighest, rssKiB(pid))), 250);
      const { probes, failed } = await openMany(SOCKETS, port, start);
      const opened = Date.now();
      log(
        `${name}: ${probes.length} open (${failed} failed) in ${seconds(opened - began)} s, RSS ${mib(rssKiB(pid))} MiB`,
      );
      const waitUntil = opened + (holdMs ?? (deadlineMs as number) + GRACE_MS);
      while (Date.now() < waitUntil && (holdMs !== undefined || probes.some((probe) => probe.closedAt === undefined))) {
        await sleep(250);
      }
      const stillOpen = probes.filter((probe) => probe.closedAt === undefined).length;
      const rssOpen = rssHighest;
      if (holdMs !== undefined) probes.forEach((probe) => probe.socket.destroy());
      clearInterval(sampler);
      await sleep(5_000);
      const closeTimes = probes
        .filter((probe) => probe.closedAt !== undefined && holdMs === undefined)
        .map((probe) => (probe.closedAt as number) - probe.startedAt);
      probes.forEach((probe) => probe.socket.destroy());
      const result = {
        description,
        sockets: SOCKETS,
        opened: probes.length,
        failedToOpen: failed,
        openingS: seconds(opened - began),
        deadlineS: deadlineMs === undefined ? null : deadlineMs / 1000,
        ...(holdMs !== undefined
          ? { heldAfterLastOpenedS: seconds(holdMs), closedByGatewayWhileHeld: probes.length - stillOpen }
          : {
              closedByGateway: closeTimes.length,
              notClosedWithinDeadlinePlus5s: stillOpen,
              closedAfterStartS: quantiles(closeTimes),
              answeredBytes: probes.reduce((sum, probe) => sum + probe.received, 0),
            }),
        rssBeforeMiB: mib(rssBefore),
        rssHighestWhileOpenMiB: mib(rssOpen),
        rssAfterClosedMiB: mib(rssKiB(pid)),
        kiBPerSocket: Math.round(((rssOpen - rssBefore) / Math.max(1, probes.length)) * 10) / 10,
        gatewayCpuMs: Math.round((cpuMs(pid) ?? 0) - cpuBefore),
        closedByReason: delta(metricsBefore, await closedByReason(ports.http)),
        loadAverageAtEnd: loadAverage(),
      };
      log(`${name}: ${JSON.stringify(result)}`);
      phases[name] = result;
    };

    await phase(
      'idleIdentified',
      'handshake accepted, then silent; held the handshake deadline + 5 s after the last opened, then closed by us (reference cost)',
      ports.teltonika,
      undefined,
      (probe, index) => handshake(probe, imeis[index] as string),
      HANDSHAKE_MS + GRACE_MS,
    );
    await phase(
      'halfHandshake',
      'half an IMEI handshake (8 of 17 bytes), then silent',
      ports.teltonika,
      HANDSHAKE_MS,
      (probe, index) => void probe.socket.write(encodeTeltonikaImei(imeis[index] as string).subarray(0, 8)),
    );
    await phase(
      'unidentifiedBytes',
      `a Queclink first message of ${HANDSHAKE_BYTES - 100} bytes without its closing $`,
      ports.queclink,
      HANDSHAKE_MS,
      (probe) => void probe.socket.write(`+RESP:GTFRI,6E0102,${'0'.repeat(HANDSHAKE_BYTES - 120)}`),
    );
    const frame = encodeTeltonikaTcp('8', records(40));
    const trickles: NodeJS.Timeout[] = [];
    await phase(
      'trickledFrame',
      `handshake accepted, then a ${frame.length}-byte Codec 8 frame: 10 bytes, then one every ${TRICKLE_MS} ms`,
      ports.teltonika,
      FRAME_MS,
      async (probe, index) => {
        await handshake(probe, imeis[index] as string);
        // From here: the frame's clock, and no answer is owed (the frame never completes).
        probe.startedAt = Date.now();
        probe.received = 0;
        probe.socket.write(frame.subarray(0, 10));
        let next = 10;
        const timer = setInterval(() => {
          if (probe.closedAt !== undefined || next >= frame.length) return clearInterval(timer);
          probe.socket.write(frame.subarray(next, next + 1));
          next += 1;
        }, TRICKLE_MS);
        trickles.push(timer);
      },
    );
    trickles.forEach((timer) => clearInterval(timer));

    const report = {
      command: 'node -r @swc-node/register deploy/bench/gateway-slow-sockets.ts',
      date: new Date().toISOString(),
      machine: machine(),
      loadAverageAtStart: loadAtStart,
      gateway: {
        handshakeTimeoutMs: HANDSHAKE_MS,
        frameTimeoutMs: FRAME_MS,
        maxHandshakeBytes: HANDSHAKE_BYTES,
        maxHandshakesPerAddress: 0,
        idleTimeoutMs: 300_000,
      },
      phases,
    };
    writeFileSync(RESULT, `${JSON.stringify(report, null, 2)}\n`);
    log(`written to ${RESULT}`);
  } finally {
    await terminate(gateway);
    await broker.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
