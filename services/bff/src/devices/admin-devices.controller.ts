import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { SuperadminOnly } from '../common/access.decorators';
import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import {
  ApiAuthenticated,
  ApiErrors,
  ApiJsonArrayResponse,
  ApiJsonBody,
  ApiJsonResponse,
  ApiNoContent,
} from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { BFF_CONFIG, type BffConfig } from '../config';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { assertVehicleTakesDevice, DeviceConnectService } from './device-connect.service';
import {
  toAdminDevicePatch,
  toDeviceJson,
  toDeviceListJson,
  toDeviceTab,
  toFutureDeviceJson,
  toInstallationJson,
} from './device.mapper';
import {
  type AddDeviceBody,
  AddDeviceBodySchema,
  type AddDeviceQuery,
  AddDeviceQuerySchema,
  type AdminPatchDeviceBody,
  AdminPatchDeviceBodySchema,
  type CancelFutureDeviceBody,
  CancelFutureDeviceBodySchema,
  type ConnectDeviceBody,
  ConnectDeviceBodySchema,
  DEVICE_TABS,
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

/** The device back office (ROOT, HEXA; uninstall ROOT only — the devices service decides that). */
@ApiTags('admin devices')
@ApiAuthenticated()
@ApiErrors(403)
@SuperadminOnly()
@Controller('api/admin')
export class AdminDevicesController {
  private readonly connector = new DeviceConnectService();

  constructor(
    private readonly devices: DevicesGrpcClient,
    private readonly fleet: FleetGrpcClient,
    private readonly auth: AuthGrpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('devices')
  @ApiOperation({ summary: 'Every device, with tab counts' })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'organizationIds', required: false, description: 'Comma-separated organisation ids' })
  @ApiQuery({ name: 'tab', required: false, schema: { type: 'string', enum: [...DEVICE_TABS] } })
  @ApiJsonResponse(DeviceListSchema)
  @ApiErrors(400)
  async list(
    @Query(new ZodValidationPipe(ListDevicesQuerySchema)) query: ListDevicesQuery,
    @Caller() caller: CallerContext,
  ): Promise<DeviceListJson> {
    const request = {
      search: query.search ?? '',
      organizationIds: query.organizationIds ?? [],
      tab: toDeviceTab(query.tab),
    };
    return toDeviceListJson(
      await this.devices.call(caller, (md) => this.devices.devices.adminListDevices(request, md)),
    );
  }

  @Post('devices')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a unit to the stock (optionally linked to an organisation and vehicle)' })
  @ApiQuery({ name: 'specifiedTimeOfDay', required: false, description: 'HHMM, UTC (overrides the body)' })
  @ApiJsonBody(AddDeviceBodySchema)
  @ApiJsonResponse(DeviceSchema, 201, 'Created')
  @ApiErrors(400, 404, 415)
  async add(
    @Body(new ZodValidationPipe(AddDeviceBodySchema)) body: AddDeviceBody,
    @Query(new ZodValidationPipe(AddDeviceQuerySchema)) query: AddDeviceQuery,
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
      const steps = new GrpcConnectSteps(caller, this.auth, this.fleet, this.devices, this.config.publicUrl);
      await assertVehicleTakesDevice(steps, request.vehicleId, request.organizationId);
    }
    return toDeviceJson(await this.devices.call(caller, (md) => this.devices.devices.addDevice(request, md)));
  }

  @Get('devices/:id')
  @ApiOperation({ summary: 'One device' })
  @ApiIdParam('Device id')
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 404)
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return toDeviceJson(await this.devices.call(caller, (md) => this.devices.devices.getDevice({ id }, md)));
  }

  @Patch('devices/:id')
  @ApiOperation({
    summary:
      'One kind of change: {organizationId, familyWarningAcknowledged} change organisation; {retired}; ' +
      '{smsControl: {history}}; {installedVehicle: {id} | null}; or device fields',
  })
  @ApiIdParam('Device id')
  @ApiJsonBody(AdminPatchDeviceBodySchema)
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 404, 415)
  async patch(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(AdminPatchDeviceBodySchema)) body: AdminPatchDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    const change = toAdminDevicePatch(id, body);
    const api = this.devices.devices;
    const device = await this.devices.call(caller, (md) => {
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
    return toDeviceJson(device);
  }

  @Delete('devices/:id/installed-vehicle')
  @ApiOperation({ summary: 'Uninstall a device from its vehicle (ROOT); the device stays in its organisation' })
  @ApiIdParam('Device id')
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 404)
  async uninstall(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceJson> {
    return toDeviceJson(await this.devices.call(caller, (md) => this.devices.devices.uninstallDevice({ id }, md)));
  }

  @Post('devices/:id/connect')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Connect a device to an organisation, optionally a vehicle (existing or new) and a new driver; ' +
      'what was created is undone if a later step fails',
  })
  @ApiIdParam('Device id')
  @ApiJsonBody(ConnectDeviceBodySchema)
  @ApiJsonResponse(DeviceSchema)
  @ApiErrors(400, 404, 415)
  async connect(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(ConnectDeviceBodySchema)) body: ConnectDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceJson> {
    const steps = new GrpcConnectSteps(caller, this.auth, this.fleet, this.devices, this.config.publicUrl);
    return toDeviceJson(await this.connector.connect(steps, id, body));
  }

  @Get('devices/:id/installations')
  @ApiOperation({ summary: 'Installation history of a device' })
  @ApiIdParam('Device id')
  @ApiJsonArrayResponse(InstallationSchema)
  @ApiErrors(400, 404)
  async installations(@IdParam() id: number, @Caller() caller: CallerContext): Promise<InstallationJson[]> {
    const { installations } = await this.devices.call(caller, (md) =>
      this.devices.devices.listInstallations({ deviceId: id }, md),
    );
    return (installations ?? []).map(toInstallationJson);
  }

  @Post('devices/:id/sms')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an SMS command to a device through the connectivity provider' })
  @ApiIdParam('Device id')
  @ApiJsonBody(SmsCommandBodySchema)
  @ApiJsonResponse(SmsCommandResponseSchema)
  @ApiErrors(400, 404, 415, 503)
  async sms(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(SmsCommandBodySchema)) body: SmsCommandBody,
    @Caller() caller: CallerContext,
  ): Promise<{ messageId: string }> {
    const { messageId } = await this.devices.call(caller, (md) =>
      this.devices.external.sendSmsCommand({ deviceId: id, command: body.command }, md),
    );
    return { messageId };
  }

  @Get('future-device')
  @ApiOperation({ summary: 'Planned device replacements' })
  @ApiJsonArrayResponse(FutureDeviceSchema)
  async listFutureDevices(@Caller() caller: CallerContext): Promise<FutureDeviceJson[]> {
    const { futureDevices } = await this.devices.call(caller, (md) => this.devices.devices.listFutureDevices({}, md));
    return (futureDevices ?? []).map(toFutureDeviceJson);
  }

  @Post('future-device')
  @HttpCode(200)
  @ApiOperation({ summary: 'Plan a device replacement for a vehicle (one plan per vehicle)' })
  @ApiJsonBody(FutureDeviceBodySchema)
  @ApiJsonResponse(FutureDeviceSchema)
  @ApiErrors(400, 404, 415)
  async planFutureDevice(
    @Body(new ZodValidationPipe(FutureDeviceBodySchema)) body: FutureDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<FutureDeviceJson> {
    const request = { vehicleId: body.vehicleId, deviceId: body.deviceId, imei: body.imei ?? '' };
    return toFutureDeviceJson(
      await this.devices.call(caller, (md) => this.devices.devices.planFutureDevice(request, md)),
    );
  }

  @Delete('future-device')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel the planned replacement of a vehicle' })
  @ApiJsonBody(CancelFutureDeviceBodySchema)
  @ApiNoContent('Cancelled')
  @ApiErrors(400, 404, 415)
  async cancelFutureDevice(
    @Body(new ZodValidationPipe(CancelFutureDeviceBodySchema)) body: CancelFutureDeviceBody,
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.devices.call(caller, (md) => this.devices.devices.cancelFutureDevice({ vehicleId: body.vehicleId }, md));
  }
}
