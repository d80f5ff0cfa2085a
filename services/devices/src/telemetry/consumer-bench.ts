// CLI: measures the ingest consumer alone. Creates bench devices (each installed in a vehicle), produces a backlog of
// TelemetryPackets into telemetry.positions.v1, then starts the ingest (IngestService, nothing else of the service)
// with a fresh consumer group and times it until every record is stored. Removes what it created afterwards.
//
//   node -r @swc-node/register services/devices/src/telemetry/consumer-bench.ts \
//     [--devices 2000] [--packets 20000] [--records 10]
//
// Needs the environment of the stack (DATABASE_URL, REDIS_URL, KAFKA_BROKERS, ...) and the devices migrations.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { TOPICS, type telemetryV1 } from '@fleetlog/contracts';
import { Kafka, logLevel, type Message } from 'kafkajs';
import { Redis } from 'ioredis';
import { Client } from 'pg';

import { loadDevicesConfig } from '../config';
import { IngestService } from './ingest.service';
import { LatestPositionsStore, latestKey, organizationSetKey } from './latest-positions.store';

const IMEI_PREFIX = '8889'; // bench devices only; removed at the end
const VEHICLE_BASE = 8_000_000_000;
const JOIN_WAIT_MS = 8000;
// An organisation id no real one reaches: the bench vehicles never show up in a real organisation's map.
const BENCH_ORGANIZATION = 8_999_999_999;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      devices: { type: 'string', default: '2000' },
      packets: { type: 'string', default: '20000' },
      records: { type: 'string', default: '10' },
    },
  });
  const deviceCount = Number(values.devices);
  const packetCount = Number(values.packets);
  const recordsPerPacket = Number(values.records);
  const group = `devices.ingest.bench-${randomUUID().slice(0, 8)}`;
  const config = loadDevicesConfig({
    ...process.env,
    INGEST_CONSUMER_GROUP: group,
    INGEST_FROM_BEGINNING: 'false',
    LOG_LEVEL: 'warn',
  });
  const db = new Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  const redis = new Redis(config.REDIS_URL);
  try {
    await cleanUp(db, redis);
    const devices = await createDevices(db, deviceCount);
    // A fresh group that starts at the topic's end (earlier runs' messages are not part of this measurement): the
    // consumer joins first, then the producer sends faster than it consumes, so the consumer sets the pace.
    const ingest = new IngestService(config, new LatestPositionsStore(redis));
    ingest.onApplicationBootstrap();
    await new Promise((resolve) => setTimeout(resolve, JOIN_WAIT_MS));
    const expected = packetCount * recordsPerPacket;
    const started = Date.now();
    const produceMs = await produceBacklog(config.KAFKA_BROKERS, devices, packetCount, recordsPerPacket);
    let stored = 0;
    while (stored < expected) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stored = await countStored(db);
      if (Date.now() - started > 600_000) break;
    }
    const seconds = (Date.now() - started) / 1000;
    await ingest.onApplicationShutdown();
    process.stdout.write(
      `${JSON.stringify({
        devices: deviceCount,
        packets: packetCount,
        recordsPerPacket,
        records: expected,
        stored,
        produceSeconds: produceMs / 1000,
        consumeSeconds: seconds,
        positionsPerSecond: Math.round(stored / seconds),
        note: 'consumer alone; timed from the first produced packet to the last stored record',
      })}\n`,
    );
  } finally {
    await cleanUp(db, redis);
    await db.end();
    redis.disconnect();
  }
}

async function createDevices(db: Client, count: number): Promise<string[]> {
  const imeis = Array.from({ length: count }, (_, i) => `${IMEI_PREFIX}${String(i).padStart(11, '0')}`);
  const { rows } = await db.query<{ id: string; imei: string }>(
    `insert into devices.devices (imei, device_type, organization_id)
     select imei, 'FMB920', null from unnest($1::text[]) as imei returning id, imei`,
    [imeis],
  );
  await db.query(
    `insert into devices.installations (device_id, imei, device_type, vehicle_id, organization_id, installed_at)
     select d.id, d.imei, 'FMB920', $2::bigint + d.id, $3::bigint, now() - interval '1 day'
     from unnest($1::bigint[]) as i(id) join devices.devices d on d.id = i.id`,
    [rows.map((row) => row.id), VEHICLE_BASE, BENCH_ORGANIZATION],
  );
  return imeis;
}

