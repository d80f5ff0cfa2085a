import { Module } from '@nestjs/common';

import { VehicleInfoController } from './vehicle-info.controller';
import { VehiclesController } from './vehicles.controller';

@Module({ controllers: [VehiclesController, VehicleInfoController] })
export class VehiclesModule {}
