import { KafkaMessaging } from '@fleetlog/messaging';
import type { Logger } from 'pino';

import { AuthEventsPublisher } from '../events/auth-events.publisher';
import type { SeedResult } from './seed-demo';

/**
 * Publishes the state of every demo organisation and user (not only the changed ones), so services whose read
 * models started after an earlier seed still learn them; on compacted state topics a repeat is harmless.
 * Skipped when no Kafka brokers are configured.
 */
export async function publishSeeded(result: SeedResult, brokers: string | undefined, logger: Logger): Promise<void> {
  const list = (brokers ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (list.length === 0) {
    logger.info('KAFKA_BROKERS not set: demo data not published');
    return;
  }
  const messaging = new KafkaMessaging({ clientId: 'fleetlog-auth-seed', brokers: list, logger });
  try {
    await messaging.connect();
    const events = new AuthEventsPublisher(messaging);
    for (const org of result.organizations) await events.organizationChanged(org);
    for (const user of result.users) await events.userChanged(user);
    logger.info({ organizations: result.organizations.length, users: result.users.length }, 'demo state published');
  } finally {
    await messaging.disconnect();
  }
}
