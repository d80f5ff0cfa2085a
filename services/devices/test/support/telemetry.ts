import { randomBytes } from 'node:crypto';

import { type telemetryV1, TOPICS } from '@fleetlog/contracts';
import type { KafkaTestProducer } from '@fleetlog/testing';
import type { MikroORM } from '@mikro-orm/postgresql';

export interface RecordSpec {
  tsMs: number;
  latitude?: number;
  longitude?: number;
  satellites?: number;
  speedKmh?: number;
  ignition?: boolean;
  batteryLevelPct?: number;
}

/** A record as the gateway publishes it (satellites 0: no fix). */
export function record(spec: RecordSpec): telemetryV1.PositionRecord {
  const satellites = spec.satellites ?? 9;
  return {
    timestampMs: spec.tsMs,
    latitude: spec.latitude ?? 59.33,
    longitude: spec.longitude ?? 18.06,
    altitudeM: 25,
    angleDeg: 180,
    satellites,
    speedKmh: spec.speedKmh ?? 40,
    validFix: satellites > 0,
    hdop: satellites > 0 ? 0.8 : undefined,
    priority: 0,
    eventIoId: 0,
    io: {
      ignition: spec.ignition ?? true,
      movement: true,
      totalOdometerM: 120_000,
      externalVoltageMv: 12_800,
      batteryLevelPct: spec.batteryLevelPct,
    },
    rawIo: { 239: spec.ignition === false ? '0' : '1', 16: '120000' },
  };
}

/** A Codec 8 packet of these records; `raw` stands for the bytes the tracker sent (unique unless given). */
export function packet(
  imei: string,
  records: telemetryV1.PositionRecord[],
  overrides: Partial<telemetryV1.TelemetryPacket> = {},
): telemetryV1.TelemetryPacket {
  return {
    imei,
    protocol: 1,
    transport: 1,
    codec: '8',
    receivedTsMs: Date.now(),
    buffered: false,
    records,
    raw: randomBytes(48),
    gatewayInstance: 'test',
    ...overrides,
  };
}

export function publishPacket(producer: KafkaTestProducer, message: telemetryV1.TelemetryPacket): Promise<void> {
  return producer.publish(TOPICS.telemetryPositions, message.imei, message);
}

export interface StoredPosition {
  ts: number;
  vehicleId: number | null;
  organizationId: number | null;
  validFix: boolean;
  partition: string;
}

export async function positionsOf(orm: MikroORM, deviceId: number): Promise<StoredPosition[]> {
  const rows = await orm.em
    .fork()
    .execute<
      Array<{
        ts_ms: string;
        vehicle_id: string | null;
        organization_id: string | null;
        valid_fix: boolean;
        part: string;
      }>
    >(
      `select (extract(epoch from ts) * 1000)::bigint as ts_ms, vehicle_id, organization_id, valid_fix,
       tableoid::regclass::text as part
     from devices.positions where device_id = ? order by ts`,
      [deviceId],
    );
  return rows.map((row) => ({
    ts: Number(row.ts_ms),
    vehicleId: row.vehicle_id === null ? null : Number(row.vehicle_id),
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    validFix: row.valid_fix,
    partition: row.part,
  }));
}

export async function countOf(orm: MikroORM, sql: string, params: unknown[]): Promise<number> {
  const rows = await orm.em.fork().execute<Array<{ n: string }>>(sql, params);
  return Number(rows[0].n);
}

/** Polls until `read` satisfies `done` (returns the last value); fails after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
