import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { InstallationChangedHandler } from './installation-changed.handler';

/** Handles devices.installations.v1 (consumer declared in service.ts); vehicles change through VehicleChanges. */
@Module({ imports: [VehiclesModule], providers: [InstallationChangedHandler] })
export class InstallationsModule {}
