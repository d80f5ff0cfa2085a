import { Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { ApiIdParam, IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { ApiAuthenticated, ApiErrors, ApiJsonResponse, ApiNoContent } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toVehicleInfoJson } from './vehicle.mapper';
import {
  type VehicleInfoJson,
  type VehicleInfoQuery,
  VehicleInfoQuerySchema,
  VehicleInfoResponseSchema,
} from './vehicle.schemas';

/** Swedish vehicle-registry lookups (fuel and emission data for the editor), cached by the fleet service. */
@ApiTags('vehicles')
@ApiAuthenticated()
@Controller('api/vehicleinfo')
export class VehicleInfoController {
  constructor(private readonly fleet: FleetGrpcClient) {}

  @Get('fetch')
  @ApiOperation({ summary: 'Look a Swedish registration up in the vehicle registry (503 when none is configured)' })
  @ApiQuery({ name: 'regNo', required: true, schema: { type: 'string' } })
  @ApiJsonResponse(VehicleInfoResponseSchema)
  @ApiErrors(400, 403, 404, 503)
  async fetch(
    @Query(new ZodValidationPipe(VehicleInfoQuerySchema)) query: VehicleInfoQuery,
    @Caller() caller: CallerContext,
  ): Promise<Record<string, VehicleInfoJson>> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.registry.fetchVehicleInfo({ regNo: query.regNo }, md),
    );
    return Object.fromEntries(Object.entries(vehicles ?? {}).map(([reg, info]) => [reg, toVehicleInfoJson(info)]));
  }

  @Delete('history/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Forget the cached registry lookups of a vehicle' })
  @ApiIdParam('Vehicle id')
  @ApiNoContent('Forgotten')
  @ApiErrors(400, 403, 404)
  async deleteHistory(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.fleet.call(caller, (md) => this.fleet.registry.deleteVehicleInfoHistory({ id }, md));
  }
}
