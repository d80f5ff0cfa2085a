import { serializeRequest } from './logging.module';

describe('serializeRequest', () => {
  it('logs the path without the query string, which can carry single-use tokens', () => {
    const logged = serializeRequest({
      id: 7,
      method: 'POST',
      url: '/api/auth/validate-password-token?token=secret-reset-token',
      headers: { host: 'localhost' },
    });
    expect(logged).toEqual({ id: 7, method: 'POST', url: '/api/auth/validate-password-token', headers: { host: 'localhost' } });
    expect(JSON.stringify(logged)).not.toContain('secret-reset-token');
  });
});
