/**
 * Whether a post is one to offer a translation of. Kept apart from the services (translation.ts)
 * because every post reads it while the rest loads with the first translation.
 */

/** "de-AT", "de_AT" and "DE" are all German: languages are compared by their base code. */
export function baseLanguage(code: string): string {
  return code.trim().split(/[-_]/)[0].toLowerCase();
}

export function sameLanguage(a: string, b: string): boolean {
  return baseLanguage(a) === baseLanguage(b);
}

/** The language posts are translated into: the chosen one, else the interface's. */
export function translationTarget(chosen: string | null, interfaceLocale: string): string {
  return baseLanguage(chosen || interfaceLocale);
}

export interface TranslationSettings {
  contentTranslation: boolean;
  contentTranslationHideLanguages: readonly string[];
}

/**
 * Whether a post in `language` is one to offer a translation of (a service permitting): the
 * setting is on, the post says its language, it is not the target and not a hidden one.
 */
export function wantsTranslation(
  language: string | null | undefined,
  target: string,
  settings: TranslationSettings,
): language is string {
  if (!settings.contentTranslation || !language?.trim()) return false;
  if (sameLanguage(language, target)) return false;
  return !settings.contentTranslationHideLanguages.some((hidden) => sameLanguage(hidden, language));
}
