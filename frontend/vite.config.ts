/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:3000';

// Text files worth compressing, and the size below which a compressed copy saves less than its headers cost.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at maximum
 * compression: the BFF serves them (services/bff/src/frontend-hosting) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const filesOf = async (dir: string): Promise<string[]> =>
    (
      await Promise.all(
        (await readdir(dir, { withFileTypes: true })).map((entry) =>
          entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
        ),
      )
    ).flat();
  return {
    name: 'fleetlog-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = join(config.root, config.build.outDir)),
    async closeBundle() {
      const files = (await filesOf(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const params = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${file}.br`, await brotli(content, { params }));
          await writeFile(`${file}.gz`, await gzipped(content, { level: zlib.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      // The live map socket (before '/api': the first matching entry wins).
      '/api/live': { target: backend, ws: true },
      '/api': backend,
      '/version.json': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    environment: 'node',
    // The suite runs these beside the integration and browser tests on two cores: a rendered dialog's test can take
    // longer than vitest's 5 s there without anything being wrong (ScheduleFormDialog's did, on a clean clone).
    testTimeout: 20_000,
  },
});
