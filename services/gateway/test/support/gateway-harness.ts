import { randomInt, randomUUID } from 'node:crypto';

import { loadConfig } from '@fleetlog/config';
import { type TopicDefinition, TOPICS } from '@fleetlog/contracts';
import { headersToStrings } from '@fleetlog/messaging';
import { eventually, freePort, type KafkaTestProducer, testEnv, useBeforeAll } from '@fleetlog/testing';
import { type Consumer, Kafka, logLevel } from 'kafkajs';

import { gatewayConfigSchema } from '../../src/config';
import { type RunningGateway, startGateway } from '../../src/gateway';

/** The gateway in this test process on free ports, against the test stack's Kafka unless `env` says otherwise. */
export function useGateway(env: Record<string, string> | (() => Record<string, string>) = {}): RunningGateway {
  return useBeforeAll(
    async () => {
      const config = loadConfig(gatewayConfigSchema, {
        ...process.env,
        ...testEnv(),
        LOG_LEVEL: process.env.GATEWAY_TEST_LOG_LEVEL ?? 'silent',
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_HTTP_PORT: String(await freePort()),
        GATEWAY_TELTONIKA_PORT: String(await freePort()),
        GATEWAY_QUECLINK_PORT: String(await freePort()),
        GATEWAY_INSTANCE_ID: `gateway-test-${randomUUID().slice(0, 8)}`,
        ...(typeof env === 'function' ? env() : env),
      });
      const gateway = await startGateway(config);
      await eventually(async () => {
        const response = await fetch(`http://127.0.0.1:${gateway.ports.http}/health/ready`);
        if (!response.ok) throw new Error(`gateway not ready: ${response.status}`);
      }, 60_000);
      return gateway;
    },
    { close: (gateway) => gateway.stop() },
  );
}

/** A 15-digit IMEI no other test uses. */
export function uniqueImei(): string {
  return `35${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`;
}

let nextDeviceId = 9_000_000_000 + randomInt(0, 1e9);

/** Publishes a device the way devices does and waits until the gateway's allow-list has it (or has dropped it). */
export async function registerDevice(
  producer: KafkaTestProducer,
  gateway: RunningGateway,
  imei: string,
  options: { retired?: boolean; deviceId?: number; version?: number } = {},
): Promise<number> {
  const deviceId = options.deviceId ?? (nextDeviceId += 1);
  await producer.publish(TOPICS.devicesDevices, String(deviceId), {
    deviceId,
    imei,
    deviceType: 'FMB920',
    retired: options.retired ?? false,
    organizationId: 1,
    deleted: false,
    changedTsMs: Date.now(),
    version: options.version ?? 1,
  });
  await eventually(async () => {
    const known = gateway.allowList.lookup(imei) !== undefined;
    if (known === (options.retired ?? false)) throw new Error(`allow-list has not applied device ${deviceId} yet`);
  });
  return deviceId;
}

export interface Consumed<T> {
  message: T;
  meta: { key: string; headers: Record<string, string>; partition: number; offset: string };
}

/**
 * Reads what is published to a topic from the moment it starts, with the partition and offset of each message. It
 * seeks every partition to the end offsets read at start: reading the shared test topic from the beginning would
 * take longer than a test (other suites and benchmarks fill it), and a new group's "latest" is only resolved after
 * it joined, which could miss the first messages.
 */
export class TopicReader<T> {
  readonly received: Array<Consumed<T>> = [];
  private readonly kafka: Kafka;
  private readonly consumer: Consumer;

  constructor(
    private readonly topic: TopicDefinition<T>,
    brokers = testEnv().KAFKA_BROKERS,
  ) {
    this.kafka = new Kafka({ brokers: brokers.split(','), logLevel: logLevel.NOTHING });
    this.consumer = this.kafka.consumer({ groupId: `gateway-test-${randomUUID()}`, maxWaitTimeInMs: 200 });
  }

  /** The topic's end offsets now: where a reader started later reads from when given them. */
  async endOffsets(): Promise<Array<{ partition: number; offset: string }>> {
    const admin = this.kafka.admin();
    await admin.connect();
    return admin.fetchTopicOffsets(this.topic.name).finally(() => admin.disconnect());
  }

  /** Reads from the given offsets (the end offsets at start when none are given). */
  async start(from?: Array<{ partition: number; offset: string }>): Promise<this> {
    const ends = from ?? (await this.endOffsets());
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.topic.name, fromBeginning: false });
    await this.consumer.run({
      eachMessage: async ({ message, partition }) => {
        this.received.push({
          message: this.topic.codec.decode(message.value ?? Buffer.alloc(0)),
          meta: {
            key: message.key?.toString() ?? '',
            headers: headersToStrings(message.headers),
            partition,
            offset: message.offset,
          },
        });
      },
    });
    for (const { partition, offset } of ends) this.consumer.seek({ topic: this.topic.name, partition, offset });
    return this;
  }

  async waitFor(predicate: (entry: Consumed<T>) => boolean, timeoutMs = 20_000): Promise<Consumed<T>> {
    return eventually(async () => {
      const found = this.received.find(predicate);
      if (!found) throw new Error(`no matching message on ${this.topic.name}`);
      return found;
    }, timeoutMs);
  }

  stop(): Promise<void> {
    return this.consumer.disconnect();
  }
}

export function useTopicReader<T>(topic: TopicDefinition<T>): TopicReader<T> {
  return useBeforeAll(() => new TopicReader(topic).start(), { close: (reader) => reader.stop() });
}
