import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError, configureApiClient } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client: silent refresh on 401', () => {
  let token: string | null;
  const refreshSession = vi.fn<(failed: string) => Promise<boolean>>();
  const onUnauthorized = vi.fn();
  const onError = vi.fn();
  // The server accepts only the current token, as the BFF accepts only an unexpired one.
  let validToken: string;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return auth === `Bearer ${validToken}` ? json(200, { ok: true }) : json(401, { code: 'UNAUTHENTICATED' });
  });

  beforeEach(() => {
    token = 'old';
    validToken = 'new';
    refreshSession.mockReset();
    onUnauthorized.mockReset();
    onError.mockReset();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      getToken: () => token,
      getOrganizationId: () => null,
      getShowArchived: () => false,
      refreshSession,
      onUnauthorized,
      onError,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes once for all concurrently refused requests and retries each with the new token', async () => {
    refreshSession.mockImplementation(async (failed) => {
      expect(failed).toBe('old');
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'new';
      return true;
    });
    const results = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.post('/api/c', { x: 1 })]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    // Three refused, three retried.
    expect(fetchMock).toHaveBeenCalledTimes(6);
    const retried = fetchMock.mock.calls.slice(3).map(([url, init]) => [url, init.method, init.body]);
    expect(retried).toEqual(
      expect.arrayContaining([
        ['/api/a', 'GET', undefined],
        ['/api/b', 'GET', undefined],
        ['/api/c', 'POST', '{"x":1}'],
      ]),
    );
  });

  it('does not refresh again for a request refused after another refresh already renewed the token', async () => {
    refreshSession.mockImplementation(async () => {
      token = 'new';
      return true;
    });
    await api.get('/api/a');
    // This one was sent with the old token before the renewal was visible to it.
    token = 'old';
    const late = api.get('/api/b');
    token = 'new';
    await expect(late).resolves.toEqual({ ok: true });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('logs out (§8.1) only when the silent refresh fails, and does not loop', async () => {
    refreshSession.mockResolvedValue(false);
    // As the session store's expire() does: the stored token is gone.
    onUnauthorized.mockImplementation(() => {
      token = null;
    });
    const outcomes = await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const reason = (outcomes[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry when the renewed token is refused too', async () => {
    refreshSession.mockImplementation(async () => {
      token = 'also-refused';
      return true;
    });
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows a refresh that could not be asked as that failure, without logging out', async () => {
    refreshSession.mockRejectedValue(new ApiError(0, '', 'Failed to fetch'));
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 0 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
  });

  it('never refreshes for public requests or other failures', async () => {
    fetchMock.mockImplementationOnce(async () => json(401, { code: 'INVALID_LOGIN' }));
    await expect(api.post('/api/auth', {}, { isPublic: true })).rejects.toMatchObject({ status: 401 });
    fetchMock.mockImplementationOnce(async () => json(403, { code: 'USER_FORBIDDEN' }));
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 403 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
