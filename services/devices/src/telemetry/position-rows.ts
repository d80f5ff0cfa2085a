import { createHash } from 'node:crypto';

import type { telemetryV1 } from '@fleetlog/contracts';

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
  altitudeM: number[];
  angleDeg: number[];
  satellites: number[];
  speedKmh: number[];
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
}

export interface AvlColumns {
  deviceId: number[];
  firstRecordMs: number[];
  recordCount: number[];
  rawHash: Buffer[];
  receivedMs: number[];
  raw: Buffer[];
  codec: string[];
  transport: string[];
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
  facts: DeviceBatchFacts[];
  unknownImeiRecords: number;
  futureRecords: number;
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

/** Turns the batch's packets into column arrays, dropping (and counting) unknown IMEIs and far-future records. */
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
  };
  const facts = new Map<number, DeviceBatchFacts>();
  let unknownImeiRecords = 0;
  let futureRecords = 0;
  const latestAllowed = options.nowMs + options.futureToleranceMs;
  for (const packet of packets) {
    const device = deviceOf(packet.imei);
    if (!device) {
      unknownImeiRecords += packet.records.length;
      continue;
    }
    const receivedMs = Number(packet.receivedTsMs);
    const records = packet.records.filter((record) => Number(record.timestampMs) <= latestAllowed);
    futureRecords += packet.records.length - records.length;
    if (packet.raw.length > 0) {
      avl.deviceId.push(device.id);
      avl.firstRecordMs.push(packet.records.length > 0 ? Number(packet.records[0].timestampMs) : receivedMs);
      avl.recordCount.push(packet.records.length);
      avl.rawHash.push(createHash('sha256').update(packet.raw).digest());
      avl.receivedMs.push(receivedMs);
      avl.raw.push(Buffer.from(packet.raw));
      avl.codec.push(packet.codec);
      avl.transport.push(TRANSPORTS[packet.transport] ?? 'UNSPECIFIED');
    }
    for (const record of records) {
      pushPosition(positions, device, record, receivedMs);
      noteFacts(facts, device, packet, record, receivedMs);
    }
  }
  return { positions, avl, facts: [...facts.values()], unknownImeiRecords, futureRecords };
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
  };
}

function pushPosition(
  rows: PositionColumns,
  device: KnownDevice,
  record: telemetryV1.PositionRecord,
  receivedMs: number,
): void {
  const io = record.io;
  rows.deviceId.push(device.id);
  rows.tsMs.push(Number(record.timestampMs));
  rows.organizationId.push(device.organizationId);
  rows.latitude.push(record.latitude);
  rows.longitude.push(record.longitude);
  rows.altitudeM.push(record.altitudeM);
  rows.angleDeg.push(record.angleDeg);
  rows.satellites.push(record.satellites);
  rows.speedKmh.push(record.speedKmh);
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
  if (record.speedKmh > 0 && (entry.latestPositiveSpeedMs === null || ts > entry.latestPositiveSpeedMs)) {
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
    altitudeM: record.altitudeM,
    angleDeg: record.angleDeg,
    speedKmh: record.speedKmh,
    satellites: record.satellites,
    hdop: record.hdop ?? null,
    ignition: io?.ignition ?? null,
    movement: io?.movement ?? null,
    batteryLevelPct: io?.batteryLevelPct ?? null,
    externalVoltageMv: io?.externalVoltageMv ?? null,
    driverId: io?.ibuttonDriverId || null,
  };
}
