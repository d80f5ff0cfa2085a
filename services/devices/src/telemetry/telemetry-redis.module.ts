import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { DEVICES_REDIS, LatestPositionsStore } from './latest-positions.store';

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(DEVICES_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The devices service's Redis (latest position per vehicle, live fan-out) and the store over it, global so the
 * overview feature reads through the same `LatestPositionsStore`. Readiness probes it (service.ts).
 */
@Global()
@Module({
  providers: [
    {
      provide: DEVICES_REDIS,
      inject: [DEVICES_CONFIG],
      useFactory: (config: DevicesConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    },
    LatestPositionsStore,
    RedisShutdown,
  ],
  exports: [DEVICES_REDIS, LatestPositionsStore],
})
export class TelemetryRedisModule {}
