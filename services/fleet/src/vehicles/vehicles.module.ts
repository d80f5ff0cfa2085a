import { Module } from '@nestjs/common';

import { DriverDirectory } from '../drivers/driver-directory';
import { DriversService } from '../drivers/drivers.service';
import { OdometerService } from '../odometer/odometer.service';
import { VehicleAccess } from './vehicle-access';
import { VehicleChanges } from './vehicle-changes';
import { VehicleEditorService } from './vehicle-editor.service';
import { VehicleViews } from './vehicle-views';
import { VehiclesController } from './vehicles.controller';
import { VehiclesService } from './vehicles.service';

@Module({
  controllers: [VehiclesController],
  providers: [
    VehicleAccess,
    VehicleViews,
    VehicleChanges,
    VehiclesService,
    VehicleEditorService,
    DriverDirectory,
    DriversService,
    OdometerService,
  ],
  exports: [VehicleAccess, VehicleChanges, VehiclesService, VehicleEditorService, DriversService, OdometerService],
})
export class VehiclesModule {}
