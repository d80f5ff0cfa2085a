import { Post } from '@nestjs/common';
import type { authV1, fleetV1 } from '@fleetlog/contracts';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Caller, type CallerContext } from '../common/caller';
import { GrpcSteps } from '../common/grpc-steps';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toVehicleJson } from './vehicle.mapper';
import { type VehicleJson, VehicleSchema } from './vehicle.schemas';
import { type VehicleSetupBody, VehicleSetupBodySchema } from './vehicle-setup.schemas';
import { VehicleSetupService, type VehicleSetupSteps } from './vehicle-setup.service';

/** The setup steps over gRPC as the caller, with the target organisation selected. */
class GrpcVehicleSetupSteps extends GrpcSteps implements VehicleSetupSteps {
  getUser(userId: number): Promise<authV1.User> {
    return this.auth.call(this.caller, (md) => this.auth.users.getUser({ id: userId }, md));
  }

  createVehicle(request: fleetV1.CreateVehicleRequest): Promise<fleetV1.Vehicle> {
    return this.fleet.call(this.caller, (md) => this.fleet.vehicles.createVehicle(request, md));
  }

  updateVehicle(request: fleetV1.UpdateVehicleRequest): Promise<fleetV1.Vehicle> {
    return this.fleet.call(this.caller, (md) => this.fleet.vehicles.updateVehicle(request, md));
  }

  setCurrentDriver(vehicleId: number, userId: number): Promise<fleetV1.Vehicle> {
    return this.fleet.call(this.caller, (md) => this.fleet.vehicles.setCurrentDriver({ id: vehicleId, userId }, md));
  }

  async installDevice(deviceId: number, vehicleId: number): Promise<void> {
    await this.devices.call(this.caller, (md) => this.devices.devices.installDevice({ deviceId, vehicleId }, md));
  }

  async removeVehicle(vehicleId: number): Promise<void> {
    // Deleting is ROOT's alone (spec 01 §6), but fleet lets the creator's roles discard a vehicle that is minutes old
    // and has no history, which is exactly the vehicle this request made.
    await this.fleet.call(this.caller, (md) => this.fleet.vehicles.discardNewVehicle({ id: vehicleId }, md));
  }
}

@AuthenticatedController('vehicles', 'api')
export class VehicleSetupController {
  private readonly setups = new VehicleSetupService();

  constructor(
    private readonly auth: AuthGrpcClient,
    private readonly fleet: FleetGrpcClient,
    private readonly devices: DevicesGrpcClient,
  ) {}

  @Post('vehicles/setup')
  @Endpoint(
    'Create a vehicle with its service entries, checked-in driver and device in one request (ADMIN, ROOT, HEXA); ' +
      'a refused request changes nothing',
    { body: VehicleSetupBodySchema, created: VehicleSchema, errors: [403, 404] },
  )
  async setup(@ValidBody() body: VehicleSetupBody, @Caller() caller: CallerContext): Promise<VehicleJson> {
    // As fleet decides for a create without one: the selected organisation, else the caller's own.
    const organizationId = body.organizationId ?? caller.organizationId ?? caller.principal.organizationId;
    const steps = new GrpcVehicleSetupSteps({ ...caller, organizationId }, this.auth, this.fleet, this.devices);
    return toVehicleJson(await this.setups.setup(steps, organizationId, body));
  }
}
