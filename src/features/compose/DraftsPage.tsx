import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoginRequired } from '../../components/LoginRequired';
import { FormattedTime } from '../../components/FormattedTime';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import { targetOfSlot } from '../../lib/compose/compose-target';
import { listDrafts, removeDraft, type DraftEntry } from '../../state/drafts';
import { queryKeys } from '../../state/query-keys';
import { useSession } from '../../state/session';
import '../../styles/compose.css';

/** What the draft answers or quotes: the author, and the post's first words when kept. */
function DraftTarget({ draft: { replyTo, quote } }: { draft: DraftEntry['state'] }) {
  const target = replyTo ?? quote;
  if (!target?.acct) return null;
  const { acct, excerpt } = target;
  const handle = <bdi>@{acct}</bdi>;
  return (
    <p className="draft-target">
      <span className="draft-target-who">
        {replyTo ? <Trans>Reply to {handle}</Trans> : <Trans>Quote of {handle}</Trans>}
        {excerpt && ':'}
      </span>
      {excerpt && (
        <>
          {' '}
          <bdi className="draft-target-excerpt">{excerpt}</bdi>
        </>
      )}
    </p>
  );
}

function DraftRow({ entry, onDelete }: { entry: DraftEntry; onDelete: () => void }) {
  const { t } = useLingui();
  const { text, spoilerText, warning } = entry.state;
  const shown = (warning && spoilerText ? spoilerText : text).trim() || t`(empty)`;
  return (
    <li className="draft-row">
      <DraftTarget draft={entry.state} />
      <p className="draft-text">{shown}</p>
      <p className="draft-meta">
        <FormattedTime value={new Date(entry.savedAt).toISOString()} />
      </p>
      <div className="composer-options">
        <Link className="button" to={appPaths.compose(targetOfSlot(entry.slot))}>
          <Trans comment="Button: opens a saved draft in the composer">Open</Trans>
        </Link>
        <button type="button" className="button" onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

function DraftList() {
  const { t } = useLingui();
  const { scopeKey } = useSession();
  const queryClient = useQueryClient();
  const key = queryKeys.drafts(scopeKey);
  const drafts = useQuery({ queryKey: key, queryFn: () => listDrafts(scopeKey), staleTime: 0 });
  if (drafts.isPending) return <Loading />;
  if (!drafts.data) {
    return <ErrorMessage error={drafts.error} fallback={msg`Unable to load drafts.`} />;
  }
  if (drafts.data.length === 0) {
    return (
      <p className="empty">
        <Trans>No drafts. What you write in the composer is kept here until it is posted.</Trans>
      </p>
    );
  }
  const remove = async (slot: string) => {
    await removeDraft(scopeKey, slot);
    await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <ul className="plain-list draft-list" aria-label={t`Drafts`}>
      {drafts.data.map((entry) => (
        <DraftRow key={entry.slot} entry={entry} onDelete={() => void remove(entry.slot)} />
      ))}
    </ul>
  );
}

/** This device's drafts of the current account: open one to go on writing, or delete it. */
export function DraftsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return <Page title={t`Drafts`}>{isLoggedIn ? <DraftList /> : <LoginRequired />}</Page>;
}
