import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { InstallationsRepository } from '../installations/installations.repository';
import { DevicesRepository } from '../inventory/devices.repository';
import { CommandExpiry } from './command-expiry';
import { CommandResultsHandler } from './command-results.handler';
import { DeviceCommandsController } from './device-commands.controller';
import { DeviceCommandsRepository } from './device-commands.repository';
import { DeviceCommandsService } from './device-commands.service';
import { DeviceReportedHandler } from './device-reported.handler';
import { FrequencyCommandsHandler } from './frequency-commands.handler';

/** Device commands: the gRPC service, the consumers declared in service.ts, the expiry sweep. */
@Module({
  imports: [KitOrmModule.forFeature([DeviceCommandsRepository, DevicesRepository, InstallationsRepository])],
  controllers: [DeviceCommandsController],
  providers: [
    DeviceCommandsService,
    CommandResultsHandler,
    DeviceReportedHandler,
    FrequencyCommandsHandler,
    CommandExpiry,
  ],
})
export class CommandsModule {}
