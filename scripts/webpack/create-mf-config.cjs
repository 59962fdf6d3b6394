/**
 * The one webpack config factory of the portal: the host and every remote call it from their
 * thin `webpack.config.cjs`. Module Federation (enhanced plugin, runtime remotes), swc for
 * TypeScript and minification, content-hashed files, `mf-manifest.json`, index.html, and a
 * dev server on the contract's ports. Build time matters: swc plus a filesystem cache.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  CONTRACT_FILE,
  HOST,
  REMOTES,
  DEV_API_TARGET,
  productionPublicPath,
  devRemotesJson,
} = require('./federation-contract.cjs');
const { createSharedSingletons } = require('./shared-singletons.cjs');
const { resolveExposes } = require('./resolve-exposes.cjs');
const { splitChunksFor } = require('./split-chunks.cjs');
const { FirstLoadModulesPlugin } = require('./first-load-modules.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PreloadFirstScreenPlugin } = require('./preload-first-screen-plugin.cjs');
const { sharedContractManifest, sharedContractVersion } = require('./shared-contract.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
// The shared workspace is TypeScript source, reached through node_modules/@inventor-portal/shared.
const SHARED_SRC = fs.realpathSync(path.join(ROOT, 'shared', 'src'));
const NODE_MODULES = path.join(ROOT, 'node_modules');

const html = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1e3a8a" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Inventor Portal needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

const swcRule = (packageDir, development) => ({
  test: /\.[cm]?tsx?$/,
  include: [path.join(packageDir, 'src'), SHARED_SRC],
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2022',
      },
      sourceMaps: development,
    },
  },
});

/**
 * Entry chunks (and worker chunks, which carry their own runtime) are content-hashed too, but the
 * federation runtime module asks for their file name while webpack is still hashing (before
 * `contentHash` exists), which webpack 5.111 turns into "Path variable [contenthash:8] not
 * implemented in this context" (module-federation/core#5077). It only needs the folder depth
 * then, so answer without the hash.
 * @param {import('webpack').PathData} pathData
 */
const hashedFilename = (pathData) =>
  pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';

/**
 * react-router 7's package exports name only its development build (dev warnings on); the
 * production build next to it differs by that switch. Exact-match aliases, so the shared
 * `react-router-dom` (which re-exports both) resolves to it; other subpaths are untouched.
 */
const REACT_ROUTER_DIST = path.join(NODE_MODULES, 'react-router', 'dist', 'production');
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

/**
 * `provideExternalRuntime` adds its runtime plugin by `require.resolve`, i.e. the CommonJS build,
 * which imports the CommonJS runtime-core: the host then bundled runtime-core and the sdk twice
 * (ESM for its own runtime, CJS for the copy it publishes; +24 KB gzip) and published a second
 * instance. Pointing it at the ESM build publishes the one runtime the host itself runs.
 */
const INJECT_RUNTIME_PLUGIN = require.resolve(
  '@module-federation/inject-external-runtime-core-plugin',
  {
    paths: [require.resolve('@module-federation/enhanced')],
  },
);
const PROVIDED_RUNTIME_ESM = {
  [`${INJECT_RUNTIME_PLUGIN}$`]: path.join(path.dirname(INJECT_RUNTIME_PLUGIN), 'index.js'),
};

/** Finds the contract entry (host or remote) for the package folder. */
function contractEntry(packageDir) {
  const dir = path.basename(packageDir);
  if (dir === HOST.dir) return { ...HOST, kind: 'host', exposes: [] };
  const remote = REMOTES.find((r) => r.dir === dir);
  if (!remote) throw new Error(`${dir} is not in ${path.relative(ROOT, CONTRACT_FILE)}`);
  return { ...remote, kind: 'remote' };
}

function devServer(entry) {
  /** @type {import('webpack-dev-server').Configuration} */
  const common = {
    port: entry.port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
  };
  if (entry.kind === 'remote') {
    // The host page on :8080 fetches manifests and chunks from this origin; standalone, the
    // remote's own page calls the API through the same proxy as the host.
    return {
      ...common,
      proxy: [{ context: ['/api'], target: DEV_API_TARGET, changeOrigin: false }],
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
    };
  }
  return {
    ...common,
    proxy: [{ context: ['/api'], target: DEV_API_TARGET, changeOrigin: false }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Cache-Control', 'no-store');
          res.json(devRemotesJson());
        },
      });
      return middlewares;
    },
  };
}

