// jose v6 ships ES modules only; swc compiles it to CommonJS like our own code (same as libs/security, until
// jest.preset.js carries the line).
module.exports = {
  ...require('../../jest.preset')(__dirname),
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};
