import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { TracksModule } from '../tracks/tracks.module';
import { VehicleViewsRepository } from '../vehicles/vehicle-views.repository';
import { LatestPositionsService } from './latest-positions.service';
import { PositionsController } from './positions.controller';

/**
 * The map's positions query (gRPC PositionsService). Reads the ingest's `LatestPositionsStore` (provided globally by
 * TelemetryRedisModule) and the vehicles read model for the organisation boundary; trip tracks and the deletion of a
 * vehicle's position history come from TracksModule.
 */
@Module({
  imports: [KitOrmModule.forFeature([VehicleViewsRepository]), TracksModule],
  controllers: [PositionsController],
  providers: [LatestPositionsService],
})
export class OverviewModule {}
