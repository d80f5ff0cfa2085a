import { Module } from '@nestjs/common';

import { OpenTripsController } from './open-trips.controller';
import { TripDetectionService } from './trip-detection.service';

@Module({ providers: [TripDetectionService], controllers: [OpenTripsController], exports: [TripDetectionService] })
export class TripsModule {}
