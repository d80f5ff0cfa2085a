import { TOPICS } from '@fleetlog/contracts';
import { KafkaMessaging } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { KAFKA } from '../events/events.module';
import { FleetVehiclesHandler } from './fleet-vehicles.handler';

/**
 * Subscribes the handler to fleet.vehicles.v1 once the app is up. The messaging lib retries the subscription until
 * it succeeds, commits after the handler, retries and dead-letters poison messages, and gives each message its own
 * MikroORM context.
 */
@Injectable()
export class FleetVehiclesConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FleetVehiclesConsumer.name);
  private stopped = false;

  constructor(
    @Inject(KAFKA) private readonly messaging: KafkaMessaging,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    private readonly orm: MikroORM,
    private readonly handler: FleetVehiclesHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.FLEET_CONSUMER_ENABLED) return;
    void this.messaging
      .subscribe({
        groupId: this.config.FLEET_CONSUMER_GROUP,
        topic: TOPICS.fleetVehicles,
        em: this.orm.em,
        handler: (event) => this.handler.handle(event),
      })
      .catch((err: unknown) => {
        if (!this.stopped) this.logger.error({ err, msg: 'fleet.vehicles.v1 subscription stopped' });
      });
  }

  /** The disconnect of EventsModule (a shutdown hook, after this) stops the consumer or ends its retries. */
  onModuleDestroy(): void {
    this.stopped = true;
  }
}
