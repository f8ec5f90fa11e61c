import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { useNavigate } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { useChangeList } from '../../state/lists';

/** Delete, then "Delete “title”" to confirm (or Keep); a deleted list leads back to all lists. */
export function DeleteListButton({ list }: { list: mastodon.v1.List }) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeList();
  const navigate = useNavigate();
  const listTitle = list.title;
  if (!confirming) {
    return (
      <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
        <Trans>Delete list</Trans>
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        autoFocus
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { kind: 'delete', id: list.id },
            { onSuccess: () => void navigate(appPaths.lists()) },
          )
        }
      >
        <Trans>Delete “{listTitle}”</Trans>
      </button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>
        <Trans>Keep</Trans>
      </button>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to delete the list.`} />
      )}
    </>
  );
}
