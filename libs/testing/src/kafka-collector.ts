import { randomUUID } from 'node:crypto';

import type { TopicDefinition } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';

import { useBeforeAll } from './before-all';
import { testEnv } from './test-env';

export interface CollectedMessage<T> {
  key: string;
  message: T;
}

function testMessaging(brokers: string[], clientPrefix: string): KafkaMessaging {
  return new KafkaMessaging({
    clientId: `${clientPrefix}-${randomUUID().slice(0, 8)}`,
    brokers,
    logger: createLogger({ service: clientPrefix, level: 'silent' }),
  });
}

/** Reads a topic from the beginning with a fresh consumer group and keeps every message. */
export class KafkaCollector<T> {
  readonly received: Array<CollectedMessage<T>> = [];
  private readonly messaging: KafkaMessaging;

  constructor(
    brokers: string[],
    private readonly topic: TopicDefinition<T>,
    private readonly clientPrefix = 'fleetlog-test',
  ) {
    this.messaging = testMessaging(brokers, clientPrefix);
  }

  async start(): Promise<this> {
    await this.messaging.subscribe({
      groupId: `${this.clientPrefix}-${randomUUID()}`,
      topic: this.topic,
      fromBeginning: true,
      handler: async (message, meta) => {
        this.received.push({ key: meta.key, message });
      },
    });
    return this;
  }

  async waitFor(predicate: (entry: CollectedMessage<T>) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found.message;
      if (Date.now() > deadline) throw new Error(`no matching message on ${this.topic.name} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): Promise<void> {
    return this.messaging.disconnect();
  }
}

/** A collector of `topic` for the calling describe block: started before its tests, stopped after them. */
export function useKafkaCollector<T>(topic: TopicDefinition<T>, clientPrefix?: string): KafkaCollector<T> {
  return useBeforeAll(() => new KafkaCollector(testEnv().KAFKA_BROKERS.split(','), topic, clientPrefix).start(), {
    close: (collector) => collector.stop(),
  });
}

/** Publishes test events the way another service would. */
export class KafkaTestProducer {
  private readonly messaging: KafkaMessaging;

  constructor(brokers: string[], clientPrefix = 'fleetlog-test-producer') {
    this.messaging = testMessaging(brokers, clientPrefix);
  }

  publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<void> {
    return this.messaging.publish(topic, key, message);
  }

  stop(): Promise<void> {
    return this.messaging.disconnect();
  }
}

/** A producer for the calling describe block, stopped after its tests. */
export function useKafkaTestProducer(clientPrefix?: string): KafkaTestProducer {
  return useBeforeAll(() => new KafkaTestProducer(testEnv().KAFKA_BROKERS.split(','), clientPrefix), {
    close: (producer) => producer.stop(),
  });
}
