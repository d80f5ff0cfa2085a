import { Inject, Injectable } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { PasswordTokenEntity, type PasswordTokenPurpose } from './password-token.entity';
import { PasswordTokensRepository } from './password-tokens.repository';
import { assertTokenUsable, generateResetToken, hashResetToken } from './reset-token-rules';

@Injectable()
export class PasswordTokensService {
  constructor(
    private readonly tokens: PasswordTokensRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  ttlSeconds(purpose: PasswordTokenPurpose): number {
    return purpose === 'INVITE' ? this.config.INVITE_TTL_SECONDS : this.config.PASSWORD_RESET_TTL_SECONDS;
  }

  /** Persists the hash of a new token (flushed with the caller's unit of work) and returns the token for the mail. */
  issue(userId: number, purpose: PasswordTokenPurpose, now: Date = new Date()): string {
    const token = generateResetToken();
    const entity = new PasswordTokenEntity();
    entity.userId = userId;
    entity.tokenHash = hashResetToken(token);
    entity.purpose = purpose;
    entity.expiresAt = new Date(now.getTime() + this.ttlSeconds(purpose) * 1000);
    entity.createdAt = now;
    this.tokens.persist(entity);
    return token;
  }

  async validate(token: string, now: Date = new Date()): Promise<PasswordTokenEntity> {
    const record = token ? await this.tokens.findByHash(hashResetToken(token)) : null;
    return assertTokenUsable(record, now);
  }

  /** Inside a transaction: locks the token row, checks it, marks it and every other open token of the user used. */
  async redeem(token: string, now: Date = new Date()): Promise<PasswordTokenEntity> {
    const record = token ? await this.tokens.findByHashForUpdate(hashResetToken(token)) : null;
    const usable = assertTokenUsable(record, now);
    usable.usedAt = now;
    await this.tokens.invalidateOutstanding(usable.userId, now);
    return usable;
  }
}
