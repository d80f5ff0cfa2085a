import { deadLetterTopic, type TopicDefinition } from '@fleetlog/contracts';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  type Consumer,
  type EachMessagePayload,
  Kafka,
  logLevel,
  type Message,
  Partitioners,
  type Producer,
  type RetryOptions,
} from 'kafkajs';

import { backoffDelayMs, sleep } from './backoff';
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
import type { MessageMeta, SubscribeOptions } from './subscription';

export interface KafkaMessagingOptions {
  clientId: string;
  brokers: string[];
  logger: MessagingLogger;
  /** kafkajs retry settings of the client (connection and request retries); kafkajs defaults when absent. */
  retry?: RetryOptions;
}

const tracer = trace.getTracer('@fleetlog/messaging');
const MAX_REASON_LENGTH = 1000;

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

  constructor(private readonly options: KafkaMessagingOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(options.logger),
      retry: options.retry,
    });
    this.producer = this.kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  }

  async connect(): Promise<void> {
    this.producerConnection ??= this.producer.connect();
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

  async subscribe<T>(options: SubscribeOptions<T>): Promise<void> {
    await this.connect();
    const consumer = this.kafka.consumer({ groupId: options.groupId, maxWaitTimeInMs: options.maxWaitTimeMs });
    this.consumers.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic: options.topic.name, fromBeginning: options.fromBeginning ?? true });
    // autoCommit commits only offsets whose eachMessage resolved, i.e. after the handler or the dead-letter write.
    await consumer.run({ autoCommit: true, eachMessage: (payload) => this.process(options, payload) });
  }

  /** Stops consumers (committing what they processed), then the producer. Call on SIGTERM. */
  async disconnect(): Promise<void> {
    await Promise.allSettled(this.consumers.splice(0).map((consumer) => consumer.disconnect()));
    const ordered = this.orderedProducer;
    this.orderedProducer = undefined;
    if (ordered) await ordered.connection.then(() => ordered.producer.disconnect()).catch(() => undefined);
    if (this.producerConnection !== undefined) {
      this.producerConnection = undefined;
      await this.producer.disconnect();
    }
  }

  private async process<T>(options: SubscribeOptions<T>, payload: EachMessagePayload): Promise<void> {
    const { message, partition } = payload;
    const headers = headersToStrings(message.headers);
    const meta: MessageMeta = { key: message.key?.toString() ?? '', headers, partition, offset: message.offset };
    const parent = propagation.extract(ROOT_CONTEXT, headers);

    await context.with(parent, () =>
      tracer.startActiveSpan(`${options.topic.name} process`, { kind: SpanKind.CONSUMER }, async (span) => {
        span.setAttributes({
          'messaging.system': 'kafka',
          'messaging.destination.name': options.topic.name,
          'messaging.consumer.group.name': options.groupId,
          'messaging.kafka.offset': Number(message.offset),
        });
        try {
          const failure = await this.handleWithRetries(options, payload, meta);
          if (failure !== undefined) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
            await this.deadLetter(options, payload, failure);
          }
        } finally {
          span.end();
        }
      }),
    );
  }

  /** Runs the handler until it succeeds; returns the last failure's reason when it never did. */
  private async handleWithRetries<T>(
    options: SubscribeOptions<T>,
    payload: EachMessagePayload,
    meta: MessageMeta,
  ): Promise<string | undefined> {
    let decoded: T;
    try {
      decoded = options.topic.codec.decode(payload.message.value ?? Buffer.alloc(0));
    } catch (error) {
      // Retrying cannot fix bytes that do not decode.
      return `decode failed: ${errorText(error)}`;
    }
    const maxRetries = options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await options.handler(decoded, meta);
        return undefined;
      } catch (error) {
        const logFields = { err: error, topic: options.topic.name, groupId: options.groupId, ...meta, attempt };
        if (attempt >= maxRetries) {
          this.options.logger.error(logFields, 'message handler failed; sending to dead-letter topic');
          return errorText(error);
        }
        this.options.logger.warn(logFields, 'message handler failed; retrying');
        await sleep(backoffDelayMs(attempt + 1, options.retryBaseDelayMs ?? 200));
        await payload.heartbeat();
      }
    }
  }

  private async deadLetter<T>(
    options: SubscribeOptions<T>,
    payload: EachMessagePayload,
    reason: string,
  ): Promise<void> {
    const { message, partition, topic } = payload;
    // If this write fails the error propagates, the offset stays uncommitted and kafkajs redelivers the message.
    await this.producer.send({
      topic: deadLetterTopic(options.topic.name),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            [DLQ_REASON_HEADER]: reason.slice(0, MAX_REASON_LENGTH),
            [DLQ_SOURCE_TOPIC_HEADER]: topic,
            [DLQ_SOURCE_PARTITION_HEADER]: String(partition),
            [DLQ_SOURCE_OFFSET_HEADER]: message.offset,
          },
        },
      ],
    });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
