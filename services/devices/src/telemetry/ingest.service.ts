import { TOPICS, type telemetryV1 } from '@fleetlog/contracts';
import { createLogger, type Logger } from '@fleetlog/logging';
import { type BatchItem, consumerTimeoutsOf, KafkaMessaging } from '@fleetlog/messaging';
import { getMeter } from '@fleetlog/telemetry';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Pool } from 'pg';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { BatchCoalescer, type Unstored } from './batch-coalescer';
import { DeviceDirectory } from './device-directory';
import { type DeviceStatusFacts, StatusThrottle, statusOf } from './device-status';
import { type LatestUpdate, LatestPositionsStore } from './latest-positions.store';
import { type BatchRows, toBatchRows, toPlottedFix } from './position-rows';
import { PositionsWriter, type WriteOutcome } from './positions-writer';
import type { RowFailure } from './row-isolation';
import { StoreMaintenance } from './store-maintenance';

type Packet = BatchItem<telemetryV1.TelemetryPacket>;

const meter = getMeter('@fleetlog/devices');
const recordsStored = meter.createCounter('fleetlog_ingest_records_total', {
  description: 'Position records written by the ingest (duplicates included; the primary key keeps one)',
});
const recordsDropped = meter.createCounter('fleetlog_ingest_dropped_records_total', {
  description: 'Position records dropped by the ingest, by reason (unknown_imei)',
});
const recordsQuarantined = meter.createCounter('fleetlog_ingest_quarantined_records_total', {
  description:
    'Position records kept in devices.positions_quarantine instead of the positions store, by reason ' +
    '(future_timestamp, timestamp_out_of_range, unstorable)',
});
const valuesNormalized = meter.createCounter('fleetlog_ingest_normalized_values_total', {
  description: "Impossible values stored as unknown (the tracker's value kept in the raw IO map), by field",
});
const batchSeconds = meter.createHistogram('fleetlog_ingest_batch_seconds', {
  description: 'Time to write one Kafka batch (database transaction and Redis)',
});
// The ingest figure (p99 receive-to-commit, deploy/bench/ingest.ts): buckets fine enough to interpolate a
// p99 anywhere between 10 ms and 10 s.
const receiveToCommitSeconds = meter.createHistogram('fleetlog_ingest_receive_to_commit_seconds', {
  description: 'From the gateway receiving a packet to the transaction holding its record committed, per record',
  unit: 's',
  advice: {
    explicitBucketBoundaries: [
      0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4,
      5, 7.5, 10, 15, 30, 60,
    ],
  },
});

/**
 * The telemetry ingest (README "Telemetry ingest"): consumes telemetry.positions.v1 batch by batch and, per batch,
 * writes positions, AVL packets and throttled device statuses in one transaction, then moves the latest position of
 * each vehicle in Redis; offsets are committed only after that (subscribeBatch), and every write is idempotent, so a
 * batch redelivered after a crash stores nothing twice. It runs on a Kafka client and a pg pool of its own, closed
 * in order on shutdown: the consumer first (finishing its batch and committing), then the status sweep, then the
 * pool, so a batch never fails half-way because the process is stopping.
 */
