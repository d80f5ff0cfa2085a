import { Module } from '@nestjs/common';

import { GeoController } from './geo.controller';
import { TripTrackService } from './trip-track.service';

/** Trip paths and speed journeys (the gRPC clients of journal, devices and auth are global, see app.module). */
@Module({ controllers: [GeoController], providers: [TripTrackService] })
export class GeoModule {}
