import type { TopicDefinition } from '@fleetlog/contracts';
import { EVENT_TYPE_HEADER, SCHEMA_VERSION_HEADER } from '@fleetlog/messaging';
import { injectTraceHeaders } from '@fleetlog/telemetry';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Message, Producer } from 'kafkajs';

export interface BatchingPublisherOptions {
  /** How long a batch collects messages before it is sent (a few ms: the price of batching in ack latency). */
  lingerMs: number;
  /** Most messages in one send; a full batch goes at once. */
  batchMax: number;
  /** Sends in flight at once; full batches beyond wait in order. */
  maxInFlight: number;
  /** A message Kafka has not acknowledged this long after it was handed over fails (the tracker gets no ack). */
  ackTimeoutMs: number;
  /** Messages waiting beyond this many fail at once (Kafka is down or slow and trackers keep sending). */
  maxQueued: number;
  /** Told how many messages failed and why (the metric). */
  onFailure?: (count: number, reason: 'error' | 'timeout' | 'overload') => void;
}

/** Kafka did not acknowledge in time: the caller must not acknowledge to the tracker. */
export class PublishTimeoutError extends Error {
  override readonly name = 'PublishTimeoutError';
}

/** The publisher already holds `maxQueued` messages. */
export class PublishOverloadError extends Error {
  override readonly name = 'PublishOverloadError';
}

interface Pending {
  message: Message;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Batch {
  items: Pending[];
  settled: boolean;
  timeout: NodeJS.Timeout;
}

const tracer = trace.getTracer('@fleetlog/gateway');

/**
 * One publisher for every connection of the process: messages from many trackers are collected for `lingerMs` (or
 * until `batchMax`) and sent in one request with acks from all in-sync replicas; each caller's promise resolves when
 * Kafka acknowledged its batch. At 20,000 positions a second a request per packet would cost more than the decoding.
 * Per-key order holds because a connection hands over its next packet only after the previous one resolved.
 * One timer per batch (not per packet) bounds the wait; a message that timed out before its send is not sent at all.
 */
export class BatchingPublisher<T> {
  private collecting?: Batch;
  private lingerTimer?: NodeJS.Timeout;
  private readonly waiting: Batch[] = [];
  private inFlight = 0;
  private queued = 0;
  private closed = false;

  constructor(
    private readonly producer: Producer,
    private readonly topic: TopicDefinition<T>,
    private readonly options: BatchingPublisherOptions,
  ) {}

  /** Resolves once Kafka acknowledged the message; rejects on a failure, a timeout or overload. */
  publish(key: string, message: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('publisher closed'));
    if (this.queued >= this.options.maxQueued) {
      this.options.onFailure?.(1, 'overload');
      return Promise.reject(new PublishOverloadError(`${this.queued} messages already wait for Kafka`));
    }
    const value = Buffer.from(this.topic.codec.encode(message).finish());
    return new Promise<void>((resolve, reject) => {
      const batch = this.collecting ?? this.startBatch();
      batch.items.push({ message: { key, value }, resolve, reject });
      this.queued += 1;
      if (batch.items.length >= this.options.batchMax) this.closeCollecting();
    });
  }

  /** Refuses new messages, sends what is collected and waits for the sends in flight. */
  async close(): Promise<void> {
    this.closed = true;
    this.closeCollecting();
    while (this.inFlight > 0 || this.waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private startBatch(): Batch {
    const batch: Batch = {
      items: [],
      settled: false,
      timeout: setTimeout(() => this.timedOut(batch), this.options.ackTimeoutMs),
    };
    this.collecting = batch;
    this.lingerTimer = setTimeout(() => this.closeCollecting(), this.options.lingerMs);
    return batch;
  }

  private closeCollecting(): void {
    clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    const batch = this.collecting;
    this.collecting = undefined;
    if (!batch || batch.items.length === 0) return;
    this.waiting.push(batch);
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.shift() as Batch;
      if (batch.settled) continue;
      this.inFlight += 1;
      this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Batch): Promise<void> {
    const span = tracer.startSpan(`${this.topic.name} publish`, { kind: SpanKind.PRODUCER });
    span.setAttributes({
      'messaging.system': 'kafka',
      'messaging.destination.name': this.topic.name,
      'messaging.batch.message_count': batch.items.length,
    });
    // One header object for the batch: the messages share the publish span as their parent.
    const headers = injectTraceHeaders(
      { [EVENT_TYPE_HEADER]: this.topic.eventType, [SCHEMA_VERSION_HEADER]: String(this.topic.schemaVersion) },
      trace.setSpan(context.active(), span),
    );
    const messages = batch.items.map((item) => ({ ...item.message, headers }));
    try {
      await this.producer.send({ topic: this.topic.name, acks: -1, messages });
      this.settle(batch, undefined);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
      if (!batch.settled) this.options.onFailure?.(batch.items.length, 'error');
      this.settle(batch, error instanceof Error ? error : new Error(String(error)));
    } finally {
      span.end();
    }
  }

  private timedOut(batch: Batch): void {
    if (batch.settled) return;
    this.options.onFailure?.(batch.items.length, 'timeout');
    this.settle(batch, new PublishTimeoutError(`Kafka did not acknowledge within ${this.options.ackTimeoutMs} ms`));
  }

  private settle(batch: Batch, error: Error | undefined): void {
    if (batch.settled) return;
    batch.settled = true;
    clearTimeout(batch.timeout);
    this.queued -= batch.items.length;
    if (this.collecting === batch) {
      // Timed out while still collecting (linger longer than the timeout): nothing of it is sent.
      clearTimeout(this.lingerTimer);
      this.collecting = undefined;
    }
    for (const item of batch.items) {
      if (error) item.reject(error);
      else item.resolve();
    }
  }
}
