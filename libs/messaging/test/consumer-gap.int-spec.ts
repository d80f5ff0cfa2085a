import { randomUUID } from 'node:crypto';

import { authEventsV1, TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { metrics } from '@opentelemetry/api';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { type Admin, Kafka, logLevel, type Producer } from 'kafkajs';

import { KafkaMessaging, type MessagingLogger } from '../src';

type UserChanged = authEventsV1.UserChanged;

// The local broker (librdkafka's mock cluster) keeps at most 5 MiB per partition and silently deletes the oldest
// records beyond that. A consumer stopped while 7 MiB arrive finds its committed offset below the log start: the
// gap must be reported (log, metric, readiness), not skipped.
const PAYLOAD_BYTES = 10_000;
const OVERFLOW_MESSAGES = 700;

interface LogLine {
  level: 'error' | 'warn' | 'info' | 'debug';
  fields: Record<string, unknown>;
  message?: string;
}

function collectingLogger(lines: LogLine[]): MessagingLogger {
  const at =
    (level: LogLine['level']) =>
    (fields: object, message?: string): void => {
      lines.push({ level, fields: fields as Record<string, unknown>, message });
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

// A test topic of its own carrying UserChanged values; everything goes to partition 0 of it.
function gapTopic(): TopicDefinition<UserChanged> {
  return { ...TOPICS.authUsers, name: `gap-test-${randomUUID()}` };
}

function userChanged(userId: number, padding = 0): Buffer {
  const message = authEventsV1.UserChanged.fromPartial({
    user: { userId, displayName: 'x'.repeat(padding) },
    changedTsMs: Date.now(),
  });
  return Buffer.from(authEventsV1.UserChanged.encode(message).finish());
}

async function produce(producer: Producer, topic: string, from: number, count: number, padding = 0): Promise<void> {
  for (let start = from; start < from + count; start += 50) {
    const ids = Array.from({ length: Math.min(50, from + count - start) }, (_, k) => start + k);
    await producer.send({
      topic,
      acks: -1,
      messages: ids.map((id) => ({ partition: 0, key: String(id), value: userChanged(id, padding) })),
    });
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('consumer gap detection', () => {
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
  const kafka = new Kafka({ clientId: 'gap-int-spec', brokers, logLevel: logLevel.NOTHING });
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 });
  const clients: KafkaMessaging[] = [];
  let producer: Producer;
  let admin: Admin;

  function messaging(lines: LogLine[]): KafkaMessaging {
    const client = new KafkaMessaging({
      clientId: `gap-${randomUUID().slice(0, 8)}`,
      brokers,
      logger: collectingLogger(lines),
    });
    clients.push(client);
    return client;
  }

  async function gapRecordsMetric(topic: string): Promise<number> {
    await reader.forceFlush();
    const points = exporter
      .getMetrics()
      .flatMap((resource) => resource.scopeMetrics)
      .flatMap((scope) => scope.metrics)
      .filter((metric) => metric.descriptor.name === 'fleetlog_consumer_gap_records_total')
      .flatMap((metric) => metric.dataPoints as Array<{ attributes: Record<string, unknown>; value: unknown }>)
      .filter((point) => point.attributes.topic === topic);
    return points.reduce((sum, point) => sum + Number(point.value), 0);
  }

  beforeAll(async () => {
    expect(brokers.length).toBeGreaterThan(0);
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    producer = kafka.producer();
    admin = kafka.admin();
    await Promise.all([producer.connect(), admin.connect()]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.disconnect()));
    await Promise.all([producer.disconnect(), admin.disconnect()]);
    metrics.disable();
  });

  /** Consumes 10 records, stops, lets the broker drop what the stopped consumer had not read, returns the topic. */
  async function overflowWhileStopped(groupId: string, batch: boolean): Promise<TopicDefinition<UserChanged>> {
    const topic = gapTopic();
    await produce(producer, topic.name, 0, 10);
    const first = messaging([]);
    const seen: number[] = [];
    const record = async (message: UserChanged) => void seen.push(message.user?.userId ?? -1);
    if (batch) {
      await first.subscribeBatch({
        groupId,
        topic,
        batchHandler: async (items) => {
          for (const item of items) await record(item.message);
        },
      });
    } else {
      await first.subscribe({ groupId, topic, handler: record });
    }
    await until(() => seen.length === 10, 'the first 10 records');
    await first.disconnect();
    await produce(producer, topic.name, 10, OVERFLOW_MESSAGES, PAYLOAD_BYTES);
    const [partition] = await admin.fetchTopicOffsets(topic.name);
    // The broker deleted records the group had not read yet: its committed offset (10) is below the log start.
    expect(Number(partition?.low)).toBeGreaterThan(10);
    return topic;
  }

  it.each([
    ['subscribe', false],
    ['subscribeBatch', true],
  ])(
    '%s reports records deleted before the consumer read them',
    async (_name, batch) => {
      const groupId = `gap-test-${randomUUID()}`;
      const topic = await overflowWhileStopped(groupId, batch);
      const lines: LogLine[] = [];
      const second = messaging(lines);
      const seen: string[] = [];
      if (batch) {
        await second.subscribeBatch({
          groupId,
          topic,
          batchHandler: async (items) => void seen.push(...items.map((item) => item.meta.offset)),
        });
      } else {
        await second.subscribe({ groupId, topic, handler: async (_message, meta) => void seen.push(meta.offset) });
      }
      await until(() => second.consumerGaps().length > 0, 'the gap report');

      const [partition] = await admin.fetchTopicOffsets(topic.name);
      const [gap] = second.consumerGaps();
      // It resumed at the log start (or later, if the broker deleted more meanwhile); the records between were lost.
      expect(gap).toMatchObject({ groupId, topic: topic.name, partition: 0, expectedOffset: '10' });
      expect(Number(gap?.resumedOffset)).toBeGreaterThanOrEqual(Number(partition?.low));
      expect(gap?.lostRecords).toBe(Number(gap?.resumedOffset) - 10);
      await until(() => seen.length > 0, 'the records after the gap');
      expect(seen[0]).toBe(gap?.resumedOffset);

      const errorLine = lines.find((line) => line.level === 'error' && line.message?.startsWith('consumer gap'));
      expect(errorLine?.fields).toMatchObject({ topic: topic.name, partition: 0, lostRecords: gap?.lostRecords });
      expect(() => second.assertNoRecentConsumerGaps()).toThrow(
        `consumer gap: ${topic.name}[0] ${groupId}: ${gap?.lostRecords} records lost`,
      );
      expect(await gapRecordsMetric(topic.name)).toBe(gap?.lostRecords);
    },
    90_000,
  );

  it('reports nothing for a consumer that kept up', async () => {
    const topic = gapTopic();
    const lines: LogLine[] = [];
    const client = messaging(lines);
    const seen: string[] = [];
    await client.subscribe({
      groupId: `gap-test-${randomUUID()}`,
      topic,
      handler: async (_m, meta) => void seen.push(meta.offset),
    });
    await produce(producer, topic.name, 0, 30);
    await until(() => seen.length === 30, 'all 30 records');
    expect(client.consumerGaps()).toEqual([]);
    expect(() => client.assertNoRecentConsumerGaps()).not.toThrow();
  });
});
