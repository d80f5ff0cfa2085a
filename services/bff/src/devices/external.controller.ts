import { Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, SuperadminController, ValidQuery } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import {
  FirmwareSchema,
  type FirmwareQuery,
  FirmwareQuerySchema,
  PhoneLookupSchema,
  type PhoneQuery,
  PhoneQuerySchema,
} from './device.schemas';

/** The SIM provider and firmware service, used by the superadmin device flows; 503 when not configured. */
@SuperadminController('admin devices', 'api/external', 400, 404, 503)
export class ExternalController {
  constructor(private readonly devices: DevicesGrpcClient) {}

  @Get('phone')
  @Endpoint('Phone number of a SIM card by ICCID', { query: PhoneQuerySchema, ok: PhoneLookupSchema })
  @ApiQuery({ name: 'iccid', required: true, schema: { type: 'string', pattern: '^[0-9]{18,22}$' } })
  async phone(
    @ValidQuery() query: PhoneQuery,
    @Caller() caller: CallerContext,
  ): Promise<{ iccid: string; phone: string }> {
    const { iccid, phone } = await this.devices.call(caller, (md) =>
      this.devices.external.lookupPhone({ iccid: query.iccid }, md),
    );
    return { iccid, phone };
  }

  @Get('fota/device')
  @Endpoint('Current firmware and configuration of a device from the firmware-update service', {
    query: FirmwareQuerySchema,
    ok: FirmwareSchema,
  })
  @ApiQuery({ name: 'imei', required: true, schema: { type: 'string', pattern: '^[0-9]{14,16}$' } })
  async firmware(
    @ValidQuery() query: FirmwareQuery,
    @Caller() caller: CallerContext,
  ): Promise<{ currentFirmware: string; currentConfiguration: string }> {
    const { currentFirmware, currentConfiguration } = await this.devices.call(caller, (md) =>
      this.devices.external.getFirmware({ imei: query.imei }, md),
    );
    return { currentFirmware, currentConfiguration };
  }
}
