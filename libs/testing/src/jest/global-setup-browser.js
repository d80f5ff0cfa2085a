// Jest global setup of the browser tests (frontend/jest.config.js): the test environment as for every project, then
// the shared browser run: one seeded platform serving frontend/dist and one Chromium for every browser test file.
const { stackEnvironment } = require('./global-setup');
const { startSharedRun } = require('./shared-run');

module.exports = async function globalSetup() {
  if (stackEnvironment() && process.env.FLEETLOG_SHARED_RUN !== '0') startSharedRun('browser');
};
