// Browser tests: the built frontend (frontend/dist) served by the BFF of one platform for the whole run (the global
// setup's shared browser run), driven by playwright-core through one Chromium. ESM because frontend/package.json is
// "type": "module"; the shared preset is CommonJS.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  ...requireCjs('../jest.preset')(here),
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: requireCjs.resolve('../libs/testing/src/jest/global-setup-browser.js'),
  testTimeout: 120000,
  // One file at a time: the files share one platform and one Chromium, and a small machine has two cores.
  maxWorkers: 1,
};
