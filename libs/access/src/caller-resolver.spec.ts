import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type authV1, ErrorCode } from '@fleetlog/contracts';
import { callerMetadata } from '@fleetlog/grpc';
import { JwtVerifier, type Role } from '@fleetlog/security';
import { importPKCS8, SignJWT } from 'jose';

import { AccessDirectory, type DirectorySource } from './access-directory';
import { CallerResolver } from './caller-resolver';
import { ServiceKey } from './service-key';

const KEYS_DIR = join(__dirname, '..', '..', '..', '.local', 'keys');
const VERIFY = { issuer: 'fleetlog-auth', audience: 'fleetlog' };
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

// The tree: 1 ← 2 ← 3, and 9 on its own.
const ORGANIZATIONS: authV1.DirectoryOrganization[] = [
  {
    organizationId: 1,
    parentOrganization: 0,
    fullName: 'One',
    modules: {},
    settings: {},
    version: 1,
    kontekActive: false,
  },
  {
    organizationId: 2,
    parentOrganization: 1,
    fullName: 'Two',
    modules: { MAP: { active: true } },
    settings: {},
    version: 1,
    kontekActive: false,
  },
  {
    organizationId: 3,
    parentOrganization: 2,
    fullName: 'Three',
    modules: {},
    settings: { NO_MAP_VIEW: true },
    version: 1,
    kontekActive: false,
  },
  {
    organizationId: 9,
    parentOrganization: 0,
    fullName: 'Nine',
    modules: {},
    settings: {},
    version: 1,
    kontekActive: false,
  },
];

function user(
  userId: number,
  organizationId: number,
  roles: Role[],
  version = 1,
  isArchived = false,
): authV1.DirectoryUser {
  return { userId, organizationId, roles, isArchived, displayName: `User ${userId}`, version };
}

