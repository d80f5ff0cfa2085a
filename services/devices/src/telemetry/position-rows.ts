import { createHash } from 'node:crypto';

import { normalizePositionRecord, RAW_VALUE_KEYS, telemetryV1 } from '@fleetlog/contracts';

import type { PlottedFix } from './latest-positions.store';

/** A known device as the ingest needs it. */
export interface KnownDevice {
  id: number;
  organizationId: number | null;
  reportedFrequencyS: number | null;
}

/**
 * One Kafka batch as column arrays, the parameters of the multi-row statements (`unnest($1::bigint[], ...)`): one
 * statement per table per batch, whatever the number of records.
 */
export interface PositionColumns {
  deviceId: number[];
  tsMs: number[];
  organizationId: Array<number | null>;
  latitude: number[];
  longitude: number[];
  /** null: unknown, the tracker's value was impossible (kept in `io` under its RAW_VALUE_KEYS key). */
  altitudeM: Array<number | null>;
  angleDeg: Array<number | null>;
  satellites: number[];
  speedKmh: Array<number | null>;
  validFix: boolean[];
  hdop: Array<number | null>;
  ignition: Array<boolean | null>;
  movement: Array<boolean | null>;
  totalOdometerM: Array<number | null>;
  externalVoltageMv: Array<number | null>;
  batteryLevelPct: Array<number | null>;
  driverId: Array<string | null>;
  /** Every IO element by id, raw; written as one JSON document per batch (positions-writer.ts). */
  io: Array<{ [id: string]: string }>;
  receivedMs: number[];
  /** Not written: the index of the row's packet in the batch, so a row that cannot be stored names its message. */
  packet: number[];
}

/**
 * Records the positions store cannot hold by their time (kept in devices.positions_quarantine instead, by device and
 * device time): dated beyond INGEST_FUTURE_TOLERANCE_MS ahead (a daily partition made later could not be, with such
 * a row in the default partition), or outside what PostgreSQL's timestamp holds.
 */
export interface QuarantineColumns {
  deviceId: number[];
  tsMs: number[];
  receivedMs: number[];
  reason: QuarantineReason[];
  /** The record as published, normalised (telemetry.v1.PositionRecord's JSON form). */
  record: unknown[];
  packet: number[];
}

export type QuarantineReason = 'future_timestamp' | 'timestamp_out_of_range' | 'unstorable';

export interface AvlColumns {
  deviceId: number[];
  firstRecordMs: number[];
  recordCount: number[];
  rawHash: Buffer[];
  receivedMs: number[];
  raw: Buffer[];
  codec: string[];
  transport: string[];
  packet: number[];
}

/** What one device's packets of the batch say about it: the newest record, the newest fix, the status facts. */
export interface DeviceBatchFacts {
  device: KnownDevice;
  imei: string;
  newest: telemetryV1.PositionRecord;
  newestReceivedMs: number;
  newestBuffered: boolean;
  newestFix: telemetryV1.PositionRecord | null;
  newestFixReceivedMs: number;
  latestPositiveSpeedMs: number | null;
  batteryLevelPct: number | null;
  reportedFrequencyS: number | null;
}

export interface BatchRows {
  positions: PositionColumns;
  avl: AvlColumns;
  quarantine: QuarantineColumns;
  facts: DeviceBatchFacts[];
  unknownImeiRecords: number;
  /** Values stored as unknown (or replaced) because they were impossible, by field (README "Telemetry ingest"). */
  normalized: Map<string, number>;
}

export interface RowOptions {
  nowMs: number;
  futureToleranceMs: number;
}

/**
 * A record with a GPS fix is plotted; one without is seen, never plotted. The gateway judges the fix per protocol
 * (`valid_fix`): Teltonika by its satellites (0: no fix), Queclink @Track by its GPS accuracy (0: no fix), since
 * @Track reports carry no satellite count at all.
 */
export function hasFix(record: telemetryV1.PositionRecord): boolean {
  return record.validFix;
}

const TRANSPORTS: Record<number, string> = { 1: 'TCP', 2: 'UDP' };

/** 0001-01-01T00:00:00Z: the store takes no earlier time (PostgreSQL's own limit is 4713 BC; no tracker is older). */
export const EARLIEST_STORABLE_MS = -62_135_596_800_000;

