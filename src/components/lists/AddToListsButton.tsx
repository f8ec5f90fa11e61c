import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { canBeListed } from '../../lib/lists';
import { useRelationship } from '../../state/accounts-queries';
import { ListMembershipDialog } from './ListMembershipDialog';

/** "Add to lists" on another account of the session's instance; the dialog explains when it can't. */
export function AddToListsButton({
  account,
  instance,
}: {
  account: mastodon.v1.Account;
  instance: string;
}) {
  const [open, setOpen] = useState(false);
  const relationship = useRelationship(instance, account.id);
  if (!relationship.data) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Trans>Add to lists</Trans>
      </button>
      {open && (
        <ListMembershipDialog
          account={account}
          following={canBeListed(relationship.data)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
