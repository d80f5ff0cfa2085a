// Browser tests: the built frontend (frontend/dist) served by the BFF of startPlatform(), driven by playwright-core.
// ESM because frontend/package.json is "type": "module"; the shared preset is CommonJS.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  ...requireCjs('../jest.preset')(here),
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 120000,
  // Every file starts its own auth + BFF + Chromium; one at a time keeps a small machine from timing out.
  maxWorkers: 1,
};
