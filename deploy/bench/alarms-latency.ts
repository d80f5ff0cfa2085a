// npm run bench:alarms-latency — issue 20's second figure: the latency of an alarm notification from a tracker's
// record reaching the gateway to the e-mail accepted by an SMTP receiver, while the platform ingests a load of other
// trackers. Starts its own platform on a fresh bench stack (every service as production runs them, alarms included),
// creates its devices through devices' API, and
//   - a load of BENCH_TRACKERS trackers (deploy/bench/ingest-load.ts: real Codec 8 over TCP, each waiting for its ack)
//     offering BENCH_RATE records a second for the whole measurement;
//   - BENCH_SAMPLES alarm trackers, each known to the alarms service first (one record outside the zone, through the
//     ingest's devices.status.v1), then, one every BENCH_SPACING_MS, a record inside a geofence alarm (ENTRY, mailed to
//     one address) sent to the gateway: the time from that write to the mail naming its IMEI arriving at the receiver.
// Writes the "notificationLatencyMs" key of deploy/bench/results/alarms.json (p50, p99, samples, the load's rate
// acknowledged), keeping the file's other keys.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { REPO_ROOT, startPlatform, startSmtpReceiver } from '@fleetlog/testing';
import { Pool } from 'pg';

import { encodeTeltonikaTcp, type RecordToEncode } from '../../services/gateway/src/protocols';
import { Link } from './ingest-load';
import { createDevices, freshBenchStack, handshakeAccepted, loadAverage, machine, startLoad } from './ingest-support';

const HOST = '127.0.0.1';
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/alarms.json'));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 120);
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 500);
const LOAD_TRACKERS = Number(process.env.BENCH_TRACKERS ?? 500);
const LOAD_RATE = Number(process.env.BENCH_RATE ?? 5000);
const RECIPIENT = 'larm@bench.example';
// The zone: a square of about 400 m at Kungsholmen; the alarm trackers wait 1 km east of it and then report inside.
const CENTRE = { latitude: 59.3326, longitude: 18.03 };
const HALF = 0.0018;

const log = (message: string) =>
  process.stderr.write(`[bench:alarms-latency ${new Date().toISOString()}] ${message}\n`);

function fix(timestampMs: number, latitude: number, longitude: number): RecordToEncode {
  return {
    timestampMs,
    priority: 0,
    latitude,
    longitude,
    altitudeM: 20,
    angleDeg: 270,
    satellites: 10,
    speedKmh: 40,
    eventIoId: 0,
    io: [
      { id: 239, size: 1, value: 1 },
      { id: 240, size: 1, value: 1 },
    ],
  };
}

const ACK_TIMEOUT_MS = 20_000;

