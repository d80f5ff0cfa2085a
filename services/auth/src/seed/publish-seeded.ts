import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

import { AuthEventsPublisher } from '../events/auth-events.publisher';
import type { SeedResult } from './seed-demo';

/**
 * Records the state of every demo organisation and user (not only the changed ones) in auth's outbox, so services
 * whose read models started after an earlier seed still learn them; the auth service's relay publishes them (now, or
 * when it starts). Each carries a raised version, so consumers take it as the newest state.
 */
export async function publishSeeded(rootEm: EntityManager, result: SeedResult, logger: Logger): Promise<void> {
  const events = new AuthEventsPublisher();
  await rootEm.fork().transactional(async (em) => {
    for (const org of result.organizations) await events.organizationChanged(em, org);
    for (const user of result.users) await events.userChanged(em, user);
  });
  logger.info({ organizations: result.organizations.length, users: result.users.length }, 'demo state recorded');
}
