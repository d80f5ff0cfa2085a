// The whole jest suite: every lib, service and the frontend's browser tests (see jest.preset.js).
module.exports = {
  projects: ['<rootDir>/libs/*/jest.config.js', '<rootDir>/services/*/jest.config.js', '<rootDir>/frontend/jest.config.js'],
};
