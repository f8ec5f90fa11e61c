import { i18n, type Messages } from '@lingui/core';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';

export const SOURCE_LOCALE: LocaleCode = 'en';
const RTL_LOCALES = new Set(['ar', 'fa', 'he']);

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
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

export { i18n };
