import { useBeforeAll } from '@fleetlog/testing';

import { ApiClient } from './support/api-client';
import { startBff } from './support/bff-app';
import { DEMO_PASSWORD, TEST_PASSWORD, unique } from './support/fixtures';
import { useAuthStack } from './support/stack';

const PUBLIC_URL = 'http://fleetlog.test:8080';

describe('session and account over the API (real auth service)', () => {
  const { smtp, auth, api, fixtures } = useAuthStack({ publicUrl: PUBLIC_URL });
  const organization = useBeforeAll(() => fixtures.organization('session'));

  describe('login', () => {
    it('returns a token for the right password', async () => {
      const response = await api.post<{ token: string; expiresAtMs: number }>('/api/auth', {
        username: 'root@fleetlog.se',
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ token: expect.stringMatching(/^ey/), expiresAtMs: expect.any(Number) });
    });

    it('answers 401 INVALID_LOGIN for a wrong password', async () => {
      const response = await api.post('/api/auth', { username: organization.admin.email, password: 'wrong-password' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'INVALID_LOGIN' });
    });

    it('answers 403 USER_ARCHIVED for an archived user', async () => {
      const driver = await fixtures.user(organization);
      const archived = await api.patch(`/api/user/${driver.userId}/archive`, undefined, {
        token: organization.admin.token,
      });
      expect(archived.status).toBe(200);
      const response = await api.post('/api/auth', { username: driver.email, password: TEST_PASSWORD });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'USER_ARCHIVED' });
    });

    it('answers 429 with Retry-After once one address failed 10 times for one account; a forged X-Forwarded-For changes nothing', async () => {
      const driver = await fixtures.user(organization);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        // No proxy is trusted here, so the header cannot make each attempt look like a new address.
        const forged = { 'x-forwarded-for': `203.0.113.${attempt}` };
        statuses.push(
          (await api.post('/api/auth', { username: driver.email, password: 'not-it' }, { headers: forged })).status,
        );
      }
      expect(statuses).toEqual(Array(10).fill(401));
      const blocked = await api.post('/api/auth', { username: driver.email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
    });

    it('behind a trusted proxy, a stranger blocking its own address does not lock the owner out', async () => {
      const proxied = await startBff({ authGrpcUrl: auth.grpcUrl, publicUrl: PUBLIC_URL, trustProxy: '127.0.0.1' });
      try {
        const viaProxy = new ApiClient(proxied.baseUrl);
        const driver = await fixtures.user(organization);
        const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
        for (let attempt = 0; attempt < 10; attempt += 1) {
          await viaProxy.post('/api/auth', { username: driver.email, password: 'not-it' }, from('203.0.113.66'));
        }
        const attacker = await viaProxy.post(
          '/api/auth',
          { username: driver.email, password: TEST_PASSWORD },
          from('203.0.113.66'),
        );
        expect(attacker.status).toBe(429);
        const owner = await viaProxy.post(
          '/api/auth',
          { username: driver.email, password: TEST_PASSWORD },
          from('198.51.100.7'),
        );
        expect(owner.status).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('current user', () => {
    it('GET /api/auth returns the user with the organisations they know', async () => {
      const response = await api.get<{
        user: { id: number; userId: number; roles: string[] };
        organizations: unknown[];
      }>('/api/auth', { token: organization.admin.token });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: organization.admin.userId, userId: organization.admin.userId });
      expect(response.body.user.roles).toContain('ADMIN');
      expect(response.body.organizations).toEqual(
        expect.arrayContaining([expect.objectContaining({ organizationId: organization.organizationId })]),
      );
    });

    it('GET /api/session returns the token claims', async () => {
      const response = await api.get('/api/session', { token: organization.admin.token });
      expect(response.body).toEqual({
        userId: organization.admin.userId,
        organizationId: organization.organizationId,
        roles: ['ADMIN'],
        expiresAtMs: expect.any(Number),
      });
    });

    it('changes the own password with the old one', async () => {
      const driver = await fixtures.user(organization);
      const newPassword = 'Changed-password-2';
      const changed = await api.patch(
        `/api/user/${driver.userId}`,
        { password: newPassword, passwordConfirmation: newPassword, oldPassword: TEST_PASSWORD },
        { token: driver.token },
      );
      expect(changed.status).toBe(200);
      await expect(api.login(driver.email, newPassword)).resolves.toEqual(expect.any(String));
    });
  });

  describe('password reset', () => {
    it('mails a link whose token works once', async () => {
      const driver = await fixtures.user(organization);
      const requested = await api.post('/api/reset-password', { email: driver.email });
      expect(requested.status).toBe(204);

      const mail = await smtp.waitForMail((received) => received.to.includes(driver.email), 20_000);
      const link = /(\S+\/auth\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      expect(link!.startsWith(`${PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
      const token = new URL(link!).searchParams.get('token')!;

      const valid = await api.post(`/api/auth/validate-password-token?token=${encodeURIComponent(token)}`);
      expect(valid.status).toBe(204);

      const newPassword = 'Reset-password-3';
      const reset = { token, password: newPassword, passwordConfirmation: newPassword };
      expect((await api.patch('/api/auth/reset-password', reset)).status).toBe(204);
      await expect(api.login(driver.email, newPassword)).resolves.toEqual(expect.any(String));

      const again = await api.patch('/api/auth/reset-password', reset);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'TOKEN_USED' });
      const revalidated = await api.post(`/api/auth/validate-password-token?token=${encodeURIComponent(token)}`);
      expect(revalidated.body).toMatchObject({ code: 'TOKEN_USED' });
    });

    it('answers 204 for an unknown address too (no account enumeration)', async () => {
      const response = await api.post('/api/reset-password', { email: `${unique('nobody')}@example.se` });
      expect(response.status).toBe(204);
    });

    it('sends an invitation mail with a link to this BFF', async () => {
      const email = `${unique('invited')}@example.se`.toLowerCase();
      const invited = await api.post<{ inviteSentTsMs: number }>(
        '/api/invite-user',
        { email, fullName: 'Invited Person' },
        { token: organization.admin.token },
      );
      expect(invited.status).toBe(200);
      expect(invited.body.inviteSentTsMs).toBeGreaterThan(0);
      const mail = await smtp.waitForMail((received) => received.to.includes(email), 20_000);
      expect(mail.text).toContain(`${PUBLIC_URL}/auth/reset-password?token=`);
    });
  });

  it('reports not ready while fleet and devices do not answer, naming which', async () => {
    // This suite runs auth alone; the full readiness (200) is checked where all three services run.
    const ready = await api.get('/health/ready');
    expect({ status: ready.status, body: ready.body }).toEqual({
      status: 503,
      body: { status: 'unavailable', auth: 'ok', fleet: 'unreachable', devices: 'unreachable' },
    });
  });
});
