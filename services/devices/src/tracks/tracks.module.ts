import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { PositionHistoryRepository } from './position-history.repository';
import { PositionHistoryService } from './position-history.service';

/**
 * The positions store's history (trip tracks, a vehicle's history deleted); served by PositionsService's controller
 * (overview), which owns the gRPC service. The latest-position store comes from the global TelemetryRedisModule.
 */
@Module({
  imports: [KitOrmModule.forFeature([PositionHistoryRepository])],
  providers: [PositionHistoryService],
  exports: [PositionHistoryService],
})
export class TracksModule {}
