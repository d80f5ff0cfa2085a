// npm run bench:alarms — the alarms service's evaluation of telemetry.positions.v1 (issue 20's first figure): 10,000
// geofence alarms across 100 organisations and every function and security alarm active, 1,000 trackers of those
// organisations driving among the zones, fed through the positions consumer's own batch handler
// (PositionsEvaluator.handleBatch: the R-tree, each tracker's segments against its candidate zones, the tracker
// events, and the periods it opens written with their events and notifications in one transaction per batch) on a
// fresh bench database. Kafka's fetching is left out (the ingest benchmark measures the broker path); the figure is
// positions per second of wall time and the CPU per 1,000 positions. Writes the "evaluation" key of
// deploy/bench/results/alarms.json, keeping the file's other keys.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { type telemetryV1 } from '@fleetlog/contracts';
import { arrayLiteral, runMigrations } from '@fleetlog/database';
import { kitOrmOptions } from '@fleetlog/kit';
import type { BatchItem } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';

import { alarmsConfigSchema } from '../../services/alarms/src/config';
import { AlarmCatalogue } from '../../services/alarms/src/evaluation/alarm-catalogue';
import { PositionsEvaluator } from '../../services/alarms/src/evaluation/positions-evaluator';
import { alarmsService } from '../../services/alarms/src/service';
import { freshBenchStack } from './ingest-support';

const REPO_ROOT = resolve(__dirname, '../..');
const RESULT = resolve(process.env.BENCH_OUT ?? join(REPO_ROOT, 'deploy/bench/results/alarms.json'));
const ORGANISATIONS = 100;
const GEOFENCES = Number(process.env.BENCH_GEOFENCES ?? 10_000);
const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 1_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 400_000);
const RECORDS_PER_PACKET = 20;
const PACKETS_PER_BATCH = 250; // 5,000 positions: a Kafka batch of the positions topic's size
const FUNCTION_AND_SECURITY = [
  'NO_DRIVER',
  'UNPLUG',
  'LOW_BATTERY',
  'MISSING_TRIPS',
  'INTERMITTENCE',
  'NO_CONTACT',
  'INSPECTION',
  'SERVICE',
  'JAMMING',
  'CRASH',
  'TOWING',
  'DRIVING_SCHEDULE',
];

const log = (message: string) => process.stderr.write(`[bench:alarms ${new Date().toISOString()}] ${message}\n`);

// The fleet's area: a 60 × 40 km box around Stockholm, zones of 100–600 m scattered over it.
const BOX = { latitude: 59.15, longitude: 17.7, height: 0.36, width: 1.05 };

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function zoneAround(latitude: number, longitude: number, sizeM: number) {
  const dLat = sizeM / 111_320 / 2;
  const dLon = dLat / Math.cos((latitude * Math.PI) / 180);
  return [
    { latitude: latitude - dLat, longitude: longitude - dLon },
    { latitude: latitude - dLat, longitude: longitude + dLon },
    { latitude: latitude + dLat, longitude: longitude + dLon * 0.6 },
    { latitude: latitude + dLat, longitude: longitude - dLon * 0.6 },
  ];
}

