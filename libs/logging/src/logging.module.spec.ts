import { serializeRequest, serializeResponse } from './logging.module';

describe('serializeRequest', () => {
  it('logs the path without the query string, which can carry single-use tokens', () => {
    const logged = serializeRequest({
      id: 7,
      method: 'POST',
      url: '/api/auth/validate-password-token?token=secret-reset-token',
      headers: { host: 'localhost' },
    });
    expect(logged).toEqual({
      id: 7,
      method: 'POST',
      url: '/api/auth/validate-password-token',
      headers: { host: 'localhost' },
    });
    expect(JSON.stringify(logged)).not.toContain('secret-reset-token');
  });

  it('logs a few useful headers and never credentials', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/vehicles',
      headers: {
        host: 'localhost',
        'user-agent': 'curl/8',
        authorization: 'Bearer secret-token',
        cookie: 'refresh=secret-cookie',
        accept: '*/*',
      },
    });
    expect(logged.headers).toEqual({ host: 'localhost', 'user-agent': 'curl/8' });
    expect(JSON.stringify(logged)).not.toMatch(/secret/);
  });
});

describe('serializeResponse', () => {
  it('logs the status code only', () => {
    expect(
      serializeResponse({ statusCode: 201, getHeaders: () => ({ 'set-cookie': 'x' }) } as { statusCode: number }),
    ).toEqual({
      statusCode: 201,
    });
  });
});
