import { Module } from '@nestjs/common';

import { InstallationsModule } from '../installations/installations.module';
import { FutureDevicesService } from './future-devices.service';

@Module({ imports: [InstallationsModule], providers: [FutureDevicesService], exports: [FutureDevicesService] })
export class FutureDevicesModule {}
