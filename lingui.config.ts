import { defineConfig } from '@lingui/cli';
import { LOCALE_CODES } from './src/i18n/locale-codes';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALE_CODES],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['src'], exclude: ['**/*.test.*'] }],
});
