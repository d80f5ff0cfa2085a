import { ServiceKey } from '@fleetlog/access';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';

import { TOLLS_CONFIG, type TollsConfig } from '../config';
import { ParkedTripsRetry } from './parked-trips-retry';
import { StationCatalogue } from './station-catalogue';
import { DevicesTrackSource, TRACK_SOURCE, type TrackSource } from './track-source';
import { TripChangedHandler } from './trip-changed.handler';
import { TripChargesService } from './trip-charges.service';

@Module({
  providers: [
    {
      provide: TRACK_SOURCE,
      inject: [TOLLS_CONFIG],
      useFactory: (config: TollsConfig): TrackSource =>
        new DevicesTrackSource(
          config.DEVICES_GRPC_URL,
          ServiceKey.fromFile(config.INTERNAL_SERVICE_KEY_FILE),
          config.DEVICES_TIMEOUT_MS,
        ),
    },
    StationCatalogue,
    TripChargesService,
    TripChangedHandler,
    ParkedTripsRetry,
  ],
  exports: [TripChargesService, TripChangedHandler, StationCatalogue, TRACK_SOURCE],
})
export class ChargesModule implements OnApplicationShutdown {
  constructor(@Inject(TRACK_SOURCE) private readonly tracks: TrackSource) {}

  async onApplicationShutdown(): Promise<void> {
    await this.tracks.close();
  }
}
