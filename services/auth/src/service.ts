import { join } from 'node:path';

import { defineService, readinessCheck } from '@fleetlog/kit';
import type { Redis } from 'ioredis';

import { AccessModule } from './access/access.module';
import { AUTH_CONFIG, authConfigSchema } from './config';
import { REDIS, RedisModule } from './database/redis.module';
import { MailModule } from './mail/mail.module';
import { OrganizationEntity } from './organizations/organization.entity';
import { OrganizationsModule } from './organizations/organizations.module';
import { PasswordTokenEntity } from './session/password-token.entity';
import { SessionModule } from './session/session.module';
import { UserEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';

/** auth on the service kit: gRPC AuthService, UsersService, OrganizationsService and DirectoryService. */
export const authService = defineService({
  name: 'auth',
  configSchema: authConfigSchema,
  configToken: AUTH_CONFIG,
  database: {
    schema: 'auth',
    entities: [OrganizationEntity, UserEntity, PasswordTokenEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['auth'], url: (config) => config.AUTH_GRPC_URL },
  httpPort: (config) => config.AUTH_HTTP_PORT,
  outbox: true,
  // auth owns the users and organisations: it resolves its callers from its own tables, not from read models.
  readiness: [readinessCheck('redis', REDIS, (redis: Redis) => redis.ping())],
  imports: () => [RedisModule, MailModule, AccessModule, SessionModule, UsersModule, OrganizationsModule],
});
