import { randomUUID } from 'node:crypto';

import { loadConfig } from '@fleetlog/config';
import { runMigrations } from '@fleetlog/database';
import { KafkaMessaging } from '@fleetlog/messaging';
import { eventuallyDefined, freePort, testEnv } from '@fleetlog/testing';
import { Kafka } from 'kafkajs';

import { createServiceApp, createToolContext, kitOrmOptions } from '../src';
import {
  NotesService,
  ReceivedVehicles,
  type TestConfig,
  testConfigSchema,
  testService,
} from './fixtures/test-service';

// A seed or one-off command on the kit (createToolContext): the service declares an enabled consumer, yet the tool
// joins no consumer group (so closing it makes no running service wait on a rebalance), and what it writes to the
// outbox is published by the service's relay.
describe(createToolContext.name, () => {
  let config: TestConfig;

  beforeAll(async () => {
    config = loadConfig(testConfigSchema, {
      ...testEnv(),
      LOG_LEVEL: 'warn',
      TEST_GRPC_URL: `127.0.0.1:${await freePort()}`,
      TEST_HTTP_PORT: String(await freePort()),
      TEST_GROUP_ID: `kit-tool-${randomUUID().slice(0, 8)}`,
      KAFKA_CLIENT_ID: `kit-tool-${randomUUID().slice(0, 8)}`,
      TEST_CONSUME: 'true',
    });
    await runMigrations(kitOrmOptions(testService, config.DATABASE_URL));
  }, 60_000);

  afterEach(() => jest.restoreAllMocks());

  it('subscribes no consumer; the service publishes what the tool wrote', async () => {
    const subscribe = jest.spyOn(KafkaMessaging.prototype, 'subscribe');
    const subscribeBatch = jest.spyOn(KafkaMessaging.prototype, 'subscribeBatch');
    // Any kafkajs consumer made in this process, the messaging lib's or another's.
    const consumers = jest.spyOn(Kafka.prototype, 'consumer');
    const marker = `tool-note-${randomUUID()}`;
    const tool = await createToolContext(testService, config);
    try {
      await tool.get(NotesService).add(marker, marker);
      expect(subscribe).not.toHaveBeenCalled();
      expect(subscribeBatch).not.toHaveBeenCalled();
      expect(consumers).not.toHaveBeenCalled();
      expect(tool.get(ReceivedVehicles).names).toEqual([]);
    } finally {
      await tool.close();
    }

    // The running service: its relay publishes the tool's outbox row, its consumer (the declared one) receives it.
    const app = await createServiceApp(testService, config, { httpHost: '127.0.0.1' });
    try {
      expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ groupId: config.TEST_GROUP_ID }));
      await eventuallyDefined(
        async () => (app.get(ReceivedVehicles).names.includes(marker) ? true : undefined),
        'the service publishing and consuming the event the tool wrote',
      );
      expect(consumers).toHaveBeenCalled();
    } finally {
      await app.close();
    }
  }, 60_000);
});
