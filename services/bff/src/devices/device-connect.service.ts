import { Logger } from '@nestjs/common';
import { type devicesV1, ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { toCreateVehicleRequest } from '../vehicles/vehicle.mapper';
import type { ConnectDeviceBody, NewDriver } from './device.schemas';

/**
 * The writes a connect may need, each one call to one service. Implemented over gRPC with the caller's identity
 * (`GrpcConnectSteps`); unit tests substitute failing steps to exercise the compensation.
 */
export interface ConnectSteps {
  getDevice(deviceId: number): Promise<devicesV1.Device>;
  getVehicle(vehicleId: number): Promise<fleetV1.Vehicle>;
  /** The id of the device installed in the vehicle, or undefined when it has none. */
  vehicleDeviceId(vehicleId: number): Promise<number | undefined>;
  createDriver(organizationId: number, driver: NewDriver): Promise<number>;
  /** Undo of createDriver: delete the user, or archive it when the caller may not delete. */
  removeDriver(organizationId: number, userId: number): Promise<void>;
  createVehicle(request: fleetV1.CreateVehicleRequest): Promise<fleetV1.Vehicle>;
  /** Undo of createVehicle: delete the vehicle, or archive it when the caller may not delete. */
  removeVehicle(organizationId: number, vehicleId: number): Promise<void>;
  setDriverVehicles(organizationId: number, userId: number, permitted: number[], defaults: number[]): Promise<void>;
  /** Sets (or with null clears) the default driver of a vehicle; the undo of a new driver taking that place. */
  setDefaultDriver(organizationId: number, vehicleId: number, userId: number | null): Promise<void>;
  connect(request: devicesV1.ConnectDeviceRequest): Promise<devicesV1.Device>;
  invite(organizationId: number, driver: NewDriver): Promise<void>;
}

interface Undo {
  what: string;
  run(): Promise<void>;
}

/**
 * POST /admin/devices/{id}/connect: optionally create a driver (auth) and a vehicle (fleet), then connect the device
 * (devices). The services share no transaction, so every write done before a failing one is undone in reverse
 * order (saga with compensation): nothing half-written stays behind. The invitation mail goes out only after the
 * connection succeeded, because a mail cannot be taken back.
 */
export class DeviceConnectService {
  private readonly logger = new Logger(DeviceConnectService.name);

  async connect(steps: ConnectSteps, deviceId: number, body: ConnectDeviceBody): Promise<devicesV1.Device> {
    const organizationId = body.organizationId;
    // Every rule the devices service applies is checked before the first write, so a refused connect changes
    // nothing; the services check again authoritatively, and compensation covers what changes in between.
    const device = await steps.getDevice(deviceId);
    assertDeviceConnectable(device, organizationId, body.vehicleId !== undefined || body.newVehicle !== undefined);
    const existingVehicle =
      body.vehicleId === undefined ? undefined : await assertVehicleTakesDevice(steps, body.vehicleId, organizationId);

    const undo: Undo[] = [];
    try {
      let driverId: number | undefined;
      if (body.newDriver) {
        const userId = await steps.createDriver(organizationId, body.newDriver);
        driverId = userId;
        undo.push({ what: `user ${userId}`, run: () => steps.removeDriver(organizationId, userId) });
      }

      let vehicleId = existingVehicle?.id;
      if (body.newVehicle) {
        const request = toCreateVehicleRequest(body.newVehicle);
        request.organizationId = organizationId;
        if (driverId !== undefined) {
          // Pool vehicles are open to every driver and keep no list (spec 01 §4.2).
          if (request.benefitType !== 'POOL') request.permittedDrivers = [...request.permittedDrivers, driverId];
          request.defaultDriver = driverId;
        }
        const created = await steps.createVehicle(request);
        vehicleId = created.id;
        undo.push({ what: `vehicle ${created.id}`, run: () => steps.removeVehicle(organizationId, created.id) });
      } else if (existingVehicle && driverId !== undefined) {
        const userId = driverId;
        const vehicle = existingVehicle;
        const permitted = vehicle.benefitType === 'POOL' ? [] : [vehicle.id];
        // The new driver takes the vehicle's default place; undoing gives it back to whoever had it.
        const previousDefault = vehicle.defaultDriver?.id || null;
        await steps.setDriverVehicles(organizationId, userId, permitted, [vehicle.id]);
        // Before the user goes, so fleet keeps no relation to a user that no longer exists.
        undo.push({
          what: `driver relation of user ${userId} and the default driver of vehicle ${vehicle.id}`,
          run: async () => {
            await steps.setDriverVehicles(organizationId, userId, [], []);
            if (previousDefault !== null) await steps.setDefaultDriver(organizationId, vehicle.id, previousDefault);
          },
        });
      }

      const connected = await steps.connect({ deviceId, organizationId, vehicleId });
      await this.invite(steps, organizationId, body.newDriver);
      return connected;
    } catch (error) {
      await this.compensate(undo, deviceId, error);
      throw error;
    }
  }

  private async invite(steps: ConnectSteps, organizationId: number, driver: NewDriver | undefined): Promise<void> {
    if (!driver?.sendInvite) return;
    try {
      await steps.invite(organizationId, driver);
    } catch (error) {
      // The connection stands; the admin can send the invitation again from the user list.
      this.logger.warn({ err: error, email: driver.email }, 'device connected but the driver invitation failed');
    }
  }

  private async compensate(undo: Undo[], deviceId: number, cause: unknown): Promise<void> {
    for (const step of [...undo].reverse()) {
      try {
        await step.run();
      } catch (error) {
        // Nothing more can be done automatically; the log says exactly what was left behind.
        this.logger.error(
          { err: error, cause, deviceId, leftBehind: step.what },
          `connect of device ${deviceId} failed and ${step.what} could not be undone`,
        );
      }
    }
  }
}

/**
 * Reads that refuse, before any write, what the devices service would refuse when installing a device of
 * `organizationId` in the vehicle: another organisation's vehicle, an archived one, one that has a device.
 */
export async function assertVehicleTakesDevice(
  steps: Pick<ConnectSteps, 'getVehicle' | 'vehicleDeviceId'>,
  vehicleId: number,
  organizationId: number | undefined,
): Promise<fleetV1.Vehicle> {
  const vehicle = await steps.getVehicle(vehicleId);
  if (organizationId === undefined) {
    throw new DomainError(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
      'a device can only be installed in a vehicle of its own organization',
    );
  }
  assertConnectable(vehicle, organizationId);
  const installed = await steps.vehicleDeviceId(vehicle.id);
  if (installed !== undefined) {
    throw new DomainError(ErrorCode.VEHICLE_HAS_DEVICE, 'the vehicle already has a device', {
      deviceId: String(installed),
    });
  }
  return vehicle;
}

function assertDeviceConnectable(device: devicesV1.Device, organizationId: number, installs: boolean): void {
  if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'device is retired');
  const owner = device.organizationId?.organizationId;
  if (owner !== undefined && owner !== 0 && owner !== organizationId) {
    throw new DomainError(
      ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE,
      'the device belongs to another organization; change its organization instead',
    );
  }
  if (installs && device.installedVehicle) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is already installed', {
      vehicleId: String(device.installedVehicle.id),
    });
  }
}

function assertConnectable(vehicle: fleetV1.Vehicle, organizationId: number): void {
  if (vehicle.organizationId !== organizationId) {
    throw new DomainError(ErrorCode.DIFFERENT_ORGANIZATIONS_VEHICLE, 'vehicle belongs to another organisation');
  }
  if (vehicle.isArchived) throw new DomainError(ErrorCode.VEHICLE_FORBIDDEN, 'vehicle is archived');
}
