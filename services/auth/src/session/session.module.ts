import { KitOrmModule } from '@fleetlog/kit';
import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { AUTH_CONFIG, type AuthConfig, tokenParties } from '../config';
import { REDIS } from '../database/redis.module';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { UsersRepository } from '../users/users.repository';
import { LoginRateLimiter } from './login-rate-limiter';
import { LoginService } from './login.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { PasswordTokensRepository } from './password-tokens.repository';
import { PasswordTokensService } from './password-tokens.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { RefreshTokensService } from './refresh-tokens.service';
import { SessionController } from './session.controller';
import { LOGIN_RATE_LIMITER, TOKEN_SIGNER } from './session.tokens';
import { TokenSigner } from './token-signer';

// Global: users and organisations use the hasher and the token service for passwords and invitations.
@Global()
@Module({
  imports: [KitOrmModule.forFeature([UsersRepository, OrganizationsRepository, PasswordTokensRepository])],
  controllers: [SessionController],
  providers: [
    {
      provide: TOKEN_SIGNER,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        TokenSigner.fromPrivateKeyFile(config.JWT_PRIVATE_KEY_FILE, {
          ...tokenParties(config),
          ttlSeconds: config.JWT_ACCESS_TTL_SECONDS,
        }),
    },
    {
      provide: LOGIN_RATE_LIMITER,
      inject: [REDIS, AUTH_CONFIG],
      useFactory: (redis: Redis, config: AuthConfig) =>
        new LoginRateLimiter(redis, {
          addressPoints: config.RATE_LIMIT_LOGIN_ADDRESS_POINTS,
          addressWindowSeconds: config.RATE_LIMIT_LOGIN_ADDRESS_WINDOW_SECONDS,
          pairPoints: config.RATE_LIMIT_LOGIN_PAIR_POINTS,
          blockSeconds: config.RATE_LIMIT_LOGIN_BLOCK_SECONDS,
          maxBlockSeconds: config.RATE_LIMIT_LOGIN_MAX_BLOCK_SECONDS,
        }),
    },
    PasswordHasher,
    PasswordTokensService,
    RefreshTokensRepository,
    RefreshTokensService,
    LoginService,
    PasswordResetService,
    AuthEventsPublisher,
  ],
  exports: [PasswordHasher, PasswordTokensService],
})
export class SessionModule {}