async function seed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const rand = seeded(42);
  const schedule = JSON.stringify(
    [1, 2, 3, 4, 5, 6, 7].map((d) => ({ dayOfWeek: d, active: true, times: [{ start: '0000', stop: '2359' }] })),
  );
  // Trackers: 10 per organisation, each in a vehicle of its organisation.
  const trackers: string[] = [];
  for (let i = 0; i < TRACKERS; i += 1) {
    const organization = (i % ORGANISATIONS) + 1;
    const imei = String(350_000_000_000_000 + i);
    trackers.push(imei);
    await em.execute(
      `insert into "alarms"."vehicles" ("id", "organization_id", "registry", "version") values (?, ?, ?, 1)`,
      [i + 1, organization, `BEN ${String(i).padStart(3, '0')}`],
    );
    await em.execute(
      `insert into "alarms"."trackers" ("imei", "device_id", "organization_id", "vehicle_id", "last_seen_at", "version")
       values (?, ?, ?, ?, now(), 1)`,
      [imei, i + 1, organization, i + 1],
    );
  }
  // Geofences: 100 per organisation, each targeting its organisation's vehicles, ENTRY and EXIT.
  for (let i = 0; i < GEOFENCES; i += 1) {
    const organization = (i % ORGANISATIONS) + 1;
    const latitude = BOX.latitude + rand() * BOX.height;
    const longitude = BOX.longitude + rand() * BOX.width;
    const coords = zoneAround(latitude, longitude, 100 + rand() * 500);
    const ring = [...coords, coords[0]!].map((p) => `${p.longitude} ${p.latitude}`).join(', ');
    await em.execute(
      `insert into "alarms"."settings" ("organization_id", "alarm_name", "alarm_type", "name", "target_organization_ids",
         "schedule", "zone_coords", "zone", "center", "active_on_enter", "active_on_exit", "repeat_after_hours",
         "created_by")
       values (?, 'GEO_ZONE', 'GEO', ?, ?::bigint[], ?::jsonb, ?::jsonb, ?::geography, ?::jsonb, true, true, 24, 1)`,
      [
        organization,
        `Zon ${i}`,
        arrayLiteral([organization]),
        schedule,
        JSON.stringify(coords),
        `SRID=4326;POLYGON((${ring}))`,
        JSON.stringify({ latitude, longitude }),
      ],
    );
  }
  // Every function and security alarm, for every organisation.
  for (let organization = 1; organization <= ORGANISATIONS; organization += 1) {
    for (const name of FUNCTION_AND_SECURITY) {
      const type = ['JAMMING', 'CRASH', 'TOWING', 'DRIVING_SCHEDULE'].includes(name) ? 'SECURITY' : 'FUNCTION';
      await em.execute(
        `insert into "alarms"."settings" ("organization_id", "alarm_name", "alarm_type", "name", "target_organization_ids",
           "schedule", "params", "created_by") values (?, ?, ?, ?, ?::bigint[], ?::jsonb, ?::jsonb, 1)`,
        [
          organization,
          name,
          type,
          name,
          arrayLiteral([organization]),
          schedule,
          JSON.stringify({ lowBatteryLevel: 30, hoursMissingContact: 3, daysMissingTrips: 3 }),
        ],
      );
    }
  }
}

/** The trackers' drives: each a random walk at 50 km/h, a record a second, every 500th record a crash event. */
function* batches(trackers: number): Generator<Array<BatchItem<telemetryV1.TelemetryPacket>>> {
  const rand = seeded(7);
  const state = Array.from({ length: trackers }, () => ({
    latitude: BOX.latitude + rand() * BOX.height,
    longitude: BOX.longitude + rand() * BOX.width,
    heading: rand() * 2 * Math.PI,
    tsMs: Date.now() - 3_600_000,
  }));
  let produced = 0;
  let offset = 0;
  while (produced < POSITIONS) {
    const batch: Array<BatchItem<telemetryV1.TelemetryPacket>> = [];
    for (let p = 0; p < PACKETS_PER_BATCH && produced < POSITIONS; p += 1) {
      const tracker = (offset + p) % trackers;
      const s = state[tracker]!;
      const records: telemetryV1.PositionRecord[] = [];
      for (let r = 0; r < RECORDS_PER_PACKET; r += 1) {
        s.heading += (rand() - 0.5) * 0.3;
        s.latitude += (Math.cos(s.heading) * 14) / 111_320;
        s.longitude += (Math.sin(s.heading) * 14) / (111_320 * Math.cos((s.latitude * Math.PI) / 180));
        s.tsMs += 1000;
        produced += 1;
        const crash = produced % 500 === 0;
        records.push({
          timestampMs: s.tsMs,
          latitude: s.latitude,
          longitude: s.longitude,
          altitudeM: 20,
          angleDeg: Math.round(((s.heading * 180) / Math.PI + 360) % 360),
          satellites: 10,
          speedKmh: 50,
          validFix: true,
          hdop: 0.8,
          priority: crash ? 2 : 0,
          eventIoId: crash ? 247 : 0,
          io: { ignition: true, movement: true },
          rawIo: crash ? { 247: '1', 239: '1' } : { 239: '1' },
        });
      }
      batch.push({
        message: {
          imei: String(350_000_000_000_000 + tracker),
          protocol: 'teltonika',
          transport: 'tcp',
          codec: '8E',
          receivedTsMs: Date.now(),
          buffered: false,
          records,
          raw: Buffer.alloc(0),
          gatewayInstance: 'bench',
        } as unknown as telemetryV1.TelemetryPacket,
        meta: { key: String(tracker), headers: {}, partition: 0, offset: String(offset + p) },
      });
    }
    offset += PACKETS_PER_BATCH;
    yield batch;
  }
}

