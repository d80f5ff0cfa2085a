import { Module } from '@nestjs/common';

import { DeviceLookupService } from '../inventory/device-lookup.service';
import { VehicleTargetsService } from '../vehicles/vehicle-targets.service';
import { InstallationCommandsService } from './installation-commands.service';
import { InstallationsService } from './installations.service';

/** Installations and what every feature needs around them: device lookup and target-vehicle checks through fleet. */
@Module({
  providers: [InstallationsService, InstallationCommandsService, DeviceLookupService, VehicleTargetsService],
  exports: [InstallationsService, InstallationCommandsService, DeviceLookupService, VehicleTargetsService],
})
export class InstallationsModule {}
