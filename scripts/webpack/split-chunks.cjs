/**
 * Chunk grouping. Sharing every MUI deep import as its own singleton makes webpack emit one
 * small async chunk per import: the host fetched ~110 JS files before the login page showed.
 * The host provides the shared singletons the whole page uses, so it groups them into a few
 * vendor chunks (cached with content hashes). Remotes keep webpack's default: they load only
 * the few modules the host does not provide, and grouping would drag a whole second copy of
 * the group in for each one of them.
 */
const nodeModules = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

const HOST_GROUPS = {
  'vendor-react': nodeModules([
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
  ]),
  'vendor-mui': nodeModules([
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
  ]),
};

/** @param {'host' | 'remote'} kind */
function splitChunksFor(kind) {
  if (kind !== 'host') return undefined;
  return {
    chunks: 'async',
    cacheGroups: Object.fromEntries(
      Object.entries(HOST_GROUPS).map(([name, test]) => [
        name,
        { test, name, chunks: 'async', enforce: true, priority: 20, reuseExistingChunk: true },
      ]),
    ),
  };
}

module.exports = { splitChunksFor };
