import { PeriodicSweep } from '@fleetlog/kit';
import { Inject, Injectable } from '@nestjs/common';

import { TOLLS_CONFIG, type TollsConfig } from '../config';
import { TripChargesService } from './trip-charges.service';

/**
 * Every TOLLS_PARKED_RETRY_INTERVAL_MS, the trips parked because the positions store did not answer are charged
 * again (`TripChargesService.retryParked`). Safe with several replicas: a trip's charge runs under its vehicle's lock
 * and ignores a version it already holds.
 */
@Injectable()
export class ParkedTripsRetry extends PeriodicSweep {
  constructor(
    private readonly charges: TripChargesService,
    @Inject(TOLLS_CONFIG) private readonly config: TollsConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.TOLLS_PARKED_RETRY_INTERVAL_MS;
  }

  protected async run(): Promise<string | null> {
    const charged = await this.charges.retryParked();
    return charged > 0 ? `${charged} parked trip(s) charged` : null;
  }
}