async function token(userId: number, organizationId: number, roles: Role[]): Promise<string> {
  const key = await importPKCS8(readFileSync(join(KEYS_DIR, 'jwt-private.pem'), 'utf8'), 'EdDSA');
  return new SignJWT({ org: organizationId, roles })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(String(userId))
    .setIssuer(VERIFY.issuer)
    .setAudience(VERIFY.audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

describe(CallerResolver.name, () => {
  let directory: AccessDirectory;
  let resolver: CallerResolver;
  const users = [user(10, 2, ['ADMIN']), user(11, 2, ['DRIVER'], 1, true), user(12, 9, ['HEXA'])];

  beforeAll(async () => {
    const source: DirectorySource = {
      snapshotOrganizations: async () => ORGANIZATIONS,
      snapshotUsers: async () => users,
    };
    const feed = { subscribe: async () => undefined, disconnect: async () => undefined };
    directory = new AccessDirectory(source, feed, { groupIdPrefix: 't', resnapshotIntervalMs: 0, logger: quiet });
    await directory.start();
    const verifier = await JwtVerifier.fromPublicKeyFile(join(KEYS_DIR, 'jwt-public.pem'), VERIFY);
    resolver = new CallerResolver(verifier, directory, 10_000, 300);
  });

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (error: { code?: ErrorCode }) => error.code,
    );

  it('gives an admin its organisation and the descendants, with the current roles', async () => {
    const caller = await resolver.resolve(callerMetadata({ token: await token(10, 2, ['DRIVER']) }));
    expect(caller.principal).toMatchObject({ userId: 10, organizationId: 2, roles: ['ADMIN'] });
    expect(caller.scope).toEqual({ kind: 'orgs', organizationIds: [2, 3] });
    expect([...caller.organizations.keys()]).toEqual([2, 3]);
    expect(caller.organizations.get(3)).toMatchObject({ id: 3, parentId: 2, fullName: 'Three' });
    expect(caller).toMatchObject({ selectedOrganizationId: 2, organizationSelected: false, showArchived: false });
    expect(resolver.subtree(caller, 2)).toEqual([2, 3]);
    expect(resolver.subtree(caller, 1)).toEqual([]);
  });

  it('answers ORGANIZATION_MISSING for an organisation the caller cannot see, as for one that does not exist', async () => {
    const admin = await token(10, 2, ['ADMIN']);
    expect(await codeOf(resolver.resolve(callerMetadata({ token: admin, organizationId: 3 })))).toBe('OK');
    expect(await codeOf(resolver.resolve(callerMetadata({ token: admin, organizationId: 1 })))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
    expect(await codeOf(resolver.resolve(callerMetadata({ token: admin, organizationId: 9 })))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
    expect(await codeOf(resolver.resolve(callerMetadata({ token: admin, organizationId: 404 })))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });

  it('gives ROOT and HEXA every organisation, and ORGANIZATION_MISSING only for ids that do not exist', async () => {
    const hexa = await token(12, 9, ['HEXA']);
    const caller = await resolver.resolve(callerMetadata({ token: hexa, organizationId: 3 }));
    expect(caller.scope).toEqual({ kind: 'all' });
    expect(caller.organizations.size).toBe(4);
    expect(caller).toMatchObject({ selectedOrganizationId: 3, organizationSelected: true });
    expect(await codeOf(resolver.resolve(callerMetadata({ token: hexa, organizationId: 404 })))).toBe(
      ErrorCode.ORGANIZATION_MISSING,
    );
  });

  it('fails closed: unknown, archived, deleted and moved users are UNAUTHENTICATED', async () => {
    expect(await codeOf(resolver.resolve(callerMetadata({ token: await token(99, 2, ['ROOT']) })))).toBe(
      ErrorCode.UNAUTHENTICATED,
    );
    expect(await codeOf(resolver.resolve(callerMetadata({ token: await token(11, 2, ['DRIVER']) })))).toBe(
      ErrorCode.UNAUTHENTICATED,
    );
    // The token says organisation 1; the user is in 2 now.
    expect(await codeOf(resolver.principalOf(await token(10, 1, ['ADMIN'])))).toBe(ErrorCode.UNAUTHENTICATED);
    const admin = await token(10, 2, ['ADMIN']);
    directory.users.apply({
      user: { ...users[0], roles: ['ADMIN'] } as never,
      deleted: true,
      changedTsMs: 0,
      version: 2,
    });
    expect(await codeOf(resolver.principalOf(admin))).toBe(ErrorCode.UNAUTHENTICATED);
    directory.users.apply({
      user: { ...users[0], roles: ['DRIVER'] } as never,
      deleted: false,
      changedTsMs: 0,
      version: 3,
    });
    expect((await resolver.principalOf(admin)).roles).toEqual(['DRIVER']);
  });

  it('waits a moment for a user created (or moved and logged in again) just before the call', async () => {
    const fresh = await token(30, 3, ['ADMIN']);
    setTimeout(
      () =>
        directory.users.apply({ user: user(30, 3, ['ADMIN']) as never, deleted: false, changedTsMs: 0, version: 1 }),
      50,
    );
    expect((await resolver.principalOf(fresh)).roles).toEqual(['ADMIN']);
  });

  it('lets a superadmin act in an organisation created just before the call', async () => {
    const hexa = await token(12, 9, ['HEXA']);
    const created = { organizationId: 40, parentOrganization: 0, fullName: 'New', modules: {}, settings: {} };
    setTimeout(
      () =>
        directory.organizations.apply({ organization: created as never, deleted: false, changedTsMs: 0, version: 1 }),
      50,
    );
    const caller = await resolver.resolve(callerMetadata({ token: hexa, organizationId: 40 }));
    expect(caller.selectedOrganizationId).toBe(40);
  });

  it('lets a superadmin target an organisation created after the call was resolved; others only what they see', async () => {
    const root = await resolver.resolve(callerMetadata({ token: await token(12, 9, ['HEXA']) }));
    const created = { organizationId: 41, parentOrganization: 9, fullName: 'Newer', modules: {}, settings: {} };
    setTimeout(
      () =>
        directory.organizations.apply({ organization: created as never, deleted: false, changedTsMs: 0, version: 1 }),
      50,
    );
    const seeing = await resolver.withOrganization(root, 41);
    expect(seeing.organizations.get(41)).toMatchObject({ id: 41, parentId: 9 });
    expect(root.organizations.has(41)).toBe(false);
    expect(await resolver.withOrganization(seeing, 9)).toBe(seeing);
    expect(await codeOf(resolver.withOrganization(root, 404))).toBe(ErrorCode.ORGANIZATION_MISSING);

    const admin = await resolver.resolve(callerMetadata({ token: await token(10, 2, ['ADMIN']) }));
    expect(await resolver.withOrganization(admin, 3)).toBe(admin);
    expect(await codeOf(resolver.withOrganization(admin, 9))).toBe(ErrorCode.ORGANIZATION_MISSING);
    expect(await codeOf(resolver.withOrganization(admin, 41))).toBe(ErrorCode.ORGANIZATION_MISSING);
    // An admin never waits (the tree it sees is fixed when the call is resolved): a child created a moment later is
    // not waited for, so whether a foreign id exists cannot show in the answer's timing either.
    const child = { organizationId: 42, parentOrganization: 2, fullName: 'Child', modules: {}, settings: {} };
    setTimeout(
      () => directory.organizations.apply({ organization: child as never, deleted: false, changedTsMs: 0, version: 1 }),
      50,
    );
    expect(await codeOf(resolver.withOrganization(admin, 42))).toBe(ErrorCode.ORGANIZATION_MISSING);
  });

  it('resolves a user a service acts for (service key + x-on-behalf-of) with the current rights, and nothing else', async () => {
    const key = ServiceKey.fromValue('k'.repeat(40));
    const withKey = new CallerResolver(
      await JwtVerifier.fromPublicKeyFile(join(KEYS_DIR, 'jwt-public.pem'), VERIFY),
      directory,
      10_000,
      300,
      key,
    );
    const caller = await withKey.resolve(key.onBehalfOf(10));
    // The roles the read model has now (an earlier case demoted user 10), not any a token once claimed.
    const roles = [...directory.users.get(10)!.roles];
    expect(caller.principal).toMatchObject({ userId: 10, organizationId: 2, roles, token: '' });
    expect(caller.scope).toEqual({ kind: 'orgs', organizationIds: expect.arrayContaining([2]) });
    // A wrong key, an archived or unknown user, a resolver that takes no service calls: UNAUTHENTICATED.
    expect(await codeOf(withKey.resolve(ServiceKey.fromValue('x'.repeat(40)).onBehalfOf(10)))).toBe(
      ErrorCode.UNAUTHENTICATED,
    );
    expect(await codeOf(withKey.resolve(key.onBehalfOf(11)))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(await codeOf(withKey.resolve(key.onBehalfOf(999)))).toBe(ErrorCode.UNAUTHENTICATED);
    expect(await codeOf(resolver.resolve(key.onBehalfOf(10)))).toBe(ErrorCode.UNAUTHENTICATED);
    // The header beside a user's token does not turn the token into someone else.
    const metadata = callerMetadata({ token: 'not-a-service' });
    metadata.set('x-on-behalf-of', '12');
    expect(await codeOf(withKey.resolve(metadata))).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('refuses a user whose organisation is gone', async () => {
    directory.users.apply({ user: user(20, 3, ['ADMIN']) as never, deleted: false, changedTsMs: 0, version: 1 });
    const admin = await token(20, 3, ['ADMIN']);
    expect(await codeOf(resolver.principalOf(admin))).toBe('OK');
    directory.organizations.apply({
      organization: ORGANIZATIONS[2] as never,
      deleted: true,
      changedTsMs: 0,
      version: 2,
    });
    expect(await codeOf(resolver.principalOf(admin))).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('refuses (without a 401) while the directory has not loaded', async () => {
    const never: DirectorySource = {
      snapshotOrganizations: () => Promise.reject(new Error('auth down')),
      snapshotUsers: () => Promise.reject(new Error('auth down')),
    };
    const feed = { subscribe: async () => undefined, disconnect: async () => undefined };
    const loading = new AccessDirectory(never, feed, {
      groupIdPrefix: 't',
      resnapshotIntervalMs: 0,
      logger: quiet,
      retryDelayMs: 10,
    });
    void loading.start();
    const verifier = await JwtVerifier.fromPublicKeyFile(join(KEYS_DIR, 'jwt-public.pem'), VERIFY);
    const early = new CallerResolver(verifier, loading, 50);
    expect(loading.ready).toBe(false);
    expect(await codeOf(early.principalOf(await token(10, 2, ['ADMIN'])))).toBe(ErrorCode.INTERNAL);
    await loading.stop();
  });
});
