import { commonV1, fleetV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { DriversService } from '../drivers/drivers.service';
import { OdometerService } from '../odometer/odometer.service';
import { VehicleEditorService } from './vehicle-editor.service';
import { VehiclesService } from './vehicles.service';

@Controller()
@fleetV1.VehiclesServiceControllerMethods()
export class VehiclesController implements fleetV1.VehiclesServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly vehicles: VehiclesService,
    private readonly editor: VehicleEditorService,
    private readonly drivers: DriversService,
    private readonly odometer: OdometerService,
  ) {}

  async listVehicles(request: commonV1.ListOptions, metadata?: Metadata): Promise<fleetV1.Vehicles> {
    return this.vehicles.list(await this.callers.resolve(metadata), request);
  }

  async listVehiclesSimple(request: commonV1.ListOptions, metadata?: Metadata): Promise<fleetV1.VehiclesSimple> {
    return this.vehicles.listSimple(await this.callers.resolve(metadata), request);
  }

  async getVehicle(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.vehicles.get(await this.callers.resolve(metadata), request.id);
  }

  async createVehicle(request: fleetV1.CreateVehicleRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.editor.create(await this.callers.resolve(metadata), request);
  }

  async updateVehicle(request: fleetV1.UpdateVehicleRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.editor.update(await this.callers.resolve(metadata), request);
  }

  async deleteVehicle(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.DeleteVehicleResponse> {
    return this.vehicles.delete(await this.callers.resolve(metadata), request.id);
  }

  async discardNewVehicle(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.DeleteVehicleResponse> {
    return this.vehicles.discardNew(await this.callers.resolve(metadata), request.id);
  }

  async archiveVehicle(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.vehicles.setArchived(await this.callers.resolve(metadata), request.id, true);
  }

  async activateVehicle(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.vehicles.setArchived(await this.callers.resolve(metadata), request.id, false);
  }

  async changeVehicleOrganization(
    request: fleetV1.ChangeVehicleOrganizationRequest,
    metadata?: Metadata,
  ): Promise<fleetV1.Vehicle> {
    return this.vehicles.changeOrganization(await this.callers.resolve(metadata), request);
  }

  async setCurrentDriver(request: fleetV1.SetCurrentDriverRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.drivers.setCurrentDriver(await this.callers.resolve(metadata), request);
  }

  async toggleDefaultTripType(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.vehicles.toggleDefaultTripType(await this.callers.resolve(metadata), request.id);
  }

  async setOdometer(request: fleetV1.SetOdometerRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.odometer.set(await this.callers.resolve(metadata), request);
  }

  async setResponseFrequency(
    request: fleetV1.SetResponseFrequencyRequest,
    metadata?: Metadata,
  ): Promise<fleetV1.Vehicle> {
    return this.vehicles.setResponseFrequency(await this.callers.resolve(metadata), request);
  }

  async resetFuelCo2(request: commonV1.IdRequest, metadata?: Metadata): Promise<fleetV1.Vehicle> {
    return this.vehicles.resetFuelCo2(await this.callers.resolve(metadata), request.id);
  }

  async setCountryFlag(request: fleetV1.SetCountryFlagRequest, metadata?: Metadata): Promise<fleetV1.Vehicles> {
    return this.vehicles.setCountryFlag(await this.callers.resolve(metadata), request);
  }

  async getDriverVehicles(
    request: fleetV1.DriverVehiclesRequest,
    metadata?: Metadata,
  ): Promise<fleetV1.DriverVehiclesList> {
    return this.drivers.getDriverVehicles(await this.callers.resolve(metadata), request);
  }

  async setDriverVehicles(
    request: fleetV1.SetDriverVehiclesRequest,
    metadata?: Metadata,
  ): Promise<fleetV1.DriverVehicles> {
    return this.drivers.setDriverVehicles(await this.callers.resolve(metadata), request);
  }
}
