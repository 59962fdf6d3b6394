/**
 * Chunk grouping. Sharing every MUI deep import as its own singleton makes webpack emit one
 * small async chunk per import: the host fetched ~110 JS files before the login page showed.
 * The host provides the shared singletons the whole page uses, so it groups them into a few
 * vendor chunks (cached with content hashes). MUI is split by load (first-load-modules.cjs): what
 * the first screen needs, then one chunk per set of lazy parts needing the rest (the signed-in
 * shell; the table's menus, dialogs and pickers...), else every page would download all of them.
 * Remotes keep webpack's default: they load only the few modules the host does not provide,
 * and grouping would drag a whole second copy of the group in for each one of them.
 */
const { ENTRY_LOAD, loadsOf } = require('./first-load-modules.cjs');

const nodeModules = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

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

const resourceOf = (module) => ('resource' in module && typeof module.resource === 'string' ? module.resource : '');

/**
 * MUI chunk of a module: `vendor-mui` if the first screen needs it, else one chunk per set of
 * later loads that need it (`vendor-mui-app-shell`, `vendor-mui-app-shell+mrt-data-table`, ...).
 * @param {import('webpack').Module} module
 * @param {import('webpack').ModuleGraph} moduleGraph
 */
function muiChunkName(module, moduleGraph) {
  const loads = loadsOf(module, moduleGraph);
  if (loads.has(ENTRY_LOAD)) return 'vendor-mui';
  // Only provided for a remote (no load of this container needs it).
  if (loads.size === 0) return 'vendor-mui-other';
  return `vendor-mui-${[...loads].sort().join('+')}`;
}

/** @type {WeakMap<import('webpack').Module, string>} */
const muiNames = new WeakMap();

/** @param {'host' | 'remote'} kind */
function splitChunksFor(kind) {
  if (kind !== 'host') return undefined;
  const group = { chunks: 'async', enforce: true, priority: 20, reuseExistingChunk: true };
  return {
    chunks: 'async',
    cacheGroups: {
      'vendor-react': { ...group, name: 'vendor-react', test: (module) => REACT.test(resourceOf(module)) },
      'vendor-mui': {
        ...group,
        // `name` is not given the module graph; `test` (called first, with it) records the name.
        test: (module, { moduleGraph }) => {
          if (!MUI.test(resourceOf(module))) return false;
          const name = muiChunkName(module, moduleGraph);
          // A module that is not on the first screen may also be provided to a remote (TextField
          // for remote-account's forms): grouped with the table's menus it would drag those along,
          // so it keeps webpack's default split instead.
          if (name !== 'vendor-mui') return false;
          muiNames.set(module, name);
          return true;
        },
        name: (module) => muiNames.get(module) ?? 'vendor-mui',
      },
    },
  };
}

module.exports = { splitChunksFor };
