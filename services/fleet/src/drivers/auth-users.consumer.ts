import { TOPICS } from '@fleetlog/contracts';
import type { KafkaMessaging } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { EVENT_PUBLISHER } from '../events/fleet-events.publisher';
import { UserChangedHandler } from './user-changed.handler';

/**
 * Subscribes to auth.users.v1; offsets are committed after the handler, poison messages go to the DLQ. Each message
 * gets its own MikroORM context (the repositories resolve the entity manager from it).
 */
@Injectable()
export class AuthUsersConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuthUsersConsumer.name);

  constructor(
    @Inject(EVENT_PUBLISHER) private readonly messaging: KafkaMessaging,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly orm: MikroORM,
    private readonly handler: UserChangedHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.FLEET_CONSUME_AUTH_USERS) return;
    // Not awaited: the service serves its API while Kafka is still coming up (the lib retries until subscribed).
    this.messaging
      .subscribe({
        groupId: this.config.FLEET_AUTH_USERS_GROUP_ID,
        topic: TOPICS.authUsers,
        fromBeginning: true,
        em: this.orm.em,
        handler: (event) => this.handler.handle(event),
      })
      .catch((err: unknown) => this.logger.error({ err, msg: 'users subscription stopped' }));
  }
}
