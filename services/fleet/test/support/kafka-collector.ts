import { randomUUID } from 'node:crypto';

import type { TopicDefinition } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';

/** Reads a topic from the beginning with a fresh consumer group and keeps every message. */
export class KafkaCollector<T> {
  readonly received: Array<{ key: string; message: T }> = [];
  private readonly messaging: KafkaMessaging;

  constructor(
    brokers: string[],
    private readonly topic: TopicDefinition<T>,
  ) {
    this.messaging = new KafkaMessaging({
      clientId: `fleet-test-${randomUUID().slice(0, 8)}`,
      brokers,
      logger: createLogger({ service: 'fleet-test', level: 'silent' }),
    });
  }

  async start(): Promise<this> {
    await this.messaging.subscribe({
      groupId: `fleet-test-${randomUUID()}`,
      topic: this.topic,
      fromBeginning: true,
      handler: async (message, meta) => {
        this.received.push({ key: meta.key, message });
      },
    });
    return this;
  }

  async waitFor(predicate: (entry: { key: string; message: T }) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found.message;
      if (Date.now() > deadline) throw new Error(`no matching message on ${this.topic.name} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await this.messaging.disconnect();
  }
}

/** Publishes test events the way another service would. */
export class KafkaProducer {
  private readonly messaging: KafkaMessaging;

  constructor(brokers: string[]) {
    this.messaging = new KafkaMessaging({
      clientId: `fleet-test-producer-${randomUUID().slice(0, 8)}`,
      brokers,
      logger: createLogger({ service: 'fleet-test', level: 'silent' }),
    });
  }

  publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<void> {
    return this.messaging.publish(topic, key, message);
  }

  stop(): Promise<void> {
    return this.messaging.disconnect();
  }
}
