import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonArrayResponse, ApiJsonBody, ApiJsonResponse } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { toDeviceJson, toDeviceListJson, toDeviceTab, toInstallationJson } from './device.mapper';
import {
  DEVICE_TABS,
  DeviceListSchema,
  type DeviceJson,
  type DeviceListJson,
  DeviceSchema,
  type InstallationJson,
  InstallationSchema,
  type InstallDeviceBody,
  InstallDeviceBodySchema,
  type ListDevicesQuery,
  ListDevicesQuerySchema,
} from './device.schemas';

/** Devices of the caller's organisations (ADMIN and up; the devices service refuses drivers). */
@ApiTags('devices')
@ApiAuthenticated()
@Controller('api')
export class DevicesController {
  constructor(private readonly grpc: DevicesGrpcClient) {}

  @Get('devices')
  @ApiOperation({ summary: 'Devices of the caller’s organisations with tab counts (ADMIN, ROOT, HEXA)' })
  @ApiQuery({ name: 'search', required: false, description: 'IMEI, phone, registration, driver (from 2 characters)' })
  @ApiQuery({ name: 'organizationIds', required: false, description: 'Comma-separated organisation ids' })
  @ApiQuery({ name: 'tab', required: false, schema: { type: 'string', enum: [...DEVICE_TABS] } })
  @ApiJsonResponse(DeviceListSchema)
  @ApiErrors(400, 403)
  async list(
    @Query(new ZodValidationPipe(ListDevicesQuerySchema)) query: ListDevicesQuery,
    @Caller() caller: CallerContext,
  ): Promise<DeviceListJson> {
    const request = {
      search: query.search ?? '',
      organizationIds: query.organizationIds ?? [],
      tab: toDeviceTab(query.tab),
    };
    return toDeviceListJson(await this.grpc.call(caller, (md) => this.grpc.devices.listDevices(request, md)));
  }

  @Patch('devices/:id')
  @ApiOperation({
    summary:
      'Install a free device in a vehicle, or with move: true move an installed one (the old vehicle loses its ' +
      'device, odometer and last seen). ADMIN within the organisation, ROOT anywhere',
  })
  @ApiIdParam('Device id')
  @ApiJsonBody(InstallDeviceBodySchema)
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 403, 404, 415)
  async install(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(InstallDeviceBodySchema)) body: InstallDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    const device = await this.grpc.call(caller, (md) =>
      body.move
        ? this.grpc.devices.moveDevice({ deviceId: id, targetVehicleId: body.vehicleId }, md)
        : this.grpc.devices.installDevice({ deviceId: id, vehicleId: body.vehicleId }, md),
    );
    return toDeviceJson(device);
  }

  @Get('device-vehicle/vehicle/:id')
  @ApiOperation({ summary: 'The device installed in a vehicle' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 403, 404)
  async vehicleDevice(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return toDeviceJson(
      await this.grpc.call(caller, (md) => this.grpc.devices.getVehicleDevice({ vehicleId: id }, md)),
    );
  }

  @Get('vehicles/:id/installations')
  @ApiOperation({ summary: 'Installation history of a vehicle: which device sat in it and when' })
  @ApiIdParam('Vehicle id')
  @ApiJsonArrayResponse(InstallationSchema)
  @ApiErrors(400, 403, 404)
  async vehicleInstallations(@IdParam() id: number, @Caller() caller: CallerContext): Promise<InstallationJson[]> {
    const { installations } = await this.grpc.call(caller, (md) =>
      this.grpc.devices.listInstallations({ vehicleId: id }, md),
    );
    return (installations ?? []).map(toInstallationJson);
  }
}
