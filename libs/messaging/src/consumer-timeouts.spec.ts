import { Kafka } from 'kafkajs';

import { consumerTimeoutsOf, KafkaMessaging } from './kafka-messaging';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

describe('consumer group timings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('maps a configuration to the timings, leaving unset ones to kafkajs', () => {
    expect(consumerTimeoutsOf({ KAFKA_SESSION_TIMEOUT_MS: 10_000, KAFKA_HEARTBEAT_INTERVAL_MS: 1_000 })).toEqual({
      sessionTimeoutMs: 10_000,
      rebalanceTimeoutMs: undefined,
      heartbeatIntervalMs: 1_000,
    });
  });

  it.each([
    [
      { sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 15_000, heartbeatIntervalMs: 1_000 },
      { sessionTimeout: 10_000, rebalanceTimeout: 15_000, heartbeatInterval: 1_000 },
    ],
    [undefined, {}],
  ])('gives every consumer it makes the timings %j', async (consumerTimeouts, expected) => {
    // A consumer that cannot connect: the subscription retries until disconnect, and no broker is needed.
    const made = jest.spyOn(Kafka.prototype, 'consumer').mockImplementation(
      () =>
        ({
          connect: () => Promise.reject(new Error('no broker in a unit test')),
          disconnect: () => Promise.resolve(),
          on: () => () => undefined,
          events: {},
        }) as never,
    );
    jest
      .spyOn(Kafka.prototype, 'producer')
      .mockImplementation(() => ({ connect: () => Promise.resolve(), disconnect: () => Promise.resolve() }) as never);
    const messaging = new KafkaMessaging({
      clientId: 'spec',
      brokers: ['127.0.0.1:1'],
      logger: quiet,
      consumerTimeouts,
    });
    const subscription = messaging.subscribe({
      groupId: 'spec-group',
      topic: { name: 'spec.topic', decode: (bytes: Uint8Array) => bytes } as never,
      handler: async () => undefined,
    } as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await messaging.disconnect();
    await subscription.catch(() => undefined);
    expect(made).toHaveBeenCalled();
    const options = made.mock.calls[0][0];
    expect(options).toMatchObject({ groupId: 'spec-group', ...expected });
    if (consumerTimeouts === undefined) expect(Object.keys(options)).not.toContain('sessionTimeout');
  });
});
