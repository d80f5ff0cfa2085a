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

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { EVENT_PUBLISHER, InstallationEventsPublisher } from './installation-events.publisher';

/** The one Kafka client of the service: the installation events producer and the fleet.vehicles.v1 consumer. */
export const KAFKA = EVENT_PUBLISHER;

/** Connects the producer at start (without blocking it: Kafka may come up later) and closes it on shutdown. */
@Injectable()
class KafkaLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Kafka');

  constructor(@Inject(KAFKA) private readonly messaging: KafkaMessaging) {}

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
      provide: KAFKA,
      inject: [DEVICES_CONFIG],
      useFactory: (config: DevicesConfig) =>
        new KafkaMessaging({
          clientId: config.KAFKA_CLIENT_ID === 'fleetlog' ? 'fleetlog-devices' : config.KAFKA_CLIENT_ID,
          brokers: config.KAFKA_BROKERS,
          logger: createLogger({ service: 'devices', level: config.LOG_LEVEL }).child({ component: 'kafka' }),
        }),
    },
    KafkaLifecycle,
    InstallationEventsPublisher,
  ],
  exports: [KAFKA, InstallationEventsPublisher],
})
export class EventsModule {}
