import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { IDENTITY_LOOKUP } from '../access/scope';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { AuthMailer } from '../mail/auth-mailer';
import { checkNewPassword } from '../users/password-rules';
import { UsersRepository } from '../users/users.repository';
import type { LoginRateLimiter } from './login-rate-limiter';
import { PasswordHasher } from './password-hasher';
import { PasswordTokensService } from './password-tokens.service';
import { RefreshTokensService } from './refresh-tokens.service';
import { LOGIN_RATE_LIMITER } from './session.tokens';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly tokens: PasswordTokensService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AuthMailer,
    private readonly events: AuthEventsPublisher,
    private readonly refreshTokens: RefreshTokensService,
    @Inject(LOGIN_RATE_LIMITER) private readonly limiter: LoginRateLimiter,
  ) {}

  /** Always succeeds (no account enumeration); only an existing, active user gets a token and a mail. */
  async requestReset(request: authV1.PasswordResetRequest): Promise<void> {
    const email = (request.email ?? '').trim();
    if (!email) return;
    const issued = await this.em.transactional(async () => {
      const user = await this.users.findByEmail(IDENTITY_LOOKUP, email);
      if (!user || user.archived) return null;
      return { user, token: this.tokens.issue(user.id, 'RESET') };
    });
    if (issued) {
      this.mailer.sendPasswordReset(issued.user, issued.token, request.linkBaseUrl);
    }
  }

  async validateToken(token: string): Promise<void> {
    await this.tokens.validate(token);
  }

  /** Single use: the token row is locked, checked and marked used in the same transaction as the new hash. */
  async resetPassword(request: authV1.ResetPasswordRequest): Promise<void> {
    if (!request.token) throw new DomainError(ErrorCode.MISSING_TOKEN, 'missing token');
    const password = checkNewPassword(request.password, request.passwordConfirmation ?? '');
    const passwordHash = await this.hasher.hash(password);
    const user = await this.em.transactional(async () => {
      const record = await this.tokens.redeem(request.token);
      const found = await this.users.findById(IDENTITY_LOOKUP, record.userId);
      if (!found) throw new DomainError(ErrorCode.MISSING_TOKEN, 'unknown or missing token');
      if (found.archived) throw new DomainError(ErrorCode.USER_ARCHIVED, 'user is archived');
      found.passwordHash = passwordHash;
      await this.events.userChanged(this.em, found);
      return found;
    });
    // The new password hash already makes every refresh token of the user useless; revoking says so in the table.
    await this.refreshTokens.revokeUser(user.id);
    await this.limiter.resetAccount(user.email);
  }
}
