import { TOPICS } from '@fleetlog/contracts';
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
    const version = await raiseVersion(em, user);
    const message = { user: toUserMessage(user), deleted: false, changedTsMs: Date.now(), version };
    await addToOutbox(em, TOPICS.authUsers, String(user.id), message);
  }

  /** Before the row is removed: the event carries the last state, with the version raised once more. */
  async userDeleted(em: EntityManager, user: UserEntity): Promise<void> {
    const version = await raiseVersion(em, user);
    const message = { user: toUserMessage(user), deleted: true, changedTsMs: Date.now(), version };
    await addToOutbox(em, TOPICS.authUsers, String(user.id), message);
  }

  async organizationChanged(em: EntityManager, org: OrganizationEntity): Promise<void> {
    await em.flush();
    const version = await raiseVersion(em, org);
    const message = { organization: toOrganizationMessage(org), deleted: false, changedTsMs: Date.now(), version };
    await addToOutbox(em, TOPICS.authOrganizations, String(org.id), message);
  }

  /** Before the row is removed: the event carries the last state, with the version raised once more. */
  async organizationDeleted(em: EntityManager, org: OrganizationEntity): Promise<void> {
    const version = await raiseVersion(em, org);
    const message = { organization: toOrganizationMessage(org), deleted: true, changedTsMs: Date.now(), version };
    await addToOutbox(em, TOPICS.authOrganizations, String(org.id), message);
  }
}
