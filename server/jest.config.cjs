const { createJestConfig } = require('../scripts/jest/base.cjs');

module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Each test file builds its own app on its own temporary database.
  testTimeout: 30000,
});
