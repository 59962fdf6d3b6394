/**
 * Chunk grouping. Sharing every MUI deep import as its own singleton makes webpack emit one
 * small async chunk per import: the host fetched ~110 JS files before the login page showed.
 * The host provides the shared singletons the whole page uses, so it groups them into a few
 * vendor chunks (cached with content hashes), split by load (first-load-modules.cjs): what the
 * first screen needs (`vendor-react`, `vendor-mui`), what the signed-in shell adds
 * (`vendor-shell`); the rest (the table's menus, dialogs and pickers...) keeps webpack's split,
 * else every page would download all of them.
 * Remotes keep webpack's default: they load only the few modules the host does not provide,
 * and grouping would drag a whole second copy of the group in for each one of them.
 */
const { ENTRY_LOAD, loadsOf } = require('./first-load-modules.cjs');

const nodeModules = (packages) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

const REACT = nodeModules([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'use-sync-external-store',
  'cookie',
  'set-cookie-parser',
]);
const MUI = nodeModules([
  '@mui[\\\\/](?:material|system|utils|styled-engine|private-theming|core-downloads-tracker|types)',
  '@emotion',
  '@popperjs',
  'react-transition-group',
  'stylis',
  'clsx',
  'prop-types',
  'react-is',
  'hoist-non-react-statics',
  '@babel[\\\\/]runtime',
  'dom-helpers',
  'csstype',
]);

const resourceOf = (module) =>
  'resource' in module && typeof module.resource === 'string' ? module.resource : '';

/**
 * The host's signed-in shell (host/src/app/lazy-pages.tsx): every signed-in page and every remote
 * page but create-account renders inside it, so what it needs is fetched as one group with it.
 */
const SHELL_LOAD = 'signed-in';
const LIBRARY_OR_SHARED = /[\\/](?:node_modules|shared[\\/]src)[\\/]/;

/**
 * `vendor-shell`: library and shared-package modules the signed-in shell needs that the first
 * screen does not (the page kit, its MUI, date-fns). Without it webpack split them into one small
 * chunk per shared module: about 40 requests before the dashboard showed.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ModuleGraph} moduleGraph
 */
function isShellVendor(module, moduleGraph) {
  if (!LIBRARY_OR_SHARED.test(resourceOf(module))) return false;
  const loads = loadsOf(module, moduleGraph);
  return loads.has(SHELL_LOAD) && !loads.has(ENTRY_LOAD);
}

/** @param {'host' | 'remote'} kind */
function splitChunksFor(kind) {
  if (kind !== 'host') return undefined;
  const group = { chunks: 'async', enforce: true, priority: 20, reuseExistingChunk: true };
  return {
    chunks: 'async',
    cacheGroups: {
      'vendor-react': {
        ...group,
        name: 'vendor-react',
        test: (module) => REACT.test(resourceOf(module)),
      },
      // A module not on the first screen may also be provided to a remote (TextField for
      // remote-account's forms): outside the shell's group it keeps webpack's default split, so
      // it never drags the table's menus along.
      'vendor-mui': {
        ...group,
        name: 'vendor-mui',
        test: (module, { moduleGraph }) =>
          MUI.test(resourceOf(module)) && loadsOf(module, moduleGraph).has(ENTRY_LOAD),
      },
      'vendor-shell': {
        ...group,
        priority: 10,
        name: 'vendor-shell',
        test: (module, { moduleGraph }) => isShellVendor(module, moduleGraph),
      },
    },
  };
}

/** The host's groups that every page downloads first (preloaded by index.html). */
const FIRST_SCREEN_GROUPS = ['vendor-react', 'vendor-mui'];

module.exports = { splitChunksFor, FIRST_SCREEN_GROUPS };
