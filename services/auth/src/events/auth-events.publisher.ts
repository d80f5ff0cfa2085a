import { TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import type { StateEntity } from '@fleetlog/database';
import { addToOutbox, raiseVersion } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { toOrganizationMessage } from '../organizations/organization.mapper';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { toUserMessage } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';

/**
 * State events of auth.users.v1 and auth.organizations.v1, keyed by id. Each is recorded in the outbox inside the
 * transaction of the change (the relay publishes it once that commits) with the row's version raised in the same
 * transaction, so no committed change goes unreported, none that rolled back is reported, and read models can ignore
 * older state. Call every method inside the change's transaction, after the change itself.
 */
@Injectable()
export class AuthEventsPublisher {
  async userChanged(em: EntityManager, user: UserEntity): Promise<void> {
    await em.flush();
    await recordState(em, TOPICS.authUsers, user, { user: toUserMessage(user), deleted: false });
  }

  /** Before the row is removed: the event carries the last state, with the version raised once more. */
  async userDeleted(em: EntityManager, user: UserEntity): Promise<void> {
    await recordState(em, TOPICS.authUsers, user, { user: toUserMessage(user), deleted: true });
  }

  async organizationChanged(em: EntityManager, org: OrganizationEntity): Promise<void> {
    await em.flush();
    await recordState(em, TOPICS.authOrganizations, org, { organization: toOrganizationMessage(org), deleted: false });
  }

  /** Before the row is removed: the event carries the last state, with the version raised once more. */
  async organizationDeleted(em: EntityManager, org: OrganizationEntity): Promise<void> {
    await recordState(em, TOPICS.authOrganizations, org, { organization: toOrganizationMessage(org), deleted: true });
  }
}

interface StateEvent {
  changedTsMs: number;
  version: number;
}

/** Raises the row's version, then records the state event with it (and the time), keyed by the row's id. */
async function recordState<T extends StateEvent>(
  em: EntityManager,
  topic: TopicDefinition<T>,
  entity: StateEntity,
  state: Omit<T, keyof StateEvent>,
): Promise<void> {
  const version = await raiseVersion(em, entity);
  await addToOutbox(em, topic, String(entity.id), { ...state, changedTsMs: Date.now(), version } as T);
}
