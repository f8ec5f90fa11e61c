import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { PostDialog } from '../../components/status/PostDialog';
import { useListMembers } from '../../state/lists';
import '../../styles/lists.css';
import { MemberRow } from './MemberRow';
import { AddListMembers } from './AddListMembers';
import { LoadMoreButton } from '../../components/LoadMoreButton';

function MemberList({ listId }: { listId: string }) {
  const { t } = useLingui();
  const members = useListMembers(listId);
  if (members.isPending) return <Loading shape="rows" />;
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
          <MemberRow key={account.id} listId={listId} account={account} action="remove" />
        ))}
      </ul>
      <LoadMoreButton query={members} />
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
