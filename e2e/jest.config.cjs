const path = require('node:path');
const { createJestConfig } = require('../scripts/jest/base.cjs');

/**
 * The browser suite: the production build served by the real server on a temporary database.
 * Two workers by default (E2E_WORKERS), each with its own server, data directory and ports
 * (src/global-setup.ts): the suite mostly waits (timers, server restarts, the browser), so two
 * files at once on two cores took 10.5 min for 21 min of files (.ci/run, 2026-11-27). The longest
 * files start first (src/sequencer.cjs). `--runInBand` runs one server, one file at a time. With
 * E2E_DATABASE_URL (one PostgreSQL database) it runs in one worker.
 */
const workers = Number(process.env.E2E_WORKERS || (process.env.E2E_DATABASE_URL ? 1 : 2));

module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: path.join(__dirname, 'src', 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src', 'global-teardown.ts'),
  setupFiles: [path.join(__dirname, 'src', 'worker-server.ts')],
  testSequencer: path.join(__dirname, 'src', 'sequencer.cjs'),
  testTimeout: 90_000,
  maxWorkers: workers,
});
