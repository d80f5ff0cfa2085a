import { TOPICS } from '@fleetlog/contracts';
import type { KafkaMessaging } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { EVENT_PUBLISHER } from '../events/fleet-events.publisher';
import { InstallationChangedHandler } from './installation-changed.handler';

/** Subscribes to devices.installations.v1; offsets are committed after the handler, poison messages go to the DLQ. */
@Injectable()
export class InstallationsConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(InstallationsConsumer.name);

  constructor(
    @Inject(EVENT_PUBLISHER) private readonly messaging: KafkaMessaging,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly orm: MikroORM,
    private readonly handler: InstallationChangedHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.FLEET_CONSUME_INSTALLATIONS) return;
    // Not awaited: the service serves its API while Kafka is still coming up (the lib retries until subscribed).
    this.messaging
      .subscribe({
        groupId: this.config.FLEET_INSTALLATIONS_GROUP_ID,
        topic: TOPICS.devicesInstallations,
        fromBeginning: true,
        em: this.orm.em,
        handler: (event) => this.handler.handle(event),
      })
      .catch((err: unknown) => this.logger.error({ err, msg: 'installations subscription stopped' }));
  }
}
