import { TOPICS } from '@fleetlog/contracts';
import { EVENT_TYPE_HEADER, outboxChannel, SCHEMA_VERSION_HEADER } from '@fleetlog/messaging';
import type { Pool, PoolClient } from 'pg';

import type { DeviceStatusFacts } from './device-status';
import type { AvlColumns, PositionColumns, QuarantineColumns } from './position-rows';
import {
  bisect,
  errorText,
  isDataError,
  pickRows,
  type RowFailure,
  UnstorableValueError,
  withRefused,
} from './row-isolation';

// Milliseconds since the epoch → timestamptz, exactly (no float seconds).
const at = (ms: string) => `('epoch'::timestamptz + ${ms} * interval '1 millisecond')`;

// The installation a device sat in at time `ts` (the history: installed_at inclusive, removed_at exclusive).
const installationAt = (device: string, ts: string) => `(
  select i."vehicle_id", i."organization_id" from "devices"."installations" i
  where i."device_id" = ${device} and i."installed_at" <= ${ts} and (i."removed_at" is null or i."removed_at" > ${ts})
  order by i."installed_at" desc limit 1)`;

// One statement per batch: every record, attached to its vehicle at the record's time; a record stored before (a
// redelivery after a crash, a resent packet) is skipped by the primary key. The columns arrive as array literals
// (arrayLiteral) and the IO maps as one JSON array, in record order ($18): at 20,000 records a second, node-postgres'
// per-element array serialisation and a JSON text per record cost more than the rest of the batch's preparation.
const INSERT_POSITIONS = `
with u as (
  select u.*, ${at('u.ts_ms')} as ts
  from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::float8[], $5::float8[], $6::int[], $7::int[], $8::int[],
    $9::int[], $10::bool[], $11::float4[], $12::bool[], $13::bool[], $14::bigint[], $15::int[], $16::int[],
    $17::text[], array(select e from jsonb_array_elements($18::jsonb) with ordinality as j(e, n) order by n),
    $19::bigint[]) with ordinality
    as u(device_id, ts_ms, org, lat, lon, alt, angle, sats, speed, valid, hdop, ign, mov, odo, ext, batt, driver, io,
      recv, n)
),
-- The installations of the batch's devices that overlap the batch's time span of each device: one index lookup per
-- device, not per record (a batch holds many records of each device).
inst as (
  select i."device_id", i."vehicle_id", i."organization_id", i."installed_at", i."removed_at"
  from (select device_id, min(ts) as lo, max(ts) as hi from u group by device_id) s
  join "devices"."installations" i on i."device_id" = s.device_id and i."installed_at" <= s.hi
    and (i."removed_at" is null or i."removed_at" > s.lo)
)
insert into "devices"."positions" ("device_id", "ts", "vehicle_id", "organization_id", "latitude", "longitude",
  "altitude_m", "angle_deg", "satellites", "speed_kmh", "valid_fix", "hdop", "ignition", "movement",
  "total_odometer_m", "external_voltage_mv", "battery_level_pct", "driver_id", "io", "received_at")
select distinct on (r.n) r.device_id, r.ts, i."vehicle_id", coalesce(i."organization_id", r.org), r.lat, r.lon,
  r.alt, r.angle, r.sats, r.speed, r.valid, r.hdop, r.ign, r.mov, r.odo, r.ext, r.batt, r.driver, r.io,
  ${at('r.recv')}
from u r
left join inst i on i."device_id" = r.device_id and i."installed_at" <= r.ts
  and (i."removed_at" is null or i."removed_at" > r.ts)
-- The installation a record's time falls in (installed_at inclusive, removed_at exclusive), the latest if two did.
order by r.n, i."installed_at" desc
on conflict ("device_id", "ts") do nothing`;

const INSERT_AVL = `
insert into "devices"."avl_packets" ("device_id", "first_record_at", "record_count", "raw_hash", "received_at", "raw",
  "codec", "transport")
select u.device_id, ${at('u.first_ms')}, u.record_count, u.raw_hash, ${at('u.recv')}, u.raw, u.codec, u.transport
from unnest($1::bigint[], $2::bigint[], $3::int[], $4::bytea[], $5::bigint[], $6::bytea[], $7::text[], $8::text[])
  as u(device_id, first_ms, record_count, raw_hash, recv, raw, codec, transport)
on conflict do nothing`;

