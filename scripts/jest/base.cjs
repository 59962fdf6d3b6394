/**
 * Base Jest config every package extends: swc transforms (TypeScript + React automatic
 * runtime) and the totals reporter that .ci/run sums into its closing line.
 */
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} packageDir @param {import('jest').Config} overrides */
function createJestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs', 'mjs'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A few dependencies ship ESM only (cookie 1.x/2.x): let swc turn them into CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser)/)'],
    reporters: ['default', path.join(__dirname, 'totals-reporter.cjs')],
    ...overrides,
  };
}

/** Browser-like packages: jsdom with fetch/Request/Response globals (MSW) and jest-dom. */
function createDomJestConfig(packageDir, overrides = {}) {
  return createJestConfig(packageDir, {
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFiles: [path.join(__dirname, 'setup-polyfills.cjs')],
    // Rendering MUI + material-react-table in jsdom is slow on a busy 2-core machine; the
    // default 5 s per test fails for load, not for behaviour.
    testTimeout: 30_000,
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
    moduleNameMapper: { '\\.(css|png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.cjs') },
    ...overrides,
  });
}

module.exports = { createJestConfig, createDomJestConfig };
