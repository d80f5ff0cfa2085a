import { useBeforeAll } from '@fleetlog/testing';
import { decodeJwt } from 'jose';

import { ApiClient, type ApiResponse } from './support/api-client';
import { startBff } from './support/bff-app';
import { TEST_PASSWORD } from './support/fixtures';
import { useAuthStack } from './support/stack';

const PUBLIC_URL = 'https://fleetlog.test';
const APP = { 'x-fleetlog-session': '1', origin: PUBLIC_URL };

interface Cookie {
  value: string;
  attributes: string[];
}

/** The fleetlog_refresh cookie a response sets, with its attributes in lower case. */
function refreshCookie(response: ApiResponse): Cookie | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('fleetlog_refresh='));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice('fleetlog_refresh='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe('refresh-token cookie and the session routes (real auth service)', () => {
  const { auth, api, fixtures } = useAuthStack({ publicUrl: PUBLIC_URL });
  const localBff = useBeforeAll(() => startBff({ authGrpcUrl: auth.grpcUrl, publicUrl: 'http://localhost:3000' }), {
    close: (running) => running.close(),
  });
  const organization = useBeforeAll(() => fixtures.organization('refresh'));

  const loginCookie = async (email: string): Promise<{ response: ApiResponse<{ token: string }>; cookie: Cookie }> => {
    const response = await api.post<{ token: string }>('/api/auth', { username: email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return { response, cookie: refreshCookie(response)! };
  };
  const refresh = (cookie: string, headers: Record<string, string> = APP) =>
    api.post<{ token: string; expiresAtMs: number; code?: string }>('/api/session/refresh', undefined, {
      headers: { ...headers, cookie: `theme=dark; fleetlog_refresh=${cookie}` },
    });

  it('login sets an HttpOnly, SameSite=Strict, Secure cookie limited to /api/session, not in the body', async () => {
    const user = await fixtures.user(organization);
    const { response, cookie } = await loginCookie(user.email);
    expect(Object.keys(response.body).sort()).toEqual(['expiresAtMs', 'token']);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'secure', 'path=/api/session']),
    );
    const expires = Date.parse(cookie.attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    // The access token itself lives minutes.
    const claims = decodeJwt(response.body.token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
  });

  it('leaves out Secure only for plain-HTTP localhost (the local demo)', async () => {
    const user = await fixtures.user(organization);
    const local = new ApiClient(localBff.baseUrl);
    const response = await local.post('/api/auth', { username: user.email, password: TEST_PASSWORD });
    const cookie = refreshCookie(response)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/session']));
    expect(cookie.attributes).not.toContain('secure');
  });

  it('refresh answers a working access token and rotates the cookie; the old cookie then ends the login', async () => {
    const user = await fixtures.user(organization);
    const { cookie } = await loginCookie(user.email);
    const first = await refresh(cookie.value);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.stringMatching(/^ey/), expiresAtMs: expect.any(Number) });
    const rotated = refreshCookie(first)!;
    expect(rotated.value).not.toBe(cookie.value);
    expect(rotated.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/session']));
    expect((await api.get('/api/auth', { token: first.body.token })).status).toBe(200);

    const reused = await refresh(cookie.value);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The refused cookie is cleared, and the reuse revoked the rotated one too.
    expect(refreshCookie(reused)?.attributes).toEqual(
      expect.arrayContaining(['expires=thu, 01 jan 1970 00:00:00 gmt']),
    );
    expect((await refresh(rotated.value)).status).toBe(401);
  });

  it('refuses cross-site refresh attempts without spending the cookie', async () => {
    const user = await fixtures.user(organization);
    const { cookie } = await loginCookie(user.email);
    const refusals = [
      await refresh(cookie.value, { origin: PUBLIC_URL }),
      await refresh(cookie.value, { ...APP, origin: 'https://evil.test' }),
      await refresh(cookie.value, { ...APP, 'sec-fetch-site': 'cross-site' }),
      await refresh(cookie.value, { ...APP, 'sec-fetch-site': 'same-site' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const ok = await refresh(cookie.value, { ...APP, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    const response = await api.post('/api/session/refresh', undefined, { headers: APP });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('logout revokes the login and clears the cookie', async () => {
    const user = await fixtures.user(organization);
    const { cookie } = await loginCookie(user.email);
    const out = await api.post('/api/session/logout', undefined, {
      headers: { ...APP, cookie: `fleetlog_refresh=${cookie.value}` },
    });
    expect(out.status).toBe(204);
    expect(refreshCookie(out)?.value).toBe('');
    expect((await refresh(cookie.value)).status).toBe(401);
  });

  it('refuses refresh for an archived user', async () => {
    const user = await fixtures.user(organization);
    const { cookie } = await loginCookie(user.email);
    const archived = await api.patch(`/api/user/${user.userId}/archive`, undefined, {
      token: organization.admin.token,
    });
    expect(archived.status).toBe(200);
    expect((await refresh(cookie.value)).status).toBe(401);
  });

  it('documents the session routes and the cookie in the OpenAPI document', async () => {
    const doc = await api.get<{
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown> };
    }>('/api/docs-json');
    expect(doc.body.paths['/api/session/refresh']?.post).toBeDefined();
    expect(doc.body.paths['/api/session/logout']?.post).toBeDefined();
    expect(doc.body.components.securitySchemes.refreshCookie).toMatchObject({ in: 'cookie', name: 'fleetlog_refresh' });
  });
});
