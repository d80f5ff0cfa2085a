import { Delete, Get, Patch, Post, Put } from '@nestjs/common';
import type { fleetV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { SuperadminOnly } from '../common/access.decorators';
import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, type EndpointSpec, ValidBody } from '../common/endpoint';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toCreateVehicleRequest, toUpdateVehicleRequest, toVehicleJson, toVehicleSimpleJson } from './vehicle.mapper';
import {
  type AdminCreateVehicleBody,
  AdminCreateVehicleBodySchema,
  type ChangeOrganizationBody,
  ChangeOrganizationBodySchema,
  type CreateVehicleBody,
  CreateVehicleBodySchema,
  type CurrentDriverBody,
  CurrentDriverBodySchema,
  DeletedVehicleSchema,
  type FrequencyBody,
  FrequencyBodySchema,
  type OdometerBody,
  OdometerBodySchema,
  type ResponseTimeBody,
  ResponseTimeBodySchema,
  type SetFlagBody,
  SetFlagBodySchema,
  toHours,
  type UpdateVehicleBody,
  UpdateVehicleBodySchema,
  type VehicleJson,
  VehicleSchema,
  type VehicleSimpleJson,
  VehicleSimpleSchema,
} from './vehicle.schemas';

const VEHICLE_ID = 'Vehicle id';

// Routes answered under two paths (the check-in switch, both spellings) take and answer the same.
const CURRENT_DRIVER: EndpointSpec = { id: VEHICLE_ID, body: CurrentDriverBodySchema, ok: VehicleSchema };
const CHANGE_ORGANIZATION: EndpointSpec = { id: VEHICLE_ID, body: ChangeOrganizationBodySchema, ok: VehicleSchema };

/**
 * Vehicles and trackers (spec 01 §7 "Vehicles"). The fleet service decides who may see and change what (§6);
 * the edge only authenticates, validates shapes and limits, and keeps superadmin-only routes away from others.
 */
@AuthenticatedController('vehicles', 'api', 403)
export class VehiclesController {
  constructor(private readonly fleet: FleetGrpcClient) {}

