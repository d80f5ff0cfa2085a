import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { SuperadminOnly } from '../common/access.decorators';
import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonArrayResponse, ApiJsonBody, ApiJsonResponse } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import {
  toCreateVehicleRequest,
  toEcoScoreJson,
  toUpdateVehicleRequest,
  toVehicleJson,
  toVehicleSimpleJson,
} from './vehicle.mapper';
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
  type EcoScoreJson,
  type EcoScoreQuery,
  EcoScoreQuerySchema,
  EcoScoreSchema,
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

/**
 * Vehicles and trackers (spec 01 §7 "Vehicles"). The fleet service decides who may see and change what (§6);
 * the edge only authenticates, validates shapes and limits, and keeps superadmin-only routes away from others.
 */
@ApiTags('vehicles')
@ApiAuthenticated()
@Controller('api')
export class VehiclesController {
  constructor(private readonly fleet: FleetGrpcClient) {}

  @Get('vehicles')
  @ApiOperation({ summary: 'Vehicles the caller may see in the selected organisation (archived with x-show-archived)' })
  @ApiJsonArrayResponse(VehicleSchema)
  @ApiErrors(400, 403)
  async list(@Caller() caller: CallerContext): Promise<VehicleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehicles({ showArchived: caller.showArchived }, md),
    );
    return (vehicles ?? []).map(toVehicleJson);
  }

  // Declared before `vehicles/:id` so "simple" is not taken for an id.
  @Get('vehicles/simple')
  @ApiOperation({ summary: 'Id, registry and name of the vehicles the caller may see' })
  @ApiJsonArrayResponse(VehicleSimpleSchema)
  @ApiErrors(400, 403)
  async listSimple(@Caller() caller: CallerContext): Promise<VehicleSimpleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.vehicles.listVehiclesSimple({ showArchived: caller.showArchived }, md),
    );
    return (vehicles ?? []).map(toVehicleSimpleJson);
  }

  @Post('vehicles/set-flag')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the country of several vehicles' })
  @ApiJsonBody(SetFlagBodySchema)
  @ApiJsonArrayResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async setFlag(
    @Body(new ZodValidationPipe(SetFlagBodySchema)) body: SetFlagBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson[]> {
    const { vehicles } = await this.fleet.call(caller, (md) => this.fleet.vehicles.setCountryFlag(body, md));
    return (vehicles ?? []).map(toVehicleJson);
  }

  @Get('vehicles/:id')
  @ApiOperation({ summary: 'One vehicle' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404)
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.getVehicle({ id }, md)));
  }

  @Post('vehicles')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a vehicle or tracker in the selected organisation (ADMIN, ROOT, HEXA)' })
  @ApiJsonBody(CreateVehicleBodySchema)
  @ApiJsonResponse(VehicleSchema, 201, 'Created')
  @ApiErrors(400, 403, 415)
  async create(
    @Body(new ZodValidationPipe(CreateVehicleBodySchema)) body: CreateVehicleBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    const request = toCreateVehicleRequest(body);
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.createVehicle(request, md)));
  }

  @Post('admin/vehicles')
  @SuperadminOnly()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a vehicle in any organisation (ROOT, HEXA)' })
  @ApiJsonBody(AdminCreateVehicleBodySchema)
  @ApiJsonResponse(VehicleSchema, 201, 'Created')
  @ApiErrors(400, 403, 404, 415)
  async adminCreate(
    @Body(new ZodValidationPipe(AdminCreateVehicleBodySchema)) body: AdminCreateVehicleBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    const request = toCreateVehicleRequest(body);
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.createVehicle(request, md)));
  }

  @Patch('vehicles/:id')
  @ApiOperation({ summary: 'Change a vehicle (registry: ROOT only once set); settings replace the service entries' })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(UpdateVehicleBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async update(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(UpdateVehicleBodySchema)) body: UpdateVehicleBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    const request = toUpdateVehicleRequest(id, body);
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.updateVehicle(request, md)));
  }

  @Delete('vehicles/:id')
  @ApiOperation({ summary: 'Delete a vehicle (ROOT); answers its name for the confirmation message' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(DeletedVehicleSchema)
  @ApiErrors(400, 403, 404)
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<{ displayName: string }> {
    const { displayName } = await this.fleet.call(caller, (md) => this.fleet.vehicles.deleteVehicle({ id }, md));
    return { displayName };
  }

  @Patch('vehicles/:id/archive')
  @ApiOperation({ summary: 'Archive a vehicle: ends its device installation, keeps its data' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404)
  async archive(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.archiveVehicle({ id }, md)));
  }

  @Patch('vehicles/:id/activate')
  @ApiOperation({ summary: 'Reactivate an archived vehicle (ADMIN, ROOT, HEXA)' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404)
  async activate(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.activateVehicle({ id }, md)));
  }

  @Patch('vehicles/:id/response-time')
  @ApiOperation({ summary: 'Select the update frequency as a period and unit (1, 3, 6, 12 or 24 hours)' })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(ResponseTimeBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async responseTime(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(ResponseTimeBodySchema)) body: ResponseTimeBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setFrequency(caller, id, toHours(body.period, body.unit), body.batteryWarningAcknowledged);
  }

  @Patch('vehicles/:id/frequency')
  @ApiOperation({
    summary: "Select the update frequency as '24-h' … '1-h'; 1-h and 3-h need the battery warning acknowledged",
  })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(FrequencyBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async frequency(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(FrequencyBodySchema)) body: FrequencyBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setFrequency(caller, id, Number.parseInt(body.value, 10), body.batteryWarningAcknowledged);
  }

  @Put('vehicles/:id/current-driver')
  @ApiOperation({ summary: 'Set (check in) or clear (userId null, check out) the current driver' })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(CurrentDriverBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async currentDriver(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(CurrentDriverBodySchema)) body: CurrentDriverBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setCurrentDriver(caller, id, body);
  }

  @Put('vehicles/:id/check-current-driver')
  @ApiOperation({
    summary: 'Check in (userId) or out (null) — the same change as current-driver, from the check-in switch',
  })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(CurrentDriverBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async checkCurrentDriver(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(CurrentDriverBodySchema)) body: CurrentDriverBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.setCurrentDriver(caller, id, body);
  }

  @Patch('vehicles/:id/default-trip-type')
  @ApiOperation({ summary: 'Toggle the default trip type between PRIVATE and BUSINESS' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404)
  async toggleDefaultTripType(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.toggleDefaultTripType({ id }, md)));
  }

  @Put('vehicles/:id/odometer')
  @ApiOperation({
    summary: 'Calibrate the odometer (0–1,500,000 km; above 900,000 needs confirmedHigh, else 400 MISFORMATTED_FIELDS)',
  })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(OdometerBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async odometer(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(OdometerBodySchema)) body: OdometerBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    const request = { id, ...body, recordedTimeMs: body.recordedTimeMs ?? 0 };
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.setOdometer(request, md)));
  }

  @Post('vehicles/:id/reset-fuel-co2')
  @HttpCode(200)
  @ApiOperation({ summary: 'Clear fuel and CO2 data; answers the updated vehicle' })
  @ApiIdParam('Vehicle id')
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404)
  async resetFuelCo2(@IdParam() id: number, @Caller() caller: CallerContext): Promise<VehicleJson> {
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.resetFuelCo2({ id }, md)));
  }

  @Patch('vehicles/:id/change-organisation')
  @ApiOperation({
    summary: 'Move a vehicle to another known organisation (clears permitted, default and current driver)',
  })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(ChangeOrganizationBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async changeOrganisation(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(ChangeOrganizationBodySchema)) body: ChangeOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.changeOrganization(caller, id, body);
  }

  @Patch('vehicles/:id/change-organization')
  @ApiOperation({ summary: 'Same as change-organisation (US spelling)' })
  @ApiIdParam('Vehicle id')
  @ApiJsonBody(ChangeOrganizationBodySchema)
  @ApiJsonResponse(VehicleSchema)
  @ApiErrors(400, 403, 404, 415)
  async changeOrganizationUs(
    @IdParam() id: number,
    @Body(new ZodValidationPipe(ChangeOrganizationBodySchema)) body: ChangeOrganizationBody,
    @Caller() caller: CallerContext,
  ): Promise<VehicleJson> {
    return this.changeOrganization(caller, id, body);
  }

  @Get('vehicles/:id/ecoscore')
  @ApiOperation({ summary: 'Eco score of a vehicle over a period (figures arrive with the journal)' })
  @ApiIdParam('Vehicle id')
  @ApiQuery({ name: 'fromMs', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } })
  @ApiQuery({ name: 'toMs', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } })
  @ApiJsonResponse(EcoScoreSchema)
  @ApiErrors(400, 403, 404)
  async ecoScore(
    @IdParam() id: number,
    @Query(new ZodValidationPipe(EcoScoreQuerySchema)) query: EcoScoreQuery,
    @Caller() caller: CallerContext,
  ): Promise<EcoScoreJson> {
    const request = { id, fromMs: query.fromMs, toMs: query.toMs };
    return toEcoScoreJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.getEcoScore(request, md)));
  }

  private async setFrequency(
    caller: CallerContext,
    id: number,
    hours: number,
    batteryWarningAcknowledged: boolean,
  ): Promise<VehicleJson> {
    const request = { id, hours, batteryWarningAcknowledged };
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.setResponseFrequency(request, md)));
  }

  private async setCurrentDriver(caller: CallerContext, id: number, body: CurrentDriverBody): Promise<VehicleJson> {
    const request = { id, userId: body.userId ?? undefined };
    return toVehicleJson(await this.fleet.call(caller, (md) => this.fleet.vehicles.setCurrentDriver(request, md)));
  }

  private async changeOrganization(
    caller: CallerContext,
    id: number,
    body: ChangeOrganizationBody,
  ): Promise<VehicleJson> {
    const request = { id, organizationId: body.organizationId };
    return toVehicleJson(
      await this.fleet.call(caller, (md) => this.fleet.vehicles.changeVehicleOrganization(request, md)),
    );
  }
}
