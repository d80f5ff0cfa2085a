import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { PLATFORM_WIDE } from '../database/scope-filter';
import { FutureDevicesRepository } from '../future-devices/future-devices.repository';
import type { DeviceEntity } from '../inventory/device.entity';
import { DeviceLookupService } from '../inventory/device-lookup.service';
import { DevicesRepository } from '../inventory/devices.repository';
import { VehicleTargetsService } from '../vehicles/vehicle-targets.service';
import { toInstallationMessage } from './installation.mapper';
import { assertInstallable, assertMovable } from './installation-rules';
import { InstallationsRepository } from './installations.repository';
import { InstallationsService } from './installations.service';

/** Install, uninstall and move, plus the history and "which device is in this vehicle". */
@Injectable()
export class InstallationCommandsService {
  constructor(
    private readonly lookup: DeviceLookupService,
    private readonly devices: DevicesRepository,
    private readonly installations: InstallationsRepository,
    private readonly futurePlans: FutureDevicesRepository,
    private readonly targets: VehicleTargetsService,
    private readonly transactions: InstallationsService,
  ) {}

  /** PATCH /devices/{id} {vehicleId}: ADMIN+ within the organisation, ROOT anywhere (fleet checks the vehicle). */
  async install(caller: Caller, request: devicesV1.InstallDeviceRequest): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, request.deviceId);
    return this.installInto(caller, device, request.vehicleId);
  }

  /** Shared with connect: the vehicle is resolved through fleet, the rules checked inside the transaction. */
  async installInto(
    caller: Caller,
    device: DeviceEntity,
    vehicleId: number,
    before?: () => void | Promise<void>,
  ): Promise<DeviceEntity> {
    const target = await this.targets.resolve(caller, vehicleId);
    return this.transactions.transaction(async (changes) => {
      await before?.();
      assertInstallable(device, target.side, {
        ofDevice: await this.installations.openForDevice(PLATFORM_WIDE, device.id),
        ofVehicle: await this.installations.openForVehicle(PLATFORM_WIDE, target.side.id),
      });
      await this.targets.remember(target.vehicle);
      await this.devices.flush();
      await changes.start(device, target.side.id, target.side.organizationId);
      // A planned replacement that has now been carried out.
      await this.futurePlans.removeWhere(PLATFORM_WIDE, { deviceId: device.id, vehicleId: target.side.id });
      return device;
    });
  }

  /** DELETE /admin/devices/{id}/installed-vehicle (ROOT): ends the installation; the unit is available again. */
  async uninstall(caller: Caller, deviceId: number): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, deviceId);
    return this.transactions.transaction(async (changes) => {
      const open = await this.installations.openForDevice(PLATFORM_WIDE, device.id);
      if (!open) throw new DomainError(ErrorCode.DEVICE_NOT_INSTALLED, 'the device is not installed');
      await changes.end(open, 'UNINSTALLED');
      device.retired = false;
      await this.devices.flush();
      return device;
    });
  }

  /**
   * Move to another vehicle of the same organisation: the old installation ends (MOVED) and a new one starts, in
   * one transaction. fleet clears the old vehicle's device, odometer and last seen when it consumes the end.
   */
  async move(caller: Caller, request: devicesV1.MoveDeviceRequest): Promise<DeviceEntity> {
    const device = await this.lookup.load(caller, request.deviceId);
    const target = await this.targets.resolve(caller, request.targetVehicleId);
    return this.transactions.transaction(async (changes) => {
      const open = await this.installations.openForDevice(PLATFORM_WIDE, device.id);
      assertMovable(device, target.side, {
        ofDevice: open,
        ofVehicle: await this.installations.openForVehicle(PLATFORM_WIDE, target.side.id),
      });
      await this.targets.remember(target.vehicle);
      await changes.end(open!, 'MOVED');
      await changes.start(device, target.side.id, target.side.organizationId);
      await this.futurePlans.removeWhere(PLATFORM_WIDE, { deviceId: device.id, vehicleId: target.side.id });
      return device;
    });
  }

  /** GET /device-vehicle/vehicle/{id}: the device installed in a vehicle of the caller's organisations. */
  async vehicleDevice(caller: Caller, vehicleId: number): Promise<DeviceEntity> {
    // Fleet decides whether the caller may see the vehicle (VEHICLE_MISSING / VEHICLE_FORBIDDEN), not an empty answer.
    await this.targets.resolve(caller, vehicleId);
    const open = await this.installations.openForVehicle(caller.scope, vehicleId);
    const device = open ? await this.devices.findById(caller.scope, open.deviceId) : null;
    if (!device) throw new DomainError(ErrorCode.VEHICLE_MISSING_DEVICE, `vehicle ${vehicleId} has no device`);
    return device;
  }

  /** Installation history of a device or a vehicle, newest first, within the caller's organisations. */
  async history(caller: Caller, request: devicesV1.InstallationsRequest): Promise<devicesV1.Installations> {
    if (request.deviceId === undefined && request.vehicleId === undefined) {
      throw new DomainError(ErrorCode.MISSING_FIELDS, 'deviceId or vehicleId is required', { field: 'deviceId' });
    }
    if (request.deviceId !== undefined) await this.lookup.load(caller, request.deviceId);
    if (request.vehicleId !== undefined) await this.targets.resolve(caller, request.vehicleId);
    const rows = await this.installations.history(caller.scope, {
      deviceId: request.deviceId,
      vehicleId: request.vehicleId,
    });
    return { installations: rows.map(toInstallationMessage) };
  }
}
