import { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { ExternalService } from './external.service';

/** devices.v1.DeviceExternalService: the SIM, SMS and firmware providers of spec 03 §7. */
@Controller()
@devicesV1.DeviceExternalServiceControllerMethods()
export class ExternalController implements devicesV1.DeviceExternalServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly external: ExternalService,
  ) {}

  async lookupPhone(
    request: devicesV1.PhoneLookupRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.PhoneLookupResponse> {
    await this.callers.resolve(metadata, 'lookupPhone');
    return this.external.lookupPhone(request);
  }

  async getFirmware(request: devicesV1.FirmwareRequest, metadata?: Metadata): Promise<devicesV1.FirmwareResponse> {
    return this.external.firmware(await this.callers.resolve(metadata, 'getFirmware'), request);
  }

  async sendSmsCommand(
    request: devicesV1.SmsCommandRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.SmsCommandResponse> {
    return this.external.sendCommand(await this.callers.resolve(metadata, 'sendSmsCommand'), request);
  }
}
