import { randomUUID } from 'node:crypto';
import { createServer, type Server, connect } from 'node:net';

import { authEventsV1, deadLetterTopic, TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { Kafka, logLevel } from 'kafkajs';

import { KafkaMessaging, type MessageMeta } from '../src';

type UserChanged = authEventsV1.UserChanged;

interface Received<T> {
  message: T;
  meta: MessageMeta;
  traceId?: string;
}

function userChanged(userId: number, name: string): UserChanged {
  return authEventsV1.UserChanged.fromPartial({
    user: { userId, displayName: name },
    deleted: false,
    changedTsMs: Date.now(),
  });
}

function waitFor<T>(items: T[], predicate: (item: T) => boolean, timeoutMs = 25_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const found = items.find(predicate);
      if (found !== undefined) return resolve(found);
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out waiting for a message'));
      setTimeout(poll, 50);
    };
    poll();
  });
}

describe(KafkaMessaging.name, () => {
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
  const contextManager = new AsyncLocalStorageContextManager();
  let messaging: KafkaMessaging;

  beforeAll(async () => {
    context.setGlobalContextManager(contextManager.enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(new BasicTracerProvider());
    expect(brokers.length).toBeGreaterThan(0);
    messaging = new KafkaMessaging({
      clientId: 'messaging-int-spec',
      brokers,
      logger: createLogger({ service: 'messaging-int-spec', level: 'fatal' }),
    });
    await messaging.connect();
  });

  afterAll(async () => {
    await messaging.disconnect();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it('publishes an authUsers event and consumes it decoded, with headers and the trace context', async () => {
    const key = `user-${randomUUID()}`;
    const received: Received<UserChanged>[] = [];
    const tracer = trace.getTracer('spec');
    const publishTraceId = await tracer.startActiveSpan('test', async (span) => {
      await messaging.publish(TOPICS.authUsers, key, userChanged(41, 'Anna'));
      span.end();
      return span.spanContext().traceId;
    });

    await messaging.subscribe({
      groupId: `int-spec-${randomUUID()}`,
      topic: TOPICS.authUsers,
      handler: async (message, meta) => {
        received.push({ message, meta, traceId: trace.getActiveSpan()?.spanContext().traceId });
      },
    });

    const got = await waitFor(received, (item) => item.meta.key === key);
    expect(got.message).toMatchObject({ user: { userId: 41, displayName: 'Anna' }, deleted: false });
    expect(got.meta.headers).toMatchObject({
      'event-type': 'fleetlog.auth.v1.UserChanged',
      'schema-version': '1',
      traceparent: expect.stringContaining(publishTraceId),
    });
    expect(got.traceId).toBe(publishTraceId);
  });

  it('retries a failing handler and then moves the raw message to the dead-letter topic with the reason', async () => {
    const topic: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
    const dlq: TopicDefinition<UserChanged> = { ...topic, name: deadLetterTopic(topic.name) };
    const key = `user-${randomUUID()}`;
    let attempts = 0;
    const deadLetters: Received<UserChanged>[] = [];

    await messaging.publish(topic, key, userChanged(7, 'Bertil'));
    await messaging.subscribe({
      groupId: `int-spec-${randomUUID()}`,
      topic,
      maxRetries: 2,
      retryBaseDelayMs: 10,
      handler: async () => {
        attempts += 1;
        throw new Error('vehicle registry unreachable');
      },
    });
    await messaging.subscribe({
      groupId: `int-spec-${randomUUID()}`,
      topic: dlq,
      handler: async (message, meta) => {
        deadLetters.push({ message, meta });
      },
    });

    const dead = await waitFor(deadLetters, (item) => item.meta.key === key);
    expect(attempts).toBe(3);
    expect(dead.message).toMatchObject({ user: { userId: 7, displayName: 'Bertil' } });
    expect(dead.meta.headers).toMatchObject({
      'dlq-reason': 'Error: vehicle registry unreachable',
      'dlq-source-topic': topic.name,
      'event-type': 'fleetlog.auth.v1.UserChanged',
    });
  });

  it('keeps retrying a subscription until the broker is reachable, then consumes', async () => {
    const topic: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
    const key = `user-${randomUUID()}`;
    await messaging.publish(topic, key, userChanged(9, 'Cecilia'));
    // A seed broker that is down at first (nothing listens on the port), then comes up as a proxy to the real one.
    const port = await freePort();
    const late = new KafkaMessaging({
      clientId: 'messaging-int-spec-late',
      brokers: [`127.0.0.1:${port}`],
      logger: createLogger({ service: 'messaging-int-spec', level: 'fatal' }),
      retry: { retries: 0, initialRetryTime: 50 },
    });
    const received: Received<UserChanged>[] = [];
    let subscribed = false;
    const subscription = late
      .subscribe({
        groupId: `int-spec-${randomUUID()}`,
        topic,
        handler: async (message, meta) => {
          received.push({ message, meta });
        },
      })
      .then(() => (subscribed = true));
    let proxy: Server | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(subscribed).toBe(false);
      proxy = await tcpProxy(port, brokers[0]);
      await subscription;
      const got = await waitFor(received, (item) => item.meta.key === key);
      expect(got.message).toMatchObject({ user: { userId: 9, displayName: 'Cecilia' } });
    } finally {
      await late.disconnect();
      proxy?.close();
    }
  });

  it('hands a batch to a batch handler and dead-letters each message of a batch that keeps failing', async () => {
    const topic: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
    const failing: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
    const dlq: TopicDefinition<UserChanged> = { ...failing, name: deadLetterTopic(failing.name) };
    const key = `user-${randomUUID()}`;
    for (const id of [1, 2, 3]) {
      await messaging.publish(topic, key, userChanged(id, `n${id}`));
      await messaging.publish(failing, key, userChanged(id, `n${id}`));
    }
    const seen: number[] = [];
    let batches = 0;
    await messaging.subscribeBatch({
      groupId: `int-spec-${randomUUID()}`,
      topic,
      batchHandler: async (items) => {
        batches += 1;
        seen.push(...items.map((item) => item.message.user?.userId ?? 0));
      },
    });
    await messaging.subscribeBatch({
      groupId: `int-spec-${randomUUID()}`,
      topic: failing,
      maxRetries: 1,
      retryBaseDelayMs: 10,
      batchHandler: async () => {
        throw new Error('bulk insert refused');
      },
    });
    const deadLetters: Received<UserChanged>[] = [];
    await messaging.subscribe({
      groupId: `int-spec-${randomUUID()}`,
      topic: dlq,
      handler: async (message, meta) => {
        deadLetters.push({ message, meta });
      },
    });

    await waitFor(seen, () => seen.length >= 3);
    expect(seen).toEqual([1, 2, 3]);
    expect(batches).toBeGreaterThanOrEqual(1);
    await waitFor(deadLetters, () => deadLetters.length >= 3);
    expect(deadLetters.map((item) => item.message.user?.userId)).toEqual([1, 2, 3]);
    expect(deadLetters[0].meta.headers).toMatchObject({ 'dlq-reason': 'Error: bulk insert refused' });
  });

  it('dead-letters only the items a batch handler answers as unprocessable, logs each at error and counts it', async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 });
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    const errors: Array<Record<string, unknown>> = [];
    const quiet = () => undefined;
    // A client made after the meter provider, as services make theirs after startTelemetry.
    const client = new KafkaMessaging({
      clientId: `messaging-int-spec-${randomUUID().slice(0, 8)}`,
      brokers,
      logger: {
        error: (fields: object, message?: string) => void errors.push({ ...fields, message }),
        warn: quiet,
        info: quiet,
        debug: quiet,
      },
    });
    try {
      const topic: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
      const dlq: TopicDefinition<UserChanged> = { ...topic, name: deadLetterTopic(topic.name) };
      const groupId = `int-spec-${randomUUID()}`;
      const key = `user-${randomUUID()}`;
      for (const id of [1, 2, 3]) await messaging.publish(topic, key, userChanged(id, `n${id}`));
      const handled: number[] = [];
      let calls = 0;
      await client.subscribeBatch({
        groupId,
        topic,
        batchHandler: async (items) => {
          calls += 1;
          handled.push(...items.map((item) => item.message.user?.userId ?? 0).filter((id) => id !== 2));
          return {
            deadLetters: items
              .filter((item) => item.message.user?.userId === 2)
              .map((item) => ({ item, reason: 'row 1 refused: smallint out of range' })),
          };
        },
      });
      const deadLetters: Received<UserChanged>[] = [];
      await messaging.subscribe({
        groupId: `int-spec-${randomUUID()}`,
        topic: dlq,
        handler: async (message, meta) => {
          deadLetters.push({ message, meta });
        },
      });
      await waitFor(deadLetters, () => deadLetters.length >= 1);
      await waitFor(handled, () => handled.length >= 2);
      expect(handled).toEqual([1, 3]);
      expect(deadLetters.map((item) => item.message.user?.userId)).toEqual([2]);
      expect(deadLetters[0].meta.headers).toMatchObject({ 'dlq-reason': 'row 1 refused: smallint out of range' });
      // Answered, not thrown: no retry held the partition.
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(errors.filter((line) => line.message === 'message sent to the dead-letter topic')).toEqual([
        expect.objectContaining({
          topic: topic.name,
          groupId,
          key,
          reason: 'row 1 refused: smallint out of range',
        }),
      ]);
      await reader.forceFlush();
      const counted = exporter
        .getMetrics()
        .flatMap((resource) => resource.scopeMetrics)
        .flatMap((scope) => scope.metrics)
        .filter((metric) => metric.descriptor.name === 'fleetlog_messaging_dead_letters_total')
        .flatMap((metric) => metric.dataPoints as Array<{ attributes: Record<string, unknown>; value: unknown }>)
        .filter((point) => point.attributes.topic === topic.name && point.attributes.group === groupId)
        .reduce((sum, point) => sum + Number(point.value), 0);
      expect(counted).toBe(1);
    } finally {
      await client.disconnect();
      metrics.disable();
    }
  });

  it('commits every offset of batches that finish together (their commits are shared, not one per batch)', async () => {
    // A topic the embedded broker creates on first use has 4 partitions; keys spread the messages over them.
    const topic: TopicDefinition<UserChanged> = { ...TOPICS.authUsers, name: `test.users.${randomUUID()}` };
    const groupId = `int-spec-${randomUUID()}`;
    const sent = 40;
    for (let id = 1; id <= sent; id++) await messaging.publish(topic, `user-${id}`, userChanged(id, `n${id}`));
    const admin = new Kafka({ clientId: 'messaging-int-spec-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const partitions = await admin.fetchTopicOffsets(topic.name);
      const withData = partitions.filter((partition) => Number(partition.high) > 0);
      expect(withData.length).toBeGreaterThan(1);
      const seen: number[] = [];
      // Each batch is held until the other partitions' batches of its fetch are in (or 300 ms passed): they then
      // finish, and commit, at the same moment.
      let held: Array<() => void> = [];
      const releaseHeld = () => {
        const group = held;
        held = [];
        for (const resume of group) resume();
      };
      await messaging.subscribeBatch({
        groupId,
        topic,
        partitionsConsumedConcurrently: 4,
        batchHandler: async (items) => {
          seen.push(...items.map((item) => item.message.user?.userId ?? 0));
          await new Promise<void>((resolve) => {
            held.push(resolve);
            if (held.length >= withData.length) releaseHeld();
            else setTimeout(releaseHeld, 300);
          });
        },
      });
      await waitFor(seen, () => seen.length >= sent);
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: sent }, (_, i) => i + 1));
      const committed = async () => {
        const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic.name] });
        return offsets.partitions.reduce((sum, partition) => sum + Math.max(0, Number(partition.offset)), 0);
      };
      const deadline = Date.now() + 15_000;
      while ((await committed()) < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await committed()).toBe(sent);
    } finally {
      await admin.disconnect();
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards every connection on `port` to `target` (host:port). */
async function tcpProxy(port: number, target: string): Promise<Server> {
  const [host, targetPort] = target.split(':');
  const server = createServer((socket) => {
    const upstream = connect(Number(targetPort), host);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
