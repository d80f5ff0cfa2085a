import { join } from 'node:path';

import { createOrmConfig } from '@fleetlog/database';
import type { Options } from '@mikro-orm/postgresql';

import { OrganizationEntity } from '../organizations/organization.entity';
import { PasswordTokenEntity } from '../session/password-token.entity';
import { UserEntity } from '../users/user.entity';

export const AUTH_SCHEMA = 'auth';
export const AUTH_ENTITIES = [OrganizationEntity, UserEntity, PasswordTokenEntity];

export function authOrmOptions(databaseUrl: string, log?: (message: string) => void): Options {
  return createOrmConfig({
    schema: AUTH_SCHEMA,
    entities: AUTH_ENTITIES,
    migrationsPath: join(__dirname, '..', 'migrations'),
    databaseUrl,
    log,
  });
}
