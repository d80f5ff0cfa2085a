import { Delete, Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidQuery } from '../common/endpoint';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import { toVehicleInfoJson } from './vehicle.mapper';
import {
  type VehicleInfoJson,
  type VehicleInfoQuery,
  VehicleInfoQuerySchema,
  VehicleInfoResponseSchema,
} from './vehicle.schemas';

/** Swedish vehicle-registry lookups (fuel and emission data for the editor), cached by the fleet service. */
@AuthenticatedController('vehicles', 'api/vehicleinfo', 403)
export class VehicleInfoController {
  constructor(private readonly fleet: FleetGrpcClient) {}

  @Get('fetch')
  @Endpoint('Look a Swedish registration up in the vehicle registry (503 when none is configured)', {
    query: VehicleInfoQuerySchema,
    ok: VehicleInfoResponseSchema,
    errors: [404, 503],
  })
  @ApiQuery({ name: 'regNo', required: true, schema: { type: 'string' } })
  async fetch(
    @ValidQuery() query: VehicleInfoQuery,
    @Caller() caller: CallerContext,
  ): Promise<Record<string, VehicleInfoJson>> {
    const { vehicles } = await this.fleet.call(caller, (md) =>
      this.fleet.registry.fetchVehicleInfo({ regNo: query.regNo }, md),
    );
    return Object.fromEntries(Object.entries(vehicles ?? {}).map(([reg, info]) => [reg, toVehicleInfoJson(info)]));
  }

  @Delete('history/:id')
  @Endpoint('Forget the cached registry lookups of a vehicle', { id: 'Vehicle id', noContent: 'Forgotten' })
  async deleteHistory(@IdParam() id: number, @Caller() caller: CallerContext): Promise<void> {
    await this.fleet.call(caller, (md) => this.fleet.registry.deleteVehicleInfoHistory({ id }, md));
  }
}
