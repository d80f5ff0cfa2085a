import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { OrganizationSlots } from './organization-slots';

/** The connection the job queue (BullMQ) and the organisations' generation slots use. */
export const REPORTS_REDIS = Symbol('REPORTS_REDIS');

/** BullMQ's workers block on Redis: they need no retry limit per request (BullMQ's own advice). */
export const redisForQueues = (config: ReportsConfig) =>
  new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: true });

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REPORTS_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({
  providers: [
    { provide: REPORTS_REDIS, inject: [REPORTS_CONFIG], useFactory: redisForQueues },
    OrganizationSlots,
    RedisShutdown,
  ],
  exports: [REPORTS_REDIS, OrganizationSlots],
})
export class QueueRedisModule {}
