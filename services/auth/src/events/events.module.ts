import { createLogger } from '@fleetlog/logging';
import { KafkaMessaging, type MessagingLogger, OutboxRelay } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AuthEventsPublisher, EVENT_PUBLISHER } from './auth-events.publisher';

/**
 * Connects the producer at start (without blocking it: Kafka may come up later) and runs the outbox relay of the
 * service schema; on shutdown the relay finishes its batch before the producer closes.
 */
@Injectable()
class KafkaLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Kafka');
  private relay?: OutboxRelay;

  constructor(
    @Inject(EVENT_PUBLISHER) private readonly messaging: KafkaMessaging,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    this.messaging.connect().catch((err: unknown) => this.logger.warn({ err, msg: 'kafka not reachable yet' }));
    this.relay = new OutboxRelay({ orm: this.orm, sender: this.messaging, logger: relayLogger(this.logger) });
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await this.messaging.disconnect();
  }
}

/** The relay logs through Nest's logger like the rest of the service. */
function relayLogger(logger: Logger): MessagingLogger {
  return {
    error: (fields, msg) => logger.error({ ...fields, msg }),
    warn: (fields, msg) => logger.warn({ ...fields, msg }),
    info: (fields, msg) => logger.log({ ...fields, msg }),
    debug: (fields, msg) => logger.debug({ ...fields, msg }),
  };
}

@Global()
@Module({
  providers: [
    {
      provide: EVENT_PUBLISHER,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        new KafkaMessaging({
          clientId: config.KAFKA_CLIENT_ID === 'fleetlog' ? 'fleetlog-auth' : config.KAFKA_CLIENT_ID,
          brokers: config.KAFKA_BROKERS,
          logger: createLogger({ service: 'auth', level: config.LOG_LEVEL }).child({ component: 'kafka' }),
        }),
    },
    KafkaLifecycle,
    AuthEventsPublisher,
  ],
  exports: [AuthEventsPublisher],
})
export class EventsModule {}
