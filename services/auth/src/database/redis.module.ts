import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { AUTH_CONFIG, type AuthConfig } from '../config';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** Redis (login throttling), shared by the features; readiness probes it (service.ts). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    },
    RedisShutdown,
  ],
  exports: [REDIS],
})
export class RedisModule {}
