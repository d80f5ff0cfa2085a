import { randomUUID } from 'node:crypto';

import { TOPICS } from '@fleetlog/contracts';
import { Kafka, logLevel } from 'kafkajs';

import { kafkaMockControl, startPrivateBroker, testEnv, useBeforeAll } from '../src';

// The local broker's control port against the running test broker: topics from topics.conf, a topic with its own
// partition count, and broker down/up keeping the broker's data.
describe('kafkaMockControl', () => {
  const control = kafkaMockControl();
  const kafka = new Kafka({
    clientId: `kafka-mock-control-${randomUUID().slice(0, 8)}`,
    brokers: testEnv().KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
    retry: { retries: 1, initialRetryTime: 100, maxRetryTime: 200 },
  });
  const admin = useBeforeAll(
    async () => {
      const client = kafka.admin();
      await client.connect();
      return client;
    },
    { close: (client) => client.disconnect() },
  );

  it('answers a ping', async () => {
    await expect(control.command('ping')).resolves.toMatch(/^ok pong brokers 1$/);
  });

  it('created the topics of topics.conf with their partition counts', async () => {
    const { topics } = await admin.fetchTopicMetadata({ topics: [TOPICS.telemetryPositions.name] });
    expect(topics[0]?.partitions.length).toBeGreaterThanOrEqual(64);
  });

  it('creates a topic with one partition and refuses to create it twice', async () => {
    const name = `control-test-${randomUUID()}`;
    await control.createTopic(name, 1);
    const { topics } = await admin.fetchTopicMetadata({ topics: [name] });
    expect(topics[0]?.partitions.length).toBe(1);
    await expect(control.createTopic(name, 1)).rejects.toThrow(/already exists/i);
  });

  it('refuses an unknown command and a broker that does not exist', async () => {
    await expect(control.command('explode')).rejects.toThrow(/unknown command/);
    await expect(control.brokerDown(7)).rejects.toThrow(/no broker 7/);
  });

  // On a broker of its own: taking the shared test broker down would fail the suites running beside this one.
  it('takes the broker down, refusing producers, and up again with its data kept', async () => {
    const broker = await startPrivateBroker();
    const privateKafka = new Kafka({
      clientId: `kafka-mock-control-${randomUUID().slice(0, 8)}`,
      brokers: [broker.brokers],
      logLevel: logLevel.NOTHING,
      retry: { retries: 1, initialRetryTime: 100, maxRetryTime: 200 },
    });
    const topic = `control-test-${randomUUID()}`;
    const producer = privateKafka.producer();
    const privateAdmin = privateKafka.admin();
    try {
      await broker.control.createTopic(topic, 1);
      await producer.connect();
      await privateAdmin.connect();
      await producer.send({ topic, acks: -1, messages: [{ key: 'k', value: 'before' }] });
      await broker.control.whileDown(async () => {
        await expect(producer.send({ topic, acks: -1, messages: [{ key: 'k', value: 'during' }] })).rejects.toThrow();
      });
      await producer.send({ topic, acks: -1, messages: [{ key: 'k', value: 'after' }] });
      const offsets = await privateAdmin.fetchTopicOffsets(topic);
      // "before" survived the outage (a restarted process would have lost it); "during" was refused.
      expect(offsets).toEqual([expect.objectContaining({ partition: 0, low: '0', high: '2' })]);
    } finally {
      await producer.disconnect();
      await privateAdmin.disconnect();
      await broker.stop();
    }
  });
});
