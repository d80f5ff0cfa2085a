/* global module, require, __dirname */
// jose v6 ships ES modules only (used through @fleetlog/security and by the tests that sign tokens); let swc
// compile it to CommonJS like our own code.
module.exports = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads this file as CommonJS
  ...require('../../jest.preset')(__dirname),
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};
