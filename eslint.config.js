import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  globalIgnores(['dist', 'coverage', 'playwright-report', 'test-results', 'locales/**/*.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
        {
          patterns: [
            { group: ['**/sandbox/**'], message: 'The app never imports the sandbox server.' },
          ],
        },
      ],
    },
  },
  {
    // Features stay independent: they share code through components/, lib/, state/ and api/.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/sandbox/**'], message: 'The app never imports the sandbox server.' },
            {
              // `../other-feature/…` or `…/features/…`, but not `../../lib/…` and friends.
              regex: '^(\\.\\./(?!\\.)[^/]+/|(\\.\\./)+features/)',
              message:
                'Import shared code from components/, lib/, state/ or api/, not another feature.',
            },
          ],
        },
      ],
    },
  },
]);
