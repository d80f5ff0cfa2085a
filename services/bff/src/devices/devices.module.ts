import { Module } from '@nestjs/common';

import { AdminDevicesController } from './admin-devices.controller';
import { DevicesController } from './devices.controller';
import { ExternalController } from './external.controller';

@Module({ controllers: [DevicesController, AdminDevicesController, ExternalController] })
export class DevicesModule {}
