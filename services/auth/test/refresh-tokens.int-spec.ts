import { createHash } from 'node:crypto';

import { useBeforeAll } from '@fleetlog/testing';
import { decodeJwt } from 'jose';

import { as, call, codeOf, useAuthHarness } from './support/auth-harness';
import { linkToken, mailTo } from './support/mail';
import { createRoot, createTenant, PASSWORD } from './support/tenants';

interface Session {
  token: string;
  expiresAtMs: number;
  refreshToken: string;
  refreshExpiresAtMs: number;
}

describe('AuthService refresh tokens (gRPC)', () => {
  // The default configuration, so the lifetime asserted below is the one that ships.
  const h = useAuthHarness();
  const root = useBeforeAll(() => createRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root));

  const loginAs = (email: string): Promise<Session> =>
    call(h.auth.login({ username: email, password: PASSWORD, clientAddress: '' }));
  const refresh = (refreshToken: string): Promise<Session> => call(h.auth.refresh({ refreshToken }));
  const refreshCode = (refreshToken: string): Promise<string> => codeOf(h.auth.refresh({ refreshToken }));

  it('signs access tokens that live five minutes, not hours', async () => {
    const session = await loginAs(tenant.driver.email);
    const claims = decodeJwt(session.token);
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(session.expiresAtMs).toBe(claims.exp! * 1000);
  });

  it('answers an opaque 256-bit refresh token with a 30-day absolute expiry, stored only as a hash', async () => {
    const before = Date.now();
    const session = await loginAs(tenant.driver.email);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.refreshExpiresAtMs).toBeGreaterThanOrEqual(before + 30 * 24 * 3600 * 1000 - 1000);
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    const rows = await h.orm.em
      .fork()
      .getConnection()
      .execute(`select * from auth.refresh_tokens where user_id = ?`, [tenant.driver.userId]);
    expect(rows.some((row) => row.token_hash === hash)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });

  it('rotates: a refresh answers a new access token and a new refresh token, keeping the absolute expiry', async () => {
    const first = await loginAs(tenant.driver.email);
    const second = await refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).not.toBe(first.token);
    expect(second.refreshExpiresAtMs).toBe(first.refreshExpiresAtMs);
    expect(decodeJwt(second.token)).toMatchObject({ sub: String(tenant.driver.userId), org: tenant.organizationId });
    const me = await call(h.auth.getCurrentUser({}, as(second.token)));
    expect(me.user!.userId).toBe(tenant.driver.userId);
    const third = await refresh(second.refreshToken);
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const first = await loginAs(tenant.driver.email);
    const second = await refresh(first.refreshToken);
    expect(await refreshCode(first.refreshToken)).toBe('UNAUTHENTICATED');
    // The thief or the user, whoever holds the newer token, is out too: one of them is not who they claim.
    expect(await refreshCode(second.refreshToken)).toBe('UNAUTHENTICATED');
    // Other logins of the same user are other families and keep working.
    const other = await loginAs(tenant.driver.email);
    await expect(refresh(other.refreshToken)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('gives the refreshed access token the user’s current roles', async () => {
    const other = await createTenant(h, root);
    const session = await loginAs(other.driver.email);
    expect(decodeJwt(session.token).roles).toEqual(['DRIVER']);
    await call(
      h.users.updateUser({ userId: other.driver.userId, roles: { values: ['ADMIN'] } }, as(other.admin.token)),
    );
    const refreshed = await refresh(session.refreshToken);
    expect(decodeJwt(refreshed.token)).toMatchObject({ roles: ['ADMIN'], org: other.organizationId });
  });

  it('refuses refresh for an archived user, also after activation (the family is revoked)', async () => {
    const other = await createTenant(h, root);
    const session = await loginAs(other.driver.email);
    await call(h.users.archiveUser({ id: other.driver.userId }, as(other.admin.token)));
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
    await call(h.users.activateUser({ id: other.driver.userId }, as(other.admin.token)));
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
  });

  it('refuses refresh for a deleted user', async () => {
    const other = await createTenant(h, root);
    const session = await loginAs(other.driver.email);
    await call(h.users.deleteUser({ id: other.driver.userId }, as(root.token)));
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
  });

  it('refuses refresh after the user’s password changed, for every earlier login', async () => {
    const other = await createTenant(h, root);
    const a = await loginAs(other.driver.email);
    const b = await loginAs(other.driver.email);
    await call(
      h.users.updateUser(
        {
          userId: other.driver.userId,
          oldPassword: PASSWORD,
          password: 'Another-password-2',
          passwordConfirmation: 'Another-password-2',
        },
        as(b.token),
      ),
    );
    expect(await refreshCode(a.refreshToken)).toBe('UNAUTHENTICATED');
    expect(await refreshCode(b.refreshToken)).toBe('UNAUTHENTICATED');
  });

  it('refuses refresh after a password reset and marks the user’s refresh tokens revoked', async () => {
    const other = await createTenant(h, root);
    const session = await loginAs(other.driver.email);
    await call(h.auth.requestPasswordReset({ email: other.driver.email, linkBaseUrl: 'https://fleetlog.test' }));
    const { token } = linkToken(await mailTo(h.smtp, other.driver.email));
    await call(h.auth.resetPassword({ token, password: 'Reset-password-3', passwordConfirmation: 'Reset-password-3' }));
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
    const open = await h.orm.em
      .fork()
      .getConnection()
      .execute(`select id from auth.refresh_tokens where user_id = ? and revoked_at is null`, [other.driver.userId]);
    expect(open).toEqual([]);
  });

  it('refuses refresh after logout, and logout of an unknown token is harmless', async () => {
    const session = await loginAs(tenant.admin.email);
    await call(h.auth.logout({ refreshToken: session.refreshToken }));
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
    await expect(call(h.auth.logout({ refreshToken: 'not-a-token' }))).resolves.toEqual({});
  });

  it('refuses an unknown, empty or expired refresh token', async () => {
    expect(await refreshCode('not-a-token')).toBe('UNAUTHENTICATED');
    expect(await refreshCode('')).toBe('UNAUTHENTICATED');
    const session = await loginAs(tenant.admin.email);
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    await h.orm.em
      .fork()
      .getConnection()
      .execute(`update auth.refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ?`, [hash]);
    expect(await refreshCode(session.refreshToken)).toBe('UNAUTHENTICATED');
  });
});
