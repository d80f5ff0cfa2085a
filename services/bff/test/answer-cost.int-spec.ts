import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '@fleetlog/testing';

import { type RunningBff, startBff } from './support/bff-app';

// Issue 6, "A request costs little": Express hashed every API answer for an ETag although API answers are `no-store`
// (nothing revalidates them). Static files of the web app keep their validators.
describe('what the BFF computes for an answer', () => {
  let bff: RunningBff;
  const dist = mkdtempSync(join(tmpdir(), 'fleetlog-frontend-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fleetlog</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.info("app")');
    bff = await startBff({ authGrpcUrl: `127.0.0.1:${await freePort()}`, frontendDist: dist });
  });

  afterAll(async () => {
    await bff?.close();
    rmSync(dist, { recursive: true, force: true });
  });

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
