import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { PasswordTokensRepository } from '../session/password-tokens.repository';
import { UsersRepository } from '../users/users.repository';
import { authOrmOptions } from './orm.config';
import { RequestContextInterceptor } from '@fleetlog/database';

export const REDIS = Symbol('REDIS');

@Injectable()
class StoresShutdown implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
    this.redis.disconnect();
  }
}

/** PostgreSQL (MikroORM, schema `auth`), Redis and the repositories, shared by every feature. */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) => {
        const logger = new Logger('MikroORM');
        return MikroORM.init(authOrmOptions(config.DATABASE_URL, (message) => logger.debug(message)));
      },
    },
    { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
    {
      provide: REDIS,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    },
    StoresShutdown,
    RequestContextInterceptor,
    OrganizationsRepository,
    UsersRepository,
    PasswordTokensRepository,
  ],
  exports: [
    MikroORM,
    EntityManager,
    REDIS,
    RequestContextInterceptor,
    OrganizationsRepository,
    UsersRepository,
    PasswordTokensRepository,
  ],
})
export class DatabaseModule {}
