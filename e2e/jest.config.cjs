const path = require('node:path');
const { createJestConfig } = require('../scripts/jest/base.cjs');

/** The browser suite: the production build served by the real server on a temporary database. */
module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: path.join(__dirname, 'src', 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src', 'global-teardown.ts'),
  testTimeout: 90_000,
  maxWorkers: 1,
});
