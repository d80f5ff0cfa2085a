import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REPORTS_CONFIG } from '../config';
import { OrganizationSlots } from './organization-slots';
import { redisForQueues, REPORTS_REDIS } from './queue-redis';

export { redisForQueues, REPORTS_REDIS } from './queue-redis';

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