@Injectable()
export class IngestService implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly pool: Pool;
  private readonly messaging: KafkaMessaging;
  private readonly directory: DeviceDirectory;
  private readonly writer: PositionsWriter;
  private readonly throttle: StatusThrottle;
  private readonly maintenance: StoreMaintenance;
  private readonly coalescer: BatchCoalescer<Packet>;
  private sweepTimer?: NodeJS.Timeout;
  // Batches and the status sweep take turns, so one device's status rows are never written by both at once.
  private turn: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    private readonly latest: LatestPositionsStore,
  ) {
    this.logger = createLogger({ service: 'devices', level: config.LOG_LEVEL }).child({ component: 'ingest' });
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: 3, idleTimeoutMillis: 30_000 });
    this.pool.on('error', (err) => this.logger.warn({ err }, 'idle ingest database connection failed'));
    this.messaging = new KafkaMessaging({
      clientId: `fleetlog-devices-ingest`,
      brokers: config.KAFKA_BROKERS,
      logger: this.logger.child({ component: 'ingest-kafka' }),
      consumerTimeouts: consumerTimeoutsOf(config),
    });
    this.directory = new DeviceDirectory(this.pool, config.DEVICE_MAP_REFRESH_MS, config.DEVICE_MAP_MISS_RELOAD_MS);
    this.writer = new PositionsWriter(this.pool);
    this.throttle = new StatusThrottle(config.STATUS_MIN_INTERVAL_MS);
    this.maintenance = new StoreMaintenance(this.pool, config, this.logger);
    this.coalescer = new BatchCoalescer((items) => this.inTurn(() => this.handleBatch(items)), {
      maxWaitMs: 10,
      maxItems: 5000,
      maxBatches: config.INGEST_PARTITIONS_CONCURRENTLY,
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.INGEST_ENABLED) return;
    this.maintenance.start();
    // Not awaited: the service serves its API while Kafka is still coming up (the subscription retries).
    this.messaging
      .subscribeBatch({
        groupId: this.config.INGEST_CONSUMER_GROUP,
        topic: TOPICS.telemetryPositions,
        fromBeginning: this.config.INGEST_FROM_BEGINNING,
        partitionsConsumedConcurrently: this.config.INGEST_PARTITIONS_CONCURRENTLY,
        // Only the packets holding a row nothing could store go to the dead-letter topic (README "Telemetry ingest").
        batchHandler: async (items) => ({ deadLetters: await this.coalescer.add(items) }),
      })
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.error({ err }, 'telemetry.positions.v1 subscription stopped');
      });
    const sweepEvery = Math.max(1000, Math.min(this.config.STATUS_MIN_INTERVAL_MS, 10_000));
    this.sweepTimer = setInterval(() => {
      this.inTurn(() => this.sweepStatuses()).catch((err: unknown) =>
        this.logger.warn({ err }, 'deferred device statuses not written; retried next sweep'),
      );
    }, sweepEvery);
    this.sweepTimer.unref();
  }

  /** Throws while a recent consumer gap (records the broker deleted before the ingest read them) is reported. */
  assertNoRecentGaps(): void {
    this.messaging.assertNoRecentConsumerGaps();
  }

  onModuleDestroy(): void {
    this.stopping = true;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.messaging.disconnect();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.maintenance.stop();
    await this.turn.catch(() => undefined);
    // The last deferred statuses, so a clean stop leaves every device's newest report in its row.
    await this.sweepStatuses(Number.POSITIVE_INFINITY).catch((err: unknown) =>
      this.logger.warn({ err }, 'deferred device statuses not written at shutdown'),
    );
    await this.pool.end();
  }

  /**
   * One Kafka batch (one partition's fetch, or several merged): exported for the benchmark script, which times it
   * directly. Answers the packets holding a row nothing could store, for the dead-letter topic.
   */
  async handleBatch(items: readonly Packet[]): Promise<Array<Unstored<Packet>>> {
    const started = process.hrtime.bigint();
    const packets = items.map((item) => item.message);
    const deviceOf = await this.directory.resolver(
      packets.map((packet) => ({ imei: packet.imei, receivedTsMs: Number(packet.receivedTsMs) })),
    );
    const nowMs = Date.now();
    const rows = toBatchRows(packets, deviceOf, { nowMs, futureToleranceMs: this.config.INGEST_FUTURE_TOLERANCE_MS });
    const statuses = this.throttle.admit(
      rows.facts.map((facts) => statusOf(facts, facts.device.reportedFrequencyS, this.config.UPLINK_LOSS_MIN_DELAY_S)),
      nowMs,
    );
    let outcome: WriteOutcome;
    try {
      outcome = await this.writer.writeBatch({ ...rows, statuses });
    } catch (error) {
      this.throttle.restore(statuses);
      throw error;
    }
    const committedMs = Date.now();
    for (const receivedMs of rows.positions.receivedMs) {
      receiveToCommitSeconds.record((committedMs - receivedMs) / 1000);
    }
    this.throttle.markWritten(statuses, nowMs);
    // The directory's entry follows the frequency just written, so the uplink rule uses it before the next reload.
    const devices = new Map(rows.facts.map((facts) => [facts.device.id, facts.device]));
    for (const status of statuses) {
      const device = devices.get(status.deviceId);
      if (device && status.reportedFrequencyS !== null) device.reportedFrequencyS = status.reportedFrequencyS;
    }
    await this.moveLatest(rows);
    recordsStored.add(rows.positions.deviceId.length - outcome.refused);
    if (rows.unknownImeiRecords > 0) recordsDropped.add(rows.unknownImeiRecords, { reason: 'unknown_imei' });
    for (const [field, count] of rows.normalized) valuesNormalized.add(count, { field });
    this.noteQuarantined(rows, items, outcome.refusedKept);
    batchSeconds.record(Number(process.hrtime.bigint() - started) / 1e9);
    return this.unstored(items, outcome.failures);
  }

  /** Counts and logs the records kept in the quarantine (by time, or refused by the positions store). */
  private noteQuarantined(rows: BatchRows, items: readonly Packet[], refusedKept: number): void {
    const byReason = new Map<string, number>();
    for (const reason of rows.quarantine.reason) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    if (refusedKept > 0) byReason.set('unstorable', refusedKept);
    if (byReason.size === 0) return;
    for (const [reason, count] of byReason) recordsQuarantined.add(count, { reason });
    const imeis = [...new Set(rows.quarantine.packet.map((index) => items[index].message.imei))].slice(0, 10);
    this.logger.warn(
      { quarantined: Object.fromEntries(byReason), imeis },
      'position records kept in devices.positions_quarantine, not in the positions store',
    );
  }

  /** The packets of the failed rows, each once with every reason (the messaging library dead-letters them). */
  private unstored(items: readonly Packet[], failures: readonly RowFailure[]): Array<Unstored<Packet>> {
    const reasons = new Map<number, string[]>();
    for (const { packet, reason } of failures) reasons.set(packet, [...(reasons.get(packet) ?? []), reason]);
    return [...reasons].map(([packet, why]) => {
      const item = items[packet];
      this.logger.error(
        { imei: item.message.imei, partition: item.meta.partition, offset: item.meta.offset, reasons: why },
        'a telemetry packet holds a row nothing could store; its message goes to the dead-letter topic',
      );
      return { item, reason: why.join('; ') };
    });
  }

  /** Each device's newest record and newest fix of the batch, attached to the vehicle of their time, into Redis. */
  private async moveLatest(rows: BatchRows): Promise<void> {
    const points: Array<{ deviceId: number; tsMs: number }> = [];
    for (const facts of rows.facts) {
      points.push({ deviceId: facts.device.id, tsMs: Number(facts.newest.timestampMs) });
      if (facts.newestFix) points.push({ deviceId: facts.device.id, tsMs: Number(facts.newestFix.timestampMs) });
    }
    const attached = await this.writer.attachments(points);
    const updates: LatestUpdate[] = [];
    let index = 0;
    for (const facts of rows.facts) {
      const seen = attached.get(index++);
      const fixAt = facts.newestFix ? attached.get(index++) : undefined;
      // The newest record decides the vehicle; a fix from before a move to another vehicle is not that vehicle's.
      if (!seen) continue;
      const sameVehicle = fixAt !== undefined && fixAt.vehicleId === seen.vehicleId;
      updates.push({
        vehicleId: seen.vehicleId,
        organizationId: seen.organizationId,
        deviceId: facts.device.id,
        seenTsMs: Number(facts.newest.timestampMs),
        seenReceivedTsMs: facts.newestReceivedMs,
        fix: facts.newestFix && sameVehicle ? toPlottedFix(facts.newestFix, facts.newestFixReceivedMs) : null,
      });
    }
    await this.latest.apply(updates);
  }

  private async sweepStatuses(nowMs = Date.now()): Promise<void> {
    const due: DeviceStatusFacts[] = this.throttle.due(nowMs);
    if (due.length === 0) return;
    try {
      await this.writer.writeStatusesOnly(due);
    } catch (error) {
      this.throttle.restore(due);
      throw error;
    }
    this.throttle.markWritten(due, Date.now());
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = this.turn.then(work, work);
    this.turn = next.catch(() => undefined);
    return next;
  }
}
