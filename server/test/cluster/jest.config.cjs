const path = require('node:path');
const { createJestConfig } = require('../../../scripts/jest/base.cjs');

/**
 * `npm run test:cluster`: real server processes together: instances on PostgreSQL behind
 * nginx (deploy/nginx.conf), and `npm start`'s WORKERS supervisor. Needs DATABASE_URL_TEST and
 * nginx (NGINX_PATH, default /usr/sbin/nginx).
 */
module.exports = createJestConfig(path.resolve(__dirname, '..', '..'), {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.cluster.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
  reporters: [
    'default',
    [
      path.resolve(__dirname, '../../../scripts/jest/totals-reporter.cjs'),
      { name: 'server-cluster' },
    ],
  ],
});
