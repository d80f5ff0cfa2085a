import { Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { BENEFIT_TYPES } from '@fleetlog/contracts';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidQuery } from '../common/endpoint';
import { type OverviewItemJson, OverviewItemSchema, type OverviewQuery, OverviewQuerySchema } from './overview.schemas';
import { OverviewService } from './overview.service';

/**
 * The map overview (spec 02 §2.5, §7 "Map overview and vehicle"). 403 NO_ACCESS_TO_FEATURE for an organisation
 * without a map view; live updates of the same items come over the WebSocket `/api/live` (see README).
 */
@AuthenticatedController('overview', 'api', 403)
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get('overview')
  @ApiQuery({ name: 'organizationIds', required: false, description: 'Comma-separated organisation ids (or repeated)' })
  @ApiQuery({
    name: 'benefitTypes',
    required: false,
    description: `Comma-separated benefit types: ${BENEFIT_TYPES.join(', ')}`,
  })
  @ApiQuery({ name: 'search', required: false, description: 'Registry, name or driver (case-insensitive)' })
  @Endpoint('The vehicles the caller may see on the map, with their latest positions', {
    query: OverviewQuerySchema,
    ok: [OverviewItemSchema],
    errors: [404],
  })
  list(@ValidQuery() query: OverviewQuery, @Caller() caller: CallerContext): Promise<OverviewItemJson[]> {
    return this.overview.list(caller, query);
  }

  @Get('overview/vehicle/:id')
  @Endpoint('One vehicle of the map with its latest position (the selected vehicle, refreshed every 10 s)', {
    id: 'Vehicle id',
    ok: OverviewItemSchema,
  })
  vehicle(@IdParam() id: number, @Caller() caller: CallerContext): Promise<OverviewItemJson> {
    return this.overview.vehicle(caller, id);
  }
}
