import { authV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import type { Caller } from '../access/caller';
import { IDENTITY_LOOKUP } from '../access/scope';
import { toUserOrganization } from '../organizations/organization.mapper';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { toUserMessage } from '../users/user.mapper';
import { normalizeEmail, UsersRepository } from '../users/users.repository';
import type { LoginRateLimiter } from './login-rate-limiter';
import { PasswordHasher } from './password-hasher';
import { RefreshTokensService } from './refresh-tokens.service';
import { LOGIN_RATE_LIMITER, TOKEN_SIGNER } from './session.tokens';
import type { TokenSigner } from './token-signer';

@Injectable()
export class LoginService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokensService,
    @Inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @Inject(LOGIN_RATE_LIMITER) private readonly limiter: LoginRateLimiter,
  ) {}

  /**
   * Unknown account and wrong password both answer INVALID_LOGIN after one Argon2 verification each, so neither
   * the answer nor its timing tells whether an account exists. An archived account is only revealed (USER_ARCHIVED)
   * to someone who knows its password.
   */
  async login(request: authV1.LoginRequest): Promise<authV1.LoginResponse> {
    const account = normalizeEmail(request.username ?? '');
    if (!account || !request.password) {
      throw new DomainError(ErrorCode.INVALID_LOGIN, 'invalid login');
    }
    const address = (request.clientAddress ?? '').trim();
    await this.limiter.assertAllowed(account, address);

    const user = await this.users.findByEmail(IDENTITY_LOOKUP, account);
    const valid = await this.hasher.verify(user?.passwordHash, request.password);
    if (!user || !valid) {
      await this.limiter.recordFailure(account, address);
      throw new DomainError(ErrorCode.INVALID_LOGIN, 'invalid login');
    }
    if (user.archived) throw new DomainError(ErrorCode.USER_ARCHIVED, 'user is archived');

    await this.limiter.recordSuccess(account, address);
    user.lastSeenApp = new Date();
    await this.em.flush();
    return this.refreshTokens.startSession(user);
  }

  async currentUser(caller: Caller): Promise<authV1.CurrentUser> {
    const user = await this.users.findById(IDENTITY_LOOKUP, caller.principal.userId);
    if (!user) throw new DomainError(ErrorCode.USER_MISSING, 'user not found');
    const known = await this.organizations.list(caller.scope);
    const organizations = known.map(toUserOrganization);
    return { user: toUserMessage(user, organizations), organizations };
  }

  verificationKeys(): authV1.VerificationKeys {
    return { jwksJson: this.signer.jwksJson() };
  }
}
