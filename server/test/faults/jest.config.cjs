const path = require('node:path');
const { createJestConfig } = require('../../../scripts/jest/base.cjs');

/** `npm run test:faults`: slow fault-injection suites (real child servers, SMTP outages). */
module.exports = createJestConfig(path.resolve(__dirname, '..', '..'), {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  reporters: [
    'default',
    [
      path.resolve(__dirname, '../../../scripts/jest/totals-reporter.cjs'),
      { name: 'server-faults' },
    ],
  ],
});