// Records the positions store cannot hold (position-rows.ts QuarantineColumns, and rows it refused): kept by device
// and device time, the record as JSON ($6, in order), with why.
const INSERT_QUARANTINE = `
insert into "devices"."positions_quarantine" ("device_id", "device_ts_ms", "received_at", "reason", "detail", "record")
select u.device_id, u.ts_ms, ${at('u.recv')}, u.reason, u.detail, u.record
from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[],
    array(select e from jsonb_array_elements($6::jsonb) with ordinality as j(e, n) order by n))
  as u(device_id, ts_ms, recv, reason, detail, record)
on conflict ("device_id", "device_ts_ms") do nothing`;

const ATTACH = `
select u.n::int as n, i."vehicle_id", i."organization_id"
from unnest($1::bigint[], $2::bigint[]) with ordinality as u(device_id, ts_ms, n)
cross join lateral ${installationAt('u.device_id', at('u.ts_ms'))} i`;

// Status of the devices whose throttle let them through, only forward (a replayed older status changes nothing),
// each with its raised version (devices.status.v1 is keyed by device id, like the device's other events).
const UPDATE_STATUS = `
update "devices"."devices" d set
  "status_at" = ${at('u.status_ms')},
  "status_server_at" = ${at('u.server_ms')},
  "latest_battery_level" = coalesce(u.battery, d."latest_battery_level"),
  "latest_seen_positive_speed_at" = greatest(d."latest_seen_positive_speed_at", ${at('u.speed_ms')}),
  "uplink_loss" = u.uplink,
  "reported_frequency_s" = coalesce(u.freq, d."reported_frequency_s"),
  "version" = d."version" + 1
from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[], $5::bigint[], $6::bool[], $7::int[])
  as u(id, status_ms, server_ms, battery, speed_ms, uplink, freq)
where d."id" = u.id and (d."status_at" is null or d."status_at" <= ${at('u.status_ms')})
returning d."id", d."imei", d."organization_id", d."version", d."latest_battery_level", d."uplink_loss",
  d."reported_frequency_s", (extract(epoch from d."latest_seen_positive_speed_at") * 1000)::bigint as speed_ms,
  (select i."vehicle_id" from ${installationAt('d."id"', 'd."status_at"')} i) as vehicle_id`;

/**
 * A PostgreSQL array literal of numbers or booleans ('{1,2.5,NULL}'): one join instead of node-postgres' per-element
 * escaping. Numbers print in JavaScript's shortest round-trip form, which PostgreSQL reads back to the same float8;
 * a non-finite number (never produced by the decoders) is refused rather than stored as something else.
 */
export function arrayLiteral(values: ReadonlyArray<number | boolean | null>): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) out += ',';
    if (value === null) out += 'NULL';
    else if (typeof value === 'boolean') out += value ? 't' : 'f';
    else if (Number.isFinite(value)) out += value;
    else throw new UnstorableValueError(`not a finite number: ${value}`);
  }
  return `${out}}`;
}

/** One batch's rows, as position-rows.ts builds them, and the statuses the throttle let through. */
export interface BatchWrite {
  positions: PositionColumns;
  avl: AvlColumns;
  quarantine: QuarantineColumns;
  statuses: readonly DeviceStatusFacts[];
}

export interface WriteOutcome {
  /** Position rows the positions store refused. */
  refused: number;
  /** Of those, the rows kept in the quarantine instead (reason 'unstorable'); the others are in `failures`. */
  refusedKept: number;
  failures: RowFailure[];
}

const ALL_WRITTEN: WriteOutcome = { refused: 0, refusedKept: 0, failures: [] };

/** A PostgreSQL text[] literal: every element quoted, backslash and double quote escaped, null as NULL. */
export function textArrayLiteral(values: ReadonlyArray<string | null>): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

interface StatusRow {
  id: string;
  imei: string;
  organization_id: string | null;
  version: string;
  latest_battery_level: number | null;
  uplink_loss: boolean;
  reported_frequency_s: number | null;
  speed_ms: string | null;
  vehicle_id: string | null;
}

export interface Attachment {
  vehicleId: number;
  organizationId: number;
}

