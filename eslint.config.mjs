import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
        { patterns: ['@inventor-portal/host*', '@inventor-portal/remote-*', 'remote_*'] },
      ],
    },
  },
  ...['remote-tickets', 'remote-patents', 'remote-account'].map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@inventor-portal/host*', '@inventor-portal/remote-*', 'remote_*', '../../remote-*', '../../host/*'],
          paths: [{ name: '@reduxjs/toolkit/query/react', importNames: ['createApi'], message: 'Use api.injectEndpoints on the shared api.' }],
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
          patterns: ['@inventor-portal/remote-*', '../../remote-*'],
          paths: [{ name: '@reduxjs/toolkit/query/react', importNames: ['createApi'], message: 'Use the shared api.' }],
        },
      ],
    },
  },
);
