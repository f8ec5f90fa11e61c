import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { StatusCard } from '../../components/StatusCard';
import type { SearchType } from '../../lib/search-query';
import { useWithoutDeleted } from '../../state/posts';
import { useSearch } from '../../state/search';
import { useSession } from '../../state/session';
import { AccountRow } from '../../components/AccountRow';
import { HashtagResult } from './HashtagResult';

/** One tab's results for a query; every result is a link to what it found. */
export function SearchResults({ q, type }: { q: string; type: SearchType }) {
  const { t } = useLingui();
  const { instance, isLoggedIn } = useSession();
  const search = useSearch(q, type);
  if (type === 'statuses' && !isLoggedIn) {
    return (
      <p className="notice" role="note">
        <Trans>Searching posts needs an account on this instance.</Trans>
      </p>
    );
  }
  if (search.isPending) return <Loading />;
  if (search.isError) {
    return (
      <ErrorMessage
        error={search.error}
        fallback={msg`Unable to search.`}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { accounts, hashtags, statuses } = search.data;
  const count = { accounts: accounts.length, hashtags: hashtags.length, statuses: statuses.length };
  if (count[type] === 0) {
    return (
      <p className="empty" role="status">
        <Trans>No results for “{q}”.</Trans>
      </p>
    );
  }
  return (
    <div aria-busy={search.isPlaceholderData}>
      {type === 'accounts' && (
        <ul className="plain-list result-list" aria-label={t`Accounts`}>
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountRow account={account} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      {type === 'hashtags' && (
        <ul className="plain-list result-list" aria-label={t`Hashtags`}>
          {hashtags.map((tag) => (
            <li key={tag.name}>
              <HashtagResult tag={tag} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      {type === 'statuses' && <PostResults statuses={statuses} instance={instance} />}
    </div>
  );
}

/** Found posts; one deleted meanwhile leaves the list. */
function PostResults(props: { statuses: mastodon.v1.Status[]; instance: string }) {
  const { t } = useLingui();
  const statuses = useWithoutDeleted(props.instance, props.statuses);
  return (
    <ol className="status-list" aria-label={t`Posts`}>
      {statuses.map((status) => (
        <li key={status.id}>
          <StatusCard status={status} instance={props.instance} context="public" />
        </li>
      ))}
    </ol>
  );
}
