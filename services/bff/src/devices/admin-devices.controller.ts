import { Delete, Get, Inject, Patch, Post } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { Endpoint, SuperadminController, ValidBody, ValidQuery } from '../common/endpoint';
import { BFF_CONFIG, type BffConfig } from '../config';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { assertVehicleTakesDevice, DeviceConnectService } from './device-connect.service';
import {
  toAdminDevicePatch,
  toDeviceJson,
  toDeviceListJson,
  toFutureDeviceJson,
  toInstallationJson,
  toListDevicesRequest,
} from './device.mapper';
import {
  type AddDeviceBody,
  AddDeviceBodySchema,
  type AddDeviceQuery,
  AddDeviceQuerySchema,
  type AdminPatchDeviceBody,
  AdminPatchDeviceBodySchema,
  ApiListDevicesQuery,
  type CancelFutureDeviceBody,
  CancelFutureDeviceBodySchema,
  type ConnectDeviceBody,
  ConnectDeviceBodySchema,
  type DeviceJson,
  type DeviceListJson,
  DeviceListSchema,
  DeviceSchema,
  type FutureDeviceBody,
  FutureDeviceBodySchema,
  type FutureDeviceJson,
  FutureDeviceSchema,
  type InstallationJson,
  InstallationSchema,
  type ListDevicesQuery,
  ListDevicesQuerySchema,
  type SmsCommandBody,
  SmsCommandBodySchema,
  SmsCommandResponseSchema,
} from './device.schemas';
import { GrpcConnectSteps } from './grpc-connect-steps';

const DEVICE_ID = 'Device id';

/** The device back office (ROOT, HEXA; uninstall ROOT only — the devices service decides that). */
@SuperadminController('admin devices', 'api/admin')
export class AdminDevicesController {
  private readonly connector = new DeviceConnectService();

  constructor(
    private readonly devices: DevicesGrpcClient,
    private readonly fleet: FleetGrpcClient,
    private readonly auth: AuthGrpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('devices')
  @Endpoint('Every device, with tab counts', { query: ListDevicesQuerySchema, ok: DeviceListSchema })
  @ApiListDevicesQuery()
  async list(@ValidQuery() query: ListDevicesQuery, @Caller() caller: CallerContext): Promise<DeviceListJson> {
    const request = toListDevicesRequest(query);
    return toDeviceListJson(
      await this.devices.call(caller, (md) => this.devices.devices.adminListDevices(request, md)),
    );
  }

  @Post('devices')
  @Endpoint('Add a unit to the stock (optionally linked to an organisation and vehicle)', {
    body: AddDeviceBodySchema,
    query: AddDeviceQuerySchema,
    created: DeviceSchema,
    errors: [404],
  })
  @ApiQuery({ name: 'specifiedTimeOfDay', required: false, description: 'HHMM, UTC (overrides the body)' })
  async add(
    @ValidBody() body: AddDeviceBody,
    @ValidQuery() query: AddDeviceQuery,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    const request = {
      ...body,
      organizationId: body.organizationId ?? undefined,
      vehicleId: body.vehicleId ?? undefined,
      specifiedTimeOfDay: query.specifiedTimeOfDay ?? body.specifiedTimeOfDay,
    };
    // The devices service adds the unit and then installs it, in two transactions: the installation is checked
    // first, so a refused one leaves no unit behind.
    if (request.vehicleId !== undefined) {
      await assertVehicleTakesDevice(this.connectSteps(caller), request.vehicleId, request.organizationId);
    }
    return this.device(caller, (md) => this.devices.devices.addDevice(request, md));
  }

  @Get('devices/:id')
  @Endpoint('One device', { id: DEVICE_ID, ok: DeviceSchema })
  get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return this.device(caller, (md) => this.devices.devices.getDevice({ id }, md));
  }

