import { type devicesV1, ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { GrpcSteps } from '../common/grpc-steps';
import type { ConnectSteps } from './device-connect.service';
import type { NewDriver } from './device.schemas';

/** The connect steps over gRPC, as the calling superadmin, with the target organisation selected where it matters. */
export class GrpcConnectSteps extends GrpcSteps implements ConnectSteps {
  constructor(
    private readonly linkBaseUrl: string,
    ...clients: ConstructorParameters<typeof GrpcSteps>
  ) {
    super(...clients);
  }

  getVehicle(vehicleId: number): Promise<fleetV1.Vehicle> {
    return this.fleet.call(this.caller, (md) => this.fleet.vehicles.getVehicle({ id: vehicleId }, md));
  }

  async vehicleDeviceId(vehicleId: number): Promise<number | undefined> {
    try {
      const device = await this.devices.call(this.caller, (md) =>
        this.devices.devices.getVehicleDevice({ vehicleId }, md),
      );
      return device.deviceId;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.VEHICLE_MISSING_DEVICE) return undefined;
      throw error;
    }
  }

  async createDriver(organizationId: number, driver: NewDriver): Promise<number> {
    const request = {
      name: driver.name,
      email: driver.email,
      roles: ['DRIVER'],
      // The invitation is sent once the whole connect succeeded (see DeviceConnectService).
      sendInvite: false,
      permittedVehicles: [],
      defaultVehicles: [],
      phone: '',
      password: '',
      linkBaseUrl: this.linkBaseUrl,
    };
    const user = await this.auth.call(this.in(organizationId), (md) => this.auth.users.createUser(request, md));
    return user.userId;
  }

  async removeDriver(organizationId: number, userId: number): Promise<void> {
    const caller = this.in(organizationId);
    await deleteElseArchive(
      () => this.auth.call(caller, (md) => this.auth.users.deleteUser({ id: userId }, md)),
      () => this.auth.call(caller, (md) => this.auth.users.archiveUser({ id: userId }, md)),
    );
  }

  createVehicle(request: fleetV1.CreateVehicleRequest): Promise<fleetV1.Vehicle> {
    return this.fleet.call(this.in(request.organizationId), (md) => this.fleet.vehicles.createVehicle(request, md));
  }

  async removeVehicle(organizationId: number, vehicleId: number): Promise<void> {
    const caller = this.in(organizationId);
    await deleteElseArchive(
      () => this.fleet.call(caller, (md) => this.fleet.vehicles.deleteVehicle({ id: vehicleId }, md)),
      () => this.fleet.call(caller, (md) => this.fleet.vehicles.archiveVehicle({ id: vehicleId }, md)),
    );
  }

  async setDriverVehicles(
    organizationId: number,
    userId: number,
    permitted: number[],
    defaults: number[],
  ): Promise<void> {
    const request = { userId, permittedVehicles: { values: permitted }, defaultVehicles: { values: defaults } };
    await this.fleet.call(this.in(organizationId), (md) => this.fleet.vehicles.setDriverVehicles(request, md));
  }

  async setDefaultDriver(organizationId: number, vehicleId: number, userId: number | null): Promise<void> {
    // UpdateVehicle changes only the fields present; defaultDriver 0 clears.
    const request = fleetV1.UpdateVehicleRequest.fromPartial({ id: vehicleId, defaultDriver: userId ?? 0 });
    await this.fleet.call(this.in(organizationId), (md) => this.fleet.vehicles.updateVehicle(request, md));
  }

  connect(request: devicesV1.ConnectDeviceRequest): Promise<devicesV1.Device> {
    return this.devices.call(this.caller, (md) => this.devices.devices.connectDevice(request, md));
  }

  async invite(organizationId: number, driver: NewDriver): Promise<void> {
    const request = { email: driver.email, fullName: driver.name, linkBaseUrl: this.linkBaseUrl };
    await this.auth.call(this.in(organizationId), (md) => this.auth.users.inviteUser(request, md));
  }
}

/** Deleting is ROOT's alone; a HEXA caller's leftover is archived instead, which keeps it out of use. */
async function deleteElseArchive(remove: () => Promise<unknown>, archive: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch {
    await archive();
  }
}
