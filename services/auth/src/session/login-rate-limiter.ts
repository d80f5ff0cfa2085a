import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginRateLimits {
  accountPoints: number;
  addressPoints: number;
  windowSeconds: number;
}

/**
 * Failed logins counted in Redis per account and per client address within a window. A caller over either limit is
 * refused with TOO_MANY_ATTEMPTS before the password is even checked, so guessing stops for the rest of the window.
 */
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly limits: LoginRateLimits,
  ) {
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'auth:login-fail:account',
      points: limits.accountPoints,
      duration: limits.windowSeconds,
    });
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'auth:login-fail:address',
      points: limits.addressPoints,
      duration: limits.windowSeconds,
    });
  }

  async assertAllowed(account: string, address: string): Promise<void> {
    const [accountState, addressState] = await Promise.all([
      this.perAccount.get(account),
      address ? this.perAddress.get(address) : Promise.resolve(null),
    ]);
    const blocked =
      (accountState?.consumedPoints ?? 0) >= this.limits.accountPoints ||
      (addressState?.consumedPoints ?? 0) >= this.limits.addressPoints;
    if (blocked) {
      const retryMs = Math.max(accountState?.msBeforeNext ?? 0, addressState?.msBeforeNext ?? 0);
      throw new DomainError(ErrorCode.TOO_MANY_ATTEMPTS, 'too many failed login attempts, try again later', {
        retryAfterSeconds: String(Math.ceil(retryMs / 1000)),
      });
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([
      consumeQuietly(this.perAccount, account),
      address ? consumeQuietly(this.perAddress, address) : null,
    ]);
  }

  /** A successful login (or a password reset) clears the account's failures; the address counter keeps running. */
  async resetAccount(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}

// Going over the limit rejects with a RateLimiterRes; that is the expected outcome here, not an error.
async function consumeQuietly(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
