import { Module } from '@nestjs/common';

import { FutureDevicesModule } from '../future-devices/future-devices.module';
import { InstallationsModule } from '../installations/installations.module';
import { DeviceAssignmentService } from './device-assignment.service';
import { DevicesController } from './devices.controller';
import { DevicesService } from './devices.service';

/** The DevicesService gRPC surface: inventory, assignment, installations and planned replacements. */
@Module({
  imports: [InstallationsModule, FutureDevicesModule],
  controllers: [DevicesController],
  providers: [DevicesService, DeviceAssignmentService],
})
export class InventoryModule {}
