import { TOPICS } from '@fleetlog/contracts';

import { consumersToSubscribe } from './kit-messaging.module';
import type { ConsumerSpec, EventHandler, KitConfig } from './service-spec';

interface Config extends KitConfig {
  CONSUME_STATUS: boolean;
}

class Handler implements EventHandler {
  async handle(): Promise<void> {}
}

const consumer = (groupId: string, enabled?: (config: Config) => boolean): ConsumerSpec<Config> => ({
  topic: TOPICS.fleetVehicles,
  handler: Handler,
  groupId: () => groupId,
  enabled,
});

const config = (consumeStatus: boolean): Config => ({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'postgres://unused',
  KAFKA_BROKERS: ['127.0.0.1:1'],
  KAFKA_CLIENT_ID: 'fleetlog',
  CONSUME_STATUS: consumeStatus,
});

describe(consumersToSubscribe.name, () => {
  const consumers = [consumer('always'), consumer('status', (c) => c.CONSUME_STATUS)];
  const groups = (list: ReadonlyArray<ConsumerSpec<Config>>) => list.map((c) => c.groupId(config(true)));

  it('subscribes every enabled consumer of a running service', () => {
    expect(groups(consumersToSubscribe({ consumers }, config(true), 'service'))).toEqual(['always', 'status']);
    expect(groups(consumersToSubscribe({ consumers }, config(false), 'service'))).toEqual(['always']);
  });

  it('subscribes none in a tool, whatever the service declares and enables', () => {
    expect(consumersToSubscribe({ consumers }, config(true), 'tool')).toEqual([]);
  });
});
