import { TOPICS } from '@fleetlog/contracts';
import { KafkaMessaging } from '@fleetlog/messaging';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { KAFKA } from '../events/events.module';
import { FleetVehiclesHandler } from './fleet-vehicles.handler';

const RETRY_SUBSCRIBE_MS = 5000;

/**
 * Subscribes the handler to fleet.vehicles.v1 once the app is up. The messaging lib commits after the handler,
 * retries and dead-letters poison messages; each message gets its own MikroORM context.
 */
@Injectable()
export class FleetVehiclesConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FleetVehiclesConsumer.name);
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;
  private pending?: Promise<void>;

  constructor(
    @Inject(KAFKA) private readonly messaging: KafkaMessaging,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    private readonly orm: MikroORM,
    private readonly handler: FleetVehiclesHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.FLEET_CONSUMER_ENABLED) this.pending = this.subscribe();
  }

  /**
   * Module destroy hooks all run before the application shutdown hooks, so a subscription still starting is
   * finished here and the Kafka client's disconnect (EventsModule) then stops its consumer too.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.pending;
  }

  private async subscribe(): Promise<void> {
    try {
      await this.messaging.subscribe({
        groupId: this.config.FLEET_CONSUMER_GROUP,
        topic: TOPICS.fleetVehicles,
        handler: (event) => RequestContext.create(this.orm.em, () => this.handler.handle(event)),
      });
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn({ err, msg: 'fleet.vehicles.v1 subscription failed; retrying' });
      this.retryTimer = setTimeout(() => {
        this.pending = this.subscribe();
      }, RETRY_SUBSCRIBE_MS);
      this.retryTimer.unref();
    }
  }
}