async function main(): Promise<void> {
  const env = freshBenchStack('fleetlog_bench');
  const config = alarmsConfigSchema.parse({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtp://127.0.0.1:1',
    ALARMS_CONSUME_POSITIONS: 'false',
    INTERNAL_SERVICE_KEY_FILE: env.INTERNAL_SERVICE_KEY_FILE,
  });
  const ormConfig = kitOrmOptions(alarmsService, config.DATABASE_URL);
  await runMigrations(ormConfig);
  const orm = await MikroORM.init(ormConfig);
  log(
    `seeding ${GEOFENCES} geofences, ${FUNCTION_AND_SECURITY.length * ORGANISATIONS} other alarms, ${TRACKERS} trackers`,
  );
  await seed(orm);
  const catalogue = new AlarmCatalogue(config, orm.em);
  await catalogue.ready();
  const evaluator = new PositionsEvaluator(config, orm.em, catalogue);
  log(`index: ${catalogue.geofences.size} zones; evaluating ${POSITIONS} positions`);
  const all = [...batches(TRACKERS)];
  // Warm-up on the first batch (JIT, the geofence sides' first load), then the measured rest.
  await evaluator.handleBatch(all[0]!);
  const measured = all.slice(1);
  const positions = measured.reduce(
    (sum, batch) => sum + batch.reduce((n, item) => n + item.message.records.length, 0),
    0,
  );
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (const batch of measured) await evaluator.handleBatch(batch);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const [{ periods }] = await orm.em
    .fork()
    .execute<Array<{ periods: string }>>(`select count(*) as "periods" from "alarms"."periods"`);
  const evaluation = {
    positionsPerSecond: Math.round(positions / seconds),
    geofences: catalogue.geofences.size,
    organisations: ORGANISATIONS,
    otherAlarms: FUNCTION_AND_SECURITY.length * ORGANISATIONS,
    trackers: TRACKERS,
    positions,
    seconds: Math.round(seconds * 10) / 10,
    cpuMsPer1000Positions: Math.round(((cpu.user + cpu.system) / positions) * 10) / 10,
    periodsOpened: Number(periods),
    note:
      "PositionsEvaluator.handleBatch on batches of 250 packets × 20 records, on a fresh bench database; the periods' " +
      'transactions included, Kafka fetching not (the consumer hands the same batches to the same handler).',
  };
  log(JSON.stringify(evaluation));
  const previous = existsSync(RESULT) ? JSON.parse(readFileSync(RESULT, 'utf8')) : {};
  mkdirSync(dirname(RESULT), { recursive: true });
  writeFileSync(
    RESULT,
    `${JSON.stringify(
      {
        ...previous,
        command: 'npm run bench:alarms',
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model ?? 'unknown',
          memory: `${Math.round((totalmem() / 2 ** 30) * 10) / 10} GiB`,
          node: process.version,
          loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
        },
        evaluation,
      },
      null,
      2,
    )}\n`,
  );
  await orm.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
