/**
 * Base Jest config every package extends: swc transforms (TypeScript + React automatic
 * runtime) and the totals reporter that .ci/run sums into its closing line.
 */
const fs = require('node:fs');
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

/**
 * The package aliases of tsconfig.json `paths` (`@server/*` -> server/src/*, ...), so a test
 * resolves an import as tsc, webpack and tsx do.
 */
const ROOT = path.join(__dirname, '..', '..');
const PATH_ALIASES = Object.fromEntries(
  Object.entries(
    JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions.paths ??
      {},
  ).map(([alias, [target]]) => [
    `^${alias.replace(/\/\*$/, '')}/(.*)$`,
    path.join(ROOT, target.replace(/\*$/, '$1')),
  ]),
);

/** @param {string} packageDir @param {import('jest').Config} overrides */
function createJestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs', 'mjs'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A few dependencies ship ESM only (cookie 1.x/2.x; content-disposition 3.x under
    // @fastify/swagger-ui's @fastify/static; openid-client 6 and its oauth4webapi and jose):
    // let swc turn them into CommonJS.
    transformIgnorePatterns: [
      '^(?!.*/node_modules/(cookie|set-cookie-parser|content-disposition|openid-client|oauth4webapi|jose)/).*/node_modules/',
    ],
    reporters: ['default', path.join(__dirname, 'totals-reporter.cjs')],
    ...overrides,
    moduleNameMapper: { ...PATH_ALIASES, ...overrides.moduleNameMapper },
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
    setupFilesAfterEnv: [
      path.join(__dirname, 'setup-dom.cjs'),
      path.join(__dirname, 'setup-i18n.cjs'),
    ],
    moduleNameMapper: {
      '\\.(css|png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // MUI InputBase's own import of it (textarea-autosize-stub.cjs says why).
      '^\\.\\./TextareaAutosize(/index\\.js)?$': path.join(__dirname, 'textarea-autosize-stub.cjs'),
    },
    ...overrides,
  });
}

module.exports = { createJestConfig, createDomJestConfig };
