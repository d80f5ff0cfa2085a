import { CallerResolver } from '@fleetlog/access';
import { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { LatestPositionsService } from './latest-positions.service';

/** devices.v1.PositionsService: any authenticated caller; the organisation scope is applied to the data. */
@Controller()
@devicesV1.PositionsServiceControllerMethods()
export class PositionsController implements devicesV1.PositionsServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly positions: LatestPositionsService,
  ) {}

  async latestPositions(
    request: devicesV1.LatestPositionsRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.VehiclePositions> {
    const caller = await this.callers.resolve(metadata);
    return this.positions.latest(caller, request.vehicleIds ?? []);
  }
}