  @Patch('devices/:id')
  @Endpoint(
    'One kind of change: {organizationId, familyWarningAcknowledged} change organisation; {retired}; ' +
      '{smsControl: {history}}; {installedVehicle: {id} | null}; or device fields',
    { id: DEVICE_ID, body: AdminPatchDeviceBodySchema, ok: DeviceSchema },
  )
  patch(
    @IdParam() id: number,
    @ValidBody() body: AdminPatchDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    const change = toAdminDevicePatch(id, body);
    const api = this.devices.devices;
    return this.device(caller, (md) => {
      switch (change.kind) {
        case 'organization':
          return api.changeDeviceOrganization(change.request, md);
        case 'retire':
          return api.retireDevice({ id: change.id }, md);
        case 'unretire':
          return api.unretireDevice({ id: change.id }, md);
        case 'smsControl':
          return api.updateSmsControl(change.request, md);
        case 'install':
          return api.installDevice(change.request, md);
        case 'uninstall':
          return api.uninstallDevice({ id: change.id }, md);
        case 'update':
          return api.updateDevice(change.request, md);
      }
    });
  }

  @Delete('devices/:id/installed-vehicle')
  @Endpoint('Uninstall a device from its vehicle (ROOT); the device stays in its organisation', {
    id: DEVICE_ID,
    ok: DeviceSchema,
  })
  uninstall(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return this.device(caller, (md) => this.devices.devices.uninstallDevice({ id }, md));
  }

  @Post('devices/:id/connect')
  @Endpoint(
    'Connect a device to an organisation, optionally a vehicle (existing or new) and a new driver; ' +
      'what was created is undone if a later step fails',
    { id: DEVICE_ID, body: ConnectDeviceBodySchema, ok: DeviceSchema },
  )
  async connect(
    @IdParam() id: number,
    @ValidBody() body: ConnectDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    return toDeviceJson(await this.connector.connect(this.connectSteps(caller), id, body));
  }

  @Get('devices/:id/installations')
  @Endpoint('Installation history of a device', { id: DEVICE_ID, ok: [InstallationSchema] })
  async installations(@IdParam() id: number, @Caller() caller: CallerContext): Promise<InstallationJson[]> {
    const { installations } = await this.devices.call(caller, (md) =>
      this.devices.devices.listInstallations({ deviceId: id }, md),
    );
    return (installations ?? []).map(toInstallationJson);
  }

  @Post('devices/:id/sms')
  @Endpoint('Send an SMS command to a device through the connectivity provider', {
    id: DEVICE_ID,
    body: SmsCommandBodySchema,
    ok: SmsCommandResponseSchema,
    errors: [503],
  })
  async sms(
    @IdParam() id: number,
    @ValidBody() body: SmsCommandBody,
    @Caller() caller: CallerContext,
  ): Promise<{ messageId: string }> {
    const { messageId } = await this.devices.call(caller, (md) =>
      this.devices.external.sendSmsCommand({ deviceId: id, command: body.command }, md),
    );
    return { messageId };
  }

  @Get('future-device')
  @Endpoint('Planned device replacements', { ok: [FutureDeviceSchema] })
  async listFutureDevices(@Caller() caller: CallerContext): Promise<FutureDeviceJson[]> {
    const { futureDevices } = await this.devices.call(caller, (md) => this.devices.devices.listFutureDevices({}, md));
    return (futureDevices ?? []).map(toFutureDeviceJson);
  }

  @Post('future-device')
  @Endpoint('Plan a device replacement for a vehicle (one plan per vehicle)', {
    body: FutureDeviceBodySchema,
    ok: FutureDeviceSchema,
    errors: [404],
  })
  async planFutureDevice(
    @ValidBody() body: FutureDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<FutureDeviceJson> {
    const request = { vehicleId: body.vehicleId, deviceId: body.deviceId, imei: body.imei ?? '' };
    return toFutureDeviceJson(
      await this.devices.call(caller, (md) => this.devices.devices.planFutureDevice(request, md)),
    );
  }

  @Delete('future-device')
  @Endpoint('Cancel the planned replacement of a vehicle', {
    body: CancelFutureDeviceBodySchema,
    noContent: 'Cancelled',
    errors: [404],
  })
  async cancelFutureDevice(@ValidBody() body: CancelFutureDeviceBody, @Caller() caller: CallerContext): Promise<void> {
    await this.devices.call(caller, (md) => this.devices.devices.cancelFutureDevice({ vehicleId: body.vehicleId }, md));
  }

  /** The device a devices call answers, as JSON. */
  private async device(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<devicesV1.Device>,
  ): Promise<DeviceJson> {
    return toDeviceJson(await this.devices.call(caller, invoke));
  }

  private connectSteps(caller: CallerContext): GrpcConnectSteps {
    return new GrpcConnectSteps(this.config.publicUrl, caller, this.auth, this.fleet, this.devices);
  }
}
