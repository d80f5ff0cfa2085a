import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { DeviceEventsPublisher } from '../events/device-events.publisher';
import { FutureDevicesModule } from '../future-devices/future-devices.module';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import { InstallationsModule } from '../installations/installations.module';
import { InstallationsRepository } from '../installations/installations.repository';
import { DeviceAssignmentService } from './device-assignment.service';
import { DevicesController } from './devices.controller';
import { DevicesRepository } from './devices.repository';
import { DevicesService } from './devices.service';

/** The DevicesService gRPC surface: inventory, assignment, installations and planned replacements. */
@Module({
  imports: [
    InstallationsModule,
    FutureDevicesModule,
    KitOrmModule.forFeature([DevicesRepository, InstallationsRepository, FutureDevicesRepository]),
  ],
  controllers: [DevicesController],
  providers: [DevicesService, DeviceAssignmentService, DeviceEventsPublisher],
})
export class InventoryModule {}
