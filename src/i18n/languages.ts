import { isLanguageListed } from '../lib/language-listing';
import completion from './completion.json';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';

export interface LanguageEntry {
  code: LocaleCode;
  /** The language's name in itself, e.g. "Deutsch". */
  nativeName: string;
  /** The language's name in the interface language, e.g. "German". */
  name: string;
  /** Percent of interface messages translated, computed from the catalogs. */
  completion: number;
  listed: boolean;
}

// Names the Intl data of some browsers lacks.
const FALLBACK_NAMES: Partial<Record<LocaleCode, string>> = { kab: 'Taqbaylit' };

function displayName(code: string, inLocale: string): string {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: 'language' }).of(code);
    if (name && name !== code) return name;
  } catch {
    // fall through
  }
  return FALLBACK_NAMES[code as LocaleCode] ?? code;
}

const completionByCode: Record<string, number> = completion;

export function languageList(interfaceLocale: string): LanguageEntry[] {
  return LOCALE_CODES.map((code) => {
    const percent = completionByCode[code] ?? 0;
    return {
      code,
      nativeName: displayName(code, code),
      name: displayName(code, interfaceLocale),
      completion: percent,
      listed: isLanguageListed(code, percent),
    };
  });
}
