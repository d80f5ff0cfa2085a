import { Module } from '@nestjs/common';

import { VehiclesModule } from '../vehicles/vehicles.module';
import { DeviceStatusHandler } from './device-status.handler';

/** Handles devices.status.v1 (consumer declared in service.ts); vehicles change through VehicleChanges. */
@Module({ imports: [VehiclesModule], providers: [DeviceStatusHandler] })
export class DeviceStatusModule {}