/** Writes a frame of records; resolves with the moment it was written, once the gateway acknowledged it. */
async function send(link: Link, records: RecordToEncode[]): Promise<number> {
  const frame = encodeTeltonikaTcp('8', records);
  const writtenAt = Date.now();
  await link.exchange(frame, ACK_TIMEOUT_MS);
  return writtenAt;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const stackEnv = freshBenchStack('fleetlog_bench');
  const smtp = await startSmtpReceiver();
  const platform = await startPlatform({
    // One alarm mails one address for every sample: the throttle per alarm and recipient (6 an hour by default, there
    // to keep a flapping condition out of a mailbox) is raised, or it would be what this measures.
    env: { ...process.env, ...stackEnv, JOURNAL_DETECTION_ENABLED: 'false', ALARMS_MAILS_PER_HOUR: '100000' },
    smtpUrl: smtp.url,
    seedDemo: true,
    logDir: join(REPO_ROOT, '.local', 'log', 'bench'),
    logLevel: 'warn',
  });
  const { ports } = platform;
  const pool = new Pool({ connectionString: stackEnv.DATABASE_URL, max: 2 });
  const dir = mkdtempSync(join(tmpdir(), 'fleetlog-bench-alarms-'));
  try {
    const runStamp = String(Math.floor(Date.now() / 1000) % 1_000_000).padStart(6, '0');
    const devices = await createDevices(
      { auth: `${HOST}:${ports.grpc.auth}`, devices: `${HOST}:${ports.grpc.devices}` },
      LOAD_TRACKERS + SAMPLES,
      runStamp,
    );
    const load = devices.slice(0, LOAD_TRACKERS);
    const samples = devices.slice(LOAD_TRACKERS);
    for (
      let attempt = 0;
      !(await handshakeAccepted(HOST, ports.gateway.teltonika, samples.at(-1)!.imei));
      attempt += 1
    ) {
      if (attempt > 120) throw new Error('the gateway did not accept the new devices within 2 minutes');
      await sleep(1000);
    }
    // The geofence alarm, as ROOT (the devices are in ROOT's organisation, as trackers without vehicles).
    const login = await fetch(`${platform.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root@fleetlog.se', password: 'Fleetlog-demo-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    // The devices are in ROOT's organisation, Fleetlog AB: the seed's fixed id 1 (services/auth/src/seed/demo-data.ts).
    const organizationId = 1;
    const zone = await fetch(`${platform.baseUrl}/api/geo-larm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Benchmark',
        organizationId,
        activeOnEnter: true,
        isTracker: true,
        targetTrackerOrganizationIds: [organizationId],
        emails: [RECIPIENT],
        zoneCoords: [
          { latitude: CENTRE.latitude - HALF, longitude: CENTRE.longitude - 2 * HALF },
          { latitude: CENTRE.latitude - HALF, longitude: CENTRE.longitude + 2 * HALF },
          { latitude: CENTRE.latitude + HALF, longitude: CENTRE.longitude + 2 * HALF },
          { latitude: CENTRE.latitude + HALF, longitude: CENTRE.longitude - 2 * HALF },
        ],
      }),
    });
    if (zone.status !== 201) throw new Error(`creating the geofence alarm: ${zone.status} ${await zone.text()}`);

    // Each alarm tracker once outside, so that the alarms service knows it (devices.status.v1) and its side.
    const connections = await Promise.all(
      samples.map(async (device) => {
        const connection = new Link(HOST, ports.gateway.teltonika, device.imei);
        if (!(await connection.handshake(ACK_TIMEOUT_MS))) throw new Error(`the gateway refused ${device.imei}`);
        await send(connection, [fix(Date.now(), CENTRE.latitude, CENTRE.longitude + 0.02)]);
        return { device, connection };
      }),
    );
    const imeis = samples.map((device) => device.imei);
    for (let attempt = 0; ; attempt += 1) {
      const { rows } = await pool.query<{ n: string }>(
        `select count(*) as n from "alarms"."trackers" where "imei" = any($1::text[])`,
        [imeis],
      );
      if (Number(rows[0]!.n) === samples.length) break;
      if (attempt > 120) throw new Error(`the alarms service knows ${rows[0]!.n} of ${samples.length} alarm trackers`);
      await sleep(1000);
    }
    // Outside once more, now that it is known: its side of the zone is set before the measured entries.
    await Promise.all(
      connections.map(({ connection }) =>
        send(connection, [fix(Date.now(), CENTRE.latitude, CENTRE.longitude + 0.019)]),
      ),
    );
    await sleep(3_000);

    log(
      `load: ${LOAD_TRACKERS} trackers offering ${LOAD_RATE} records/s; ${SAMPLES} alarm entries every ${SPACING_MS} ms`,
    );
    const durationS = Math.ceil((SAMPLES * SPACING_MS) / 1000) + 60;
    const loadRun = startLoad(
      {
        mode: 'load',
        host: HOST,
        port: ports.gateway.teltonika,
        imeis: load.map((device) => device.imei),
        recordsPerPacket: 20,
        recordsPerSecond: LOAD_RATE,
        durationS,
      },
      dir,
    );
    await sleep(20_000); // the load at its rate before the first sample
    const latencies: number[] = [];
    const waits: Array<Promise<void>> = [];
    for (const { device, connection } of connections) {
      const arrived = smtp.waitForMail((mail) => mail.text.includes(device.imei), 60_000);
      const writtenAt = await send(connection, [fix(Date.now(), CENTRE.latitude, CENTRE.longitude)]);
      waits.push(
        arrived.then(
          () => void latencies.push(Date.now() - writtenAt),
          () => void log(`no mail for ${device.imei} within 60 s`),
        ),
      );
      await sleep(SPACING_MS);
    }
    await Promise.all(waits);
    const figures = (await loadRun.result) as { recordsAcked: number; elapsedS: number };
    loadRun.child.stdin?.end();
    for (const { connection } of connections) connection.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    const notificationLatencyMs = {
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1),
      samples: sorted.length,
      lost: SAMPLES - sorted.length,
      loadRecordsPerSecondAcked: Math.round(figures.recordsAcked / figures.elapsedS),
      loadTrackers: LOAD_TRACKERS,
      note:
        "From the write of the record's packet to the gateway to the mail naming its tracker accepted by the SMTP " +
        'receiver, the whole platform ingesting the load (gateway, devices, alarms; trip detection off, as in the ' +
        'ingest benchmark).',
    };
    log(JSON.stringify(notificationLatencyMs));
    const previous = existsSync(RESULT) ? JSON.parse(readFileSync(RESULT, 'utf8')) : {};
    writeFileSync(
      RESULT,
      `${JSON.stringify(
        {
          ...previous,
          command: 'npm run bench:alarms && npm run bench:alarms-latency',
          machine: { ...machine(), loadAverageAtStart: loadAtStart },
          notificationLatencyMs,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await pool.end();
    await platform.stop();
    await smtp.close();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
