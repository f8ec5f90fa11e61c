import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState, type FormEvent } from 'react';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { escapeCancels, useRefocus } from '../../components/use-dismiss';
import { appPaths } from '../../lib/app-paths';
import { useChangeList } from '../../state/lists';

type Mode = 'view' | 'rename' | 'confirm-delete';

/** A list in the index: a link to its timeline, with rename (where offered) and delete (confirmed). */
export function ListRow({
  list,
  canRename = true,
}: {
  list: mastodon.v1.List;
  canRename?: boolean;
}) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('view');
  const [title, setTitle] = useState(list.title);
  const listTitle = list.title;
  const change = useChangeList();
  const [renameButton, refocusRename] = useRefocus<HTMLButtonElement>();
  const [deleteButton, refocusDelete] = useRefocus<HTMLButtonElement>();
  // Leaving the rename (Cancel, Escape) puts the title back and focus on Rename.
  const cancelRename = () => {
    setTitle(list.title);
    setMode('view');
    refocusRename();
  };
  const keep = () => {
    setMode('view');
    refocusDelete();
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    change.mutate(
      { kind: 'rename', id: list.id, title: trimmed },
      {
        onSuccess: () => {
          setMode('view');
          refocusRename();
        },
      },
    );
  };
  if (mode === 'rename') {
    return (
      <form
        className="inline-form list-row"
        onSubmit={rename}
        onKeyDown={escapeCancels(cancelRename)}
      >
        <label htmlFor={`list-title-${list.id}`} className="visually-hidden">
          <Trans>List title</Trans>
        </label>
        <input
          id={`list-title-${list.id}`}
          value={title}
          maxLength={100}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button" disabled={change.isPending}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className="button" onClick={cancelRename}>
          <Trans>Cancel</Trans>
        </button>
        {change.isError && (
          <ErrorMessage error={change.error} fallback={msg`Unable to rename the list.`} />
        )}
      </form>
    );
  }
  return (
    <div
      className="list-row"
      onKeyDown={mode === 'confirm-delete' ? escapeCancels(keep) : undefined}
    >
      <Link className="list-row-title" to={appPaths.list(list.id)}>
        {list.title}
      </Link>
      {mode === 'confirm-delete' ? (
        <>
          <button
            type="button"
            className="button button-danger"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'delete', id: list.id })}
          >
            <Trans>Delete “{listTitle}”</Trans>
          </button>
          <button type="button" className="button" onClick={keep}>
            <Trans>Keep</Trans>
          </button>
        </>
      ) : (
        <>
          {canRename && (
            <button
              ref={renameButton}
              type="button"
              className="button"
              aria-label={t`Rename ${listTitle}`}
              onClick={() => setMode('rename')}
            >
              <Trans comment="Button: changes the name of a list">Rename</Trans>
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            className="button"
            aria-label={t`Delete ${listTitle}`}
            onClick={() => setMode('confirm-delete')}
          >
            <Trans>Delete</Trans>
          </button>
        </>
      )}
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to delete the list.`} />
      )}
    </div>
  );
}
