import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  addShortcut,
  canAddShortcut,
  MAX_SHORTCUTS,
  ShortcutError,
  type Shortcut,
  type ShortcutErrorCode,
  type ShortcutType,
} from '../../lib/shortcuts';
import { ShortcutFields, type ShortcutDraft } from './ShortcutFields';

const KINDS: { type: ShortcutType; label: MessageDescriptor }[] = [
  { type: 'home', label: msg`Home` },
  { type: 'notifications', label: msg`Notifications` },
  { type: 'mentions', label: msg`Mentions` },
  { type: 'list', label: msg`A list` },
  { type: 'public', label: msg`Local or Federated of an instance` },
  { type: 'trending', label: msg`Trending` },
  { type: 'search', label: msg`A search` },
  { type: 'hashtag', label: msg`Hashtags` },
  { type: 'bookmarks', label: msg`Bookmarks` },
  { type: 'favourites', label: msg`Likes` },
  { type: 'profile', label: msg`My profile` },
];

const ERRORS: Record<ShortcutErrorCode, MessageDescriptor> = {
  'too-many': msg`You have the most shortcuts there can be (${MAX_SHORTCUTS}). Remove one first.`,
  duplicate: msg`This shortcut is already in the list.`,
  'invalid-instance': msg`Invalid instance`,
  'invalid-hashtag': msg`A hashtag can only have letters, digits and underscores.`,
  'too-many-hashtags': msg`A shortcut can show at most 5 hashtags.`,
  empty: msg`Fill in the field first.`,
  invalid: msg`This is not a shortcut.`,
};

interface AddShortcutFormProps {
  shortcuts: Shortcut[];
  onChange: (next: Shortcut[]) => void;
}

export function AddShortcutForm({ shortcuts, onChange }: AddShortcutFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ShortcutDraft>({ type: 'home' });
  // A message belongs to the list it was about: once the list changes, it goes.
  const [result, setResult] = useState<{ error: ShortcutErrorCode | null; list: Shortcut[] }>();
  const current = result?.list === shortcuts ? result : undefined;
  const error = current?.error ?? null;
  const added = current !== undefined && current.error === null;
  const setError = (code: ShortcutErrorCode | null) =>
    setResult(code === null ? undefined : { error: code, list: shortcuts });
  const full = !canAddShortcut(shortcuts);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const next = addShortcut(shortcuts, draft);
      onChange(next);
      setResult({ error: null, list: next });
      setDraft({ type: draft.type });
    } catch (caught) {
      if (!(caught instanceof ShortcutError)) throw caught;
      setError(caught.code);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="shortcuts-add">
      <h2 id="shortcuts-add">
        <Trans>Add a shortcut</Trans>
      </h2>
      {full ? (
        <p className="notice">{i18n._(ERRORS['too-many'])}</p>
      ) : (
        <form className="form" onSubmit={submit}>
          <label htmlFor="shortcut-kind">
            <Trans>Shortcut to</Trans>
          </label>
          <select
            id="shortcut-kind"
            value={draft.type}
            onChange={(event) => {
              setDraft({ type: event.target.value as ShortcutType });
              setError(null);
            }}
          >
            {KINDS.map(({ type, label }) => (
              <option key={type} value={type}>
                {i18n._(label)}
              </option>
            ))}
          </select>
          <ShortcutFields draft={draft} onChange={setDraft} />
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t`Add shortcut`}
            </button>
          </div>
        </form>
      )}
      <div role="status">
        {added && !error && (
          <p className="notice">
            <Trans>Shortcut added.</Trans>
          </p>
        )}
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {i18n._(ERRORS[error])}
        </p>
      )}
    </section>
  );
}
