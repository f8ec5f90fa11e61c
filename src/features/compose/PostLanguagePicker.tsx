import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { usePopover } from '../../components/use-popover';
import { ToolButton } from './ComposerTools';
import { findLanguages, languageName, languageOptions } from '../../lib/compose/languages';

interface PostLanguagePickerProps {
  language: string | null;
  /** Shown first: the account's default and the interface's language. */
  preferred: readonly string[];
  onChange: (language: string) => void;
}

/** The post's language: a button naming it, opening a searchable list. */
export function PostLanguagePicker({ language, preferred, onChange }: PostLanguagePickerProps) {
  const { t, i18n } = useLingui();
  // Escape closes the list (not the composer around it), and so does a press outside.
  const { open, close, toggle, id: panelId, root, button } = usePopover();
  const [query, setQuery] = useState('');
  const ids = { panel: panelId, search: useId(), list: useId() };
  // The whole list is named only once it is opened.
  const found = useMemo(
    () => (open ? findLanguages(languageOptions(i18n.locale), query, preferred) : []),
    [open, i18n.locale, query, preferred],
  );
  const currentName = language ? languageName(language, language) : null;
  const label = currentName ? t`Language: ${currentName}` : t`Language: detected by the server`;
  const choose = (code: string) => {
    onChange(code);
    close();
    setQuery('');
  };
  return (
    <div className="composer-language" ref={root}>
      <ToolButton
        ref={button}
        icon={Languages}
        label={label}
        expanded={open}
        controls={ids.panel}
        onClick={toggle}
      >
        {language && (
          <span className="composer-tool-badge" aria-hidden="true">
            {language.toUpperCase()}
          </span>
        )}
      </ToolButton>
      {open && (
        <div id={ids.panel} className="composer-tool-panel composer-language-panel">
          <label htmlFor={ids.search}>
            <Trans>Search languages</Trans>
          </label>
          <input
            id={ids.search}
            type="search"
            value={query}
            autoFocus
            aria-controls={ids.list}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              const first = found[0];
              if (event.key === 'Enter' && first) {
                event.preventDefault();
                choose(first.code);
              }
            }}
          />
          <select
            id={ids.list}
            size={6}
            aria-label={t`Post language`}
            value={language ?? ''}
            onChange={(event) => choose(event.target.value)}
          >
            {found.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.nativeName === option.name
                  ? option.name
                  : `${option.nativeName} — ${option.name}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
