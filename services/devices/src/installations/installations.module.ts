import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { InstallationEventsPublisher } from '../events/installation-events.publisher';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { DeviceLookupService } from '../inventory/device-lookup.service';
import { DevicesRepository } from '../inventory/devices.repository';
import { VehicleTargetsService } from '../vehicles/vehicle-targets.service';
import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';
import { InstallationCommandsService } from './installation-commands.service';
import { InstallationsRepository } from './installations.repository';
import { InstallationsService } from './installations.service';

/** Installations and what every feature needs around them: device lookup and target-vehicle checks through fleet. */
@Module({
  imports: [
    KitOrmModule.forFeature([
      DevicesRepository,
      InstallationsRepository,
      FutureDevicesRepository,
      VehicleViewsRepository,
    ]),
  ],
  providers: [
    InstallationsService,
    InstallationCommandsService,
    DeviceLookupService,
    VehicleTargetsService,
    InstallationEventsPublisher,
  ],
  exports: [InstallationsService, InstallationCommandsService, DeviceLookupService, VehicleTargetsService],
})
export class InstallationsModule {}
