const path = require('node:path');
const { createJestConfig } = require('../../scripts/jest/base.cjs');

/**
 * `npm run test:sso`: campus sign-in through the real portal (the production build, two server
 * instances on PostgreSQL behind deploy/nginx.conf) in Chromium, against real identity
 * providers: the `oidc-provider` test OP (scripts/sso/oidc-provider.mjs) and SimpleSAMLphp
 * (scripts/sso/simplesamlphp.sh). Needs `npm run build` first, DATABASE_URL_TEST, nginx,
 * chromium, and `apt-get install simplesamlphp php-cli php-xml php-mbstring`. Ports 8400-8499 (SSO_PORT_BASE).
 */
module.exports = createJestConfig(path.resolve(__dirname, '..'), {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/sso/**/*.sso.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
  reporters: [
    'default',
    [path.resolve(__dirname, '../../scripts/jest/totals-reporter.cjs'), { name: 'sso' }],
  ],
});
