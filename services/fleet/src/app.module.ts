import { LoggingModule } from '@fleetlog/logging';
import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

import { AccessModule } from './access/access.module';
import { FLEET_CONFIG, type FleetConfig } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthUsersModule } from './drivers/auth-users.module';
import { EventsModule } from './events/events.module';
import { DatabaseHealthModule } from '@fleetlog/database';
import { InstallationsModule } from './installations/installations.module';
import { RegistryModule } from './registry/registry.module';
import { VehiclesModule } from './vehicles/vehicles.module';

@Global()
@Module({})
class FleetConfigModule {
  static of(config: FleetConfig): DynamicModule {
    return {
      module: FleetConfigModule,
      providers: [{ provide: FLEET_CONFIG, useValue: config }],
      exports: [FLEET_CONFIG],
    };
  }
}

const EXTRA_SHUTDOWN = Symbol('EXTRA_SHUTDOWN');

/** Runs what the entry point asks for last (flushing telemetry) when Nest shuts down on a signal. */
@Injectable()
class ExtraShutdown implements OnApplicationShutdown {
  constructor(@Inject(EXTRA_SHUTDOWN) private readonly hook: () => Promise<void>) {}

  async onApplicationShutdown(): Promise<void> {
    await this.hook();
  }
}

@Module({})
export class AppModule {
  static forRoot(config: FleetConfig, onShutdown: () => Promise<void> = async () => undefined): DynamicModule {
    return {
      module: AppModule,
      providers: [{ provide: EXTRA_SHUTDOWN, useValue: onShutdown }, ExtraShutdown],
      imports: [
        FleetConfigModule.of(config),
        LoggingModule.forRoot({ service: 'fleet', level: config.LOG_LEVEL }),
        DatabaseModule,
        EventsModule,
        AccessModule,
        VehiclesModule,
        RegistryModule,
        InstallationsModule,
        AuthUsersModule,
        DatabaseHealthModule,
      ],
    };
  }
}
