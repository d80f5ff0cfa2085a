import { CallerResolver } from '@fleetlog/access';
import { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { DeviceCommandsService } from './device-commands.service';

/** devices.v1.DeviceCommandsService: the caller from the read models, then the command rules (command-rules.ts). */
@Controller()
@devicesV1.DeviceCommandsServiceControllerMethods()
export class DeviceCommandsController implements devicesV1.DeviceCommandsServiceController {
  constructor(
    private readonly callers: CallerResolver,
    private readonly commands: DeviceCommandsService,
  ) {}

  async sendDeviceCommand(
    request: devicesV1.SendDeviceCommandRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.DeviceCommandView> {
    return this.commands.send(await this.callers.resolve(metadata), request);
  }

  async listDeviceCommands(
    request: devicesV1.DeviceCommandsRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.DeviceCommands> {
    return this.commands.history(await this.callers.resolve(metadata), request);
  }
}
