import { useLingui } from '@lingui/react/macro';
import { readerLanguages, showLanguageLabel } from '../../lib/post-lines';
import { useSetting } from '../../state/settings';

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

/** The post's language, shown only when it differs from every language the reader reads. */
export function StatusLanguage({ language }: { language?: string | null }) {
  const { i18n, t } = useLingui();
  const [target] = useSetting('contentTranslationTargetLanguage');
  const [notTranslated] = useSetting('contentTranslationHideLanguages');
  if (!showLanguageLabel(language, readerLanguages(i18n.locale, target, notTranslated)))
    return null;
  const name = languageName(language, i18n.locale);
  return (
    <span className="status-language" title={t`Language: ${name}`}>
      {name}
    </span>
  );
}
