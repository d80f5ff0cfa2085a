import { decodeJwt } from 'jose';

import { as, type AuthHarness, call, codeOf, startAuthHarness, unique } from './support/auth-harness';
import { type Account, createRoot, createTenant, login, PASSWORD, type Tenant } from './support/tenants';

describe('AuthService session (gRPC)', () => {
  let h: AuthHarness;
  let root: Account;
  let tenant: Tenant;

  beforeAll(async () => {
    h = await startAuthHarness();
    root = await createRoot(h);
    tenant = await createTenant(h, root);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('logs in with the right password and signs the documented claims', async () => {
    const response = await call(
      h.auth.login({ username: tenant.driver.email.toUpperCase(), password: PASSWORD, clientAddress: '' }),
    );
    const claims = decodeJwt(response.token);
    expect(claims).toMatchObject({
      sub: String(tenant.driver.userId),
      org: tenant.organizationId,
      roles: ['DRIVER'],
      iss: 'fleetlog-auth',
      aud: 'fleetlog',
    });
    expect(typeof claims.jti).toBe('string');
    expect(response.expiresAtMs).toBe((claims.exp as number) * 1000);
  });

  it('records lastSeenApp on login', async () => {
    await login(h, tenant.admin.email);
    const me = await call(h.auth.getCurrentUser({}, as(tenant.admin.token)));
    expect(me.user!.lastSeenApp).toBeGreaterThan(0);
  });

  it('answers INVALID_LOGIN for a wrong password and for an unknown account alike', async () => {
    expect(
      await codeOf(h.auth.login({ username: tenant.admin.email, password: 'wrong-password', clientAddress: '' })),
    ).toBe('INVALID_LOGIN');
    expect(
      await codeOf(h.auth.login({ username: `${unique('nobody')}@x.test`, password: PASSWORD, clientAddress: '' })),
    ).toBe('INVALID_LOGIN');
  });

  it('refuses an archived user with USER_ARCHIVED and lets it in again once activated', async () => {
    const other = await createTenant(h, root);
    await call(h.users.archiveUser({ id: other.driver.userId }, as(other.admin.token)));
    expect(await codeOf(h.auth.login({ username: other.driver.email, password: PASSWORD, clientAddress: '' }))).toBe(
      'USER_ARCHIVED',
    );
    // Its still valid token no longer works either.
    expect(await codeOf(h.auth.getCurrentUser({}, as(other.driver.token)))).toBe('UNAUTHENTICATED');
    await call(h.users.activateUser({ id: other.driver.userId }, as(other.admin.token)));
    await expect(login(h, other.driver.email)).resolves.toEqual(expect.any(String));
  });

  it('blocks an account after 5 failures, even with the right password', async () => {
    const victim = await createTenant(h, root);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await codeOf(h.auth.login({ username: victim.driver.email, password: 'guess-' + attempt, clientAddress: '' })),
      ).toBe('INVALID_LOGIN');
    }
    expect(await codeOf(h.auth.login({ username: victim.driver.email, password: PASSWORD, clientAddress: '' }))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('resets the account counter on a successful login', async () => {
    const user = await createTenant(h, root);
    for (let attempt = 0; attempt < 4; attempt++) {
      await codeOf(h.auth.login({ username: user.driver.email, password: 'guess', clientAddress: '' }));
    }
    await login(h, user.driver.email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await codeOf(h.auth.login({ username: user.driver.email, password: 'guess', clientAddress: '' }))).toBe(
        'INVALID_LOGIN',
      );
    }
    await expect(login(h, user.driver.email)).resolves.toEqual(expect.any(String));
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      await codeOf(h.auth.login({ username: `${unique('spray')}@x.test`, password: 'guess', clientAddress: address }));
    }
    expect(
      await codeOf(h.auth.login({ username: tenant.admin.email, password: PASSWORD, clientAddress: address })),
    ).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not affected.
    await expect(
      call(h.auth.login({ username: tenant.admin.email, password: PASSWORD, clientAddress: `${address}9` })),
    ).resolves.toHaveProperty('token');
  });

  it('returns the current user with the organisations it knows and their module flags', async () => {
    const child = await createTenant(h, root, { parentId: tenant.organizationId });
    const me = await call(h.auth.getCurrentUser({}, as(tenant.admin.token)));
    expect(me.user!.userId).toBe(tenant.admin.userId);
    expect(me.organizations.map((org) => org.organizationId).sort()).toEqual(
      [tenant.organizationId, child.organizationId].sort(),
    );
    const childView = await call(h.auth.getCurrentUser({}, as(child.admin.token)));
    expect(childView.organizations.map((org) => org.organizationId)).toEqual([child.organizationId]);
  });

  it('refuses calls without or with a forged token', async () => {
    expect(await codeOf(h.auth.getCurrentUser({}))).toBe('UNAUTHENTICATED');
    expect(await codeOf(h.auth.getCurrentUser({}, as(`${tenant.admin.token}x`)))).toBe('UNAUTHENTICATED');
  });

  it('publishes the public key as a JWKS', async () => {
    const { jwksJson } = await call(h.auth.getVerificationKeys({}));
    const jwks = JSON.parse(jwksJson) as { keys: Array<Record<string, string>> };
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('answers liveness and readiness (PostgreSQL and Redis) over HTTP', async () => {
    const base = `http://127.0.0.1:${h.config.AUTH_HTTP_PORT}/health`;
    const live = await fetch(`${base}/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });
});
