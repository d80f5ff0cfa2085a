import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LoggingModule } from '@fleetlog/logging';

import { AdminModule } from './admin/admin.module';
import { AuthClientModule } from './auth-client/auth-client.module';
import { CoreModule } from './common/core.module';
import type { BffConfig } from './config';
import { DevicesClientModule } from './devices-client/devices-client.module';
import { DevicesModule } from './devices/devices.module';
import { FleetClientModule } from './fleet-client/fleet-client.module';
import { FrontendHostingModule } from './frontend-hosting/frontend-hosting.module';
import { HealthModule } from './health/health.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { SessionModule } from './session/session.module';
import { UsersModule } from './users/users.module';
import { VehiclesModule } from './vehicles/vehicles.module';

const ON_SHUTDOWN = Symbol('ON_SHUTDOWN');

@Module({})
export class AppModule implements OnApplicationShutdown {
  constructor(@Inject(ON_SHUTDOWN) private readonly onShutdown: () => Promise<void>) {}

  static forRoot(config: BffConfig, onShutdown: () => Promise<void> = async () => undefined): DynamicModule {
    return {
      module: AppModule,
      providers: [{ provide: ON_SHUTDOWN, useValue: onShutdown }],
      imports: [
        CoreModule.forRoot(config),
        LoggingModule.forRoot({ service: 'bff', level: config.logLevel as 'info' }),
        AuthClientModule.register(config.authGrpcUrl),
        FleetClientModule.register(config.fleetGrpcUrl),
        DevicesClientModule.register(config.devicesGrpcUrl),
        SessionModule,
        UsersModule,
        OrganizationsModule,
        AdminModule,
        VehiclesModule,
        DevicesModule,
        HealthModule,
        FrontendHostingModule,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.onShutdown();
  }
}
