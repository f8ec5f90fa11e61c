import { useLingui } from '@lingui/react/macro';

const baseLanguage = (code: string) => code.split(/[-_]/)[0].toLowerCase();

// Making a DisplayNames loads locale data: one per interface locale serves every post.
const displayNames = new Map<string, Intl.DisplayNames>();

function languageName(code: string, locale: string): string {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'language' });
      displayNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The post's language, shown only when it differs from the interface language. */
export function StatusLanguage({ language }: { language?: string | null }) {
  const { i18n, t } = useLingui();
  if (!language || baseLanguage(language) === baseLanguage(i18n.locale)) return null;
  const name = languageName(language, i18n.locale);
  return (
    <span className="status-language" title={t`Language: ${name}`}>
      {name}
    </span>
  );
}