async function produceBacklog(brokers: string[], imeis: string[], packets: number, records: number): Promise<number> {
  const kafka = new Kafka({ clientId: 'ingest-bench', brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  const started = Date.now();
  const base = Date.now() - 3_600_000;
  const perDevice = new Map<string, number>();
  let batch: Message[] = [];
  for (let p = 0; p < packets; p += 1) {
    const imei = imeis[p % imeis.length];
    const sequence = perDevice.get(imei) ?? 0;
    perDevice.set(imei, sequence + 1);
    const recordList: telemetryV1.PositionRecord[] = [];
    for (let r = 0; r < records; r += 1) {
      const ts = base + (sequence * records + r) * 1000;
      recordList.push({
        timestampMs: ts,
        latitude: 59.3 + Math.random() / 10,
        longitude: 18.0 + Math.random() / 10,
        altitudeM: 20,
        angleDeg: 90,
        satellites: 10,
        speedKmh: 50,
        validFix: true,
        hdop: 0.8,
        priority: 0,
        eventIoId: 0,
        io: { ignition: true, movement: true, totalOdometerM: 1000 + Math.floor(ts / 1000), externalVoltageMv: 12_700 },
        rawIo: { 239: '1', 240: '1', 16: String(1000 + Math.floor(ts / 1000)), 66: '12700' },
      });
    }
    const packet: telemetryV1.TelemetryPacket = {
      imei,
      protocol: 1,
      transport: 1,
      codec: '8',
      receivedTsMs: Date.now(),
      buffered: false,
      records: recordList,
      raw: Buffer.from(`${imei}-${sequence}`.padEnd(40 * records, '.')),
      gatewayInstance: 'bench',
    };
    batch.push({ key: imei, value: Buffer.from(TOPICS.telemetryPositions.codec.encode(packet).finish()) });
    if (batch.length === 1000) {
      await producer.send({ topic: TOPICS.telemetryPositions.name, acks: -1, messages: batch });
      batch = [];
    }
  }
  if (batch.length > 0) await producer.send({ topic: TOPICS.telemetryPositions.name, acks: -1, messages: batch });
  await producer.disconnect();
  return Date.now() - started;
}

async function countStored(db: Client): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from devices.positions p join devices.devices d on d.id = p.device_id
     where d.imei like $1`,
    [`${IMEI_PREFIX}%`],
  );
  return Number(rows[0].n);
}

async function cleanUp(db: Client, redis: Redis): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`select id from devices.devices where imei like $1`, [
    `${IMEI_PREFIX}%`,
  ]);
  if (rows.length > 0) {
    await redis.del(...rows.map((row) => latestKey(VEHICLE_BASE + Number(row.id))));
    await redis.srem(
      organizationSetKey(BENCH_ORGANIZATION),
      ...rows.map((row) => String(VEHICLE_BASE + Number(row.id))),
    );
  }
  const ids = `(select id from devices.devices where imei like '${IMEI_PREFIX}%')`;
  await db.query(`delete from devices.positions where device_id in ${ids}`);
  await db.query(`delete from devices.avl_packets where device_id in ${ids}`);
  await db.query(`delete from devices.installations where device_id in ${ids}`);
  await db.query(
    `delete from devices.outbox where topic = $1
     and key in (select id::text from devices.devices where imei like '${IMEI_PREFIX}%')`,
    [TOPICS.devicesStatus.name],
  );
  await db.query(`delete from devices.devices where imei like '${IMEI_PREFIX}%'`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
