import { createLogger } from '@fleetlog/logging';
import { consumerTimeoutsOf, KafkaMessaging, type MessagingLogger, OutboxRelay } from '@fleetlog/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';

import type { ConsumerSpec, EventHandler, KitConfig, KitMode, ServiceSpec } from './service-spec';

const KIT_RUN = Symbol('KIT_RUN');

interface KitRun {
  mode: KitMode;
  outbox: boolean;
  consumers: ReadonlyArray<ConsumerSpec<KitConfig>>;
  config: KitConfig;
}

/**
 * The service's Kafka life: connects the producer at start without blocking it (Kafka may come up later), runs the
 * outbox relay of the service schema and subscribes the declared consumers (in a tool neither, see `KitMode`; each
 * message in its own ORM context;
 * the messaging lib retries the subscription until it succeeds, commits after the handler, dead-letters poison
 * messages). On shutdown the relay finishes its batch, then the client closes (ending consumers and their retries),
 * then the ORM: in that order, because the relay and the handlers use the database until then.
 */
@Injectable()
class KitLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('Kafka');
  private relay?: OutboxRelay;
  private stopping = false;

  constructor(
    private readonly messaging: KafkaMessaging,
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
    @Inject(KIT_RUN) private readonly run: KitRun,
  ) {}

  onApplicationBootstrap(): void {
    if (this.run.mode === 'tool') return; // the producer connects on a tool's first publish, if any
    this.messaging.connect().catch((err: unknown) => this.logger.warn({ err, msg: 'kafka not reachable yet' }));
    if (this.run.outbox) {
      this.relay = new OutboxRelay({ orm: this.orm, sender: this.messaging, logger: relayLogger(this.logger) });
      this.relay.start();
    }
    for (const consumer of this.run.consumers) this.subscribe(consumer);
  }

  private subscribe(consumer: ConsumerSpec<KitConfig>): void {
    const handler = this.moduleRef.get<EventHandler>(consumer.handler, { strict: false });
    // Not awaited: the service serves its API while Kafka is still coming up.
    this.messaging
      .subscribe({
        groupId: consumer.groupId(this.run.config),
        topic: consumer.topic,
        fromBeginning: consumer.fromBeginning,
        em: this.orm.em,
        handler: (event) => handler.handle(event),
      })
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.error({ err, msg: `${consumer.topic.name} subscription stopped` });
      });
  }

  onModuleDestroy(): void {
    this.stopping = true;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await this.messaging.disconnect();
    await this.orm.close(true);
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

/** The declared consumers to subscribe: the enabled ones in a service, none in a tool (see `KitMode`). */
export function consumersToSubscribe<C extends KitConfig>(
  spec: Pick<ServiceSpec<C>, 'consumers'>,
  config: C,
  mode: KitMode,
): ReadonlyArray<ConsumerSpec<C>> {
  if (mode === 'tool') return [];
  return (spec.consumers ?? []).filter((consumer) => !consumer.enabled || consumer.enabled(config));
}

/** The one KafkaMessaging of the service (inject `KafkaMessaging`) with its lifecycle; global. */
@Module({})
export class KitMessagingModule {
  static forRoot<C extends KitConfig>(spec: ServiceSpec<C>, config: C, mode: KitMode = 'service'): DynamicModule {
    const run: KitRun = {
      mode,
      outbox: mode === 'service' && (spec.outbox ?? false),
      consumers: consumersToSubscribe(spec, config, mode) as unknown as ReadonlyArray<ConsumerSpec<KitConfig>>,
      config,
    };
    return {
      module: KitMessagingModule,
      global: true,
      providers: [
        {
          provide: KafkaMessaging,
          useFactory: () =>
            new KafkaMessaging({
              clientId: config.KAFKA_CLIENT_ID === 'fleetlog' ? `fleetlog-${spec.name}` : config.KAFKA_CLIENT_ID,
              brokers: config.KAFKA_BROKERS,
              logger: createLogger({ service: spec.name, level: config.LOG_LEVEL }).child({ component: 'kafka' }),
              consumerTimeouts: consumerTimeoutsOf(config),
            }),
        },
        { provide: KIT_RUN, useValue: run },
        KitLifecycle,
      ],
      exports: [KafkaMessaging],
    };
  }
}
