import { Module } from '@nestjs/common';

import { VehicleInfoController } from './vehicle-info.controller';
import { VehicleSetupController } from './vehicle-setup.controller';
import { VehiclesController } from './vehicles.controller';

@Module({ controllers: [VehiclesController, VehicleInfoController, VehicleSetupController] })
export class VehiclesModule {}
