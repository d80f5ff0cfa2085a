import { Get, Patch } from '@nestjs/common';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { toDeviceJson, toDeviceListJson, toInstallationJson, toListDevicesRequest } from './device.mapper';
import {
  ApiListDevicesQuery,
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
@AuthenticatedController('devices', 'api', 403)
export class DevicesController {
  constructor(private readonly grpc: DevicesGrpcClient) {}

  @Get('devices')
  @Endpoint('Devices of the caller’s organisations with tab counts (ADMIN, ROOT, HEXA)', {
    query: ListDevicesQuerySchema,
    ok: DeviceListSchema,
  })
  @ApiListDevicesQuery('IMEI, phone, registration, driver (from 2 characters)')
  async list(@ValidQuery() query: ListDevicesQuery, @Caller() caller: CallerContext): Promise<DeviceListJson> {
    const request = toListDevicesRequest(query);
    return toDeviceListJson(await this.grpc.call(caller, (md) => this.grpc.devices.listDevices(request, md)));
  }

  @Patch('devices/:id')
  @Endpoint(
    'Install a free device in a vehicle, or with move: true move an installed one (the old vehicle loses its ' +
      'device, odometer and last seen). ADMIN within the organisation, ROOT anywhere',
    { id: 'Device id', body: InstallDeviceBodySchema, ok: DeviceSchema },
  )
  async install(
    @IdParam() id: number,
    @ValidBody() body: InstallDeviceBody,
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
  @Endpoint('The device installed in a vehicle', { id: 'Vehicle id', ok: DeviceSchema })
  async vehicleDevice(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return toDeviceJson(
      await this.grpc.call(caller, (md) => this.grpc.devices.getVehicleDevice({ vehicleId: id }, md)),
    );
  }

  @Get('vehicles/:id/installations')
  @Endpoint('Installation history of a vehicle: which device sat in it and when', {
    id: 'Vehicle id',
    ok: [InstallationSchema],
  })
  async vehicleInstallations(@IdParam() id: number, @Caller() caller: CallerContext): Promise<InstallationJson[]> {
    const { installations } = await this.grpc.call(caller, (md) =>
      this.grpc.devices.listInstallations({ vehicleId: id }, md),
    );
    return (installations ?? []).map(toInstallationJson);
  }
}
