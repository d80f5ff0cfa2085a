import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { TOLLS_CONFIG, type TollsConfig } from '../config';
import { TripChargesService } from './trip-charges.service';

/**
 * Every TOLLS_PARKED_RETRY_INTERVAL_MS, the trips parked because the positions store did not answer are charged
 * again (`TripChargesService.retryParked`). Safe with several replicas: a trip's charge runs under its vehicle's lock
 * and ignores a version it already holds.
 */
@Injectable()
export class ParkedTripsRetry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ParkedTripsRetry.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly charges: TripChargesService,
    @Inject(TOLLS_CONFIG) private readonly config: TollsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().finally(() => (this.running = undefined));
    }, this.config.TOLLS_PARKED_RETRY_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      const charged = await this.charges.retryParked();
      if (charged > 0) this.logger.log(`${charged} parked trip(s) charged`);
    } catch (error) {
      // The next sweep retries; a database outage is reported by readiness, not here.
      this.logger.warn(`parked trips retry failed: ${(error as Error).message}`);
    }
  }
}