/** The field each reserved raw IO key stands for (the normalised-values metric's label). */
const FIELD_OF_RAW_KEY = new Map(Object.entries(RAW_VALUE_KEYS).map(([field, key]) => [String(key), field]));
const FIRST_RAW_KEY = Math.min(...Object.values(RAW_VALUE_KEYS));

/**
 * Turns the batch's packets into column arrays. Every record of a known device becomes one row: in the positions
 * store, its values normalised to their physical ranges first (normalizePositionRecord: the store boundary checks
 * whatever produced the message), or in the quarantine when its time is one the store cannot hold. Records of an
 * unknown IMEI are dropped and counted.
 */
export function toBatchRows(
  packets: readonly telemetryV1.TelemetryPacket[],
  deviceOf: (imei: string) => KnownDevice | undefined,
  options: RowOptions,
): BatchRows {
  const positions = emptyPositions();
  const avl: AvlColumns = {
    deviceId: [],
    firstRecordMs: [],
    recordCount: [],
    rawHash: [],
    receivedMs: [],
    raw: [],
    codec: [],
    transport: [],
    packet: [],
  };
  const quarantine: QuarantineColumns = { deviceId: [], tsMs: [], receivedMs: [], reason: [], record: [], packet: [] };
  const facts = new Map<number, DeviceBatchFacts>();
  const normalized = new Map<string, number>();
  let unknownImeiRecords = 0;
  const latestAllowed = options.nowMs + options.futureToleranceMs;
  packets.forEach((packet, index) => {
    const device = deviceOf(packet.imei);
    if (!device) {
      unknownImeiRecords += packet.records.length;
      return;
    }
    const receivedMs = Number(packet.receivedTsMs);
    if (packet.raw.length > 0) {
      // Dated by its first (oldest) record, so a resent packet is the same row; by its receive time when that record
      // is one the store cannot hold by time (a row dated far ahead would block the daily partitions).
      const first = packet.records.length > 0 ? Number(packet.records[0].timestampMs) : receivedMs;
      avl.deviceId.push(device.id);
      avl.firstRecordMs.push(timeProblem(first, latestAllowed) === undefined ? first : receivedMs);
      avl.recordCount.push(packet.records.length);
      avl.rawHash.push(createHash('sha256').update(packet.raw).digest());
      avl.receivedMs.push(receivedMs);
      avl.raw.push(Buffer.from(packet.raw));
      avl.codec.push(packet.codec);
      avl.transport.push(TRANSPORTS[packet.transport] ?? 'UNSPECIFIED');
      avl.packet.push(index);
    }
    for (const published of packet.records) {
      const { record } = normalizePositionRecord(published);
      countNormalized(normalized, record.rawIo);
      const problem = timeProblem(Number(record.timestampMs), latestAllowed);
      if (problem !== undefined) {
        quarantine.deviceId.push(device.id);
        quarantine.tsMs.push(Number(record.timestampMs));
        quarantine.receivedMs.push(receivedMs);
        quarantine.reason.push(problem);
        quarantine.record.push(telemetryV1.PositionRecord.toJSON(record));
        quarantine.packet.push(index);
        continue;
      }
      pushPosition(positions, device, record, receivedMs, index);
      noteFacts(facts, device, packet, record, receivedMs);
    }
  });
  return { positions, avl, quarantine, facts: [...facts.values()], unknownImeiRecords, normalized };
}

/** Why the positions store cannot hold a record dated `tsMs`, or undefined when it can. */
function timeProblem(tsMs: number, latestAllowedMs: number): QuarantineReason | undefined {
  if (!Number.isSafeInteger(tsMs) || tsMs < EARLIEST_STORABLE_MS) return 'timestamp_out_of_range';
  if (tsMs > latestAllowedMs) return 'future_timestamp';
  return undefined;
}

