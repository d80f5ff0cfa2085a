import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import express from 'express';

import { FrontendDist } from './frontend-dist';
import { isBackendPath, SpaMiddleware } from './spa.middleware';

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

describe(SpaMiddleware.name, () => {
  const script = `export const answer = ${JSON.stringify('fleetlog '.repeat(400))};\n`;
  let root: string;
  let server: Server;
  let base: string;

  // A built web app as frontend/vite.config.ts leaves it: hashed assets with their brotli and gzip copies.
  const build = () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets/index-Ab12Cd34.js'), script);
    writeFileSync(join(root, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  };
  // Node's fetch would decompress and drop the encoding: read the raw answer.
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const request = httpGet(
          `${base}${path}`,
          { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        request.on('error', reject);
      },
    );

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'fleetlog-spa-'));
    const middleware = new SpaMiddleware(new FrontendDist(root));
    const app = express();
    app.use((req, res, next) => middleware.use(req, res, next));
    app.use((_req, res) => res.status(418).send('the BFF'));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.close();
    await once(server, 'close');
    rmSync(root, { recursive: true, force: true });
  });

  it('says the web app is not built until it is, then serves the build made after the start', async () => {
    expect((await get('/app/journey')).status).toBe(503);
    build();
    const answer = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('sends the brotli copy of a hashed asset, cached for a year as immutable', async () => {
    build();
    const answer = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^(application|text)\/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    build();
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and other files outside /assets on every load', async () => {
    build();
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers.etag).toBeDefined();
    const index = await get('/index.html', 'br');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-side route with index.html (no-cache), a missing file with 404, the API not at all', async () => {
    build();
    const route = await get('/app/journey?month=2026-11', 'br');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toContain('<div id="root">');
    expect((await get('/assets/index-Missing1.js', 'br')).status).toBe(404);
    expect((await get('/api/vehicles', 'br')).status).toBe(418);
  });
});
