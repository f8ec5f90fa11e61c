import { matchLocale } from '../lib/locale';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';
import { SOURCE_LOCALE, isLocaleCode } from './i18n';

const STORAGE_KEY = 'petrel:locale';

export function storedLocale(): LocaleCode | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && isLocaleCode(stored) ? stored : null;
}

export function storeLocale(locale: LocaleCode): void {
  localStorage.setItem(STORAGE_KEY, locale);
}

/** The person's chosen language, else the best fit for the browser's languages, else English. */
export function initialLocale(
  browserLanguages: readonly string[] = navigator.languages,
): LocaleCode {
  const stored = storedLocale();
  if (stored) return stored;
  const requested = browserLanguages.filter((code) => {
    try {
      return Boolean(Intl.getCanonicalLocales(code));
    } catch {
      return false;
    }
  });
  try {
    const matched = matchLocale(requested, LOCALE_CODES, SOURCE_LOCALE);
    return isLocaleCode(matched) ? matched : SOURCE_LOCALE;
  } catch {
    return SOURCE_LOCALE;
  }
}
