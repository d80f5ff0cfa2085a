import { useLoneBff } from './support/bff-app';

// Issue 6, "A request costs little": Express hashed every API answer for an ETag although API answers are `no-store`
// (nothing revalidates them). Static files of the web app keep their validators.
describe('what the BFF computes for an answer', () => {
  const { bff } = useLoneBff();

  it('sends API answers without an ETag (they are no-store)', async () => {
    for (const path of ['/api/control', '/api/docs-json']) {
      const response = await fetch(`${bff.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBeNull();
    }
    const refused = await fetch(`${bff.baseUrl}/api/vehicles`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('etag')).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps validators on the web app’s static files', async () => {
    const response = await fetch(`${bff.baseUrl}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBeNull();
  });
});