  @Get('vehicles')
  @Endpoint('Vehicles the caller may see in the selected organisation (archived with x-show-archived)', {
    ok: [VehicleSchema],
    errors: [400],
  })
  async list(@Caller() caller: CallerContext): Promise<VehicleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehicles({ showArchived: caller.showArchived }, md),
    );
    return (vehicles ?? []).map(toVehicleJson);
  }

  // Declared before `vehicles/:id` so "simple" is not taken for an id.
  @Get('vehicles/simple')
  @Endpoint('Id, registry and name of the vehicles the caller may see', { ok: [VehicleSimpleSchema], errors: [400] })
  async listSimple(@Caller() caller: CallerContext): Promise<VehicleSimpleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehiclesSimple({ showArchived: caller.showArchived }, md),
    );
    return (vehicles ?? []).map(toVehicleSimpleJson);
  }

  @Post('vehicles/set-flag')
  @Endpoint('Set the country of several vehicles', { body: SetFlagBodySchema, ok: [VehicleSchema], errors: [404] })
  async setFlag(@ValidBody() body: SetFlagBody, @Caller() caller: CallerContext): Promise<VehicleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) => this.fleet.vehicles.setCountryFlag(body, md));
    return (vehicles ?? []).map(toVehicleJson);
  }

  @Get('vehicles/:id')
  @Endpoint('One vehicle', { id: VEHICLE_ID, ok: VehicleSchema })
  get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.getVehicle({ id }, md));
  }

  @Post('vehicles')
  @Endpoint('Create a vehicle or tracker in the selected organisation (ADMIN, ROOT, HEXA)', {
    body: CreateVehicleBodySchema,
    created: VehicleSchema,
  })
  create(@ValidBody() body: CreateVehicleBody, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.createVehicle(toCreateVehicleRequest(body), md));
  }

  @Post('admin/vehicles')
  @SuperadminOnly()
  @Endpoint('Create a vehicle in any organisation (ROOT, HEXA)', {
    body: AdminCreateVehicleBodySchema,
    created: VehicleSchema,
    errors: [404],
  })
  adminCreate(@ValidBody() body: AdminCreateVehicleBody, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.createVehicle(toCreateVehicleRequest(body), md));
  }

  @Patch('vehicles/:id')
  @Endpoint('Change a vehicle (registry: ROOT only once set); settings replace the service entries', {
    id: VEHICLE_ID,
    body: UpdateVehicleBodySchema,
    ok: VehicleSchema,
  })
  update(
    @IdParam() id: number,
    @ValidBody() body: UpdateVehicleBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.updateVehicle(toUpdateVehicleRequest(id, body), md));
  }

  @Delete('vehicles/:id')
  @Endpoint('Delete a vehicle (ROOT); answers its name for the confirmation message', {
    id: VEHICLE_ID,
    ok: DeletedVehicleSchema,
  })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<{ displayName: string }> {
    const { displayName } = await this.fleet.call(caller, (md) => this.fleet.vehicles.deleteVehicle({ id }, md));
    return { displayName };
  }

  @Patch('vehicles/:id/archive')
  @Endpoint('Archive a vehicle: ends its device installation, keeps its data', { id: VEHICLE_ID, ok: VehicleSchema })
  archive(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.archiveVehicle({ id }, md));
  }

  @Patch('vehicles/:id/activate')
  @Endpoint('Reactivate an archived vehicle (ADMIN, ROOT, HEXA)', { id: VEHICLE_ID, ok: VehicleSchema })
  activate(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.activateVehicle({ id }, md));
  }

  @Patch('vehicles/:id/response-time')
  @Endpoint('Select the update frequency as a period and unit (1, 3, 6, 12 or 24 hours)', {
    id: VEHICLE_ID,
    body: ResponseTimeBodySchema,
    ok: VehicleSchema,
  })
  responseTime(
    @IdParam() id: number,
    @ValidBody() body: ResponseTimeBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setFrequency(caller, id, toHours(body.period, body.unit), body.batteryWarningAcknowledged);
  }

  @Patch('vehicles/:id/frequency')
  @Endpoint("Select the update frequency as '24-h' … '1-h'; 1-h and 3-h need the battery warning acknowledged", {
    id: VEHICLE_ID,
    body: FrequencyBodySchema,
    ok: VehicleSchema,
  })
  frequency(
    @IdParam() id: number,
    @ValidBody() body: FrequencyBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setFrequency(caller, id, Number.parseInt(body.value, 10), body.batteryWarningAcknowledged);
  }

  @Put('vehicles/:id/current-driver')
  @Endpoint('Set (check in) or clear (userId null, check out) the current driver', CURRENT_DRIVER)
  currentDriver(
    @IdParam() id: number,
    @ValidBody() body: CurrentDriverBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setCurrentDriver(caller, id, body);
  }

  @Put('vehicles/:id/check-current-driver')
  @Endpoint(
    'Check in (userId) or out (null) — the same change as current-driver, from the check-in switch',
    CURRENT_DRIVER,
  )
  checkCurrentDriver(
    @IdParam() id: number,
    @ValidBody() body: CurrentDriverBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setCurrentDriver(caller, id, body);
  }

  @Patch('vehicles/:id/default-trip-type')
  @Endpoint('Toggle the default trip type between PRIVATE and BUSINESS', { id: VEHICLE_ID, ok: VehicleSchema })
  toggleDefaultTripType(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.toggleDefaultTripType({ id }, md));
  }

  @Put('vehicles/:id/odometer')
  @Endpoint(
    'Calibrate the odometer (0–1,500,000 km; above 900,000 needs confirmedHigh, else 400 MISFORMATTED_FIELDS)',
    { id: VEHICLE_ID, body: OdometerBodySchema, ok: VehicleSchema },
  )
  odometer(
    @IdParam() id: number,
    @ValidBody() body: OdometerBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    const request = { id, ...body, recordedTimeMs: body.recordedTimeMs ?? 0 };
    return this.vehicle(caller, (md) => this.fleet.vehicles.setOdometer(request, md));
  }

  @Post('vehicles/:id/reset-fuel-co2')
  @Endpoint('Clear fuel and CO2 data; answers the updated vehicle', { id: VEHICLE_ID, ok: VehicleSchema })
  resetFuelCo2(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return this.vehicle(caller, (md) => this.fleet.vehicles.resetFuelCo2({ id }, md));
  }

  @Patch('vehicles/:id/change-organisation')
  @Endpoint(
    'Move a vehicle to another known organisation (clears permitted, default and current driver)',
    CHANGE_ORGANIZATION,
  )
  changeOrganisation(
    @IdParam() id: number,
    @ValidBody() body: ChangeOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.changeOrganization(caller, id, body);
  }

  @Patch('vehicles/:id/change-organization')
  @Endpoint('Same as change-organisation (US spelling)', CHANGE_ORGANIZATION)
  changeOrganizationUs(
    @IdParam() id: number,
    @ValidBody() body: ChangeOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.changeOrganization(caller, id, body);
  }

  /** The vehicle a fleet call answers, as JSON. */
  private async vehicle(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<fleetV1.Vehicle>,
  ): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, invoke));
  }

  private setFrequency(
    caller: CallerContext,
    id: number,
    hours: number,
    batteryWarningAcknowledged: boolean,
  ): Promise<VehicleJson> {
    const request = { id, hours, batteryWarningAcknowledged };
    return this.vehicle(caller, (md) => this.fleet.vehicles.setResponseFrequency(request, md));
  }

  private setCurrentDriver(caller: CallerContext, id: number, body: CurrentDriverBody): Promise<VehicleJson> {
    const request = { id, userId: body.userId ?? undefined };
    return this.vehicle(caller, (md) => this.fleet.vehicles.setCurrentDriver(request, md));
  }

  private changeOrganization(caller: CallerContext, id: number, body: ChangeOrganizationBody): Promise<VehicleJson> {
    const request = { id, organizationId: body.organizationId };
    return this.vehicle(caller, (md) => this.fleet.vehicles.changeVehicleOrganization(request, md));
  }
}
