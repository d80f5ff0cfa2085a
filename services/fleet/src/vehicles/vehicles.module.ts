import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { DriverDirectory } from '../drivers/driver-directory';
import { DriversService } from '../drivers/drivers.service';
import { VehicleDriversRepository } from '../drivers/vehicle-drivers.repository';
import { FleetEventsPublisher } from '../events/fleet-events.publisher';
import { InstallationsRepository } from '../installations/installations.repository';
import { OdometerCalibrationsRepository } from '../odometer/odometer-calibrations.repository';
import { OdometerService } from '../odometer/odometer.service';
import { TripChangedHandler } from '../odometer/trip-changed.handler';
import { VehicleAccess } from './vehicle-access';
import { VehicleChanges } from './vehicle-changes';
import { VehicleEditorService } from './vehicle-editor.service';
import { VehicleViews } from './vehicle-views';
import { VehiclesController } from './vehicles.controller';
import { VehiclesRepository } from './vehicles.repository';
import { VehiclesService } from './vehicles.service';

@Module({
  imports: [
    KitOrmModule.forFeature([
      VehiclesRepository,
      VehicleDriversRepository,
      OdometerCalibrationsRepository,
      InstallationsRepository,
    ]),
  ],
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
    TripChangedHandler,
    FleetEventsPublisher,
  ],
  exports: [VehicleAccess, VehicleChanges, VehiclesService, VehicleEditorService, DriversService, OdometerService],
})
export class VehiclesModule {}
