import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import { testEnv, useBeforeAll } from '@fleetlog/testing';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';

import {
  BatchingPublisher,
  type BatchingPublisherOptions,
  PublishOverloadError,
  PublishTimeoutError,
} from '../src/publishing/batching-publisher';
import { uniqueImei, useTopicReader } from './support/gateway-harness';

function packet(imei: string, index: number): telemetryV1.TelemetryPacket {
  return {
    imei,
    protocol: telemetryV1.TrackerProtocol.TELTONIKA,
    transport: telemetryV1.Transport.TCP,
    codec: '8',
    receivedTsMs: Date.now(),
    buffered: false,
    records: [],
    raw: Buffer.from([index]),
    gatewayInstance: 'batching-test',
  };
}

const OPTIONS: BatchingPublisherOptions = {
  lingerMs: 5,
  batchMax: 50,
  maxInFlight: 4,
  ackTimeoutMs: 15_000,
  maxQueued: 10_000,
};

describe(BatchingPublisher.name, () => {
  const producer = useBeforeAll<Producer>(
    async () => {
      const kafka = new Kafka({ brokers: testEnv().KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
      const made = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
      await made.connect();
      return made;
    },
    { close: (made) => made.disconnect() },
  );
  const positions = useTopicReader(TOPICS.telemetryPositions);

  it('delivers every message of many concurrent callers, each key in the order it was handed over', async () => {
    const publisher = new BatchingPublisher(producer, TOPICS.telemetryPositions, OPTIONS);
    const imeis = Array.from({ length: 20 }, () => uniqueImei());
    // Each tracker hands over its next packet only after the previous one was acknowledged, as connections do.
    await Promise.all(
      imeis.map(async (imei) => {
        for (let index = 0; index < 10; index += 1) await publisher.publish(imei, packet(imei, index));
      }),
    );
    const wanted = new Set(imeis);
    const received = await eventuallyAll(
      () => positions.received.filter(({ message }) => wanted.has(message.imei)),
      200,
    );
    for (const imei of imeis) {
      const order = received.filter(({ message }) => message.imei === imei).map(({ message }) => message.raw[0]);
      expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    await publisher.close();
  });

  it('fails a message Kafka has not acknowledged in time, without sending it later', async () => {
    const failures: string[] = [];
    const publisher = new BatchingPublisher(producer, TOPICS.telemetryPositions, {
      ...OPTIONS,
      lingerMs: 500,
      ackTimeoutMs: 20,
      onFailure: (count, reason) => failures.push(`${count} ${reason}`),
    });
    const imei = uniqueImei();
    await expect(publisher.publish(imei, packet(imei, 0))).rejects.toBeInstanceOf(PublishTimeoutError);
    expect(failures).toEqual(['1 timeout']);
    // Closing sends whatever is still collected: the timed-out message must not be among it.
    await publisher.close();
    // A later message of the same publisher still goes through once the timeout allows it.
    const later = new BatchingPublisher(producer, TOPICS.telemetryPositions, OPTIONS);
    await later.publish(imei, packet(imei, 1));
    await positions.waitFor(({ message }) => message.imei === imei && message.raw[0] === 1);
    expect(
      positions.received.filter(({ message }) => message.imei === imei).map(({ message }) => message.raw[0]),
    ).toEqual([1]);
    await later.close();
  });

  it('refuses more than maxQueued waiting messages', async () => {
    const publisher = new BatchingPublisher(producer, TOPICS.telemetryPositions, { ...OPTIONS, maxQueued: 2 });
    const imei = uniqueImei();
    const first = publisher.publish(imei, packet(imei, 0));
    const second = publisher.publish(imei, packet(imei, 1));
    await expect(publisher.publish(imei, packet(imei, 2))).rejects.toBeInstanceOf(PublishOverloadError);
    await Promise.all([first, second]);
    await publisher.close();
  });
});

async function eventuallyAll<T>(read: () => T[], count: number, timeoutMs = 20_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read();
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
