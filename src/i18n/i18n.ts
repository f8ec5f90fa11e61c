import { i18n, type Messages } from '@lingui/core';
import { directionOf } from '../lib/text-direction';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';

export const SOURCE_LOCALE: LocaleCode = 'en';

// One lazy chunk per catalog; the Lingui Vite plugin compiles each .po when it is imported.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*.po');

export function isLocaleCode(code: string): code is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(code);
}

/** Loads the catalog of `locale` and makes it the active one. */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  const load = catalogs[`../../locales/${locale}.po`];
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export { i18n };
