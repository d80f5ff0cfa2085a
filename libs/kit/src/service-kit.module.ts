import { AccessModule } from '@fleetlog/access';
import { LoggingModule } from '@fleetlog/logging';
import {
  type DynamicModule,
  Inject,
  type InjectionToken,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { KitHealthModule } from './kit-health.module';
import { KitMessagingModule } from './kit-messaging.module';
import { KitOrmModule } from './kit-orm.module';
import type { AccessKitConfig, FeatureImport, KitConfig, ServiceSpec } from './service-spec';

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
 * declared consumers, callers from read models when asked, health and readiness, then the service's features.
 */
@Module({})
export class ServiceKitModule {
  static forRoot<C extends KitConfig>(
    spec: ServiceSpec<C>,
    config: C,
    onShutdown: () => Promise<void> = async () => undefined,
  ): DynamicModule {
    return {
      module: ServiceKitModule,
      providers: [{ provide: EXTRA_SHUTDOWN, useValue: onShutdown }, ExtraShutdown],
      imports: [
        KitConfigModule.of(spec.configToken, config),
        LoggingModule.forRoot({ service: spec.name, level: config.LOG_LEVEL }),
        KitOrmModule.forRoot(spec, config.DATABASE_URL),
        KitMessagingModule.forRoot(spec, config),
        ...(spec.access ? [accessModule(spec.name, config as unknown as C & AccessKitConfig)] : []),
        ...spec.imports(config),
        KitHealthModule.forRoot(spec.readiness ?? []),
      ],
    };
  }
}

function accessModule(service: string, config: KitConfig & AccessKitConfig): FeatureImport {
  return AccessModule.forRootAsync({
    inject: [],
    useFactory: () => ({
      service,
      authGrpcUrl: config.AUTH_GRPC_URL,
      kafkaBrokers: config.KAFKA_BROKERS,
      serviceKeyFile: config.INTERNAL_SERVICE_KEY_FILE,
      jwt: { publicKeyFile: config.JWT_PUBLIC_KEY_FILE, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
      logLevel: config.LOG_LEVEL,
      resnapshotIntervalMs: config.ACCESS_RESNAPSHOT_INTERVAL_MS,
    }),
  });
}
