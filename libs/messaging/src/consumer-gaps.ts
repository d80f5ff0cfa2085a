import { metrics } from '@opentelemetry/api';
import type { Admin, Kafka } from 'kafkajs';

import type { MessagingLogger } from './messaging-logger';

/**
 * Records a consumer never saw: its position was below the partition's log start (the broker deleted them; the
 * local mock cluster does so silently beyond 5 MiB per partition) and the client reset the offset.
 */
export interface ConsumerGap {
  groupId: string;
  topic: string;
  partition: number;
  /** Where the consumer was (its committed offset when the broker answered "offset out of range"). */
  expectedOffset: string;
  /** The first offset it received after the reset. */
  resumedOffset: string;
  lostRecords: number;
  detectedAtMs: number;
}

/** How kafkajs says it is resetting a consumer's offset (consumerGroup.js, kafkajs 2.2). */
export const OFFSET_RESET_LOG_MESSAGE = 'Offset out of range, resetting to default offset';

/** Records between the position a consumer held and the one it resumed at; 0 when it lost none. */
export function recordsSkipped(expectedOffset: bigint, resumedOffset: bigint): number {
  return resumedOffset > expectedOffset ? Number(resumedOffset - expectedOffset) : 0;
}

/** Reads a consumer group's committed offsets of a topic by partition (only partitions with a commit). */
export type CommittedOffsetsReader = (groupId: string, topic: string) => Promise<Map<number, bigint>>;

const partitionKey = (groupId: string, topic: string, partition: number) =>
  `${groupId}\u0000${topic}\u0000${partition}`;

/**
 * Turns kafkajs's silent offset reset into a loud gap report. The detector follows each partition's position: the
 * group's committed offsets read before the consumer runs (and again when it joins the group), then the offset after
 * each handled message. When the broker answers a fetch with "offset out of range", kafkajs logs it, commits the log
 * start (or end) and carries on; the detector takes the position held at that moment, and when the first message
 * after the reset arrives it knows how many records were skipped: error log, metric, and readiness down for
 * `readinessHoldMs`. (The committed offset cannot be read at the reset: kafkajs has already overwritten it.)
 */
export class ConsumerGapDetector {
  private readonly positions = new Map<string, bigint>();
  private readonly pending = new Map<string, bigint | undefined>();
  private readonly detected: ConsumerGap[] = [];
  // Made per detector, not at module load: the telemetry SDK registers its meter provider before the service loads.
  private readonly gapRecords = metrics
    .getMeter('@fleetlog/messaging')
    .createCounter('fleetlog_consumer_gap_records_total', {
      description: 'Records a consumer never processed because the broker had deleted them (offset reset)',
    });
  private readonly offsetResets = metrics
    .getMeter('@fleetlog/messaging')
    .createCounter('fleetlog_consumer_offset_resets_total', {
      description: 'Offset resets of a consumer after the broker answered offset out of range',
    });

