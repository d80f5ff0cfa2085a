import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LoggingModule } from '@fleetlog/logging';

import { AdminModule } from './admin/admin.module';
import { AttestationModule } from './attestation/attestation.module';
import { PreferencesModule } from './preferences/preferences.module';
import { AvlLogModule } from './avl-log/avl-log.module';
import { AuthGrpcClient } from './auth-client/auth-grpc.client';
import { CoreModule } from './common/core.module';
import type { BffConfig } from './config';
import { DevicesGrpcClient } from './devices-client/devices-grpc.client';
import { DevicesModule } from './devices/devices.module';
import { FleetGrpcClient } from './fleet-client/fleet-grpc.client';
import { FrontendHostingModule } from './frontend-hosting/frontend-hosting.module';
import { GeoModule } from './geo/geo.module';
import { HealthModule } from './health/health.module';
import { JournalGrpcClient } from './journal-client/journal-grpc.client';
import { ReportsGrpcClient } from './reports-client/reports-grpc.client';
import { AlarmsGrpcClient } from './alarms-client/alarms-grpc.client';
import { AlarmsModule } from './alarms/alarms.module';
import { ReportsModule } from './reports/reports.module';
import { TollsGrpcClient } from './tolls-client/tolls-grpc.client';
import { TollAnalyserModule } from './toll-analyser/toll-analyser.module';
import { JournalModule } from './journal/journal.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { OverviewModule } from './overview/overview.module';
import { SessionModule } from './session/session.module';
import { UsersModule } from './users/users.module';
import { VehicleCommandsModule } from './vehicle-commands/vehicle-commands.module';
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
        AuthGrpcClient.register(config.authGrpcUrl),
        FleetGrpcClient.register(config.fleetGrpcUrl),
        DevicesGrpcClient.register(config.devicesGrpcUrl),
        JournalGrpcClient.register(config.journalGrpcUrl),
        TollsGrpcClient.register(config.tollsGrpcUrl),
        ReportsGrpcClient.register(config.reportsGrpcUrl),
        AlarmsGrpcClient.register(config.alarmsGrpcUrl),
        SessionModule,
        UsersModule,
        OrganizationsModule,
        AdminModule,
        VehiclesModule,
        DevicesModule,
        OverviewModule,
        VehicleCommandsModule,
        AvlLogModule,
        JournalModule,
        TollAnalyserModule,
        ReportsModule,
        AlarmsModule,
        GeoModule,
        AttestationModule,
        PreferencesModule,
        HealthModule,
        FrontendHostingModule,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.onShutdown();
  }
}
