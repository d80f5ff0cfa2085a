import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { InstallationsModule } from '../installations/installations.module';
import { InstallationsRepository } from '../installations/installations.repository';
import { DevicesRepository } from '../inventory/devices.repository';
import { FutureDevicesRepository } from './future-devices.repository';
import { FutureDevicesService } from './future-devices.service';

@Module({
  imports: [
    InstallationsModule,
    KitOrmModule.forFeature([FutureDevicesRepository, DevicesRepository, InstallationsRepository]),
  ],
  providers: [FutureDevicesService],
  exports: [FutureDevicesService],
})
export class FutureDevicesModule {}
