/** Languages below this completion percent are not offered in the language picker… */
export const LISTED_COMPLETION_THRESHOLD = 50;
/** …except these, kept listed although less complete. */
export const ALWAYS_LISTED_LANGUAGES: readonly string[] = ['ja', 'he'];

export function isLanguageListed(code: string, completion: number, sourceLocale = 'en'): boolean {
  return (
    code === sourceLocale ||
    completion >= LISTED_COMPLETION_THRESHOLD ||
    ALWAYS_LISTED_LANGUAGES.includes(code)
  );
}
