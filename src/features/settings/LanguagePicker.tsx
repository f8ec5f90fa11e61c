import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { activateLocale, isLocaleCode } from '../../i18n/i18n';
import { languageList } from '../../i18n/languages';
import { storeLocale } from '../../i18n/locale-preference';

/** The interface language: listed languages, plus the current one even when it is unlisted. */
export function LanguagePicker() {
  const { i18n } = useLingui();
  const current = i18n.locale;
  const languages = useMemo(
    () => languageList(current).filter((language) => language.listed || language.code === current),
    [current],
  );

  function choose(code: string) {
    if (!isLocaleCode(code)) return;
    storeLocale(code);
    void activateLocale(code);
  }

  return (
    <section className="settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language">
        <Trans comment="Heading of the settings section choosing the language of the app">
          Language
        </Trans>
      </h2>
      <label htmlFor="settings-language-select">
        <Trans>Interface language</Trans>
      </label>
      <select
        id="settings-language-select"
        value={current}
        onChange={(event) => choose(event.target.value)}
      >
        {languages.map((language) => {
          const percent = i18n.number(language.completion / 100, { style: 'percent' });
          return (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
              {language.name !== language.nativeName ? ` (${language.name})` : ''}
              {language.code !== 'en' ? ` – ${percent}` : ''}
            </option>
          );
        })}
      </select>
    </section>
  );
}
