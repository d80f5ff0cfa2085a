import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { parseIccid, parseImei } from '../inventory/device-input';
import { DeviceLookupService } from '../inventory/device-lookup.service';
import { DevicesRepository } from '../inventory/devices.repository';
import { FotaClient, SimClient, SmsClient } from './external-clients';

@Injectable()
export class ExternalService {
  constructor(
    private readonly sim: SimClient,
    private readonly sms: SmsClient,
    private readonly fota: FotaClient,
    private readonly devices: DevicesRepository,
    private readonly lookup: DeviceLookupService,
  ) {}

  /** GET /external/phone: the add-unit form fills the phone from the ICCID. */
  async lookupPhone(request: devicesV1.PhoneLookupRequest): Promise<devicesV1.PhoneLookupResponse> {
    // 'FMB001' stands for "a unit with a SIM": an empty ICCID is never valid for a lookup.
    const iccid = parseIccid(request.iccid, 'FMB001');
    return { iccid, phone: await this.sim.phoneByIccid(iccid) };
  }

  /** GET /external/fota/device: the firmware service's view; a known device gets its firmware fields refreshed. */
  async firmware(caller: Caller, request: devicesV1.FirmwareRequest): Promise<devicesV1.FirmwareResponse> {
    const imei = parseImei(request.imei);
    const info = await this.fota.deviceConfiguration(imei);
    const device = await this.devices.findByImei(caller.scope, imei);
    if (device) {
      device.firmware = info.currentFirmware;
      device.configName = info.currentConfiguration;
      await this.devices.flush();
    }
    return info;
  }

  /** SMS command (e.g. getinfo) to a device of the caller's organisations, through the connectivity provider. */
  async sendCommand(caller: Caller, request: devicesV1.SmsCommandRequest): Promise<devicesV1.SmsCommandResponse> {
    const command = request.command.trim();
    if (command === '') throw new DomainError(ErrorCode.MISSING_FIELDS, 'command is required', { field: 'command' });
    const device = await this.lookup.load(caller, request.deviceId);
    if (device.phone === '') throw new DomainError(ErrorCode.DEVICE_INCOMPLETE, 'the device has no phone number');
    return { messageId: await this.sms.send(device.phone, command) };
  }
}
