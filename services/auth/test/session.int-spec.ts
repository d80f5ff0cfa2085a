import { errorCodeToJSON } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { useBeforeAll } from '@fleetlog/testing';
import { decodeJwt } from 'jose';
import type { Observable } from 'rxjs';

import { as, call, codeOf, unique, useAuthHarness } from './support/auth-harness';
import { createRoot, createTenant, login, PASSWORD } from './support/tenants';

describe('AuthService session (gRPC)', () => {
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

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

  // A fresh client address per use: failures count in the shared Redis for a long time.
  const someAddress = (): string => unique('client');

  async function failureOf(observable: Observable<unknown>): Promise<DomainError> {
    try {
      await call(observable);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('the call succeeded');
  }

  it('blocks the attacking pair after 10 failures, with retryAfterSeconds, while its owner still logs in elsewhere', async () => {
    const victim = await createTenant(h, root);
    const attacker = someAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        await codeOf(
          h.auth.login({ username: victim.driver.email, password: `guess-${attempt}`, clientAddress: attacker }),
        ),
      ).toBe('INVALID_LOGIN');
    }
    // Blocked even with the right password: the pair cannot guess on.
    const blocked = await failureOf(
      h.auth.login({ username: victim.driver.email, password: PASSWORD, clientAddress: attacker }),
    );
    expect(errorCodeToJSON(blocked.code)).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.details.retryAfterSeconds)).toBeGreaterThan(800);
    expect(Number(blocked.details.retryAfterSeconds)).toBeLessThanOrEqual(900);
    // The owner, from its own address, is not locked out by the stranger.
    await expect(
      call(h.auth.login({ username: victim.driver.email, password: PASSWORD, clientAddress: someAddress() })),
    ).resolves.toHaveProperty('token');
    // Nor are other accounts from the attacking address (it is far from the address limit).
    await expect(
      call(h.auth.login({ username: victim.admin.email, password: PASSWORD, clientAddress: attacker })),
    ).resolves.toHaveProperty('token');
  });

  it('counts consecutive failures of a pair: a successful login starts the count again', async () => {
    const user = await createTenant(h, root);
    const address = someAddress();
    const fail = () => codeOf(h.auth.login({ username: user.driver.email, password: 'guess', clientAddress: address }));
    for (let attempt = 0; attempt < 9; attempt++) await fail();
    await call(h.auth.login({ username: user.driver.email, password: PASSWORD, clientAddress: address }));
    for (let attempt = 0; attempt < 9; attempt++) expect(await fail()).toBe('INVALID_LOGIN');
    await expect(
      call(h.auth.login({ username: user.driver.email, password: PASSWORD, clientAddress: address })),
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
