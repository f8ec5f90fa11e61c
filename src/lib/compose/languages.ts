/** The ISO 639-1 languages a post can be marked with (the set Mastodon accepts). */
export const POST_LANGUAGES = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
  'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu ' +
  'hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb ' +
  'lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om ' +
  'or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ' +
  'ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

export interface LanguageOption {
  code: string;
  /** In the interface's language. */
  name: string;
  /** In the language itself. */
  nativeName: string;
}

// Making a DisplayNames is slow (a tenth of a millisecond or more): one per locale is kept.
const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A language's name in `locale` (its own name when `locale` is the language itself). */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names?.of(code) ?? code;
}

const optionsByLocale = new Map<string, LanguageOption[]>();

/** Every post language named in the interface's language and its own, sorted by name. */
export function languageOptions(uiLocale: string): LanguageOption[] {
  const known = optionsByLocale.get(uiLocale);
  if (known) return known;
  const collator = new Intl.Collator(uiLocale);
  const options = POST_LANGUAGES.map((code) => ({
    code,
    name: languageName(code, uiLocale),
    nativeName: languageName(code, code),
  })).sort((a, b) => collator.compare(a.name, b.name));
  optionsByLocale.set(uiLocale, options);
  return options;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The languages matching a search (by either name or by code), those named in `first` leading
 * (the person's default and the interface's language) after an exact code.
 */
export function findLanguages(
  options: readonly LanguageOption[],
  query: string,
  first: readonly string[] = [],
): LanguageOption[] {
  const wanted = fold(query.trim());
  const matches = wanted
    ? options.filter(
        (option) =>
          option.code === wanted ||
          fold(option.name).includes(wanted) ||
          fold(option.nativeName).includes(wanted),
      )
    : options;
  // A code typed in full leads, then the defaults.
  const rank = (code: string) => {
    if (code === wanted) return -1;
    const index = first.indexOf(code);
    return index === -1 ? first.length : index;
  };
  return [...matches].sort((a, b) => rank(a.code) - rank(b.code));
}

/** The base language of a locale (`pt-BR` → `pt`), when posts can be marked with it. */
export function postLanguageOf(locale: string | undefined | null): string | null {
  const base = locale?.split(/[-_]/)[0]?.toLowerCase();
  return base && POST_LANGUAGES.includes(base) ? base : null;
}
