import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { languageName, languageOptions } from '../../lib/compose/languages';
import { baseLanguage, sameLanguage } from '../../lib/translation-offer';
import { useSetting } from '../../state/settings';
import '../../styles/translation.css';

/**
 * The post languages, each labelled so it can be told apart: by name, with its code where two
 * share a name; those the browser cannot name (only their code) come last.
 */
function translationLanguages(locale: string) {
  const options = languageOptions(locale);
  const counts = new Map<string, number>();
  for (const { name } of options) counts.set(name, (counts.get(name) ?? 0) + 1);
  const labelled = options.map((option) => ({
    ...option,
    label: (counts.get(option.name) ?? 0) > 1 ? `${option.name} (${option.code})` : option.name,
  }));
  const named = (option: { name: string; code: string }) => option.name !== option.code;
  return [...labelled.filter(named), ...labelled.filter((option) => !named(option))];
}

/** Which language posts are translated into, and the languages never offered for translation. */
export function TranslationSettings() {
  const { i18n } = useLingui();
  const [enabled] = useSetting('contentTranslation');
  const [target, setTarget] = useSetting('contentTranslationTargetLanguage');
  const [hidden, setHidden] = useSetting('contentTranslationHideLanguages');
  const ids = { heading: useId(), target: useId() };
  const options = useMemo(() => translationLanguages(i18n.locale), [i18n.locale]);
  const interfaceName = languageName(baseLanguage(i18n.locale), i18n.locale);
  // The languages already hidden come first, so they can be found and shown again.
  const ordered = useMemo(() => {
    const isHidden = (code: string) => hidden.some((item) => sameLanguage(item, code));
    return [
      ...options.filter((o) => isHidden(o.code)),
      ...options.filter((o) => !isHidden(o.code)),
    ];
  }, [options, hidden]);
  const toggle = (code: string, hide: boolean) =>
    setHidden(
      hide
        ? [...hidden.filter((item) => !sameLanguage(item, code)), code]
        : hidden.filter((item) => !sameLanguage(item, code)),
    );

  return (
    <section className="settings-section" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>
        <Trans>Translation</Trans>
      </h2>
      {!enabled && (
        <p className="hint">
          <Trans>Offering to translate posts is off; these choices apply once it is on.</Trans>
        </p>
      )}
      <label htmlFor={ids.target}>
        <Trans>Translate posts into</Trans>
      </label>
      <select
        id={ids.target}
        value={target ?? ''}
        onChange={(event) => setTarget(event.target.value || null)}
      >
        <option value="">
          <Trans>The interface language ({interfaceName})</Trans>
        </option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
            {option.nativeName !== option.name ? ` (${option.nativeName})` : ''}
          </option>
        ))}
      </select>
      <fieldset className="settings-language-choices">
        <legend>
          <Trans>Never offer to translate</Trans>
        </legend>
        <ul>
          {ordered.map((option) => (
            <li key={option.code}>
              <label>
                <input
                  type="checkbox"
                  checked={hidden.some((item) => sameLanguage(item, option.code))}
                  onChange={(event) => toggle(option.code, event.target.checked)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
