import { Module } from '@nestjs/common';

import { VehicleChangedHandler } from './vehicle-changed.handler';

@Module({ providers: [VehicleChangedHandler], exports: [VehicleChangedHandler] })
export class VehiclesModule {}
