import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

const { ROUTER_API } = createRequire(import.meta.url)('./scripts/webpack/react-router-api.cjs');

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
    message: 'The shared react-router-dom provides the declarative API only: add the name to scripts/webpack/react-router-dom-shared.mjs first.',
  },
  { name: '@mui/material', message: "Import the component's own path: '@mui/material/Button', '@mui/material/styles'." },
  { name: '@mui/icons-material', message: "Import the icon's own path: '@mui/icons-material/Search'." },
];
const LAZY_TABLE = {
  group: ['material-react-table', 'material-react-table/*'],
  message: 'Use DataTable from @inventor-portal/shared/ui: it loads material-react-table only when a table renders.',
};

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
  // Boundaries: shared never imports host or a remote; a remote never imports another remote
  // or the host; only shared/src/api calls createApi.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@inventor-portal/host*', '@inventor-portal/remote-*', 'remote_*'] }, LAZY_TABLE], paths: BUNDLE_PATHS },
      ],
    },
  },
  {
    // The lazily loaded table implementation itself.
    files: ['shared/src/ui/components/data-table/mrt-data-table.tsx', 'shared/src/ui/components/data-table/columns-button.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@inventor-portal/host*', '@inventor-portal/remote-*', 'remote_*'], paths: BUNDLE_PATHS },
      ],
    },
  },
  ...['remote-tickets', 'remote-patents', 'remote-account'].map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@inventor-portal/host*', '@inventor-portal/remote-*', 'remote_*', '../../remote-*', '../../host/*'] }, LAZY_TABLE],
          paths: [
            { name: '@reduxjs/toolkit/query/react', importNames: ['createApi'], message: 'Use api.injectEndpoints on the shared api.' },
            ...BUNDLE_PATHS,
          ],
        },
      ],
    },
  })),
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@inventor-portal/remote-*', '../../remote-*'] }, LAZY_TABLE],
          paths: [{ name: '@reduxjs/toolkit/query/react', importNames: ['createApi'], message: 'Use the shared api.' }, ...BUNDLE_PATHS],
        },
      ],
    },
  },
);
