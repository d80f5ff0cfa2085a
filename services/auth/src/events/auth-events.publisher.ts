import { type authV1, TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { toOrganizationMessage } from '../organizations/organization.mapper';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { toUserMessage } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';

/** The part of the messaging lib this service uses (KafkaMessaging satisfies it). */
export interface EventPublisher {
  publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<unknown>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');

/**
 * State events of the compacted topics auth.users.v1 and auth.organizations.v1, keyed by id. Called after the
 * transaction has committed, so consumers never see a change that was rolled back. A failed publish is logged, not
 * thrown: the change is committed and the next change of the entity carries the full state again.
 */
@Injectable()
export class AuthEventsPublisher {
  private readonly logger = new Logger(AuthEventsPublisher.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher) {}

  async userChanged(user: UserEntity): Promise<void> {
    await this.publishUser(toUserMessage(user), false, user.version);
  }

  async organizationChanged(org: OrganizationEntity): Promise<void> {
    await this.publishOrganization(toOrganizationMessage(org), false, org.version);
  }

  /** Takes the wire shape so a deletion can publish the state captured before the row (and its id) went away. */
  async publishUser(user: authV1.User, deleted: boolean, version: number): Promise<void> {
    await this.send(TOPICS.authUsers, String(user.userId), { user, deleted, changedTsMs: Date.now(), version });
  }

  async publishOrganization(organization: authV1.Organization, deleted: boolean, version: number): Promise<void> {
    const message = { organization, deleted, changedTsMs: Date.now(), version };
    await this.send(TOPICS.authOrganizations, String(organization.organizationId), message);
  }

  private async send<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<void> {
    try {
      await this.publisher.publish(topic, key, message);
    } catch (err) {
      this.logger.error({ err, msg: 'event publish failed', topic: topic.name, key });
    }
  }
}
