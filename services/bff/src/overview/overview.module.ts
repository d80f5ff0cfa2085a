import { Module } from '@nestjs/common';

import { LiveGateway } from './live.gateway';
import { LiveSource } from './live-source';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';
import { PrivateTrips } from './private-trips';

/** The map overview routes and the live-updates socket (`/api/live`). */
@Module({ controllers: [OverviewController], providers: [OverviewService, LiveSource, LiveGateway, PrivateTrips] })
export class OverviewModule {}
