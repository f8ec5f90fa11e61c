import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { ErrorMessage } from '../ErrorMessage';
import { Loading } from '../Loading';
import { PostDialog } from '../status/PostDialog';
import { useAccountLists, useChangeListMembership, useLists } from '../../state/lists';
import '../../styles/lists.css';
import { NewListForMember } from './NewListForMember';
import '../../styles/post-dialog.css';

function ListCheckbox({
  list,
  accountId,
  checked,
}: {
  list: mastodon.v1.List;
  accountId: string;
  checked: boolean;
}) {
  const change = useChangeListMembership();
  // The choice shows at once (in the same render as the click); a failure puts it back.
  const [choice, setChoice] = useState<boolean | null>(null);
  const toggle = (add: boolean) => {
    setChoice(add);
    change.mutate({ listId: list.id, accountId, add }, { onSettled: () => setChoice(null) });
  };
  return (
    <>
      <label className="post-dialog-check">
        <input
          type="checkbox"
          checked={choice ?? checked}
          disabled={change.isPending}
          onChange={(event) => toggle(event.target.checked)}
        />{' '}
        {list.title}
      </label>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to update the list.`} />
      )}
    </>
  );
}

function ListChoices({ account }: { account: mastodon.v1.Account }) {
  const { t } = useLingui();
  const lists = useLists();
  const holding = useAccountLists(account.id);
  if (lists.isPending || holding.isPending) return <Loading shape="rows" />;
  if (lists.isError || holding.isError) {
    return (
      <ErrorMessage
        error={lists.error ?? holding.error}
        fallback={msg`Unable to load lists.`}
        onRetry={() => void Promise.all([lists.refetch(), holding.refetch()])}
      />
    );
  }
  return (
    <>
      {lists.data.length === 0 ? (
        <p className="empty">
          <Trans>You have no lists yet.</Trans>
        </p>
      ) : (
        <div className="membership-lists" role="group" aria-label={t`Lists`}>
          {lists.data.map((list) => (
            <ListCheckbox
              key={list.id}
              list={list}
              accountId={account.id}
              checked={holding.data.includes(list.id)}
            />
          ))}
        </div>
      )}
      <NewListForMember accountId={account.id} />
    </>
  );
}

interface ListMembershipDialogProps {
  account: mastodon.v1.Account;
  /** Lists hold only accounts one follows; otherwise the dialog says so. */
  following: boolean;
  onClose: () => void;
}

/** Every list of the session's account, checked where it holds `account`; a change is sent at once. */
export function ListMembershipDialog({ account, following, onClose }: ListMembershipDialogProps) {
  const { t } = useLingui();
  const acct = account.acct;
  const handle = <bdi>@{acct}</bdi>;
  return (
    <PostDialog title={t`Lists with @${acct}`} onClose={onClose}>
      {following ? (
        <ListChoices account={account} />
      ) : (
        <p className="notice">
          <Trans>
            Lists can only hold accounts you follow. Follow {handle} to add them to a list.
          </Trans>
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          <Trans comment="Button: closes a dialog once changes are made">Done</Trans>
        </button>
      </div>
    </PostDialog>
  );
}
