// `npm run bench:ingest`: the ingest figures, end to end on this machine (README "Ingest"). Starts its own
// platform (every service as production runs them, on the bench stack: database fleetlog_bench, Redis db 3, Kafka mock
// cluster "bench", each fresh), creates its devices through devices' API, then
//   1. gatewayIdle: 10,000 trackers connect, complete the handshake and idle; the gateway's resident memory before
//      and after;
//   2. endToEnd: simulated Teltonika trackers (ingest-load.ts: real Codec 8 over TCP, each waiting for its ack) offer
//      a fixed record rate for BENCH_DURATION seconds; positions acknowledged per second, the rows stored for the
//      run's devices (counted once the ingest has caught up: they must equal the records acknowledged), p99
//      receive-to-commit from devices' histogram, CPU of every process;
//   3. plainCopy: the same rows COPYed out and into the same table (for other devices of the run) with psql.
// Writes deploy/bench/results/ingest.json. Options (environment): BENCH_DURATION (s, 300), BENCH_TRACKERS (2000),
// BENCH_RECORDS_PER_PACKET (20), BENCH_RATE (records/s offered, 21000), BENCH_IDLE_CONNECTIONS (10000),
// BENCH_OUT (the report's path), BENCH_GATEWAY_LINGER_MS (200), BENCH_KEEP=1 (leave the platform running), BENCH_PROFILE_DIR (platform processes
// under `node --cpu-prof`, profiles written there at the end; deploy/bench/profile-summary.mjs reads them).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { REPO_ROOT, startPlatform, startSmtpReceiver } from '@fleetlog/testing';
import { Pool } from 'pg';

import type { LoadFigures } from './ingest-load';
import {
  benchShell as bash,
  bucketsBetween,
  startLoad,
  createDevices,
  freshBenchStack,
  groupCpu,
  handshakeAccepted,
  histogramBuckets,
  loadAverage,
  machine,
  metricTotal,
  postgresPids,
  quantileOf,
  rssKiB,
} from './ingest-support';
import { cpuMeter, pidListeningOn } from './process-cpu.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 300);
const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 2000);
const PER_PACKET = Number(process.env.BENCH_RECORDS_PER_PACKET ?? 20);
// 5% above the 20,000 records/s: the figure is "at least 20,000 sustained", and the run's average includes the
// first packet period's ramp.
const RATE = Number(process.env.BENCH_RATE ?? 21_000);
const IDLE = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 10_000);
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/ingest.json'));
const DATABASE = 'fleetlog_bench';
const HISTOGRAM = 'fleetlog_ingest_receive_to_commit_seconds';
const HOST = '127.0.0.1';
// The embedded broker (librdkafka's mock cluster) serves one producer batch per partition per fetch (README "The
// embedded broker's bound"): the gateway's 5 ms default linger spreads 1,000 packets a second into ~1 batch per packet
// and partition, which caps the consumer at one packet per partition per fetch round. A linger near the consumer's
// fetch cycle packs several packets into each partition's batch; it adds at most this much to the acknowledgement.
const GATEWAY_LINGER_MS = Number(process.env.BENCH_GATEWAY_LINGER_MS ?? 200);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? resolve(process.env.BENCH_PROFILE_DIR) : undefined;

