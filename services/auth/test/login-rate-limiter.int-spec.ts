import { errorCodeToJSON } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { testEnv } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import { LoginRateLimiter } from '../src/session/login-rate-limiter';
import { unique } from './support/auth-harness';

// Short blocks so the escalation can be watched; the real Redis, as in production.
const limits = { addressPoints: 6, addressWindowSeconds: 60, pairPoints: 3, blockSeconds: 1, maxBlockSeconds: 3 };

describe(LoginRateLimiter.name, () => {
  let redis: Redis;
  let limiter: LoginRateLimiter;

  beforeAll(() => {
    redis = new Redis(testEnv().REDIS_URL);
    limiter = new LoginRateLimiter(redis, limits);
  });

  afterAll(async () => {
    await redis.quit();
  });

  async function retryAfterOf(account: string, address: string): Promise<number | undefined> {
    try {
      await limiter.assertAllowed(account, address);
      return undefined;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      expect(errorCodeToJSON(error.code)).toBe('TOO_MANY_ATTEMPTS');
      return Number(error.details.retryAfterSeconds);
    }
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('blocks a pair after its consecutive failures, twice as long the next time, and never its owner elsewhere', async () => {
    const account = `${unique('victim')}@x.test`;
    const attacker = unique('attacker');
    for (let attempt = 0; attempt < limits.pairPoints; attempt++) {
      expect(await retryAfterOf(account, attacker)).toBeUndefined();
      await limiter.recordFailure(account, attacker);
    }
    expect(await retryAfterOf(account, attacker)).toBe(1);
    expect(await retryAfterOf(account, unique('owner'))).toBeUndefined();

    await sleep(1100);
    expect(await retryAfterOf(account, attacker)).toBeUndefined();
    for (let attempt = 0; attempt < limits.pairPoints; attempt++) await limiter.recordFailure(account, attacker);
    expect(await retryAfterOf(account, attacker)).toBe(2);
  });

  it('blocks an address that fails across many accounts, and only that address', async () => {
    const address = unique('sprayer');
    for (let attempt = 0; attempt < limits.addressPoints; attempt++) {
      await limiter.recordFailure(`${unique('sprayed')}@x.test`, address);
    }
    expect(await retryAfterOf(`${unique('anyone')}@x.test`, address)).toBe(1);
    expect(await retryAfterOf(`${unique('anyone')}@x.test`, unique('elsewhere'))).toBeUndefined();
  });

  it('lifts every pair block of an account on a password reset', async () => {
    const account = `${unique('forgetful')}@x.test`;
    const [home, work] = [unique('home'), unique('work')];
    for (let attempt = 0; attempt < limits.pairPoints; attempt++) {
      await limiter.recordFailure(account, home);
      await limiter.recordFailure(account, work);
    }
    expect(await retryAfterOf(account, home)).toBeGreaterThan(0);
    await limiter.resetAccount(account);
    expect(await retryAfterOf(account, home)).toBeUndefined();
    expect(await retryAfterOf(account, work)).toBeUndefined();
  });
});
