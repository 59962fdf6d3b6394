import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const { ROUTER_API } = createRequire(import.meta.url)('./scripts/webpack/react-router-api.cjs');

/** Every remote is a `remote-*` workspace; each feature is a folder of its `src/features`. */
const REMOTES = fs
  .readdirSync(ROOT)
  .filter((name) => name.startsWith('remote-') && fs.existsSync(path.join(ROOT, name, 'src')));
const featuresOf = (remote) => {
  const dir = path.join(ROOT, remote, 'src', 'features');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory())
    : [];
};
const ALL_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const PACKAGES = ['shared', 'host', ...REMOTES, 'server'];
const srcOf = (pkg) => `${pkg}/src/**/*.{ts,tsx}`;
const PRODUCT_CODE = PACKAGES.map(srcOf);
const TEST_FILES = [
  '**/__tests__/**',
  '**/*.test.{ts,tsx}',
  '*/src/test/**',
  '*/src/test-utils/**',
];

/**
 * Bundle size guards. Shared modules are never tree-shaken: the `@mui/material` barrel would ship
 * every component (only deep imports are shared, scripts/webpack/shared-singletons.cjs), and the
 * icons barrel would bundle ~2,000 icons. material-react-table loads lazily through DataTable.
 * The shared `react-router-dom` is the declarative API only (scripts/webpack/react-router-dom-shared.mjs).
 */
const BUNDLE_PATHS = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_API,
    message:
      'The shared react-router-dom provides the declarative API only: add the name to scripts/webpack/react-router-dom-shared.mjs first.',
  },
  {
    name: '@mui/material',
    message: "Import the component's own path: '@mui/material/Button', '@mui/material/styles'.",
  },
  {
    name: '@mui/icons-material',
    message: "Import the icon's own path: '@mui/icons-material/Search'.",
  },
  {
    name: '@inventor-portal/shared/catalogs',
    message:
      'Every catalog in every language, with an i18next instance of its own, for the server and tests: a page reads its catalogs through @inventor-portal/shared/i18n (useTranslation; useFeedText in @inventor-portal/shared/ui).',
  },
];
const LAZY_TABLE = {
  group: ['material-react-table', 'material-react-table/*'],
  message:
    'Use DataTable from @inventor-portal/shared/ui: it loads material-react-table only when a table renders.',
};
/** The i18n library lives in the shared singleton: a direct import would bundle a second instance. */
const I18N_LIBRARY = {
  group: ['i18next', 'i18next/*', 'i18next-*', 'react-i18next', 'react-i18next/*'],
  message:
    "Import from @inventor-portal/shared/i18n: it holds the page's one i18next instance (a federation singleton).",
};
/**
 * Redux Toolkit and react-redux live inside the shared package (its store and api slice, a
 * federation singleton), tree-shaken there: a direct import elsewhere would bundle a second copy
 * whose hooks see no store.
 */
const REDUX_LIBRARY = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux'],
  message:
    'Import from @inventor-portal/shared: the store, the api slice, its hooks and skipToken live there (one copy).',
};
/** Outside `shared`, its source is reached through the package, so it stays one federation singleton. */
const SHARED_SOURCE = {
  group: ['@shared/*', '**/shared/src/*'],
  message:
    'Import @inventor-portal/shared (or /schemas, /ui, /export): a path into its source would bundle a second copy of the singleton.',
};

/**
 * Deep relative imports: every package's `src/` has an alias (`@host/`, `@remote-tickets/`,
 * `@server/`, ... in tsconfig.json `paths`; Jest, webpack and tsx read the same map), so a path
 * never climbs three folders.
 */
const DEEP_RELATIVE = {
  regex: '^(\\.\\./){2,}\\.\\.(/|$)',
  message:
    "Three or more '../': import through the package alias instead (@host/, @remote-tickets/, @server/, ...: tsconfig.json paths).",
};

/**
 * One `no-restricted-imports` block (the rule's options do not merge across blocks, so each block
 * carries the deep-import pattern too).
 */
function restrictImports({ files, ignores, patterns = [], paths = [] }) {
  const options = (extra) => [
    'error',
    { patterns: [...patterns, ...extra], ...(paths.length ? { paths } : {}) },
  ];
  return [
    {
      files,
      ...(ignores ? { ignores } : {}),
      rules: { 'no-restricted-imports': options([DEEP_RELATIVE]) },
    },
  ];
}

/**
 * Import zones (resolved paths, so relative, alias and package imports are all caught): shared
 * never imports the apps or the server; a remote never imports another remote, the host or the
 * server; the host never imports a remote's source (it loads remotes at run time, by the names
 * of shared/src/federation/contract.ts); the server never imports the front end.
 */
const otherPackages = (pkg) =>
  PACKAGES.filter((other) => other !== pkg).map((other) => `./${other}`);
const zone = (target, from, message) => ({ target, from, message });
const packageZone = (pkg, allowed) =>
  zone(
    `./${pkg}/src`,
    otherPackages(pkg).filter((other) => !allowed.includes(other)),
    `${pkg} never imports this package's source.`,
  );

/**
 * Inside a remote, a feature folder imports its own files, the remote's common folders
 * (`src/components`, `src/lib`, `src/config`) and `shared`, never another feature: what two
 * features need moves down into one of those.
 */
const featureZones = (remote) =>
  featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to src/components, src/lib or shared.',
  }));

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

/**
 * The server is grouped by domain (`server/src/modules/<domain>`, docs/architecture.md). A module
 * reaches another only through its public face: its `*.service.ts` functions and its
 * `*.mapper.ts` row shapes and columns (no I/O), never its repositories or routes. The
 * infrastructure (`lib`, `db`, `mail`, `live`) imports no module; the app's plugins only
 * services and jobs.
 */
