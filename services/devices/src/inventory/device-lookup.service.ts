import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { InstallationsRepository } from '../installations/installations.repository';
import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';
import type { DeviceEntity } from './device.entity';
import { type DeviceRow, toDeviceMessage } from './device.mapper';
import { DevicesRepository } from './devices.repository';

/** Loading devices the caller may see, and turning them into the wire shape with installation and vehicle. */
@Injectable()
export class DeviceLookupService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly installations: InstallationsRepository,
    private readonly vehicles: VehicleViewsRepository,
  ) {}

  /**
   * DEVICE_MISSING when no such device exists and, with the same message, when it lies outside the caller's
   * organisations: the ids of other organisations' devices cannot be probed.
   */
  async load(caller: Caller, id: number): Promise<DeviceEntity> {
    const device = await this.devices.findById(caller.scope, id);
    if (!device) throw new DomainError(ErrorCode.DEVICE_MISSING, 'device not found');
    return device;
  }

  async rows(caller: Caller, devices: readonly DeviceEntity[]): Promise<DeviceRow[]> {
    const open = await this.installations.openForDevices(
      caller.scope,
      devices.map((device) => device.id),
    );
    const byDevice = new Map(open.map((installation) => [installation.deviceId, installation]));
    const views = await this.vehicles.findByIds(
      caller.scope,
      open.map((installation) => installation.vehicleId),
    );
    const byVehicle = new Map(views.map((view) => [view.id, view]));
    return devices.map((device) => {
      const installation = byDevice.get(device.id) ?? null;
      return { device, installation, vehicle: installation ? (byVehicle.get(installation.vehicleId) ?? null) : null };
    });
  }

  async message(caller: Caller, device: DeviceEntity): Promise<devicesV1.Device> {
    const [row] = await this.rows(caller, [device]);
    return toDeviceMessage(row, caller.organizations, Date.now());
  }
}
