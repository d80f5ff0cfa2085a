import {
  ACCESS_OPTIONS,
  AccessDirectory,
  AccessModule,
  type AccessModuleOptions,
  type EventFeed,
} from '@fleetlog/access';
import { createLogger } from '@fleetlog/logging';
import { consumerTimeoutsOf } from '@fleetlog/messaging';
import { LoggingModule } from '@fleetlog/logging';
import {
  type DynamicModule,
  Inject,
  type InjectionToken,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';

import { KitHealthModule } from './kit-health.module';
import { KitMessagingModule } from './kit-messaging.module';
import { KitOrmModule } from './kit-orm.module';
import type { AccessKitConfig, KitConfig, KitMode, ServiceSpec } from './service-spec';

const EXTRA_SHUTDOWN = Symbol('EXTRA_SHUTDOWN');

/** Runs what the entry point asks for last (flushing telemetry) when Nest shuts down on a signal. */
@Injectable()
class ExtraShutdown implements OnApplicationShutdown {
  constructor(@Inject(EXTRA_SHUTDOWN) private readonly hook: () => Promise<void>) {}

  async onApplicationShutdown(): Promise<void> {
    await this.hook();
  }
}

/** The validated configuration under the service's token, for every feature. */
@Module({})
class KitConfigModule {
  static of(token: InjectionToken, config: KitConfig): DynamicModule {
    return {
      module: KitConfigModule,
      global: true,
      providers: [{ provide: token, useValue: config }],
      exports: [token],
    };
  }
}

/**
 * The root module of a service on the kit: configuration, pino logging, the ORM, Kafka with the outbox relay and the
 * declared consumers, callers from read models when asked, health and readiness, then the service's features. In
 * `tool` mode (seeds, one-off commands: see `KitMode` and `createToolContext`) no consumer and no relay runs.
 */
@Module({})
export class ServiceKitModule {
  static forRoot<C extends KitConfig>(
    spec: ServiceSpec<C>,
    config: C,
    onShutdown: () => Promise<void> = async () => undefined,
    mode: KitMode = 'service',
  ): DynamicModule {
    return {
      module: ServiceKitModule,
      providers: [{ provide: EXTRA_SHUTDOWN, useValue: onShutdown }, ExtraShutdown],
      imports: [
        KitConfigModule.of(spec.configToken, config),
        LoggingModule.forRoot({ service: spec.name, level: config.LOG_LEVEL }),
        KitOrmModule.forRoot(spec, config.DATABASE_URL),
        KitMessagingModule.forRoot(spec, config, mode),
        ...(spec.access ? [accessModule(spec.name, config as unknown as C & AccessKitConfig, mode)] : []),
        ...spec.imports(config),
        KitHealthModule.forRoot(spec.readiness ?? []),
      ],
    };
  }
}

function accessModule(service: string, config: KitConfig & AccessKitConfig, mode: KitMode): DynamicModule {
  const module = AccessModule.forRootAsync({
    inject: [],
    useFactory: () => ({
      service,
      authGrpcUrl: config.AUTH_GRPC_URL,
      kafkaBrokers: config.KAFKA_BROKERS,
      consumerTimeouts: consumerTimeoutsOf(config),
      serviceKeyFile: config.INTERNAL_SERVICE_KEY_FILE,
      jwt: { publicKeyFile: config.JWT_PUBLIC_KEY_FILE, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
      logLevel: config.LOG_LEVEL,
      resnapshotIntervalMs: config.ACCESS_RESNAPSHOT_INTERVAL_MS,
    }),
  });
  return mode === 'tool' ? { ...module, providers: (module.providers ?? []).map(snapshotOnly) } : module;
}

/** A tool follows no topic: its directory is auth's snapshot at start, which outlives no one-off command. */
const NO_FEED: EventFeed = { subscribe: async () => undefined, disconnect: async () => undefined };

/** The AccessDirectory provider of AccessModule, made with the same source but without following the topics. */
function snapshotOnly(provider: Provider): Provider {
  if (typeof provider !== 'object' || !('provide' in provider) || provider.provide !== AccessDirectory) return provider;
  if (!('inject' in provider) || provider.inject?.[0] !== ACCESS_OPTIONS) {
    throw new Error('AccessModule provides AccessDirectory differently than the kit expects');
  }
  return {
    provide: AccessDirectory,
    inject: provider.inject,
    useFactory: (options: AccessModuleOptions, source: ConstructorParameters<typeof AccessDirectory>[0]) =>
      new AccessDirectory(source, NO_FEED, {
        groupIdPrefix: `${options.service}.tool`,
        resnapshotIntervalMs: 0,
        logger: createLogger({ service: options.service, level: (options.logLevel ?? 'info') as 'info' }).child({
          component: 'access',
        }),
      }),
  };
}
