import { Module } from '@nestjs/common';

import { LatestTripsController } from './latest-trips.controller';
import { TripDetectionService } from './trip-detection.service';

@Module({ providers: [TripDetectionService], controllers: [LatestTripsController], exports: [TripDetectionService] })
export class TripsModule {}