  constructor(
    private readonly logger: MessagingLogger,
    private readonly committedOffsets: CommittedOffsetsReader,
    private readonly readinessHoldMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Reads the group's committed offsets as the positions to compare with. Before the consumer runs, nothing of this
   * process can have moved them; a failure only costs the exact count of a gap found before the first message.
   */
  async readCommitted(groupId: string, topic: string): Promise<void> {
    try {
      for (const [partition, offset] of await this.committedOffsets(groupId, topic)) {
        this.advance(partitionKey(groupId, topic, partition), offset);
      }
    } catch (err) {
      this.logger.warn({ err, groupId, topic }, 'committed offsets unreadable; a gap would be reported without count');
    }
  }

  /** After a message (or batch) of a partition was handled: the position is past its last offset. */
  handled(groupId: string, topic: string, partition: number, lastOffset: string): void {
    this.advance(partitionKey(groupId, topic, partition), BigInt(lastOffset) + 1n);
  }

  /** kafkajs's log entries pass through here; the offset reset one marks its partition. */
  onKafkaLog(message: string, fields: Record<string, unknown>): void {
    if (message !== OFFSET_RESET_LOG_MESSAGE) return;
    const { groupId, topic, partition } = fields;
    if (typeof groupId !== 'string' || typeof topic !== 'string' || typeof partition !== 'number') return;
    this.offsetResets.add(1, { topic, group: groupId });
    const key = partitionKey(groupId, topic, partition);
    if (!this.pending.has(key)) this.pending.set(key, this.positions.get(key));
  }

  /** Call before handling messages of a partition, with the first offset that arrived: reports a gap after a reset. */
  beforeHandling(groupId: string, topic: string, partition: number, firstOffset: string): void {
    const key = partitionKey(groupId, topic, partition);
    if (!this.pending.has(key)) return;
    const expected = this.pending.get(key);
    this.pending.delete(key);
    const fields = { groupId, topic, partition, resumedOffset: firstOffset };
    if (expected === undefined) {
      // No position to compare with (a group that never committed): the reset itself is the finding.
      this.report({ ...fields, expectedOffset: 'unknown', lostRecords: 0 });
      return;
    }
    const lostRecords = recordsSkipped(expected, BigInt(firstOffset));
    if (lostRecords === 0) {
      this.logger.warn({ ...fields, expectedOffset: expected.toString() }, 'consumer offset reset without a gap');
      return;
    }
    this.report({ ...fields, expectedOffset: expected.toString(), lostRecords });
  }

  /** Gaps found within the readiness hold, newest last. */
  recentGaps(): readonly ConsumerGap[] {
    const since = this.now() - this.readinessHoldMs;
    return this.detected.filter((gap) => gap.detectedAtMs >= since);
  }

  /** Every gap since start (bounded to the last 100). */
  allGaps(): readonly ConsumerGap[] {
    return this.detected;
  }

  /** Readiness: throws naming the recent gaps, so /health/ready says which records were lost. */
  assertNoRecentGaps(): void {
    const recent = this.recentGaps();
    if (recent.length === 0) return;
    const described = recent
      .map((gap) => `${gap.topic}[${gap.partition}] ${gap.groupId}: ${gap.lostRecords} records lost`)
      .join('; ');
    throw new Error(`consumer gap: ${described}`);
  }

  private report(gap: Omit<ConsumerGap, 'detectedAtMs'>): void {
    this.logger.error(
      gap,
      `consumer gap: ${gap.topic}[${gap.partition}] group ${gap.groupId} lost ${gap.lostRecords} records ` +
        `(offsets ${gap.expectedOffset}..${gap.resumedOffset}) deleted by the broker before it read them`,
    );
    this.gapRecords.add(gap.lostRecords, { topic: gap.topic, group: gap.groupId });
    this.detected.push({ ...gap, detectedAtMs: this.now() });
    if (this.detected.length > 100) this.detected.shift();
  }

  // Positions only move forward (a reset moves to the log start or end, both ahead of a deleted position).
  private advance(key: string, offset: bigint): void {
    const current = this.positions.get(key);
    if (offset >= 0n && (current === undefined || offset > current)) this.positions.set(key, offset);
  }
}

/** Reads committed offsets through one admin client, connected on first use; `close` disconnects it. */
export function committedOffsetsReader(kafka: Kafka): CommittedOffsetsReader & { close(): Promise<void> } {
  let admin: Promise<Admin> | undefined;
  const read = async (groupId: string, topic: string) => {
    admin ??= (async () => {
      const client = kafka.admin();
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      admin = undefined;
      throw error;
    });
    const [offsets] = await (await admin).fetchOffsets({ groupId, topics: [topic] });
    const committed = new Map<number, bigint>();
    for (const { partition, offset } of offsets?.partitions ?? []) {
      if (BigInt(offset) >= 0n) committed.set(partition, BigInt(offset));
    }
    return committed;
  };
  return Object.assign(read, {
    close: async () => {
      const client = admin;
      admin = undefined;
      if (client) await client.then((connected) => connected.disconnect()).catch(() => undefined);
    },
  });
}
