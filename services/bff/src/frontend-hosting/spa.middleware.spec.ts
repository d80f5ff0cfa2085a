import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FrontendDist } from './frontend-dist';
import { isBackendPath } from './spa.middleware';

describe(isBackendPath.name, () => {
  it.each(['/api', '/api/user/1', '/health/ready', '/metrics', '/version.json'])(
    'treats %s as the BFF’s own',
    (path) => {
      expect(isBackendPath(path)).toBe(true);
    },
  );

  it.each(['/', '/app/journey', '/auth/login', '/apiary', '/assets/index.js'])('leaves %s to the web app', (path) => {
    expect(isBackendPath(path)).toBe(false);
  });
});

describe(FrontendDist.name, () => {
  it('is unavailable without index.html and dates itself from process start', () => {
    const dist = new FrontendDist(join(tmpdir(), 'fleetlog-missing-dist'));
    expect(dist.isAvailable()).toBe(false);
    expect(dist.buildDate()).toBe(dist.buildDate());
  });

  it('uses the build time of index.html as the version date', () => {
    const root = mkdtempSync(join(tmpdir(), 'fleetlog-dist-'));
    try {
      const builtAt = new Date('2026-03-01T10:00:00.000Z');
      writeFileSync(join(root, 'index.html'), '<!doctype html>');
      utimesSync(join(root, 'index.html'), builtAt, builtAt);
      const dist = new FrontendDist(root);
      expect(dist.isAvailable()).toBe(true);
      expect(dist.buildDate().toISOString()).toBe(builtAt.toISOString());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
