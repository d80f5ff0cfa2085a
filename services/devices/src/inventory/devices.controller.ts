import { type commonV1, devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { CallerService } from '../access/caller.service';
import { FutureDevicesService } from '../future-devices/future-devices.service';
import { InstallationCommandsService } from '../installations/installation-commands.service';
import type { DeviceEntity } from './device.entity';
import { DeviceAssignmentService } from './device-assignment.service';
import { DeviceLookupService } from './device-lookup.service';
import { DevicesService } from './devices.service';

/** devices.v1.DevicesService: resolves the caller (role requirement, scope), then hands over to the services. */
@Controller()
@devicesV1.DevicesServiceControllerMethods()
export class DevicesController implements devicesV1.DevicesServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly devices: DevicesService,
    private readonly assignment: DeviceAssignmentService,
    private readonly installations: InstallationCommandsService,
    private readonly futureDevices: FutureDevicesService,
    private readonly lookup: DeviceLookupService,
  ) {}

  async listDevices(request: devicesV1.ListDevicesRequest, metadata?: Metadata): Promise<devicesV1.Devices> {
    return this.devices.list(await this.callers.resolve(metadata, 'listDevices'), request);
  }

  async adminListDevices(request: devicesV1.ListDevicesRequest, metadata?: Metadata): Promise<devicesV1.Devices> {
    return this.devices.list(await this.callers.resolve(metadata, 'adminListDevices'), request);
  }

  async getDevice(request: commonV1.IdRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    return this.devices.get(await this.callers.resolve(metadata, 'getDevice'), request.id);
  }

  async addDevice(request: devicesV1.AddDeviceRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'addDevice');
    const device = await this.devices.add(caller, request);
    if (request.vehicleId !== undefined && request.vehicleId > 0) {
      return this.view(
        caller,
        await this.installations.install(caller, { deviceId: device.id, vehicleId: request.vehicleId }),
      );
    }
    return this.view(caller, device);
  }

  async updateDevice(request: devicesV1.UpdateDeviceRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'updateDevice');
    return this.view(caller, await this.devices.update(caller, request));
  }

  async connectDevice(request: devicesV1.ConnectDeviceRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'connectDevice');
    return this.view(caller, await this.assignment.connect(caller, request));
  }

  async changeDeviceOrganization(
    request: devicesV1.ChangeDeviceOrganizationRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'changeDeviceOrganization');
    return this.view(caller, await this.assignment.changeOrganization(caller, request));
  }

  async retireDevice(request: commonV1.IdRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'retireDevice');
    return this.view(caller, await this.devices.retire(caller, request.id));
  }

  async unretireDevice(request: commonV1.IdRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'unretireDevice');
    return this.view(caller, await this.devices.unretire(caller, request.id));
  }

  async installDevice(request: devicesV1.InstallDeviceRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'installDevice');
    return this.view(caller, await this.installations.install(caller, request));
  }

  async uninstallDevice(request: commonV1.IdRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'uninstallDevice');
    return this.view(caller, await this.installations.uninstall(caller, request.id));
  }

  async moveDevice(request: devicesV1.MoveDeviceRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'moveDevice');
    return this.view(caller, await this.installations.move(caller, request));
  }

  async getVehicleDevice(request: devicesV1.VehicleIdRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'getVehicleDevice');
    return this.view(caller, await this.installations.vehicleDevice(caller, request.vehicleId));
  }

  async listInstallations(
    request: devicesV1.InstallationsRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.Installations> {
    return this.installations.history(await this.callers.resolve(metadata, 'listInstallations'), request);
  }

  async planFutureDevice(request: devicesV1.FutureDeviceRequest, metadata?: Metadata): Promise<devicesV1.FutureDevice> {
    return this.futureDevices.plan(await this.callers.resolve(metadata, 'planFutureDevice'), request);
  }

  async cancelFutureDevice(request: devicesV1.VehicleIdRequest, metadata?: Metadata): Promise<commonV1.Empty> {
    await this.futureDevices.cancel(await this.callers.resolve(metadata, 'cancelFutureDevice'), request.vehicleId);
    return {};
  }

  async listFutureDevices(_request: commonV1.Empty, metadata?: Metadata): Promise<devicesV1.FutureDevices> {
    return this.futureDevices.list(await this.callers.resolve(metadata, 'listFutureDevices'));
  }

  async updateSmsControl(request: devicesV1.SmsControlRequest, metadata?: Metadata): Promise<devicesV1.Device> {
    const caller = await this.callers.resolve(metadata, 'updateSmsControl');
    return this.view(caller, await this.devices.updateSmsControl(caller, request));
  }

  private view(caller: Caller, device: DeviceEntity): Promise<devicesV1.Device> {
    return this.lookup.message(caller, device);
  }
}
