import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { InstallationsModule } from '../installations/installations.module';
import { InstallationsRepository } from '../installations/installations.repository';
import { FleetVehiclesHandler } from './fleet-vehicles.handler';
import { VehicleViewsRepository } from './vehicle-views.repository';

/** The vehicles read model fed by fleet.vehicles.v1 (the consumer is declared in service.ts). */
@Module({
  imports: [
    InstallationsModule,
    KitOrmModule.forFeature([VehicleViewsRepository, InstallationsRepository, FutureDevicesRepository]),
  ],
  providers: [FleetVehiclesHandler],
})
export class VehiclesModule {}
