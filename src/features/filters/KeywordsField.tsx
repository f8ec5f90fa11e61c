import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import type { KeywordDraft } from '../../lib/filter-form';
import '../../styles/post-dialog.css';

interface KeywordsFieldProps {
  keywords: KeywordDraft[];
  onChange: (keywords: KeywordDraft[]) => void;
  /** The keyword being typed (saved with the filter even if not added yet). */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** The filter's keywords: each editable, with "whole word", removable; new ones added below. */
export function KeywordsField({ keywords, onChange, draft, onDraftChange }: KeywordsFieldProps) {
  const { t } = useLingui();
  const newId = useId();
  const update = (index: number, change: Partial<KeywordDraft>) =>
    onChange(keywords.map((keyword, at) => (at === index ? { ...keyword, ...change } : keyword)));
  const add = () => {
    const keyword = draft.trim();
    if (!keyword) return;
    onChange([...keywords, { keyword, wholeWord: true }]);
    onDraftChange('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="filter-fieldset">
      <legend>
        <Trans comment="Heading of the words or phrases a filter matches">Keywords</Trans>
      </legend>
      {keywords.length === 0 && (
        <p className="result-detail">
          <Trans>
            No keywords yet. A filter without keywords only hides the posts added to it.
          </Trans>
        </p>
      )}
      <ul className="plain-list filter-keywords">
        {keywords.map((keyword, index) => {
          const word = keyword.keyword;
          return (
            <li key={keyword.id ?? `new-${index}`} className="filter-keyword">
              <input
                aria-label={t({
                  message: 'Keyword',
                  comment: 'Label of the field for one word or phrase a filter matches',
                })}
                value={keyword.keyword}
                onChange={(event) => update(index, { keyword: event.target.value })}
              />
              <label className="post-dialog-check">
                <input
                  type="checkbox"
                  checked={keyword.wholeWord}
                  onChange={(event) => update(index, { wholeWord: event.target.checked })}
                />
                <Trans>Whole word</Trans>
              </label>
              <button
                type="button"
                className="button"
                aria-label={t`Remove keyword ${word}`}
                onClick={() => onChange(keywords.filter((_, at) => at !== index))}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="filter-keyword">
        <label htmlFor={newId} className="visually-hidden">
          <Trans>New keyword</Trans>
        </label>
        <input
          id={newId}
          value={draft}
          placeholder={t`New keyword`}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <button type="button" className="button" disabled={!draft.trim()} onClick={add}>
          <Trans>Add keyword</Trans>
        </button>
      </div>
    </fieldset>
  );
}
