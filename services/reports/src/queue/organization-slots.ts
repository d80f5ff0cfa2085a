import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { REPORTS_REDIS } from './queue-redis';

/** How long a slot is held without being renewed: a crashed instance's slots come free after this. */
const LEASE_MS = 60_000;
const POLL_MS = 250;

// Takes a slot when fewer than ARGV[3] unexpired leases are held: one script, so two instances never both take
// the last one. KEYS[1] the organisation's sorted set (member: lease id, score: expiry); ARGV: now, expiry, id, limit.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ${LEASE_MS * 2})
  return 1
end
return 0`;

/**
 * Report generation's limit per organisation (REPORTS_ORGANIZATION_CONCURRENCY), across every reports instance:
 * leases in Redis, renewed while the work runs. One organisation's year of reports waits for its own slots and
 * never takes the others': the instance-wide limit (REPORTS_WORKER_CONCURRENCY) is shared, the per-organisation one
 * is not.
 */
@Injectable()
export class OrganizationSlots {
  constructor(
    @Inject(REPORTS_REDIS) private readonly redis: Redis,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
  ) {}

  /** Takes a slot now, or answers undefined when the organisation's slots are all taken. */
  async tryAcquire(organizationId: number): Promise<(() => Promise<void>) | undefined> {
    const key = this.key(organizationId);
    const id = randomUUID();
    const taken = await this.redis.eval(
      ACQUIRE,
      1,
      key,
      Date.now(),
      Date.now() + LEASE_MS,
      id,
      this.config.REPORTS_ORGANIZATION_CONCURRENCY,
    );
    if (taken !== 1) return undefined;
    const renew = setInterval(() => {
      void this.redis.zadd(key, 'XX', Date.now() + LEASE_MS, id).catch(() => undefined);
    }, LEASE_MS / 3);
    renew.unref();
    return async () => {
      clearInterval(renew);
      await this.redis.zrem(key, id).catch(() => undefined);
    };
  }

  /** Waits for one of the organisation's slots (a download waits; a queued job is delayed instead). */
  async acquire(organizationId: number, signal?: AbortSignal): Promise<() => Promise<void>> {
    for (;;) {
      const release = await this.tryAcquire(organizationId);
      if (release) return release;
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private key(organizationId: number): string {
    return `${this.config.REPORTS_QUEUE_PREFIX}:slots:${organizationId}`;
  }
}
