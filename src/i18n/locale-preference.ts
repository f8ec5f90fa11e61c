import { plainLocaleMatch } from '../lib/locale-fast-path';
import { readJson, writeJson } from '../lib/storage';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';
import { SOURCE_LOCALE, isLocaleCode } from './i18n';

const STORAGE_KEY = 'petrel:locale';
/** The last best fit for the browser's languages, so later visits need no matching. */
const MATCHED_KEY = 'petrel:matched-locale';

export function storedLocale(): LocaleCode | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && isLocaleCode(stored) ? stored : null;
}

export function storeLocale(locale: LocaleCode): void {
  localStorage.setItem(STORAGE_KEY, locale);
}

interface MatchedLocale {
  requested: string[];
  locale: string;
}

function rememberedMatch(requested: readonly string[]): LocaleCode | null {
  const remembered = readJson<MatchedLocale>(MATCHED_KEY);
  if (!remembered || !Array.isArray(remembered.requested)) return null;
  const same =
    remembered.requested.length === requested.length &&
    remembered.requested.every((code, index) => code === requested[index]);
  return same && isLocaleCode(remembered.locale) ? remembered.locale : null;
}

/**
 * The person's chosen language, else the best fit for the browser's languages, else English.
 * The matcher (with its language-distance data) loads only when the browser's first language
 * is not plainly one of ours and the browser's languages have changed since the last visit.
 */
export async function initialLocale(
  browserLanguages: readonly string[] = navigator.languages,
): Promise<LocaleCode> {
  const stored = storedLocale();
  if (stored) return stored;
  const requested = browserLanguages.filter((code) => {
    try {
      return Boolean(Intl.getCanonicalLocales(code));
    } catch {
      return false;
    }
  });
  const remembered = rememberedMatch(requested);
  if (remembered) return remembered;
  const plain = plainLocaleMatch(requested, LOCALE_CODES);
  if (plain && isLocaleCode(plain)) return plain;
  try {
    const { matchLocale } = await import('../lib/locale');
    const matched = matchLocale(requested, LOCALE_CODES, SOURCE_LOCALE);
    const locale = isLocaleCode(matched) ? matched : SOURCE_LOCALE;
    writeJson(MATCHED_KEY, { requested, locale } satisfies MatchedLocale);
    return locale;
  } catch {
    return SOURCE_LOCALE;
  }
}
