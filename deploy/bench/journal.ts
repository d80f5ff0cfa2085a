// npm run bench:journal — the journal through the whole platform (issue 8's figures): a month of 1,000 trips of one
// vehicle loaded through the BFF (with coordinates), a month of 50 vehicles with 200 trips each (10,000 trips,
// without coordinates), each as sequential GET /api/journal requests after a warm-up (p50, p95, max), and trip
// detection's rate on the positions stream, in the same run, while devices ingests the same records. A fresh bench
// stack (database fleetlog_bench, its own broker) with the demo seed; vehicles made through the API, trips written as
// detection writes them. Writes deploy/bench/results/journal.json. Options (environment): BENCH_REQUESTS (timed
// requests per figure, default 40), BENCH_POSITIONS (records for the detection figure, default 300000).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { TOPICS, telemetryV1 } from '@fleetlog/contracts';
import { REPO_ROOT, startPlatform, startSmtpReceiver } from '@fleetlog/testing';
import { Kafka, logLevel } from 'kafkajs';
import { Pool } from 'pg';

import { offset, PLACES, TrackerRecording } from '../../services/journal/test/support/position-sequences';
import { freshBenchStack, loadAverage, machine, metricTotal } from './ingest-support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 300_000);
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/journal.json'));
const DATABASE = 'fleetlog_bench';
const LOGIN = { username: 'admin@demo-akeri.se', password: 'Fleetlog-demo-1' };
// November 2026 in Stockholm.
const MONTH_FROM = Date.parse('2026-11-01T00:00:00+01:00');
const MONTH_TO = Date.parse('2026-12-01T00:00:00+01:00');

const log = (message: string) => process.stderr.write(`[bench:journal ${new Date().toISOString()}] ${message}\n`);

