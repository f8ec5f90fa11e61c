import { useLingui } from '@lingui/react/macro';

const baseLanguage = (code: string) => code.split(/[-_]/)[0].toLowerCase();

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
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
