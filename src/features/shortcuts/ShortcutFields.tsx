import { Trans, useLingui } from '@lingui/react/macro';
import type { ShortcutType } from '../../lib/shortcuts';
import { useLists } from '../../state/lists';

/** What the form holds while a shortcut is being made (checked by parseShortcut on submit). */
export interface ShortcutDraft {
  type: ShortcutType;
  id?: string;
  title?: string;
  local?: boolean;
  instance?: string;
  query?: string;
  tags?: string;
  media?: boolean;
}

interface FieldsProps {
  draft: ShortcutDraft;
  onChange: (draft: ShortcutDraft) => void;
}

function InstanceField({ draft, onChange }: FieldsProps) {
  return (
    <>
      <label htmlFor="shortcut-instance">
        <Trans>Instance (empty for your own)</Trans>
      </label>
      <input
        id="shortcut-instance"
        type="text"
        inputMode="url"
        autoCapitalize="off"
        placeholder="mastodon.social"
        value={draft.instance ?? ''}
        onChange={(event) => onChange({ ...draft, instance: event.target.value })}
      />
    </>
  );
}

function ListField({ draft, onChange }: FieldsProps) {
  const { t } = useLingui();
  const lists = useLists();
  if (lists.isPending) return <p className="hint">{t`Loading…`}</p>;
  if (!lists.data?.length) return <p className="hint">{t`You have no lists yet.`}</p>;
  const choose = (id: string) =>
    onChange({ ...draft, id, title: lists.data.find((list) => list.id === id)?.title ?? '' });
  return (
    <>
      <label htmlFor="shortcut-list">
        <Trans>List</Trans>
      </label>
      <select id="shortcut-list" value={draft.id ?? ''} onChange={(e) => choose(e.target.value)}>
        <option value="">{t`Choose a list`}</option>
        {lists.data.map((list) => (
          <option key={list.id} value={list.id}>
            {list.title}
          </option>
        ))}
      </select>
    </>
  );
}

/** The fields a kind of shortcut needs (none for Home, Notifications and the like). */
export function ShortcutFields({ draft, onChange }: FieldsProps) {
  switch (draft.type) {
    case 'list':
      return <ListField draft={draft} onChange={onChange} />;
    case 'public':
      return (
        <>
          <label className="toggle">
            <input
              type="checkbox"
              checked={draft.local ?? false}
              onChange={(event) => onChange({ ...draft, local: event.target.checked })}
            />
            <span>
              <Trans>Local only (otherwise Federated)</Trans>
            </span>
          </label>
          <InstanceField draft={draft} onChange={onChange} />
        </>
      );
    case 'trending':
      return <InstanceField draft={draft} onChange={onChange} />;
    case 'search':
      return (
        <>
          <label htmlFor="shortcut-query">
            <Trans>Search for</Trans>
          </label>
          <input
            id="shortcut-query"
            type="text"
            value={draft.query ?? ''}
            onChange={(event) => onChange({ ...draft, query: event.target.value })}
          />
        </>
      );
    case 'hashtag':
      return (
        <>
          <label htmlFor="shortcut-tags">
            <Trans>Hashtags (up to 5, separated by spaces)</Trans>
          </label>
          <input
            id="shortcut-tags"
            type="text"
            autoCapitalize="off"
            value={draft.tags ?? ''}
            onChange={(event) => onChange({ ...draft, tags: event.target.value })}
          />
          <label className="toggle">
            <input
              type="checkbox"
              checked={draft.media ?? false}
              onChange={(event) => onChange({ ...draft, media: event.target.checked })}
            />
            <span>
              <Trans>Posts with media only</Trans>
            </span>
          </label>
          <InstanceField draft={draft} onChange={onChange} />
        </>
      );
    default:
      return null;
  }
}
