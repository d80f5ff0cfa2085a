import { createHash, randomBytes } from 'node:crypto';

import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** A fresh single-use token for e-mailed links: 32 random bytes, base64url (safe in a query string). */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 of a token is stored, so a database leak gives no usable links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ResetTokenState {
  readonly expiresAt: Date;
  readonly usedAt?: Date | null;
}

/** MISSING_TOKEN for no or unknown token, TOKEN_USED once redeemed, TOKEN_EXPIRED at or after its expiry. */
export function assertTokenUsable<T extends ResetTokenState>(record: T | null | undefined, now: Date): T {
  if (!record) throw new DomainError(ErrorCode.MISSING_TOKEN, 'unknown or missing token');
  if (record.usedAt) throw new DomainError(ErrorCode.TOKEN_USED, 'token already used');
  if (record.expiresAt.getTime() <= now.getTime()) throw new DomainError(ErrorCode.TOKEN_EXPIRED, 'token expired');
  return record;
}
