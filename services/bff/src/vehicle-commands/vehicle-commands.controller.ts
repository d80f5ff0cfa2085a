import { Get, Post } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { telemetryV1 } from '@fleetlog/contracts';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { toDeviceCommandJson, USER_KIND_TO_PROTO } from './vehicle-command.mapper';
import {
  type CommandHistoryQuery,
  CommandHistoryQuerySchema,
  type DeviceCommandBody,
  DeviceCommandBodySchema,
  type DeviceCommandJson,
  type DeviceCommandListJson,
  DeviceCommandListSchema,
  DeviceCommandSchema,
} from './vehicle-command.schemas';

const VEHICLE_ID = 'Vehicle id';
const DEVICE_ID = 'Device id';
const QUEUED =
  'Answers the recorded command: PENDING until a gateway holding the device connection sends it (a device that is ' +
  'not connected gets it when it next reports); poll the history for SENT, RESPONDED (with the answer) or FAILED.';

/**
 * Commands to the device in a vehicle (spec 01 §7: /tracking, /web-connect, /cpureset; spec 02 §6, spec 03 §2 and
 * §6) and the command history. Who may send which command is the devices service's rule (restart and web-connect
 * ROOT, get info ADMIN and ROOT, update latest position whoever may see the vehicle); the edge only validates.
 */
@AuthenticatedController('vehicle commands', 'api', 403)
export class VehicleCommandsController {
  constructor(private readonly devices: DevicesGrpcClient) {}

  @Post('vehicles/:id/tracking')
  @Endpoint('Ask the device in the vehicle for its position now (update latest position)', {
    id: VEHICLE_ID,
    ok: DeviceCommandSchema,
    description: QUEUED,
  })
  tracking(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceCommandJson> {
    return this.toVehicle(caller, id, telemetryV1.CommandKind.UPDATE_POSITION);
  }

  @Post('vehicles/:id/web-connect')
  @Endpoint('Make the device in the vehicle connect to the firmware-update service (ROOT)', {
    id: VEHICLE_ID,
    ok: DeviceCommandSchema,
    description: QUEUED,
  })
  webConnect(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceCommandJson> {
    return this.toVehicle(caller, id, telemetryV1.CommandKind.WEB_CONNECT);
  }

  @Post('vehicles/:id/cpureset')
  @Endpoint('Restart the device in the vehicle (ROOT)', {
    id: VEHICLE_ID,
    ok: DeviceCommandSchema,
    description: QUEUED,
  })
  cpuReset(@IdParam() id: number, @Caller() caller: CallerContext): Promise<DeviceCommandJson> {
    return this.toVehicle(caller, id, telemetryV1.CommandKind.RESTART);
  }

  @Get('vehicles/:id/commands')
  @Endpoint('Commands sent to the devices of a vehicle, newest first', {
    id: VEHICLE_ID,
    query: CommandHistoryQuerySchema,
    ok: DeviceCommandListSchema,
  })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } })
  async vehicleHistory(
    @IdParam() id: number,
    @ValidQuery() query: CommandHistoryQuery,
    @Caller() caller: CallerContext,
  ): Promise<DeviceCommandListJson> {
    return this.history(caller, { vehicleId: id, deviceId: 0, limit: query.limit ?? 0 });
  }

  @Post('devices/:id/commands')
  @Endpoint('Send a command to a device (devices screen: get info, restart, web-connect, update position)', {
    id: DEVICE_ID,
    body: DeviceCommandBodySchema,
    ok: DeviceCommandSchema,
    description: QUEUED,
  })
  async toDevice(
    @IdParam() id: number,
    @ValidBody() body: DeviceCommandBody,
    @Caller() caller: CallerContext,
  ): Promise<DeviceCommandJson> {
    const command = await this.devices.call(caller, (md) =>
      this.devices.commands.sendDeviceCommand({ vehicleId: 0, deviceId: id, kind: USER_KIND_TO_PROTO[body.kind] }, md),
    );
    return toDeviceCommandJson(command);
  }

  @Get('devices/:id/commands')
  @Endpoint('Commands sent to a device, newest first', {
    id: DEVICE_ID,
    query: CommandHistoryQuerySchema,
    ok: DeviceCommandListSchema,
  })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } })
  async deviceHistory(
    @IdParam() id: number,
    @ValidQuery() query: CommandHistoryQuery,
    @Caller() caller: CallerContext,
  ): Promise<DeviceCommandListJson> {
    return this.history(caller, { vehicleId: 0, deviceId: id, limit: query.limit ?? 0 });
  }

  private async toVehicle(
    caller: CallerContext,
    vehicleId: number,
    kind: telemetryV1.CommandKind,
  ): Promise<DeviceCommandJson> {
    const command = await this.devices.call(caller, (md) =>
      this.devices.commands.sendDeviceCommand({ vehicleId, deviceId: 0, kind }, md),
    );
    return toDeviceCommandJson(command);
  }

  private async history(
    caller: CallerContext,
    request: { vehicleId: number; deviceId: number; limit: number },
  ): Promise<DeviceCommandListJson> {
    const { commands } = await this.devices.call(caller, (md) => this.devices.commands.listDeviceCommands(request, md));
    return { commands: commands.map(toDeviceCommandJson) };
  }
}
