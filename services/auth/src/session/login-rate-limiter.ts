import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginRateLimits {
  /** Failed logins one client address may make within `addressWindowSeconds`, whatever the accounts. */
  addressPoints: number;
  addressWindowSeconds: number;
  /** Consecutive failed logins for one account from one address (a success resets the count). */
  pairPoints: number;
  /** The first block; each further block of the same key within a day lasts twice as long, up to `maxBlockSeconds`. */
  blockSeconds: number;
  maxBlockSeconds: number;
}

const PREFIX = 'auth:login-fail';
const DAY_SECONDS = 24 * 3600;
// Consecutive failures of a pair are remembered long enough to catch a slow guesser (OWASP's example uses 90 days).
const PAIR_MEMORY_SECONDS = 90 * DAY_SECONDS;

/**
 * Failed logins, counted in Redis per client address and per (account, address) pair, as OWASP recommends:
 * - an address that fails often (password spraying) is blocked, generously, because many people can share one;
 * - a pair with too many consecutive failures (guessing one password) is blocked, each block twice as long.
 * There is deliberately no per-account lockout: it would let anyone who knows an e-mail address lock its owner out
 * from everywhere, and drivers on mobile networks change addresses constantly. A blocked caller gets
 * TOO_MANY_ATTEMPTS with details.retryAfterSeconds before its password is even checked.
 */
export class LoginRateLimiter {
  private readonly perAddress: RateLimiterRedis;
  private readonly perPair: RateLimiterRedis;
  // How often a key was blocked in the last day: the exponent of its next block's duration.
  private readonly strikes: RateLimiterRedis;

  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginRateLimits,
  ) {
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${PREFIX}:address`,
      points: limits.addressPoints,
      duration: limits.addressWindowSeconds,
    });
    this.perPair = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${PREFIX}:pair`,
      points: limits.pairPoints,
      duration: PAIR_MEMORY_SECONDS,
    });
    this.strikes = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${PREFIX}:strikes`,
      points: Number.MAX_SAFE_INTEGER,
      duration: DAY_SECONDS,
    });
  }

  async assertAllowed(account: string, address: string): Promise<void> {
    const [addressState, pairState] = await Promise.all([
      address ? this.perAddress.get(address) : null,
      this.perPair.get(pairKey(account, address)),
    ]);
    const waits = [blockedMs(addressState, this.limits.addressPoints), blockedMs(pairState, this.limits.pairPoints)];
    const retryMs = Math.max(...waits);
    if (retryMs > 0) {
      throw new DomainError(ErrorCode.TOO_MANY_ATTEMPTS, 'too many failed login attempts, try again later', {
        retryAfterSeconds: String(Math.max(1, Math.ceil(retryMs / 1000))),
      });
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const pair = pairKey(account, address);
    await Promise.all([
      // A call without an address (none of the BFF's) is limited per pair only.
      address
        ? this.countAndMaybeBlock(this.perAddress, `address:${address}`, address, this.limits.addressPoints)
        : null,
      this.countAndMaybeBlock(this.perPair, `pair:${pair}`, pair, this.limits.pairPoints),
      // Remembered so that a password reset, which knows no address, can clear every pair of the account.
      this.redis.multi().sadd(addressesKey(account), address).expire(addressesKey(account), PAIR_MEMORY_SECONDS).exec(),
    ]);
  }

  /** A successful login ends the pair's run of failures; the address counter keeps running. */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.perPair.delete(pairKey(account, address));
  }

  /** A completed password reset proves the owner: every pair block of the account is lifted. */
  async resetAccount(account: string): Promise<void> {
    const addresses = await this.redis.smembers(addressesKey(account));
    await Promise.all(addresses.map((address) => this.perPair.delete(pairKey(account, address))));
    await this.redis.del(addressesKey(account));
  }

  private async countAndMaybeBlock(
    limiter: RateLimiterRedis,
    strikeKey: string,
    key: string,
    points: number,
  ): Promise<void> {
    const state = await consumeQuietly(limiter, key);
    if (state.consumedPoints !== points) return;
    const strike = (await consumeQuietly(this.strikes, strikeKey)).consumedPoints;
    const seconds = Math.min(this.limits.blockSeconds * 2 ** Math.min(strike - 1, 30), this.limits.maxBlockSeconds);
    await limiter.block(key, seconds);
  }
}

const pairKey = (account: string, address: string): string => `${account}|${address}`;
const addressesKey = (account: string): string => `${PREFIX}:addresses:${account}`;

// A key at or over its points is blocked (block() stores points + 1 until the block ends).
function blockedMs(state: RateLimiterRes | null, points: number): number {
  return state && state.consumedPoints >= points ? state.msBeforeNext : 0;
}

// Going over the limit rejects with a RateLimiterRes; that is an expected outcome here, not an error.
async function consumeQuietly(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}
