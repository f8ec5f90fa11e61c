import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

const root = import.meta.dirname;

/** Every folder under src/features is a feature; a new one is covered without editing this file. */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_SANDBOX = {
  group: ['**/sandbox/**'],
  message: 'The app never imports the sandbox server.',
};

/** The router library sits behind one module of our own: the app's routes, links and hooks. */
const ROUTER_MODULE = 'src/components/router.tsx';
const NO_ROUTER_LIBRARY = {
  group: ['wouter', 'wouter/*'],
  message: `Only ${ROUTER_MODULE} imports the router library; import the router from it.`,
};

/** Only src/api creates masto.js clients (one per instance and token); everything else asks it. */
const NO_MASTO_CLIENTS = {
  name: 'masto',
  importNames: ['createRestAPIClient', 'createStreamingAPIClient', 'createOAuthAPIClient'],
  message: 'Only src/api creates masto.js clients; ask src/api for one.',
};

/** lib/ is framework-free: no React, no stores, no query cache. */
const NO_FRAMEWORK = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'wouter',
    'wouter/*',
    '@tanstack/*',
    'zustand',
    'zustand/*',
    '@lingui/react',
    '@lingui/react/*',
    'react-hotkeys-hook',
  ],
  message: 'src/lib holds framework-free rules: no React, no stores.',
};

/** QueryClient methods whose first argument is a query key. */
const QUERY_CACHE_METHODS =
  '/^(getQueryData|setQueryData|getQueryState|fetchQuery|prefetchQuery|ensureQueryData|fetchInfiniteQuery|prefetchInfiniteQuery)$/';

export default defineConfig([
  // Build and test output (the end-to-end builds are written while lint runs beside them).
  globalIgnores([
    'dist',
    'dist-*',
    'coverage',
    'playwright-report',
    'test-results',
    'test-results-*',
    'locales/**/*.ts',
    // Deliberate violations that tests/lint-rules.test.ts lints explicitly.
    'tests/lint-fixtures/**',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: {
      // import-x parses the files it follows with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['*.config.{js,ts}', 'e2e/**', 'tests/**', 'sandbox/**', 'bench/**', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_MASTO_CLIENTS], patterns: [NO_SANDBOX, NO_ROUTER_LIBRARY] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'src/lib',
              from: [
                'src/state',
                'src/api',
                'src/components',
                'src/features',
                'src/app',
                'src/i18n',
              ],
              message:
                'src/lib holds framework-free rules: it knows no state, API, UI or i18n setup.',
            },
            {
              target: 'src/api',
              from: ['src/state', 'src/components', 'src/features', 'src/app', 'src/i18n'],
              message:
                'src/api talks to servers: it builds on lib/ only and knows no state, UI or i18n.',
            },
            {
              target: 'src/state',
              from: ['src/components', 'src/features', 'src/app'],
              message: 'src/state holds data and its hooks: it knows no UI.',
            },
            {
              target: 'src/i18n',
              from: ['src/api', 'src/state', 'src/components', 'src/features', 'src/app'],
              message: 'src/i18n sets up languages: it builds on lib/ only.',
            },
            {
              target: 'src/components',
              from: ['src/features', 'src/app'],
              message: 'Shared components know no features; pass what they need as props.',
            },
            {
              target: 'src/features',
              from: 'src/app',
              message: 'Features never import the app shell: share through components/ or state/.',
            },
            ...features.map((feature) => ({
              target: `src/features/${feature}`,
              from: 'src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: share through components/, lib/, state/ or api/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Reads, prefetches and invalidations agree because every key comes from one factory.
    files: ['src/**'],
    ignores: ['src/state/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: 'Build query keys with queryKeys (src/state/query-keys.ts).',
        },
        {
          selector: `CallExpression[callee.property.name=${QUERY_CACHE_METHODS}] > ArrayExpression.arguments`,
          message: 'Build query keys with queryKeys (src/state/query-keys.ts).',
        },
      ],
    },
  },
  {
    files: [ROUTER_MODULE],
    rules: {
      'no-restricted-imports': ['error', { paths: [NO_MASTO_CLIENTS], patterns: [NO_SANDBOX] }],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SANDBOX, NO_ROUTER_LIBRARY] }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_MASTO_CLIENTS], patterns: [NO_SANDBOX, NO_FRAMEWORK] },
      ],
    },
  },
  {
    // Lingui's own rules on how messages are written.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/**/*test-utils.{ts,tsx}',
      'src/**/*test-kit.{ts,tsx}',
      'src/**/*TestHarness.tsx',
      'src/lib/status-fixture.ts',
    ],
    extends: [lingui.configs['flat/recommended']],
  },
  {
    // Every string a person reads goes through Lingui. lib/, api/ and state/ carry codes and
    // developer-facing error text only; the UI maps them to messages.
    files: ['src/app/**/*.tsx', 'src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*test-utils.{ts,tsx}',
      'src/**/*test-kit.{ts,tsx}',
      'src/**/*TestHarness.tsx',
    ],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one "word" that does not start with a capital: keys, ids, CSS classes, paths, URLs
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and HTTP methods
            '^[A-Z0-9_-]+$',
            // SVG path data
            '^[Mm][\\d.]',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            // UPPERCASE constants: selectors, media queries, storage keys
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'Error',
            '*Error',
            'console.*',
            '*.querySelector',
            '*.querySelectorAll',
          ],
          useTsTypes: true,
          ignoreMethodsOnTypes: [
            'Map.get',
            'Map.has',
            'Map.set',
            'Map.delete',
            'Set.has',
            'Set.add',
            'Set.delete',
          ],
        },
      ],
    },
  },
]);
