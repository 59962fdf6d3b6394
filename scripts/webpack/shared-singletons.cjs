/**
 * The `shared` map every container passes to ModuleFederationPlugin. Each entry is a
 * singleton with the version of the package actually installed (without it MUI's deep
 * imports log dozens of "Version 0 does not satisfy ..." warnings) and the range the
 * consuming package declares, so a skew gives one clear console warning, never a second copy.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROUTER_FACADE } = require('./react-router-api.cjs');

/** The federation singletons (shared/README.md); a trailing slash shares every deep import of that package too. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // Not Redux Toolkit or react-redux: only the shared package imports them (eslint.config.mjs),
  // so they live inside its singleton, tree-shaken, one copy (/login: -6 KB gzip, issue 18).
  // Deep imports only (`@mui/material/Button`): a shared module is never tree-shaken, so sharing
  // the `@mui/material` barrel would ship every component (eslint.config.mjs forbids importing it).
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  // Not `react-router` on its own: react-router-dom 7 is `export * from 'react-router'`, and a
  // star re-export of a shared module comes out of webpack's persistent cache without its
  // exports (a warm rebuild rendered `undefined` for <Routes>). Import react-router-dom only;
  // what is shared under that name is the declarative API (IMPORTS below).
  'react-router-dom',
  // The store and api slice (the barrel), and each subpath as its own singleton (`/schemas` with
  // zod, `/ui` with date-fns, `/export`): a page downloads a subpath when it first imports it.
  '@inventor-portal/shared',
  '@inventor-portal/shared/',
];

/** Shared keys provided from another module than the package itself. */
const IMPORTS = { 'react-router-dom': ROUTER_FACADE };

const REPO_NODE_MODULES = path.resolve(__dirname, '..', '..', 'node_modules');

/**
 * Reads node_modules/<name>/package.json walking up from `fromDir` (ignores `exports`), then the
 * repository's node_modules (a copy of a remote built by `deploy:remote --src` lives outside it).
 */
function readInstalledPackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const fallback = path.join(REPO_NODE_MODULES, name, 'package.json');
  if (fs.existsSync(fallback)) return JSON.parse(fs.readFileSync(fallback, 'utf8'));
  throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
}

/**
 * @param {string} packageDir the app (host or remote) folder
 * @param {{ provider?: boolean }} [options] `provider`: the host, whose own copies are the ones
 *   loaded first (`loaded-first`): its version checks could only compare each singleton with
 *   itself, and cost ~100 semver range parses at every start (issue 9). Remotes keep them.
 */
function createSharedSingletons(packageDir, { provider = false } = {}) {
  const appPackage = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const declared = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const { version } = readInstalledPackage(packageName, packageDir);
    shared[key] = {
      ...(IMPORTS[key] ? { import: IMPORTS[key] } : {}),
      singleton: true,
      version,
      requiredVersion: provider ? false : (declared[packageName] ?? `^${version}`),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, createSharedSingletons, readInstalledPackage };
