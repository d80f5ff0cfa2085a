import { deadLetterTopic, type TopicDefinition } from '@fleetlog/contracts';
import { type EntityManager, RequestContext } from '@mikro-orm/core';
import {
  context,
  type Counter,
  metrics,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import {
  type Consumer,
  type EachBatchPayload,
  type EachMessagePayload,
  Kafka,
  logLevel,
  type Message,
  Partitioners,
  type KafkaMessage,
  type Producer,
  type RetryOptions,
} from 'kafkajs';

import { backoffDelayMs, sleep } from './backoff';
import { type ConsumerGap, ConsumerGapDetector, committedOffsetsReader } from './consumer-gaps';
import {
  DLQ_REASON_HEADER,
  DLQ_SOURCE_OFFSET_HEADER,
  DLQ_SOURCE_PARTITION_HEADER,
  DLQ_SOURCE_TOPIC_HEADER,
  EVENT_TYPE_HEADER,
  headersToStrings,
  SCHEMA_VERSION_HEADER,
} from './message-headers';
import { kafkaLogCreator, type MessagingLogger } from './messaging-logger';
import type { OrderedSender, OutboxRecord } from './outbox/outbox-relay';
import type { BatchItem, BatchOutcome, BatchSubscribeOptions, MessageMeta, SubscribeOptions } from './subscription';

export interface KafkaMessagingOptions {
  clientId: string;
  brokers: string[];
  logger: MessagingLogger;
  /** kafkajs retry settings of the client (connection and request retries); kafkajs defaults when absent. */
  retry?: RetryOptions;
  /** How long readiness stays down after a consumer gap (records deleted before a consumer read them); 5 min. */
  gapReadinessHoldMs?: number;
  /** The consumers' group timings (consumerTimeoutsOf a service's configuration); kafkajs defaults when absent. */
  consumerTimeouts?: ConsumerTimeouts;
}

/** A consumer group member's session, rebalance timeout and heartbeat interval, in ms. */
export interface ConsumerTimeouts {
  sessionTimeoutMs?: number;
  rebalanceTimeoutMs?: number;
  heartbeatIntervalMs?: number;
}

/** The consumer timings a configuration with @fleetlog/config's kafkaEnv names. */
export function consumerTimeoutsOf(config: {
  KAFKA_SESSION_TIMEOUT_MS?: number;
  KAFKA_REBALANCE_TIMEOUT_MS?: number;
  KAFKA_HEARTBEAT_INTERVAL_MS?: number;
}): ConsumerTimeouts {
  return {
    sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    rebalanceTimeoutMs: config.KAFKA_REBALANCE_TIMEOUT_MS,
    heartbeatIntervalMs: config.KAFKA_HEARTBEAT_INTERVAL_MS,
  };
}

const tracer = trace.getTracer('@fleetlog/messaging');
const MAX_REASON_LENGTH = 1000;
const SUBSCRIBE_RETRY_BASE_MS = 500;
// kafkajs waits up to 5 s per fetch; a broker that does not answer a waiting fetch early (the local mock) then delays
// every batch by that much, so consumers (and a read model catching up from the beginning) fetch every half second.
const DEFAULT_MAX_WAIT_MS = 500;
const DEFAULT_GAP_READINESS_HOLD_MS = 5 * 60_000;

/**
 * Kafka with protobuf values: publish with acks from all in-sync replicas and trace headers; consume with retries,
 * a dead-letter topic for what still fails, and offsets committed only after the handler (or the dead-letter write).
 */
export class KafkaMessaging implements OrderedSender {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private producerConnection?: Promise<void>;
  private orderedProducer?: { producer: Producer; connection: Promise<void> };
  private closed = false;
  // Per batch subscription (group and topic): the offset commit in flight, which batches finishing meanwhile join.
  private readonly commitsInFlight = new Map<string, Promise<void>>();
  private readonly committedOffsets: ReturnType<typeof committedOffsetsReader>;
  private readonly gaps: ConsumerGapDetector;
  // Made per client, not at module load: the telemetry SDK registers its meter provider before the service loads.
  private readonly deadLetters: Counter = metrics
    .getMeter('@fleetlog/messaging')
    .createCounter('fleetlog_messaging_dead_letters_total', {
      description: 'Messages a consumer sent to the dead-letter topic, by source topic and consumer group',
    });

  constructor(private readonly options: KafkaMessagingOptions) {
    // The detector is created below, before any consumer runs; the log creator reaches it through `this`.
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(options.logger, (message, fields) => this.gaps.onKafkaLog(message, fields)),
      retry: options.retry,
    });
    this.producer = this.kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    this.committedOffsets = committedOffsetsReader(this.kafka);
    this.gaps = new ConsumerGapDetector(
      options.logger,
      this.committedOffsets,
      options.gapReadinessHoldMs ?? DEFAULT_GAP_READINESS_HOLD_MS,
    );
  }

  /** Consumer gaps found since start (records the broker deleted before a consumer of this client read them). */
  consumerGaps(): readonly ConsumerGap[] {
    return this.gaps.allGaps();
  }

  /** Readiness: throws naming the gaps of the last `gapReadinessHoldMs`. */
  assertNoRecentConsumerGaps(): void {
    this.gaps.assertNoRecentGaps();
  }

  /**
   * Whether the topic holds no records (every partition's end at its start, or no such topic yet). The local broker
   * keeps topics in memory, so after a restart its state topics are empty while the databases are not: seeds use this
   * to republish the state that consumers build in memory from a topic (the gateway's allow-list).
   */
  async topicIsEmpty(topic: TopicDefinition<unknown>): Promise<boolean> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const offsets = await admin.fetchTopicOffsets(topic.name);
      return offsets.every((partition) => BigInt(partition.high) <= BigInt(partition.low));
    } catch (error) {
      if ((error as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION') return true;
      throw error;
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * The cluster's id. Apache Kafka keeps it for the life of the cluster's data; the local mock cluster takes a new one
   * at every start, when its in-memory topics are gone. Seeds compare it with the one they last republished to.
   */
  async clusterId(): Promise<string> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      return (await admin.describeCluster()).clusterId;
    } finally {
      await admin.disconnect();
    }
  }

  async connect(): Promise<void> {
    // A failed connect is forgotten, so the next call (a retry, the next publish) tries again.
    this.producerConnection ??= this.producer.connect().catch((error: unknown) => {
      this.producerConnection = undefined;
      throw error;
    });
    await this.producerConnection;
  }

  async publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<void> {
    await this.connect();
    await tracer.startActiveSpan(`${topic.name} publish`, { kind: SpanKind.PRODUCER }, async (span) => {
      span.setAttributes({ 'messaging.system': 'kafka', 'messaging.destination.name': topic.name });
      try {
        const headers: Record<string, string> = {
          [EVENT_TYPE_HEADER]: topic.eventType,
          [SCHEMA_VERSION_HEADER]: String(topic.schemaVersion),
        };
        propagation.inject(context.active(), headers);
        await this.producer.send({
          topic: topic.name,
          acks: -1,
          messages: [{ key, value: Buffer.from(topic.codec.encode(message).finish()), headers }],
        });
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
        throw error;
      } finally {
        span.end();
      }
    });
  }

  /**
   * Sends outbox records in their order with acks from all in-sync replicas. One request in flight keeps
   * per-partition (so per-key) order when kafkajs retries: a retried batch goes out before the next one. A failure
   * rejects the whole call and the caller sends the same records again (at least once; a repeat carries the same
   * per-key version, which consumers ignore). Not kafkajs's idempotent producer: it asks the controller broker for a
   * producer id, which the local mock cluster does not answer. Each record gets a span under its change's trace.
   */
  async sendOrdered(records: readonly OutboxRecord[]): Promise<void> {
    if (records.length === 0) return;
    if (!this.orderedProducer) {
      const producer = this.kafka.producer({
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      this.orderedProducer = { producer, connection: producer.connect() };
      this.orderedProducer.connection.catch(() => (this.orderedProducer = undefined));
    }
    const { producer, connection } = this.orderedProducer;
    await connection;
    const byTopic = new Map<string, Message[]>();
    const spans = records.map((record) => {
      const parent = propagation.extract(ROOT_CONTEXT, record.headers);
      const span = tracer.startSpan(`${record.topic} publish`, { kind: SpanKind.PRODUCER }, parent);
      span.setAttributes({ 'messaging.system': 'kafka', 'messaging.destination.name': record.topic });
      const messages = byTopic.get(record.topic) ?? [];
      messages.push({ key: record.key, value: record.payload, headers: record.headers });
      byTopic.set(record.topic, messages);
      return span;
    });
    try {
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    } catch (error) {
      for (const span of spans) span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
      throw error;
    } finally {
      for (const span of spans) span.end();
    }
  }

  /**
   * Consumes a topic message by message. Resolves once subscribed; until then the subscription is retried with
   * backoff (Kafka may come up after the service), and a consumer that crashes beyond kafkajs's own restarts is
   * subscribed again, so a consumer never stops silently. Offsets are committed after the handler (or the
   * dead-letter write). Rejects only when the client is disconnected while still retrying.
   */
  async subscribe<T>(options: SubscribeOptions<T>): Promise<void> {
    await this.untilSubscribed(options, (consumer) =>
      consumer.run({ autoCommit: true, eachMessage: (payload) => this.process(options, payload) }),
    );
  }

  /** Consumes a high-rate topic batch by batch (see `BatchSubscribeOptions`); same subscription guarantees. */
  async subscribeBatch<T>(options: BatchSubscribeOptions<T>): Promise<void> {
    await this.untilSubscribed(options, (consumer) =>
      consumer.run({
        autoCommit: true,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? 1,
        eachBatch: (payload) => this.processBatch(options, payload),
      }),
    );
  }

  /** Stops consumers (committing what they processed), then the producers. Call on SIGTERM. */
  async disconnect(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.consumers.splice(0).map((consumer) => consumer.disconnect()));
    const ordered = this.orderedProducer;
    this.orderedProducer = undefined;
    if (ordered) await ordered.connection.then(() => ordered.producer.disconnect()).catch(() => undefined);
    if (this.producerConnection !== undefined) {
      this.producerConnection = undefined;
      await this.producer.disconnect();
    }
    await this.committedOffsets.close();
  }

  private async untilSubscribed(
    options: CommonOptions,
    run: (consumer: Consumer) => Promise<void>,
    firstAttempt = 1,
  ): Promise<void> {
    // A new subscription is a new intent to consume; `disconnect` ends the retries of the ones still pending.
    if (firstAttempt === 1) this.closed = false;
    for (let attempt = firstAttempt; ; attempt += 1) {
      if (this.closed) throw new Error(`messaging disconnected before ${options.groupId} subscribed`);
      const timeouts = this.options.consumerTimeouts ?? {};
      const consumer = this.kafka.consumer({
        groupId: options.groupId,
        maxWaitTimeInMs: options.maxWaitTimeMs ?? DEFAULT_MAX_WAIT_MS,
        ...(timeouts.sessionTimeoutMs !== undefined && { sessionTimeout: timeouts.sessionTimeoutMs }),
        ...(timeouts.rebalanceTimeoutMs !== undefined && { rebalanceTimeout: timeouts.rebalanceTimeoutMs }),
        ...(timeouts.heartbeatIntervalMs !== undefined && { heartbeatInterval: timeouts.heartbeatIntervalMs }),
      });
      this.consumers.push(consumer);
      try {
        await this.connect();
        await consumer.connect();
        await consumer.subscribe({ topic: options.topic.name, fromBeginning: options.fromBeginning ?? true });
        // The positions a gap is measured from: committed offsets before this consumer runs, again on each join.
        await this.gaps.readCommitted(options.groupId, options.topic.name);
        consumer.on(consumer.events.GROUP_JOIN, () => {
          // A restart kafkajs had already begun when `disconnect` ran joins anyway: leave at once.
          if (this.closed) void consumer.disconnect().catch(() => undefined);
          else void this.gaps.readCommitted(options.groupId, options.topic.name);
        });
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          if (this.closed) {
            // A crash that raced `disconnect` gets a restart scheduled by kafkajs right after this event, which would
            // retry forever against a broker that may be gone: stop the consumer again once that timer is set.
            void Promise.resolve()
              .then(() => consumer.disconnect())
              .catch(() => undefined);
            return;
          }
          if (payload.restart) return;
          // kafkajs gave up on this consumer: start a new one rather than stop consuming without a word.
          this.options.logger.error(
            { err: payload.error, groupId: options.groupId },
            'consumer crashed; resubscribing',
          );
          this.forget(consumer);
          this.untilSubscribed(options, run, 2).catch((err: unknown) =>
            this.options.logger.warn({ err, groupId: options.groupId }, 'resubscription stopped'),
          );
        });
        await run(consumer);
        return;
      } catch (err) {
        this.forget(consumer);
        await consumer.disconnect().catch(() => undefined);
        if (this.closed) throw err;
        this.options.logger.warn(
          { err, groupId: options.groupId, topic: options.topic.name, attempt },
          'subscription failed; retrying',
        );
        await sleep(backoffDelayMs(attempt, SUBSCRIBE_RETRY_BASE_MS));
      }
    }
  }

  private forget(consumer: Consumer): void {
    const index = this.consumers.indexOf(consumer);
    if (index >= 0) this.consumers.splice(index, 1);
  }

  private async process<T>(options: SubscribeOptions<T>, payload: EachMessagePayload): Promise<void> {
    const { message, partition } = payload;
    const meta = metaOf(message, partition);
    this.gaps.beforeHandling(options.groupId, payload.topic, partition, message.offset);
    const parent = propagation.extract(ROOT_CONTEXT, meta.headers);

    await context.with(parent, () =>
      tracer.startActiveSpan(`${options.topic.name} process`, { kind: SpanKind.CONSUMER }, async (span) => {
        span.setAttributes({
          'messaging.system': 'kafka',
          'messaging.destination.name': options.topic.name,
          'messaging.consumer.group.name': options.groupId,
          'messaging.kafka.offset': Number(message.offset),
        });
        try {
          const decoded = decode(options.topic, message);
          const failure =
            'failure' in decoded
              ? decoded.failure
              : await this.withRetries(options, payload.heartbeat, meta, () =>
                  inContext(options.em, () => options.handler(decoded.value, meta)),
                );
          if (failure !== undefined) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
            await this.deadLetter(options, payload.topic, partition, message, failure);
          }
        } finally {
          span.end();
        }
      }),
    );
    this.gaps.handled(options.groupId, payload.topic, partition, message.offset);
  }

  private async processBatch<T>(options: BatchSubscribeOptions<T>, payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const first = batch.firstOffset();
    if (first !== null) this.gaps.beforeHandling(options.groupId, batch.topic, batch.partition, first);
    const items: Array<BatchItem<T> & { raw: KafkaMessage }> = [];
    for (const message of batch.messages) {
      const decoded = decode(options.topic, message);
      if ('failure' in decoded) {
        await this.deadLetter(options, batch.topic, batch.partition, message, decoded.failure);
      } else {
        items.push({ message: decoded.value, meta: metaOf(message, batch.partition), raw: message });
      }
    }
    await tracer.startActiveSpan(`${options.topic.name} process`, { kind: SpanKind.CONSUMER }, async (span) => {
      span.setAttributes({
        'messaging.system': 'kafka',
        'messaging.destination.name': options.topic.name,
        'messaging.consumer.group.name': options.groupId,
        'messaging.batch.message_count': items.length,
      });
      try {
        const meta = { key: '', headers: {}, partition: batch.partition, offset: batch.firstOffset() ?? '' };
        let outcome: void | BatchOutcome<T> = undefined;
        const failure =
          items.length === 0
            ? undefined
            : await this.withRetries(options, payload.heartbeat, meta, async () => {
                outcome = await inContext(options.em, () => options.batchHandler(items));
              });
        if (failure !== undefined) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
          for (const item of items) {
            await this.deadLetter(options, batch.topic, batch.partition, item.raw, failure);
          }
        }
        // Items the handler isolated as unprocessable: only those, the rest of the batch was handled.
        for (const { item, reason } of (outcome as void | BatchOutcome<T>)?.deadLetters ?? []) {
          const raw = (item as Partial<(typeof items)[number]>).raw;
          if (!raw) throw new Error('a batch handler answered a dead letter that is not one of its items');
          span.setStatus({ code: SpanStatusCode.ERROR, message: reason });
          await this.deadLetter(options, batch.topic, batch.partition, raw, reason);
        }
      } finally {
        span.end();
      }
    });
    // Offsets move only past messages handled (or dead-lettered) above.
    for (const message of batch.messages) payload.resolveOffset(message.offset);
    this.gaps.handled(options.groupId, batch.topic, batch.partition, batch.lastOffset());
    await this.commitTogether(`${options.groupId}\u0000${batch.topic}`, payload);
  }

  /**
   * Commits the handled offsets of the subscription in one request shared by the batches that finish together.
   * kafkajs commits after every batch, and batches handled concurrently (partitionsConsumedConcurrently, merged into
   * one write by the ingest) all finish at once: each would send its own OffsetCommit of the same offsets, 32 or 64
   * round trips per fetch. Here a batch waits for the commit in flight and then commits what is still uncommitted,
   * so kafkajs' own commit after the batch finds nothing left to send.
   */
  private async commitTogether(key: string, payload: EachBatchPayload): Promise<void> {
    for (let running = this.commitsInFlight.get(key); running; running = this.commitsInFlight.get(key)) {
      await running.catch(() => undefined);
    }
    const { topics } = payload.uncommittedOffsets();
    if (topics.length === 0) return;
    const commit = payload.commitOffsetsIfNecessary({ topics }).finally(() => this.commitsInFlight.delete(key));
    this.commitsInFlight.set(key, commit);
    await commit;
  }

  /** Runs `work` until it succeeds; returns the last failure's reason when it never did. */
  private async withRetries(
    options: CommonOptions,
    heartbeat: () => Promise<void>,
    meta: MessageMeta,
    work: () => Promise<void>,
  ): Promise<string | undefined> {
    const maxRetries = options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await work();
        return undefined;
      } catch (error) {
        const logFields = { err: error, topic: options.topic.name, groupId: options.groupId, ...meta, attempt };
        if (attempt >= maxRetries) {
          this.options.logger.error(logFields, 'message handler failed; sending to dead-letter topic');
          return errorText(error);
        }
        this.options.logger.warn(logFields, 'message handler failed; retrying');
        await sleep(backoffDelayMs(attempt + 1, options.retryBaseDelayMs ?? 200));
        await heartbeat();
      }
    }
  }

  /**
   * Sends a message to `<topic>.dlq` with the reason, logs it at error and counts it
   * (fleetlog_messaging_dead_letters_total{topic, group}): a dead letter is data the service did not take in, which
   * operations must see.
   */
  private async deadLetter(
    options: CommonOptions,
    sourceTopic: string,
    partition: number,
    message: KafkaMessage,
    reason: string,
  ): Promise<void> {
    const topicName = options.topic.name;
    // If this write fails the error propagates, the offset stays uncommitted and kafkajs redelivers the message.
    await this.producer.send({
      topic: deadLetterTopic(topicName),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            [DLQ_REASON_HEADER]: reason.slice(0, MAX_REASON_LENGTH),
            [DLQ_SOURCE_TOPIC_HEADER]: sourceTopic,
            [DLQ_SOURCE_PARTITION_HEADER]: String(partition),
            [DLQ_SOURCE_OFFSET_HEADER]: message.offset,
          },
        },
      ],
    });
    this.deadLetters.add(1, { topic: topicName, group: options.groupId });
    this.options.logger.error(
      {
        topic: topicName,
        groupId: options.groupId,
        partition,
        offset: message.offset,
        key: message.key?.toString() ?? '',
        reason: reason.slice(0, MAX_REASON_LENGTH),
      },
      'message sent to the dead-letter topic',
    );
  }
}

type CommonOptions = Pick<
  SubscribeOptions<unknown>,
  'groupId' | 'topic' | 'fromBeginning' | 'maxWaitTimeMs' | 'maxRetries' | 'retryBaseDelayMs'
>;

/** Retrying cannot fix bytes that do not decode: such a message goes to the dead-letter topic at once. */
function decode<T>(topic: TopicDefinition<T>, message: KafkaMessage): { value: T } | { failure: string } {
  try {
    return { value: topic.codec.decode(message.value ?? Buffer.alloc(0)) };
  } catch (error) {
    return { failure: `decode failed: ${errorText(error)}` };
  }
}

function metaOf(message: KafkaMessage, partition: number): MessageMeta {
  return {
    key: message.key?.toString() ?? '',
    headers: headersToStrings(message.headers),
    partition,
    offset: message.offset,
  };
}

/** A fresh MikroORM request context per message (or batch) when the subscription names an entity manager. */
function inContext<R>(em: EntityManager | undefined, work: () => Promise<R>): Promise<R> {
  return em ? RequestContext.create(em, work) : work();
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
