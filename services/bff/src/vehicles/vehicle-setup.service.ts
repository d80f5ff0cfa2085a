import { Logger } from '@nestjs/common';
import { type authV1, type devicesV1, ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { toCreateVehicleRequest, toUpdateVehicleRequest } from './vehicle.mapper';
import type { VehicleSetupBody } from './vehicle-setup.schemas';

/**
 * The calls a vehicle setup makes, each one call to one service in the target organisation. Implemented over gRPC
 * with the caller's identity (`GrpcVehicleSetupSteps`); unit tests substitute failing steps.
 */
export interface VehicleSetupSteps {
  getDevice(deviceId: number): Promise<devicesV1.Device>;
  getUser(userId: number): Promise<authV1.User>;
  createVehicle(request: fleetV1.CreateVehicleRequest): Promise<fleetV1.Vehicle>;
  updateVehicle(request: fleetV1.UpdateVehicleRequest): Promise<fleetV1.Vehicle>;
  setCurrentDriver(vehicleId: number, userId: number): Promise<fleetV1.Vehicle>;
  installDevice(deviceId: number, vehicleId: number): Promise<void>;
  /** Undo of createVehicle: discard the new vehicle (and with it its drivers and entries). */
  removeVehicle(vehicleId: number): Promise<void>;
}

/**
 * POST /api/vehicles/setup: create a vehicle, add its service entries, check in its driver and install its device,
 * which before were four calls from the editor dialog. fleet and devices share no transaction, so:
 * 1. everything that can be refused without writing is checked first (the device is free, of the organisation, not
 *    retired; the driver is an active user of the organisation whom the vehicle permits), so refusals change nothing;
 * 2. the device goes in last, because an installation cannot be taken back without leaving history;
 * 3. when a write after the vehicle's creation still fails (a concurrent change, an outage), the vehicle is removed
 *    again (fleet's DiscardNewVehicle, allowed to the creator's roles for a new vehicle without history) and the client
 *    gets the error.
 */
export class VehicleSetupService {
  private readonly logger = new Logger(VehicleSetupService.name);

  async setup(steps: VehicleSetupSteps, organizationId: number, body: VehicleSetupBody): Promise<fleetV1.Vehicle> {
    const request = { ...toCreateVehicleRequest(body.vehicle), organizationId };
    if (body.currentDriver !== undefined) {
      assertMayDrive(request, body.currentDriver);
      assertDriverOf(await steps.getUser(body.currentDriver), organizationId);
    }
    if (body.deviceId !== undefined) assertInstallable(await steps.getDevice(body.deviceId), organizationId);

    let vehicle = await steps.createVehicle(request);
    const vehicleId = vehicle.id;
    try {
      if (body.vehicleService && Object.keys(body.vehicleService).length > 0) {
        const settings = { vehicleService: body.vehicleService };
        vehicle = await steps.updateVehicle(toUpdateVehicleRequest(vehicleId, { settings }));
      }
      if (body.currentDriver !== undefined) vehicle = await steps.setCurrentDriver(vehicleId, body.currentDriver);
      if (body.deviceId !== undefined) await steps.installDevice(body.deviceId, vehicleId);
      return vehicle;
    } catch (error) {
      await this.undo(steps, vehicleId, error);
      throw error;
    }
  }

  private async undo(steps: VehicleSetupSteps, vehicleId: number, cause: unknown): Promise<void> {
    try {
      await steps.removeVehicle(vehicleId);
    } catch (error) {
      // Nothing more can be done automatically; the log names what was left behind.
      this.logger.error(
        { err: error, cause, leftBehind: `vehicle ${vehicleId}` },
        `vehicle setup failed and vehicle ${vehicleId} could not be removed`,
      );
    }
  }
}

// The rules fleet applies when checking a driver in (spec 01 §4.2): a pool or open vehicle takes any driver of the
// organisation (fleet checks the membership), a closed one only its permitted drivers.
function assertMayDrive(request: fleetV1.CreateVehicleRequest, userId: number): void {
  const open = request.benefitType === 'POOL' || request.permitAnyDriver;
  if (!open && !request.permittedDrivers.includes(userId)) {
    throw new DomainError(ErrorCode.DRIVER_NOT_PERMITTED_FOR_VEHICLE, 'the driver is not permitted on the vehicle');
  }
}

function assertDriverOf(user: authV1.User, organizationId: number): void {
  if (user.organizationId !== organizationId) {
    throw new DomainError(ErrorCode.DIFFERENT_ORGANIZATIONS_USER, 'the driver belongs to another organisation');
  }
  if (user.isArchived) throw new DomainError(ErrorCode.USER_ARCHIVED, 'the driver is archived');
}

// The rules devices applies when installing (services/devices installation-rules), asked before anything is written.
function assertInstallable(device: devicesV1.Device, organizationId: number): void {
  if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'the device is retired');
  if (device.organizationId?.organizationId !== organizationId) {
    throw new DomainError(ErrorCode.DIFFERENT_ORGANIZATIONS_DEVICE, 'the device belongs to another organisation');
  }
  if (device.installedVehicle) {
    throw new DomainError(ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is already installed');
  }
}