const log = (message: string) => process.stderr.write(`[bench:ingest ${new Date().toISOString()}] ${message}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://${HOST}:${port}/metrics`);
  if (!response.ok) throw new Error(`devices /metrics answered ${response.status}`);
  return response.text();
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  log(`load average at start ${loadAtStart.join(' ')}; fresh bench stack`);
  const stackEnv = freshBenchStack(DATABASE);
  const smtp = await startSmtpReceiver();
  const platformEnv: Record<string, string | undefined> = {
    ...process.env,
    ...stackEnv,
    GATEWAY_KAFKA_LINGER_MS: String(GATEWAY_LINGER_MS),
    // The figures are the ingest's (tracker to committed row). The platform also runs the journal, whose trip
    // detection reads the same topic; on these two cores it would take the ingest's CPU and PostgreSQL
    // (BENCH_TRIP_DETECTION=1 measures with it, README "Ingest").
    JOURNAL_DETECTION_ENABLED: process.env.BENCH_TRIP_DETECTION === '1' ? 'true' : 'false',
  };
  if (PROFILE_DIR) {
    // Every platform process under the V8 profiler; profiles are written when the platform stops.
    mkdirSync(PROFILE_DIR, { recursive: true });
    platformEnv.NODE_OPTIONS = `${platformEnv.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${PROFILE_DIR}`.trim();
  }
  const platform = await startPlatform({
    env: platformEnv,
    smtpUrl: smtp.url,
    seedDemo: true,
    logDir: join(REPO_ROOT, '.local', 'log', 'bench'),
  });
  const { ports } = platform;
  const pool = new Pool({ connectionString: stackEnv.DATABASE_URL, max: 2 });
  const dir = mkdtempSync(join(tmpdir(), 'fleetlog-bench-ingest-'));
  try {
    // Devices for the idle connections, the load and (as other device ids) the plain COPY.
    const deviceCount = Math.max(IDLE, 2 * TRACKERS);
    const runStamp = String(Math.floor(Date.now() / 1000) % 1_000_000).padStart(6, '0');
    log(`creating ${deviceCount} devices through devices' AddDevice`);
    const createdAt = Date.now();
    const devices = await createDevices(
      { auth: `${HOST}:${ports.grpc.auth}`, devices: `${HOST}:${ports.grpc.devices}` },
      deviceCount,
      runStamp,
    );
    const creationS = (Date.now() - createdAt) / 1000;
    log(`created in ${round(creationS)} s; waiting for the gateway's allow-list`);
    const probes = [0, Math.floor(deviceCount / 2), deviceCount - 1].map((index) => devices[index]!.imei);
    for (let attempt = 0; ; attempt += 1) {
      const answers = await Promise.all(probes.map((imei) => handshakeAccepted(HOST, ports.gateway.teltonika, imei)));
      if (answers.every(Boolean)) break;
      if (attempt > 120) throw new Error('the gateway did not accept the new devices within 2 minutes');
      await sleep(1000);
    }

    // 1. Idle connections: the gateway's resident memory with and without them.
    const gatewayPid = pidListeningOn(ports.gateway.teltonika) as number;
    const rssBefore = rssKiB(gatewayPid);
    log(`gateway idle: connecting ${IDLE} trackers (RSS before ${round(rssBefore / 1024)} MiB)`);
    const idle = startLoad(
      { mode: 'idle', host: HOST, port: ports.gateway.teltonika, imeis: devices.slice(0, IDLE).map((d) => d.imei) },
      dir,
    );
    const idleResult = (await idle.result) as { connected: number; refused: number; failed: number };
    await sleep(5000);
    const rssAfter = rssKiB(gatewayPid);
    idle.child.stdin?.end();
    await new Promise((done) => idle.child.once('exit', done));
    log(`  ${idleResult.connected} connected, RSS after ${round(rssAfter / 1024)} MiB`);
    await sleep(5000);

    // 2. End to end.
    const loadDevices = devices.slice(0, TRACKERS);
    const loadIds = loadDevices.map((device) => device.id);
    const pids: Record<string, number> = {
      gateway: gatewayPid,
      devices: pidListeningOn(ports.http.devices) as number,
      auth: pidListeningOn(ports.http.auth) as number,
      fleet: pidListeningOn(ports.http.fleet) as number,
      bff: pidListeningOn(ports.bff) as number,
      kafkaBroker: Number(readFileSync(join(REPO_ROOT, '.local/run/kafka-bench.pid'), 'utf8')),
    };
    const meter = cpuMeter(pids);
    const pgBackends = groupCpu(() => postgresPids(DATABASE).backends);
    const pgShared = groupCpu(() => postgresPids(DATABASE).shared);
    const loadAtRun = loadAverage();
    const devicesBefore = await scrape(ports.http.devices);
    const gatewayBefore = await scrape(ports.gateway.http);
    const histogramBefore = histogramBuckets(devicesBefore, HISTOGRAM);
    const cpuBefore = { platform: meter.sample(), backends: pgBackends.sample(), shared: pgShared.sample() };
    log(
      `end to end: ${TRACKERS} trackers x ${PER_PACKET} records per packet, ${RATE} records/s offered, ` +
        `${DURATION_S} s (load average ${loadAtRun.join(' ')})`,
    );
    const load = startLoad(
      {
        mode: 'load',
        host: HOST,
        port: ports.gateway.teltonika,
        imeis: loadDevices.map((device) => device.imei),
        recordsPerPacket: PER_PACKET,
        recordsPerSecond: RATE,
        durationS: DURATION_S,
      },
      dir,
    );
    const figures = (await load.result) as LoadFigures;
    log(`  acknowledged ${figures.recordsAcked} records in ${figures.elapsedS} s; waiting for the ingest`);
    const countStored = async () =>
      Number(
        (
          await pool.query<{ n: string }>('select count(*) as n from devices.positions where device_id = any($1)', [
            loadIds,
          ])
        ).rows[0]?.n,
      );
    const drainStarted = Date.now();
    let stored = await countStored();
    let lastChange = Date.now();
    while (stored < figures.recordsAcked && Date.now() - lastChange < 30_000) {
      await sleep(2000);
      const now = await countStored();
      if (now !== stored) lastChange = Date.now();
      stored = now;
    }
    const drainS = (Date.now() - drainStarted) / 1000;
    const devicesAfter = await scrape(ports.http.devices);
    const gatewayAfter = await scrape(ports.gateway.http);
    const received = bucketsBetween(histogramBefore, histogramBuckets(devicesAfter, HISTOGRAM));
    // What the ingest's batches looked like (one Kafka partition's fetch each, one transaction each) and how long
    // the gateway waited for Kafka: where the time goes when the figure is missed.
    const delta = (before: string, after: string, name: string) => metricTotal(after, name) - metricTotal(before, name);
    const batches = delta(devicesBefore, devicesAfter, 'fleetlog_ingest_batch_seconds_count');
    const batchSeconds = delta(devicesBefore, devicesAfter, 'fleetlog_ingest_batch_seconds_sum');
    const ingestRecords = delta(devicesBefore, devicesAfter, 'fleetlog_ingest_records_total');
    // Packets the embedded broker deleted before the ingest read them (its per-partition memory bound, README).
    const gapPackets = delta(devicesBefore, devicesAfter, 'fleetlog_consumer_gap_records_total');
    const gatewayAck = bucketsBetween(
      histogramBuckets(gatewayBefore, 'fleetlog_gateway_ack_latency_ms'),
      histogramBuckets(gatewayAfter, 'fleetlog_gateway_ack_latency_ms'),
    );
    const cpu: Record<string, number> = {
      ...meter.since(cpuBefore.platform),
      postgresBenchBackends: pgBackends.since(cpuBefore.backends),
      postgresSharedProcesses: pgShared.since(cpuBefore.shared),
      loadGenerator: figures.cpuMs,
    };
    const p99 = quantileOf(received, 0.99);
    const p50 = quantileOf(received, 0.5);
    log(`  stored ${stored} rows (caught up ${round(drainS)} s after the load); p99 ${p99 ?? 'n/a'} s`);

    // 3. Plain COPY of the same rows into the same table, for other devices of this run.
    const others = devices.slice(TRACKERS, 2 * TRACKERS).map((device) => device.id);
    const file = join(dir, 'rows.copy');
    const columns = `"device_id", "ts", "vehicle_id", "organization_id", "latitude", "longitude", "altitude_m",
      "angle_deg", "satellites", "speed_kmh", "valid_fix", "hdop", "ignition", "movement", "total_odometer_m",
      "external_voltage_mv", "battery_level_pct", "driver_id", "io", "received_at"`.replace(/\s+/g, ' ');
    const otherColumns = columns.replace('"device_id"', 'm.other');
    // psql's \copy (a C client streaming COPY ... FROM STDIN), from script files: the id lists are long.
    const psql = (name: string, command: string) => {
      const script = join(dir, `${name}.sql`);
      writeFileSync(script, `${command}\n`);
      const result = spawnSync(
        'psql',
        [stackEnv.DATABASE_URL as string, '-v', 'ON_ERROR_STOP=1', '-qAt', '-f', script],
        {
          encoding: 'utf8',
        },
      );
      if (result.status !== 0) throw new Error(`psql ${name} failed: ${result.stderr}`);
    };
    psql(
      'copy-out',
      `\\copy (select ${otherColumns} from devices.positions p join unnest('{${loadIds.join(',')}}'::bigint[], ` +
        `'{${others.join(',')}}'::bigint[]) m(id, other) on m.id = p.device_id) to '${file}'`,
    );
    log(`plain COPY of ${stored} rows into devices.positions`);
    const copyStarted = process.hrtime.bigint();
    psql('copy-in', `\\copy devices.positions (${columns}) from '${file}'`);
    const copyS = Number(process.hrtime.bigint() - copyStarted) / 1e9;
    const copied = Number(
      (
        await pool.query<{ n: string }>('select count(*) as n from devices.positions where device_id = any($1)', [
          others,
        ])
      ).rows[0]?.n,
    );
    const plainRate = copied / copyS;
    log(`  ${copied} rows in ${round(copyS)} s: ${Math.round(plainRate)} rows/s`);

    const positionsPerSecond = figures.recordsAcked / figures.elapsedS;
    const decoders = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy/bench/results/decoders.json'), 'utf8')) as {
      codecs: Record<string, unknown>;
    };
    const report = {
      command: 'npm run bench:ingest',
      date: new Date().toISOString(),
      machine: machine(),
      loadAverage: { atStart: loadAtStart, atEndToEndStart: loadAtRun, atEnd: loadAverage() },
      workload: {
        trackers: TRACKERS,
        recordsPerPacket: PER_PACKET,
        offeredRecordsPerSecond: RATE,
        protocol: 'Teltonika Codec 8 over TCP, 7 IO elements per record, each packet acknowledged before the next',
        packetsPerTrackerPerSecond: round(RATE / PER_PACKET / TRACKERS, 3),
        gatewayKafkaLingerMs: GATEWAY_LINGER_MS,
      },
      endToEnd: {
        // The headline: rows stored per second, from the load's start until the ingest had stored the last record
        // (the acknowledged rate alone says nothing about a lagging ingest).
        positionsPerSecond: Math.round(stored / (figures.elapsedS + drainS)),
        acknowledgedPositionsPerSecond: Math.round(positionsPerSecond),
        p99Ms: p99 === undefined ? null : Math.round(p99 * 1000),
        p50Ms: p50 === undefined ? null : Math.round(p50 * 1000),
        durationS: round(figures.elapsedS),
        recordsAcknowledged: figures.recordsAcked,
        rowsStored: stored,
        storedEqualsAcknowledged: stored === figures.recordsAcked,
        recordsUnacknowledged: figures.recordsUnacked,
        packetsDeletedByBrokerBeforeRead: gapPackets,
        ingestCaughtUpAfterS: round(drainS),
        resends: figures.resends,
        reconnects: figures.reconnects,
        refusedHandshakes: figures.refusedHandshakes,
        receiveToCommitObservations: received.get(Number.POSITIVE_INFINITY) ?? 0,
        ingestBatches: {
          count: batches,
          meanMs: batches > 0 ? round((batchSeconds / batches) * 1000) : null,
          meanRecords: batches > 0 ? round(ingestRecords / batches) : null,
          busyShareOfRun: round(batchSeconds / (figures.elapsedS + drainS), 2),
        },
        gatewayAckLatencyMs: { p50: quantileOf(gatewayAck, 0.5) ?? null, p99: quantileOf(gatewayAck, 0.99) ?? null },
        ackedPerTenSeconds: figures.ackedPerWindow,
        // Over the load and the ingest's catch-up; per 1,000 records, the figure that says where the cost is.
        cpuMs: Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, Math.round(ms)])),
        cpuMsPer1000Records: Object.fromEntries(
          Object.entries(cpu).map(([name, ms]) => [name, round((ms * 1000) / Math.max(1, figures.recordsAcked), 2)]),
        ),
      },
      plainCopy: { rowsPerSecond: Math.round(plainRate), rows: copied, durationS: round(copyS, 2) },
      ratioEndToEndToPlainCopy: round(stored / (figures.elapsedS + drainS) / plainRate, 3),
      gatewayIdle: {
        connections: idleResult.connected,
        refused: idleResult.refused,
        failed: idleResult.failed,
        rssBeforeMiB: round(rssBefore / 1024),
        rssAfterMiB: round(rssAfter / 1024),
        rssMiBPer10k: round(((rssAfter - rssBefore) / 1024) * (10_000 / Math.max(1, idleResult.connected))),
      },
      decoders: { file: 'deploy/bench/results/decoders.json', recordsPerSecondPerCore: decoders.codecs },
      devicesCreated: { count: deviceCount, seconds: round(creationS) },
    };
    mkdirSync(dirname(RESULT), { recursive: true });
    writeFileSync(RESULT, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${RESULT}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await pool.end();
    if (process.env.BENCH_KEEP !== '1') {
      await platform.stop();
      bash('source deploy/local/lib.sh && stop_kafka bench');
    }
    await smtp.close();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
