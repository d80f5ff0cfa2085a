// Shared jest setup: swc transpiles TypeScript with decorator metadata (NestJS, MikroORM need it).
// Unit tests sit beside the code (*.spec.ts); integration tests live in <project>/test (*.int-spec.ts) and use the
// local stack started once per run by the global setup of @fleetlog/testing.
const path = require('node:path');

module.exports = (projectDir) => ({
  displayName: path.basename(projectDir),
  rootDir: projectDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // jose is published as ES modules only; let swc transpile it for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(jose|rbush|quickselect)/)'],
  // The test environment and the shared run's services, once per jest run; stopped by the teardown.
  globalSetup: path.join(__dirname, 'libs/testing/src/jest/global-setup.js'),
  globalTeardown: path.join(__dirname, 'libs/testing/src/jest/global-teardown.js'),
  testTimeout: 30000,
});