/**
 * The ingest's writes, on a pg pool of its own (array parameters and COPY-class statements are not what the ORM is
 * for): per Kafka batch one transaction holding one positions statement, one AVL statement, one quarantine statement
 * and, for the statuses the throttle let through, one status update and one outbox insert. Nothing per row, unless a
 * row is refused: then the rows are written again in halves until the refused ones stand alone (README "Telemetry
 * ingest"), so one row never takes its batch with it.
 */
export class PositionsWriter {
  constructor(private readonly pool: Pool) {}

  async writeBatch(batch: BatchWrite): Promise<WriteOutcome> {
    try {
      await this.transaction(async (client) => {
        await this.insertPositions(client, batch.positions);
        await this.insertAvl(client, batch.avl);
        await this.insertQuarantine(client, batch.quarantine);
        await this.writeStatuses(client, batch.statuses);
      });
      return ALL_WRITTEN;
    } catch (error) {
      if (!isDataError(error)) throw error;
      return this.isolate(batch);
    }
  }

  /**
   * The batch again after a row was refused, each table's rows in halves until every refused row stands alone (a
   * handful of statements for one bad row among thousands): a position row the store refuses goes to the quarantine
   * with PostgreSQL's reason; an AVL or quarantine row nothing can hold fails its packet. Every insert is
   * idempotent, so rows written before the refusal are not written twice. Statuses last, in a transaction of their
   * own; their failure fails the batch (retried as a whole).
   */
  private async isolate(batch: BatchWrite): Promise<WriteOutcome> {
    const failures: RowFailure[] = [];
    const refused: Array<{ row: number; detail: string }> = [];
    const { positions, avl } = batch;
    await bisect(
      positions.deviceId.length,
      (rows) => this.autocommit((client) => this.insertPositions(client, pickRows(positions, rows))),
      (row, error) => refused.push({ row, detail: errorText(error) }),
    );
    await bisect(
      avl.deviceId.length,
      (rows) => this.autocommit((client) => this.insertAvl(client, pickRows(avl, rows))),
      (row, error) => failures.push({ packet: avl.packet[row], reason: `AVL log: ${errorText(error)}` }),
    );
    const quarantine = withRefused(batch.quarantine, positions, refused);
    let refusedKept = refused.length;
    await bisect(
      quarantine.deviceId.length,
      (rows) => this.autocommit((client) => this.insertQuarantine(client, pickRows(quarantine, rows))),
      (row, error) => {
        if (row >= batch.quarantine.deviceId.length) refusedKept -= 1;
        failures.push({ packet: quarantine.packet[row], reason: `quarantine: ${errorText(error)}` });
      },
    );
    await this.transaction((client) => this.writeStatuses(client, batch.statuses));
    return { refused: refused.length, refusedKept, failures };
  }

  private async insertPositions(client: PoolClient, positions: PositionColumns): Promise<void> {
    if (positions.deviceId.length === 0) return;
    await client.query(INSERT_POSITIONS, [
      arrayLiteral(positions.deviceId),
      arrayLiteral(positions.tsMs),
      arrayLiteral(positions.organizationId),
      arrayLiteral(positions.latitude),
      arrayLiteral(positions.longitude),
      arrayLiteral(positions.altitudeM),
      arrayLiteral(positions.angleDeg),
      arrayLiteral(positions.satellites),
      arrayLiteral(positions.speedKmh),
      arrayLiteral(positions.validFix),
      arrayLiteral(positions.hdop),
      arrayLiteral(positions.ignition),
      arrayLiteral(positions.movement),
      arrayLiteral(positions.totalOdometerM),
      arrayLiteral(positions.externalVoltageMv),
      arrayLiteral(positions.batteryLevelPct),
      textArrayLiteral(positions.driverId),
      JSON.stringify(positions.io),
      arrayLiteral(positions.receivedMs),
    ]);
  }

  private async insertAvl(client: PoolClient, avl: AvlColumns): Promise<void> {
    if (avl.deviceId.length === 0) return;
    await client.query(INSERT_AVL, [
      avl.deviceId,
      avl.firstRecordMs,
      avl.recordCount,
      avl.rawHash,
      avl.receivedMs,
      avl.raw,
      avl.codec,
      avl.transport,
    ]);
  }