/** Counts the record's normalised values by their reserved raw IO keys (whoever normalised them). */
function countNormalized(counts: Map<string, number>, rawIo: { [key: number]: string }): void {
  for (const key in rawIo) {
    if (key.length < 7 || Number(key) < FIRST_RAW_KEY) continue;
    const field = FIELD_OF_RAW_KEY.get(key);
    if (field !== undefined) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
}

function emptyPositions(): PositionColumns {
  return {
    deviceId: [],
    tsMs: [],
    organizationId: [],
    latitude: [],
    longitude: [],
    altitudeM: [],
    angleDeg: [],
    satellites: [],
    speedKmh: [],
    validFix: [],
    hdop: [],
    ignition: [],
    movement: [],
    totalOdometerM: [],
    externalVoltageMv: [],
    batteryLevelPct: [],
    driverId: [],
    io: [],
    receivedMs: [],
    packet: [],
  };
}

function pushPosition(
  rows: PositionColumns,
  device: KnownDevice,
  record: telemetryV1.PositionRecord,
  receivedMs: number,
  packet: number,
): void {
  const io = record.io;
  rows.deviceId.push(device.id);
  rows.tsMs.push(Number(record.timestampMs));
  rows.organizationId.push(device.organizationId);
  rows.latitude.push(record.latitude);
  rows.longitude.push(record.longitude);
  rows.altitudeM.push(record.altitudeM ?? null);
  rows.angleDeg.push(record.angleDeg ?? null);
  rows.satellites.push(record.satellites);
  rows.speedKmh.push(record.speedKmh ?? null);
  rows.validFix.push(hasFix(record));
  rows.hdop.push(record.hdop ?? null);
  rows.ignition.push(io?.ignition ?? null);
  rows.movement.push(io?.movement ?? null);
  rows.totalOdometerM.push(io?.totalOdometerM === undefined ? null : Number(io.totalOdometerM));
  rows.externalVoltageMv.push(io?.externalVoltageMv ?? null);
  rows.batteryLevelPct.push(io?.batteryLevelPct ?? null);
  rows.driverId.push(io?.ibuttonDriverId || null);
  rows.io.push(record.rawIo ?? {});
  rows.receivedMs.push(receivedMs);
  rows.packet.push(packet);
}

function noteFacts(
  facts: Map<number, DeviceBatchFacts>,
  device: KnownDevice,
  packet: telemetryV1.TelemetryPacket,
  record: telemetryV1.PositionRecord,
  receivedMs: number,
): void {
  const ts = Number(record.timestampMs);
  let entry = facts.get(device.id);
  if (!entry) {
    entry = {
      device,
      imei: packet.imei,
      newest: record,
      newestReceivedMs: receivedMs,
      newestBuffered: packet.buffered,
      newestFix: null,
      newestFixReceivedMs: 0,
      latestPositiveSpeedMs: null,
      batteryLevelPct: null,
      reportedFrequencyS: null,
    };
    facts.set(device.id, entry);
  }
  if (ts >= Number(entry.newest.timestampMs)) {
    entry.newest = record;
    entry.newestReceivedMs = receivedMs;
    entry.newestBuffered = packet.buffered;
    // The newest record's battery is the current one (an older record's value is history).
    if (record.io?.batteryLevelPct !== undefined) entry.batteryLevelPct = record.io.batteryLevelPct;
  }
  if (hasFix(record) && (entry.newestFix === null || ts >= Number(entry.newestFix.timestampMs))) {
    entry.newestFix = record;
    entry.newestFixReceivedMs = receivedMs;
  }
  const speed = record.speedKmh ?? 0; // an unknown speed is no evidence of moving
  if (speed > 0 && (entry.latestPositiveSpeedMs === null || ts > entry.latestPositiveSpeedMs)) {
    entry.latestPositiveSpeedMs = ts;
  }
  if (packet.reportedFrequencyS !== undefined) entry.reportedFrequencyS = packet.reportedFrequencyS;
}

/** The plotted shape of a record with a fix (the Redis value). */
export function toPlottedFix(record: telemetryV1.PositionRecord, receivedMs: number): PlottedFix {
  const io = record.io;
  return {
    timestampMs: Number(record.timestampMs),
    receivedTsMs: receivedMs,
    latitude: record.latitude,
    longitude: record.longitude,
    altitudeM: record.altitudeM ?? null,
    angleDeg: record.angleDeg ?? null,
    speedKmh: record.speedKmh ?? null,
    satellites: record.satellites,
    hdop: record.hdop ?? null,
    ignition: io?.ignition ?? null,
    movement: io?.movement ?? null,
    batteryLevelPct: io?.batteryLevelPct ?? null,
    externalVoltageMv: io?.externalVoltageMv ?? null,
    driverId: io?.ibuttonDriverId || null,
  };
}
