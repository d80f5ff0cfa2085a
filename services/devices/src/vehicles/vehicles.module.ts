import { Module } from '@nestjs/common';

import { InstallationsModule } from '../installations/installations.module';
import { FleetVehiclesConsumer } from './fleet-vehicles.consumer';
import { FleetVehiclesHandler } from './fleet-vehicles.handler';

/** The vehicles read model fed by fleet.vehicles.v1. */
@Module({ imports: [InstallationsModule], providers: [FleetVehiclesHandler, FleetVehiclesConsumer] })
export class VehiclesModule {}
