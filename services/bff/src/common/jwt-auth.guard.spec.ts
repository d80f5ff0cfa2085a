import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@fleetlog/contracts';
import { AccessDirectory, CallerResolver } from '@fleetlog/access';
import { JwtVerifier, type Role } from '@fleetlog/security';
import { importPKCS8, SignJWT } from 'jose';

import { Public, SuperadminOnly } from './access.decorators';
import type { AuthenticatedRequest } from './caller';
import { JwtAuthGuard } from './jwt-auth.guard';

const KEYS_DIR = join(__dirname, '..', '..', '..', '..', '.local', 'keys');
const VERIFY_OPTIONS = { issuer: 'fleetlog-auth', audience: 'fleetlog' };

@Controller()
class ExampleController {
  @Get() protectedRoute(): void {}
  @Public() @Get() publicRoute(): void {}
  @SuperadminOnly() @Get() adminRoute(): void {}
}

interface TokenSpec {
  privatePem?: string;
  roles?: Role[];
  expiresIn?: string | number;
  issuer?: string;
}

async function signToken({
  privatePem,
  roles = ['DRIVER'],
  expiresIn = '1h',
  issuer = 'fleetlog-auth',
}: TokenSpec = {}) {
  const key = await importPKCS8(privatePem ?? readFileSync(join(KEYS_DIR, 'jwt-private.pem'), 'utf8'), 'EdDSA');
  return new SignJWT({ org: 7, roles })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject('42')
    .setIssuer(issuer)
    .setAudience('fleetlog')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

function contextFor(handler: keyof ExampleController, headers: Record<string, string>) {
  const request = { headers } as unknown as AuthenticatedRequest;
  const context = {
    getType: () => 'http',
    getHandler: () => ExampleController.prototype[handler],
    getClass: () => ExampleController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

/** The caller read models with user 42 of organisation 7 (the tokens' subject); no Kafka, no auth. */
async function directoryWithUser(): Promise<AccessDirectory> {
  const source = {
    snapshotOrganizations: async () => [
      {
        organizationId: 7,
        parentOrganization: 0,
        fullName: 'Seven',
        modules: {},
        settings: {},
        version: 1,
        kontekActive: false,
      },
    ],
    snapshotUsers: async () => [
      { userId: 42, organizationId: 7, roles: ['DRIVER'], isArchived: false, displayName: 'Forty-Two', version: 1 },
    ],
  };
  const feed = { subscribe: async () => undefined, disconnect: async () => undefined };
  const logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
  const directory = new AccessDirectory(source, feed, { groupIdPrefix: 'test', resnapshotIntervalMs: 0, logger });
  await directory.start();
  return directory;
}

describe(JwtAuthGuard.name, () => {
  let guard: JwtAuthGuard;
  let directory: AccessDirectory;
  let version = 1;

  /** User 42 as auth now says it is (the roles in the read model, whatever the token claims). */
  function setUser(roles: Role[], changes: { archived?: boolean; organizationId?: number; deleted?: boolean } = {}) {
    version += 1;
    directory.users.apply({
      user: {
        userId: 42,
        organizationId: changes.organizationId ?? 7,
        roles,
        isArchived: changes.archived ?? false,
        displayName: 'Forty-Two',
      } as never,
      deleted: changes.deleted ?? false,
      changedTsMs: Date.now(),
      version,
    });
  }

  beforeAll(async () => {
    const verifier = await JwtVerifier.fromPublicKeyFile(join(KEYS_DIR, 'jwt-public.pem'), VERIFY_OPTIONS);
    directory = await directoryWithUser();
    guard = new JwtAuthGuard(new Reflector(), new CallerResolver(verifier, directory, 1_000, 100));
  });

  beforeEach(() => setUser(['DRIVER']));

  it('accepts a valid token and records the caller with the forwarded headers', async () => {
    const token = await signToken();
    const { context, request } = contextFor('protectedRoute', {
      authorization: `Bearer ${token}`,
      'x-organization-id': '9',
      'x-show-archived': 'true',
    });
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.caller).toEqual({
      principal: { userId: 42, organizationId: 7, roles: ['DRIVER'], token },
      organizationId: 9,
      showArchived: true,
    });
  });

  it('rejects a request without a token', async () => {
    const { context } = contextFor('protectedRoute', {});
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('rejects an expired token', async () => {
    const token = await signToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const { context } = contextFor('protectedRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('rejects a token signed with another key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const token = await signToken({ privatePem });
    const { context } = contextFor('protectedRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('rejects a token from another issuer', async () => {
    const token = await signToken({ issuer: 'someone-else' });
    const { context } = contextFor('protectedRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('lets public routes through without a token', async () => {
    const { context, request } = contextFor('publicRoute', {});
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.caller).toBeUndefined();
  });

  it('refuses superadmin routes to non-superadmins with ROOT_REQUIRED', async () => {
    setUser(['ADMIN']);
    const token = await signToken({ roles: ['ADMIN'] });
    const { context } = contextFor('adminRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.ROOT_REQUIRED });
  });

  it.each<Role>(['ROOT', 'HEXA'])('lets %s through superadmin routes', async (role) => {
    setUser([role]);
    const token = await signToken({ roles: [role] });
    const { context } = contextFor('adminRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).resolves.toBe(true);
  });

  it("uses the current roles, not the token's: a demoted HEXA is refused superadmin routes", async () => {
    const token = await signToken({ roles: ['HEXA'] });
    const { context, request } = contextFor('adminRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.ROOT_REQUIRED });
    const protectedRoute = contextFor('protectedRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(protectedRoute.context)).resolves.toBe(true);
    expect(protectedRoute.request.caller?.principal.roles).toEqual(['DRIVER']);
    expect(request.caller).toBeUndefined();
  });

  it.each([
    ['archived', { archived: true }],
    ['deleted', { deleted: true }],
    ['moved to another organisation', { organizationId: 8 }],
  ])('refuses the token of a user since %s with UNAUTHENTICATED', async (_label, changes) => {
    setUser(['ADMIN'], changes);
    const token = await signToken({ roles: ['ADMIN'] });
    const { context } = contextFor('protectedRoute', { authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.UNAUTHENTICATED });
  });

  it('rejects a malformed organisation header', async () => {
    const token = await signToken();
    const { context } = contextFor('protectedRoute', { authorization: `Bearer ${token}`, 'x-organization-id': 'x' });
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: ErrorCode.MISFORMATTED_FIELDS });
  });
});
