import { i18n, type Messages } from '@lingui/core';
import { directionOf } from '../lib/text-direction';
import { LOCALE_CODES, type LocaleCode } from './locale-codes';

export const SOURCE_LOCALE: LocaleCode = 'en';

type Part = () => Promise<{ messages: Messages }>;

// Each catalog comes in two lazy chunks (lib/catalog-parts.ts, built by scripts/catalog-parts.ts):
// the messages of the first screen, fetched before the first render, and the rest.
const firstParts = import.meta.glob<{ messages: Messages }>('../../locales/*.po', {
  query: '?part=first',
});
const restParts = import.meta.glob<{ messages: Messages }>('../../locales/*.po', {
  query: '?part=rest',
});

const noMessages: Part = () => Promise.resolve({ messages: {} });

function partOf(parts: Record<string, Part>, locale: LocaleCode): Part {
  return parts[`../../locales/${locale}.po`] ?? noMessages;
}

/** The rest of each catalog, loading or loaded; a failed load is tried again when next wanted. */
const restLoads = new Map<LocaleCode, Promise<void>>();
/** Set once any screen beyond the first wanted the rest: a new locale then loads both parts. */
let restWanted = false;

function loadRest(locale: LocaleCode): Promise<void> {
  let loading = restLoads.get(locale);
  if (!loading) {
    loading = partOf(restParts, locale)().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => restLoads.delete(locale));
    restLoads.set(locale, loading);
  }
  return loading;
}

export function isLocaleCode(code: string): code is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(code);
}

/**
 * The messages beyond the first screen's, for the active locale: screens other than the first
 * await them, and they are fetched once the app has settled (main.tsx).
 */
export function loadRestOfCatalog(): Promise<void> {
  restWanted = true;
  return isLocaleCode(i18n.locale) ? loadRest(i18n.locale) : Promise.resolve();
}

/**
 * A message not loaded yet (one of the rest, wanted before it came) is shown empty, not as its
 * id, while the rest loads; Lingui's change event then renders it again. Built code carries ids
 * alone; in development and tests a missing message falls back to its English text as before.
 */
export function showMissingAsEmpty(): void {
  // Lingui takes a `missing` handler only when an instance is created; the app uses the global one.
  Object.assign(i18n, {
    _missing: (locale: string) => {
      if (isLocaleCode(locale)) void loadRest(locale).catch(() => undefined);
      return '';
    },
  });
}
if (import.meta.env.PROD) showMissingAsEmpty();
else {
  i18n.on('missing', ({ locale }) => {
    if (isLocaleCode(locale)) void loadRest(locale).catch(() => undefined);
  });
}

/** The locale asked for last: a slower catalog asked for before it must not replace it. */
let latestLocale: LocaleCode | null = null;

/**
 * Loads the catalog of `locale` and makes it the active one: the first screen's messages, and the
 * rest too once the app is past its first screen (a language chosen in Settings).
 */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  latestLocale = locale;
  const [{ messages }] = await Promise.all([
    partOf(firstParts, locale)(),
    restWanted ? loadRest(locale) : undefined,
  ]);
  if (locale !== latestLocale) return;
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export { i18n };
