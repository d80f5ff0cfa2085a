import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import { REPORTS_REDIS } from './queue-redis';

/** How long a slot is held without being renewed: a crashed instance's slots come free after this. */
const LEASE_MS = 60_000;
/** How often a waiter looks again when no release in this process woke it (a release in another instance). */
const POLL_MS = 50;

/**
 * The two pools: queued work (e-mailed and scheduled reports: a year of them must not starve other organisations)
 * and downloads (a person waiting: more slots, first come first served).
 */
export type SlotPool = 'jobs' | 'downloads';

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
  /** This instance's waiters per slot key, in arrival order; each entry wakes its waiter. */
  private readonly waiters = new Map<string, Array<() => void>>();

  constructor(
    @Inject(REPORTS_REDIS) private readonly redis: Redis,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
  ) {}

  /** Takes a slot now, or answers undefined when the organisation's slots are all taken. */
  async tryAcquire(organizationId: number, pool: SlotPool = 'jobs'): Promise<(() => Promise<void>) | undefined> {
    const key = this.key(organizationId, pool);
    const id = randomUUID();
    const taken = await this.redis.eval(
      ACQUIRE,
      1,
      key,
      Date.now(),
      Date.now() + LEASE_MS,
      id,
      pool === 'jobs' ? this.config.REPORTS_ORGANIZATION_CONCURRENCY : this.config.REPORTS_ORGANIZATION_DOWNLOADS,
    );
    if (taken !== 1) return undefined;
    const renew = setInterval(() => {
      void this.redis.zadd(key, 'XX', Date.now() + LEASE_MS, id).catch(() => undefined);
    }, LEASE_MS / 3);
    renew.unref();
    return async () => {
      clearInterval(renew);
      await this.redis.zrem(key, id).catch(() => undefined);
      this.waiters.get(key)?.[0]?.();
    };
  }

  /**
   * Waits for one of the organisation's slots of `pool`, first come first served among this instance's waiters (a
   * release here wakes the next at once; one in another instance is seen within POLL_MS).
   */
  async acquire(organizationId: number, pool: SlotPool, signal?: AbortSignal): Promise<() => Promise<void>> {
    const key = this.key(organizationId, pool);
    const queue = this.waiters.get(key) ?? [];
    this.waiters.set(key, queue);
    let wake: () => void = () => undefined;
    const turn = () => wake();
    queue.push(turn);
    try {
      for (;;) {
        if (queue[0] === turn) {
          const release = await this.tryAcquire(organizationId, pool);
          if (release) return release;
        }
        signal?.throwIfAborted();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      queue.splice(queue.indexOf(turn), 1);
      if (queue.length === 0) this.waiters.delete(key);
      else queue[0]!();
    }
  }

  private key(organizationId: number, pool: SlotPool): string {
    return `${this.config.REPORTS_QUEUE_PREFIX}:slots:${pool}:${organizationId}`;
  }
}
