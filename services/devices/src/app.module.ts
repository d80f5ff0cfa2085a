import { LoggingModule } from '@fleetlog/logging';
import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';

import { AccessModule } from './access/access.module';
import { ClientsGrpcModule } from './clients/clients.module';
import { DEVICES_CONFIG, type DevicesConfig } from './config';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { ExternalModule } from './external/external.module';
import { DatabaseHealthModule } from '@fleetlog/database';
import { InventoryModule } from './inventory/inventory.module';
import { VehiclesModule } from './vehicles/vehicles.module';

@Global()
@Module({})
class DevicesConfigModule {
  static of(config: DevicesConfig): DynamicModule {
    return {
      module: DevicesConfigModule,
      providers: [{ provide: DEVICES_CONFIG, useValue: config }],
      exports: [DEVICES_CONFIG],
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
  static forRoot(config: DevicesConfig, onShutdown: () => Promise<void> = async () => undefined): DynamicModule {
    return {
      module: AppModule,
      providers: [{ provide: EXTRA_SHUTDOWN, useValue: onShutdown }, ExtraShutdown],
      imports: [
        DevicesConfigModule.of(config),
        LoggingModule.forRoot({ service: 'devices', level: config.LOG_LEVEL }),
        DatabaseModule,
        EventsModule,
        ClientsGrpcModule.register(config),
        AccessModule,
        InventoryModule,
        VehiclesModule,
        ExternalModule,
        DatabaseHealthModule,
      ],
    };
  }
}
