import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';
import { LatestPositionsService } from './latest-positions.service';
import { PositionsController } from './positions.controller';

/**
 * The map's positions query (gRPC PositionsService). Reads the ingest's `LatestPositionsStore` (provided globally by
 * TelemetryRedisModule) and the vehicles read model for the organisation boundary.
 */
@Module({
  imports: [KitOrmModule.forFeature([VehicleViewsRepository])],
  controllers: [PositionsController],
  providers: [LatestPositionsService],
})
export class OverviewModule {}