/**
 * @param {{ packageDir: string, title?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createMfConfig({ packageDir, title = 'Inventor Portal' }) {
  const entry = contractEntry(packageDir);
  const shared = createSharedSingletons(packageDir, { provider: entry.kind === 'host' });

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const publicPath =
      entry.kind === 'host'
        ? '/'
        : production
          ? (process.env.REMOTE_PUBLIC_PATH ?? productionPublicPath(entry.dir))
          : `http://localhost:${entry.port}/`;
    const chunkFilename = production ? hashedFilename : '[name].js';
    // The federation runtime (~30 KB gzip) ships once: the host publishes its runtime-core and
    // production remotes use it instead of a copy of their own. Development remotes keep
    // theirs, so `npm run dev -w remote-x` still serves a working standalone page.
    const externalRuntime = entry.kind === 'remote' && production;
    const standalonePage = !externalRuntime;

    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A production remote is only ever loaded by the host (remoteEntry.js): with the host's
      // federation runtime (below) it has no standalone page, which would lack that runtime.
      entry: standalonePage ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: process.env.MF_OUTPUT_PATH || path.join(packageDir, 'dist'),
        publicPath,
        filename: production ? hashedFilename : '[name].js',
        chunkFilename,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      // The repository's node_modules as a fallback: `deploy:remote --src` builds a copy of a
      // remote that lives outside the repository.
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        modules: ['node_modules', NODE_MODULES],
        alias: {
          // The package's own tsconfig.json alias (`@remote-tickets/` -> src/), and shared's for its files.
          [`@${path.basename(packageDir)}`]: path.join(packageDir, 'src'),
          '@shared': SHARED_SRC,
          ...(production ? REACT_ROUTER_PRODUCTION : {}),
          ...(entry.kind === 'host' ? PROVIDED_RUNTIME_ESM : {}),
        },
      },
      resolveLoader: { modules: ['node_modules', NODE_MODULES] },
      module: {
        rules: [
          swcRule(packageDir, !production),
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
        ],
      },
      cache: {
        type: 'filesystem',
        // deploy:remote builds under its own name, so it never races `npm run build` on a pack.
        name: `${entry.dir}-${production ? 'production' : 'development'}${process.env.MF_CACHE_SUFFIX ? `-${process.env.MF_CACHE_SUFFIX}` : ''}`,
        cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
        // Shared versions come from installed package.json files, not from the config text.
        version: JSON.stringify(Object.values(shared).map((s) => s.version)),
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'federation-contract.cjs'),
            CONTRACT_FILE,
            path.join(__dirname, 'shared-singletons.cjs'),
            path.join(__dirname, 'split-chunks.cjs'),
            path.join(__dirname, 'resolve-exposes.cjs'),
            path.join(__dirname, 'shared-contract.cjs'),
            path.join(__dirname, 'first-load-modules.cjs'),
            path.join(__dirname, 'precompress-plugin.cjs'),
            path.join(__dirname, 'preload-first-screen-plugin.cjs'),
            path.join(__dirname, 'react-router-api.cjs'),
            path.join(__dirname, 'react-router-dom-shared.mjs'),
            path.join(packageDir, 'webpack.config.cjs'),
          ],
        },
      },
      optimization: {
        minimize: production,
        splitChunks: splitChunksFor(entry.kind),
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: {} },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        // The `shared` version this container is built against (the host checks remotes' majors
        // against it): a constant, not the package.json, which would be a chunk of its own.
        new webpack.DefinePlugin({
          __SHARED_CONTRACT_VERSION__: JSON.stringify(sharedContractVersion(packageDir)),
        }),
        new ModuleFederationPlugin({
          name: entry.name,
          filename: 'remoteEntry.js',
          exposes: entry.kind === 'remote' ? resolveExposes(packageDir, entry.exposes) : {},
          // Remotes are registered at run time from /remotes.json (host/src/remotes).
          remotes: {},
          shared,
          // A remote that is down must not block the host's start or the other remotes.
          shareStrategy: 'loaded-first',
          // Each remote's manifest declares the `shared` contract version it was built against;
          // the host refuses a remote of another major (host/src/remotes/contract-check.ts).
          manifest: entry.kind === 'remote' ? sharedContractManifest(packageDir) : true,
          dts: false,
          dev: false,
          experiments:
            entry.kind === 'host'
              ? { provideExternalRuntime: true }
              : externalRuntime
                ? { externalRuntime: true }
                : {},
        }),
        new FirstLoadModulesPlugin(),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                templateContent: html(title),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(standalonePage && production ? [new PreloadFirstScreenPlugin()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: devServer(entry),
      infrastructureLogging: { level: 'warn' },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createMfConfig };
