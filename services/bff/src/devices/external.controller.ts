import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { SuperadminOnly } from '../common/access.decorators';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonResponse } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
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
@ApiTags('admin devices')
@ApiAuthenticated()
@ApiErrors(400, 403, 404, 503)
@SuperadminOnly()
@Controller('api/external')
export class ExternalController {
  constructor(private readonly devices: DevicesGrpcClient) {}

  @Get('phone')
  @ApiOperation({ summary: 'Phone number of a SIM card by ICCID' })
  @ApiQuery({ name: 'iccid', required: true, schema: { type: 'string', pattern: '^[0-9]{18,22}$' } })
  @ApiJsonResponse(PhoneLookupSchema)
  async phone(
    @Query(new ZodValidationPipe(PhoneQuerySchema)) query: PhoneQuery,
    @Caller() caller: CallerContext,
  ): Promise<{ iccid: string; phone: string }> {
    const { iccid, phone } = await this.devices.call(caller, (md) =>
      this.devices.external.lookupPhone({ iccid: query.iccid }, md),
    );
    return { iccid, phone };
  }

  @Get('fota/device')
  @ApiOperation({ summary: 'Current firmware and configuration of a device from the firmware-update service' })
  @ApiQuery({ name: 'imei', required: true, schema: { type: 'string', pattern: '^[0-9]{14,16}$' } })
  @ApiJsonResponse(FirmwareSchema)
  async firmware(
    @Query(new ZodValidationPipe(FirmwareQuerySchema)) query: FirmwareQuery,
    @Caller() caller: CallerContext,
  ): Promise<{ currentFirmware: string; currentConfiguration: string }> {
    const { currentFirmware, currentConfiguration } = await this.devices.call(caller, (md) =>
      this.devices.external.getFirmware({ imei: query.imei }, md),
    );
    return { currentFirmware, currentConfiguration };
  }
}
