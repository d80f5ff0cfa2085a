import { randomUUID } from 'node:crypto';

import { testEnv } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import type { ReportsConfig } from '../src/config';
import { OrganizationSlots } from '../src/queue/organization-slots';

// The generation limit per organisation (issue 19): one organisation's reports wait for its own slots, never
// another's; downloads in a pool of their own, first come first served.
describe(OrganizationSlots.name, () => {
  const redis = new Redis(testEnv().REDIS_URL);
  const config = {
    REPORTS_QUEUE_PREFIX: `slots-test-${randomUUID().slice(0, 8)}`,
    REPORTS_ORGANIZATION_CONCURRENCY: 2,
    REPORTS_ORGANIZATION_DOWNLOADS: 1,
  } as ReportsConfig;
  const slots = new OrganizationSlots(redis, config);
  afterAll(async () => {
    const keys = await redis.keys(`${config.REPORTS_QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("holds an organisation to its limit without touching another organisation's slots", async () => {
    const first = await slots.tryAcquire(1, 'jobs');
    const second = await slots.tryAcquire(1, 'jobs');
    expect([first, second].every(Boolean)).toBe(true);
    expect(await slots.tryAcquire(1, 'jobs')).toBeUndefined();
    const other = await slots.tryAcquire(2, 'jobs');
    expect(other).toBeDefined();
    // Downloads have their own pool.
    const download = await slots.tryAcquire(1, 'downloads');
    expect(download).toBeDefined();
    await first!();
    const third = await slots.tryAcquire(1, 'jobs');
    expect(third).toBeDefined();
    await Promise.all([second!(), third!(), other!(), download!()]);
  });

  it('gives a released download slot to the waiters in the order they came', async () => {
    const held = await slots.acquire(5, 'downloads');
    const order: string[] = [];
    const waiter = (name: string) =>
      slots.acquire(5, 'downloads').then(async (release) => {
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await release();
      });
    const waiting = [waiter('a'), waiter('b'), waiter('c')];
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(order).toEqual([]);
    await held();
    await Promise.all(waiting);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('stops waiting when the request is cancelled', async () => {
    const held = await slots.acquire(6, 'downloads');
    const abort = new AbortController();
    const waiting = slots.acquire(6, 'downloads', abort.signal);
    abort.abort();
    await expect(waiting).rejects.toThrow();
    await held();
    const next = await slots.acquire(6, 'downloads');
    await next();
  });
});
