import { createLogger } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { EVENT_PUBLISHER, FleetEventsPublisher } from './fleet-events.publisher';

/** Connects the producer at start (without blocking it: Kafka may come up later) and closes it on shutdown. */
@Injectable()
class KafkaLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Kafka');

  constructor(@Inject(EVENT_PUBLISHER) private readonly messaging: KafkaMessaging) {}

  onApplicationBootstrap(): void {
    this.messaging.connect().catch((err: unknown) => this.logger.warn({ err, msg: 'kafka not reachable yet' }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.messaging.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: EVENT_PUBLISHER,
      inject: [FLEET_CONFIG],
      useFactory: (config: FleetConfig) =>
        new KafkaMessaging({
          clientId: config.KAFKA_CLIENT_ID === 'fleetlog' ? 'fleetlog-fleet' : config.KAFKA_CLIENT_ID,
          brokers: config.KAFKA_BROKERS,
          logger: createLogger({ service: 'fleet', level: config.LOG_LEVEL }).child({ component: 'kafka' }),
        }),
    },
    KafkaLifecycle,
    FleetEventsPublisher,
  ],
  exports: [FleetEventsPublisher, EVENT_PUBLISHER],
})
export class EventsModule {}
