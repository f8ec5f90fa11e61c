import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { PostDialog } from '../../components/status/PostDialog';
import { useChangeListMembership, useListMembers } from '../../state/lists';
import { useSession } from '../../state/session';
import '../../styles/lists.css';
import { AddListMembers } from './AddListMembers';

function MemberRow({ listId, account }: { listId: string; account: mastodon.v1.Account }) {
  const { t } = useLingui();
  const { instance } = useSession();
  const change = useChangeListMembership();
  const name = account.acct;
  return (
    <li>
      <div className="member-row">
        <AccountRow account={account} instance={instance} />
        <button
          type="button"
          className="button"
          disabled={change.isPending}
          aria-label={t`Remove @${name} from the list`}
          onClick={() => change.mutate({ listId, accountId: account.id, add: false })}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to remove the member.`} />
      )}
    </li>
  );
}

function MemberList({ listId }: { listId: string }) {
  const { t } = useLingui();
  const members = useListMembers(listId);
  if (members.isPending) return <Loading />;
  if (!members.data) {
    return (
      <ErrorMessage
        error={members.error}
        fallback={msg`Unable to load the members.`}
        onRetry={() => void members.refetch()}
      />
    );
  }
  const accounts = members.data.pages.flatMap((page) => page.accounts);
  if (accounts.length === 0) {
    return (
      <p className="empty">
        <Trans>No one is in this list yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="plain-list result-list" aria-label={t`Members`}>
        {accounts.map((account) => (
          <MemberRow key={account.id} listId={listId} account={account} />
        ))}
      </ul>
      {members.hasNextPage && (
        <button
          type="button"
          className="button load-more"
          disabled={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {members.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </>
  );
}

/** A list's members, each with Remove, and a search among followed accounts to add more. */
export function ListMembersDialog({
  list,
  onClose,
}: {
  list: mastodon.v1.List;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = list.title;
  return (
    <PostDialog title={t`Members of “${title}”`} onClose={onClose}>
      <AddListMembers listId={list.id} />
      <section className="member-section" aria-labelledby="list-members-heading">
        <h3 id="list-members-heading">
          <Trans>Members</Trans>
        </h3>
        <MemberList listId={list.id} />
      </section>
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </PostDialog>
  );
}