async function api<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Sequential timed GETs after a warm-up: the answer's size and trips, and the latencies. */
async function timed(baseUrl: string, path: string, token: string) {
  let trips = 0;
  let bytes = 0;
  const run = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 200)}`);
    trips = (JSON.parse(text) as unknown[]).length;
    bytes = text.length;
    return ms;
  };
  for (let i = 0; i < 5; i += 1) await run();
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) latencies.push(await run());
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    trips,
    responseBytes: bytes,
    requests: REQUESTS,
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    maxMs: round(latencies.at(-1)!),
  };
}

/** `count` trips of a vehicle spread evenly over the month, written as detection writes them. */
async function storeTrips(pool: Pool, organizationId: number, vehicleId: number, driverUserId: number, count: number) {
  const stepMs = Math.floor((MONTH_TO - MONTH_FROM) / count);
  await pool.query(
    `insert into "journal"."trips" ("organization_id", "vehicle_id", "device_id", "imei", "start_at", "stop_at",
       "start_latitude", "start_longitude", "stop_latitude", "stop_longitude", "distance_m", "path_distance_m",
       "fix_count", "ignition_based", "purpose", "driver_user_id", "description", "start_address", "stop_address")
     select $1, $2::bigint, 1, 'bench-' || $2::text, to_timestamp(($3::bigint + i * $4::bigint) / 1000.0),
       to_timestamp(($3::bigint + i * $4::bigint + 900000) / 1000.0),
       59.3 + i * 0.0001, 18.0 + i * 0.0001, 59.31 + i * 0.0001, 18.02, 4200 + i % 900, 4200 + i % 900, 60, true,
       case when i % 7 = 0 then 'PRIVATE_AUTO' else 'BUSINESS' end, $5,
       case when i % 3 = 0 then '' else 'Kundbesök ' || i end, 'Kungsgatan ' || (i % 90 + 1) || ', 111 43 Stockholm',
       'Solna torg ' || (i % 20 + 1) || ', 171 45 Solna'
     from generate_series(0, $6::int - 1) as i`,
    [organizationId, vehicleId, MONTH_FROM, stepMs, driverUserId, count],
  );
}

/** A week of drives of `devices` trackers as telemetry packets of 20 records, in time order per device. */
function positionPackets(devices: number, perDevice: number): Array<{ key: string; value: Buffer }> {
  const packets: Array<{ key: string; value: Buffer }> = [];
  for (let device = 0; device < devices; device += 1) {
    const imei = String(359_000_000_000_000 + device);
    const car = new TrackerRecording(
      imei,
      '2026-11-16T05:00:00Z',
      device % 2 ? PLACES.gothenburg : PLACES.kungsholmen,
      {
        ignition: device % 3 !== 0,
        seed: device + 1,
      },
    );
    while (car.fixes.length < perDevice) {
      car.park(900, { everyS: 120, driftM: 8 });
      car.drive([offset(car.position, 3000 + (device % 7) * 1500, (device * 37) % 360)], 50, { everyS: 5 });
    }
    const fixes = car.fixes.slice(0, perDevice);
    for (let i = 0; i < fixes.length; i += 20) {
      const packet = telemetryV1.TelemetryPacket.fromPartial({
        imei,
        protocol: telemetryV1.TrackerProtocol.TELTONIKA,
        transport: telemetryV1.Transport.TCP,
        codec: '8E',
        receivedTsMs: Date.now(),
        records: fixes.slice(i, i + 20).map((fix) => ({
          timestampMs: fix.timestampMs,
          latitude: fix.latitude,
          longitude: fix.longitude,
          angleDeg: fix.headingDeg ?? 0,
          satellites: fix.satellites,
          speedKmh: fix.speedKmh,
          validFix: fix.satellites > 0,
          io: fix.ignition === undefined ? {} : { ignition: fix.ignition },
        })),
      });
      packets.push({ key: imei, value: Buffer.from(TOPICS.telemetryPositions.codec.encode(packet).finish()) });
    }
  }
  return packets;
}

async function journalPositions(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return metricTotal(await response.text(), 'fleetlog_journal_positions_total');
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  log(`load average at start ${loadAtStart.join(' ')}; fresh bench stack`);
  const stackEnv = freshBenchStack(DATABASE);
  const smtp = await startSmtpReceiver();
  const platform = await startPlatform({
    env: { ...process.env, ...stackEnv },
    smtpUrl: smtp.url,
    seedDemo: true,
    logDir: join(REPO_ROOT, '.local', 'log', 'bench'),
    logLevel: 'warn',
  });
  const pool = new Pool({ connectionString: stackEnv.DATABASE_URL, max: 2 });
  try {
    const { token } = await api<{ token: string }>(platform.baseUrl, 'POST', '/api/auth', undefined, LOGIN);
    const [{ organization_id: organizationId, id: adminId }] = (
      await pool.query<{ organization_id: string; id: string }>(
        `select "organization_id", "id" from "auth"."users" where "email" = $1`,
        [LOGIN.username],
      )
    ).rows;
    log('51 vehicles through the API');
    const vehicleIds: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const vehicle = await api<{ id: number }>(platform.baseUrl, 'POST', '/api/vehicles', token, {
        displayName: `Bänkbil ${i + 1}`,
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        isoCountryCode: 'SE',
      });
      vehicleIds.push(vehicle.id);
    }
    for (;;) {
      const { rows } = await pool.query(
        `select count(*)::int as n from "journal"."vehicles" where "vehicle_id" = any($1)`,
        [vehicleIds],
      );
      if ((rows[0] as { n: number }).n === vehicleIds.length) break;
      await sleep(500);
    }
    const [single, ...fifty] = vehicleIds;
    log('trips: 1,000 for one vehicle, 200 each for fifty');
    await storeTrips(pool, Number(organizationId), single!, Number(adminId), 1000);
    for (const vehicleId of fifty) await storeTrips(pool, Number(organizationId), vehicleId, Number(adminId), 200);
    await pool.query('analyze "journal"."trips"');

    const range = `fromTsMs=${MONTH_FROM}&toTsMs=${MONTH_TO}`;
    log('monthOneVehicle');
    const monthOneVehicle = await timed(
      platform.baseUrl,
      `/api/journal?${range}&vehicleIds=${single}&fetchCoordinates=true`,
      token,
    );
    log(`  ${JSON.stringify(monthOneVehicle)}`);
    log('monthFiftyVehicles');
    const monthFiftyVehicles = await timed(
      platform.baseUrl,
      `/api/journal?${range}&vehicleIds=${fifty.join(',')}&excludeCoords=true`,
      token,
    );
    log(`  ${JSON.stringify(monthFiftyVehicles)}`);

    log(`detection: ${POSITIONS} positions of 200 trackers`);
    const packets = positionPackets(200, Math.ceil(POSITIONS / 200));
    const records = packets.length * 20;
    const kafka = new Kafka({
      clientId: 'bench-journal',
      brokers: stackEnv.KAFKA_BROKERS!.split(','),
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer();
    await producer.connect();
    const before = await journalPositions(platform.ports.journal);
    const started = performance.now();
    for (let i = 0; i < packets.length; i += 500) {
      await producer.send({ topic: TOPICS.telemetryPositions.name, acks: -1, messages: packets.slice(i, i + 500) });
    }
    const producedMs = performance.now() - started;
    await producer.disconnect();
    let processed = 0;
    while (processed < records) {
      await sleep(200);
      processed = (await journalPositions(platform.ports.journal)) - before;
      if (performance.now() - started > 600_000)
        throw new Error(`detection took ${processed} of ${records} in 10 minutes`);
    }
    const detectedMs = performance.now() - started;
    const detection = {
      positions: records,
      producedPerSecond: Math.round(records / (producedMs / 1000)),
      positionsPerSecond: Math.round(records / (detectedMs / 1000)),
      secondsToDetectAll: Math.round(detectedMs / 100) / 10,
    };
    log(`  ${JSON.stringify(detection)}`);
    const ingest = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy/bench/results/ingest.json'), 'utf8')) as {
      endToEnd?: { positionsPerSecond?: number };
    };
    const result = {
      command: 'npm run bench:journal',
      at: new Date().toISOString(),
      machine: { ...machine(), loadAverageAtStart: loadAtStart },
      targets: {
        monthOneVehicleP95Ms: 300,
        monthFiftyVehiclesP95Ms: 1000,
        detectionAtLeastIngestPositionsPerSecond: ingest.endToEnd?.positionsPerSecond,
      },
      monthOneVehicle,
      monthFiftyVehicles,
      detection,
      notes: [
        'Sequential requests through the BFF (one worker per the platform starter) to the journal over gRPC, pages of 2,000.',
        'Detection ran while devices ingested the same records on the same two cores.',
      ],
    };
    mkdirSync(dirname(RESULT), { recursive: true });
    writeFileSync(RESULT, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${RESULT}`);
  } finally {
    await pool.end();
    await platform.stop();
    await smtp.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
