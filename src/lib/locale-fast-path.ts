/**
 * The browser's first language when it plainly names one of ours: same language and script,
 * and the only catalog of that language has no region of its own ("de-AT" → "de", "en-US" →
 * "en"). Anything less plain ("pt-PT" against "pt-BR", "zh-TW", "sr-Latn", a language we lack)
 * gives null and is left to the full matcher, so this never answers differently from it.
 */
export function plainLocaleMatch(
  requested: readonly string[],
  available: readonly string[],
): string | null {
  const first = requested[0];
  if (first === undefined) return null;
  try {
    const wanted = new Intl.Locale(first).maximize();
    const sameLanguage = available.filter(
      (code) => new Intl.Locale(code).language === wanted.language,
    );
    if (sameLanguage.length !== 1) return null;
    const [candidate] = sameLanguage;
    const offered = new Intl.Locale(candidate);
    if (offered.region || offered.script) return null;
    return offered.maximize().script === wanted.script ? candidate : null;
  } catch {
    return null;
  }
}
