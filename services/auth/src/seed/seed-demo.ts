// CLI and test helper: seeds the demo organisations and users of BRIEF-COMMON "Demo data". Idempotent: matched by
// organisation name and e-mail; only what differs from the demo values is written, so a second run changes nothing.
import { isDeepStrictEqual } from 'node:util';

import { kitOrmOptions } from '@fleetlog/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

import { IDENTITY_LOOKUP } from '../access/scope';
import { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { PasswordHasher } from '../session/password-hasher';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

const LOCK_ORGANIZATIONS = 'lock table auth.organizations in share row exclusive mode';
const SYNC_ORG_SEQUENCE = `select setval(pg_get_serial_sequence('auth.organizations', 'id'),
  greatest((select max(id) from auth.organizations), 1))`;

export interface SeedResult {
  organizationIds: Record<string, number>;
  userIds: Record<string, number>;
  changedOrganizations: OrganizationEntity[];
  changedUsers: UserEntity[];
  /** Every demo entity, changed or not (the CLI republishes their state). */
  organizations: OrganizationEntity[];
  users: UserEntity[];
}

export async function seedDemo(rootEm: EntityManager, hasher = new PasswordHasher()): Promise<SeedResult> {
  const em = rootEm.fork();
  return em.transactional(async (tx) => {
    // The platform's organisation may take a fixed id, which bypasses the identity sequence: no organisation may be
    // inserted meanwhile (another process's insert could take the same id from the sequence, and one of the two would
    // fail on the primary key), so inserts wait until the seed has moved the sequence past its ids and committed.
    // The lock also serialises two seeds (test processes on a fresh database).
    await tx.execute(LOCK_ORGANIZATIONS);
    const organizations = new OrganizationsRepository(tx);
    const users = new UsersRepository(tx);
    const result: SeedResult = {
      organizationIds: {},
      userIds: {},
      changedOrganizations: [],
      changedUsers: [],
      organizations: [],
      users: [],
    };

    for (const demo of DEMO_ORGANIZATIONS) {
      let org = await organizations.findByName(IDENTITY_LOOKUP, demo.fullName);
      const wanted = {
        parentOrganizationId: demo.parentKey ? result.organizationIds[demo.parentKey] : null,
        modules: demo.modules,
        settings: demo.settings,
      };
      if (!org) {
        org = new OrganizationEntity();
        org.fullName = demo.fullName;
        const fixedId =
          demo.fixedId !== undefined && !(await organizations.findById(IDENTITY_LOOKUP, demo.fixedId))
            ? demo.fixedId
            : undefined;
        if (fixedId !== undefined) org.id = fixedId;
        Object.assign(org, wanted);
        tx.persist(org);
        await tx.flush();
        // An explicit id bypasses the identity sequence; move it past the highest id so later inserts do not collide.
        // Only then: run after an insert that took its id from the sequence, it could only move the sequence back.
        if (fixedId !== undefined) await tx.execute(SYNC_ORG_SEQUENCE);
        result.changedOrganizations.push(org);
      } else if (!matches(org, wanted)) {
        Object.assign(org, wanted);
        result.changedOrganizations.push(org);
      }
      result.organizationIds[demo.key] = org.id;
      result.organizations.push(org);
    }

    for (const demo of DEMO_USERS) {
      const wanted = {
        displayName: demo.displayName,
        roles: demo.roles,
        organizationId: result.organizationIds[demo.orgKey],
        archived: false,
      };
      let user = await users.findByEmail(IDENTITY_LOOKUP, demo.email);
      let changed = false;
      if (!user) {
        user = new UserEntity();
        user.email = demo.email;
        tx.persist(user);
        changed = true;
      }
      if (!matches(user, wanted)) {
        Object.assign(user, wanted, { archivedAt: null });
        changed = true;
      }
      if (!(await hasher.verify(user.passwordHash, DEMO_PASSWORD))) {
        user.passwordHash = await hasher.hash(DEMO_PASSWORD);
        changed = true;
      }
      await tx.flush();
      if (changed) result.changedUsers.push(user);
      result.userIds[demo.email] = user.id;
      result.users.push(user);
    }
    return result;
  });
}

function matches(entity: object, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([key, value]) =>
    isDeepStrictEqual((entity as Record<string, unknown>)[key], value),
  );
}

async function main(): Promise<void> {
  const { baseEnv, databaseEnv, loadConfig } = await import('@fleetlog/config');
  const { runMigrations } = await import('@fleetlog/database');
  const { createLogger } = await import('@fleetlog/logging');
  const { MikroORM } = await import('@mikro-orm/postgresql');
  const { authService } = await import('../service');

  const { publishSeeded } = await import('./publish-seeded');

  const config = loadConfig(baseEnv.merge(databaseEnv));
  const logger = createLogger({ service: 'auth-seed', level: config.LOG_LEVEL });
  const options = kitOrmOptions(authService, config.DATABASE_URL);
  await runMigrations(options);
  const orm = await MikroORM.init(options);
  try {
    const result = await seedDemo(orm.em);
    logger.info(
      {
        organizations: result.organizationIds,
        changedOrganizations: result.changedOrganizations.map((org) => org.fullName),
        changedUsers: result.changedUsers.map((user) => user.email),
      },
      'demo data seeded',
    );
    await publishSeeded(orm.em, result, logger);
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  main().catch(async (error: unknown) => {
    const { createLogger } = await import('@fleetlog/logging');
    createLogger({ service: 'auth-seed' }).fatal({ err: error }, 'seed failed');
    process.exitCode = 1;
  });
}