const SERVER_MODULES_DIR = path.join(ROOT, 'server', 'src', 'modules');
const SERVER_MODULES = fs.existsSync(SERVER_MODULES_DIR)
  ? fs
      .readdirSync(SERVER_MODULES_DIR)
      .filter((name) => fs.statSync(path.join(SERVER_MODULES_DIR, name)).isDirectory())
  : [];
const PUBLIC_FACE = ['*.service.ts', '*.mapper.ts'].map((file) =>
  path.join(SERVER_MODULES_DIR, '*', file),
);
const serverModuleZones = [
  ...SERVER_MODULES.map((module) => ({
    target: `./server/src/modules/${module}`,
    from: path.join(SERVER_MODULES_DIR, `!(${module})`, '**'),
    except: PUBLIC_FACE,
    message:
      'A module reaches another only through its *.service.ts functions (or its *.mapper.ts row shapes): add what you need to that service.',
  })),
  zone(
    ['./server/src/lib', './server/src/db', './server/src/mail', './server/src/live'],
    './server/src/modules',
    'Infrastructure imports no module: pass what it needs in, or move the code into the module.',
  ),
  {
    target: './server/src/plugins',
    from: path.join(SERVER_MODULES_DIR, '**'),
    except: [...PUBLIC_FACE, path.join(SERVER_MODULES_DIR, '*', '*.job.ts')],
    message: "The app's plugins use a module's services (and jobs) only.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/@mf-types/**',
      'e2e/screenshots/**',
      'bench/**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Every user-facing string of a screen comes from the catalogs (src/locales/{en,fr}.json): text
  // between tags and the attributes people read or hear (labels, placeholders, titles, alt and
  // ARIA texts). Tests, stories of the tests and the standalone dev pages are not product screens.
  {
    files: ['shared/src/**/*.tsx', 'host/src/**/*.tsx', 'remote-*/src/**/*.tsx'],
    ignores: [...TEST_FILES, '*/src/bootstrap.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'alt',
              'helperText',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'aria-roledescription',
              'noOptionsText',
              'loadingText',
              'labelRowsPerPage',
              'emptyMessage',
              'message',
              'heading',
              'subtitle',
              'description',
              'tooltip',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Imports are resolved as TypeScript does (tsconfig.json `paths`, workspace packages and their
  // `exports` maps, followed to the real files), then as Node does for plain .cjs/.mjs scripts.
  {
    files: [ALL_FILES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: path.join(ROOT, 'tsconfig.json'),
        }),
        createNodeResolver(),
      ],
    },
  },
  // No import cycles in product code: a cycle makes module initialisation order matter (an
  // export read before it is defined) and hides layering mistakes. Type-only imports do not count.
  {
    files: PRODUCT_CODE,
    ignores: TEST_FILES,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries: shared never imports host or a remote; a remote never imports another remote
  // or the host; only shared/src/api calls createApi; deep relative imports use the aliases.
  ...restrictImports({ files: [ALL_FILES], patterns: [SHARED_SOURCE] }),
  ...restrictImports({
    files: [srcOf('shared')],
    patterns: [
      {
        group: [
          '@inventor-portal/host*',
          '@inventor-portal/remote-*',
          'remote_*',
          '@host/*',
          '@remote-*',
          '@server/*',
        ],
      },
      LAZY_TABLE,
    ],
    paths: BUNDLE_PATHS,
  }),
  // The lazily loaded table implementation itself.
  ...restrictImports({
    files: [
      'shared/src/ui/components/data-table/mrt-data-table.tsx',
      'shared/src/ui/components/data-table/columns-button.tsx',
    ],
    patterns: [
      {
        group: [
          '@inventor-portal/host*',
          '@inventor-portal/remote-*',
          'remote_*',
          '@host/*',
          '@remote-*',
          '@server/*',
        ],
      },
    ],
    paths: BUNDLE_PATHS,
  }),
  ...REMOTES.flatMap((name) =>
    restrictImports({
      files: [srcOf(name)],
      patterns: [
        {
          group: [
            '@inventor-portal/host*',
            '@inventor-portal/remote-*',
            'remote_*',
            '../../remote-*',
            '../../host/*',
            '@host/*',
            '@server/*',
            ...REMOTES.filter((other) => other !== name).map((other) => `@${other}/*`),
          ],
        },
        LAZY_TABLE,
        SHARED_SOURCE,
        I18N_LIBRARY,
        REDUX_LIBRARY,
      ],
      paths: BUNDLE_PATHS,
    }),
  ),
  ...restrictImports({
    files: [srcOf('host')],
    patterns: [
      { group: ['@inventor-portal/remote-*', '../../remote-*', '@server/*'] },
      LAZY_TABLE,
      SHARED_SOURCE,
      I18N_LIBRARY,
      REDUX_LIBRARY,
    ],
    paths: BUNDLE_PATHS,
  }),
  // Import zones between packages, between the host's layers and between feature folders.
  {
    files: [srcOf('shared')],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([packageZone('shared', [])]) },
  },
  ...REMOTES.map((name) => ({
    files: [srcOf(name)],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        packageZone(name, ['./shared']),
        ...featureZones(name),
      ]),
    },
  })),
  {
    files: [srcOf('host')],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        packageZone('host', ['./shared']),
        // The route table (src/app) composes auth, pages and the shell: they never import it back.
        zone(
          './host/src/auth',
          './host/src/app',
          'src/auth sits below src/app: pass what it needs in from the route table.',
        ),
      ]),
    },
  },
  {
    files: [srcOf('server')],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        packageZone('server', ['./shared']),
        ...serverModuleZones,
      ]),
    },
  },
);