  private async insertQuarantine(
    client: PoolClient,
    quarantine: QuarantineColumns & { detail?: Array<string | null> },
  ) {
    if (quarantine.deviceId.length === 0) return;
    await client.query(INSERT_QUARANTINE, [
      quarantine.deviceId,
      quarantine.tsMs,
      quarantine.receivedMs,
      quarantine.reason,
      quarantine.detail ?? quarantine.deviceId.map(() => null),
      JSON.stringify(quarantine.record),
    ]);
  }

  /** Deferred statuses (the throttle's sweep), in a transaction of their own. */
  async writeStatusesOnly(statuses: readonly DeviceStatusFacts[]): Promise<void> {
    if (statuses.length === 0) return;
    await this.transaction((client) => this.writeStatuses(client, statuses));
  }

  /** The vehicle (and its organisation) each (device, time) was installed in; absent when not installed then. */
  async attachments(points: ReadonlyArray<{ deviceId: number; tsMs: number }>): Promise<Map<number, Attachment>> {
    const found = new Map<number, Attachment>();
    if (points.length === 0) return found;
    const { rows } = await this.pool.query<{ n: number; vehicle_id: string; organization_id: string }>(ATTACH, [
      points.map((point) => point.deviceId),
      points.map((point) => point.tsMs),
    ]);
    for (const row of rows) {
      found.set(row.n - 1, { vehicleId: Number(row.vehicle_id), organizationId: Number(row.organization_id) });
    }
    return found;
  }

  private async writeStatuses(client: PoolClient, statuses: readonly DeviceStatusFacts[]): Promise<void> {
    if (statuses.length === 0) return;
    // Rows in id order: two writers never wait on each other's rows in opposite orders.
    const sorted = [...statuses].sort((a, b) => a.deviceId - b.deviceId);
    const { rows } = await client.query<StatusRow>(UPDATE_STATUS, [
      sorted.map((s) => s.deviceId),
      sorted.map((s) => s.statusAtMs),
      sorted.map((s) => s.statusServerAtMs),
      sorted.map((s) => s.batteryLevelPct),
      sorted.map((s) => s.latestPositiveSpeedMs),
      sorted.map((s) => s.uplinkLoss),
      sorted.map((s) => s.reportedFrequencyS),
    ]);
    if (rows.length === 0) return;
    const byId = new Map(sorted.map((s) => [s.deviceId, s]));
    const keys: string[] = [];
    const payloads: Buffer[] = [];
    for (const row of rows) {
      const facts = byId.get(Number(row.id))!;
      keys.push(row.id);
      payloads.push(
        Buffer.from(
          TOPICS.devicesStatus.codec
            .encode({
              deviceId: Number(row.id),
              imei: row.imei,
              organizationId: row.organization_id === null ? 0 : Number(row.organization_id),
              vehicleId: row.vehicle_id === null ? 0 : Number(row.vehicle_id),
              status: {
                timestampMs: facts.statusAtMs,
                serverTimestampMs: facts.statusServerAtMs,
                uplinkLoss: row.uplink_loss,
                latestBatteryLevel: row.latest_battery_level ?? undefined,
                latestSeenPositiveSpeed: row.speed_ms === null ? 0 : Number(row.speed_ms),
              },
              reportedFrequencyS: row.reported_frequency_s ?? undefined,
              latitude: facts.fix?.latitude,
              longitude: facts.fix?.longitude,
              speedKmh: facts.fix?.speedKmh,
              ignition: facts.ignition ?? undefined,
              version: Number(row.version),
            })
            .finish(),
        ),
      );
    }
    await client.query(
      `with added as (
         insert into "devices"."outbox" ("topic", "key", "payload", "headers")
         select $1, k, p, $4::jsonb from unnest($2::text[], $3::bytea[]) with ordinality as t(k, p, n) order by n
         returning 1)
       select pg_notify($5, '') from added limit 1`,
      [
        TOPICS.devicesStatus.name,
        keys,
        payloads,
        JSON.stringify({
          [EVENT_TYPE_HEADER]: TOPICS.devicesStatus.eventType,
          [SCHEMA_VERSION_HEADER]: String(TOPICS.devicesStatus.schemaVersion),
        }),
        outboxChannel('devices'),
      ],
    );
  }

  /** One statement on its own (its own implicit transaction). */
  private async autocommit(work: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await work(client);
    } finally {
      client.release();
    }
  }

  private async transaction(work: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await work(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
