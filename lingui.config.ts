import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES } from './src/i18n/locale-codes';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALE_CODES],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['src'], exclude: ['**/*.test.*'] }],
  // Origins without line numbers: moving code does not change the catalogs.
  format: formatter({ lineNumbers: false }),
});
