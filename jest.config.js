// Unit, integration and system tests of every lib and service (see jest.preset.js). The frontend's browser tests
// run separately, one file at a time (frontend/jest.config.js): each file drives its own platform and Chromium.
module.exports = {
  // A global option: with projects, the presets' testTimeout would be ignored.
  testTimeout: 30000,
  projects: ['<rootDir>/libs/*/jest.config.js', '<rootDir>/services/*/jest.config.js'],
};
