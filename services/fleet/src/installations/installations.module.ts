import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { InstallationChangedHandler } from './installation-changed.handler';
import { InstallationsConsumer } from './installations.consumer';

@Module({ imports: [VehiclesModule], providers: [InstallationChangedHandler, InstallationsConsumer] })
export class InstallationsModule {}
