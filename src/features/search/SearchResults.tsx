import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Loading } from '../../components/Loading';
import { uniqueSearchResults, type SearchType } from '../../lib/search-query';
import { useSearchPages } from '../../state/search';
import { useSession } from '../../state/session';
import { HashtagResult } from './HashtagResult';
import { PostResults } from './PostResults';

/** One tab's results for a query, page after page; every result is a link to what it found. */
export function SearchResults({ q, type }: { q: string; type: SearchType }) {
  const { isLoggedIn } = useSession();
  const search = useSearchPages(q, type);
  if (type === 'statuses' && !isLoggedIn) {
    return (
      <p className="notice" role="note">
        <Trans>Searching posts needs an account on this instance.</Trans>
      </p>
    );
  }
  if (search.isPending) return <Loading />;
  if (search.isError && !search.isFetchNextPageError) {
    return (
      <ErrorMessage
        error={search.error}
        fallback={msg`Unable to search.`}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const pages = search.data.pages;
  const count = pages.reduce((sum, page) => sum + page[type].length, 0);
  if (count === 0) {
    return (
      <p className="empty" role="status">
        <Trans>No results for “{q}”.</Trans>
      </p>
    );
  }
  return (
    <div aria-busy={search.isPlaceholderData}>
      <ResultList type={type} pages={pages} />
      {search.isFetchNextPageError ? (
        <ErrorMessage
          error={search.error}
          fallback={msg`Unable to load more results.`}
          onRetry={() => void search.fetchNextPage()}
        />
      ) : (
        <LoadMoreButton query={search} />
      )}
    </div>
  );
}

type Pages = ReturnType<typeof useSearchPages>['data'] & object;

function ResultList({ type, pages }: { type: SearchType; pages: Pages['pages'] }) {
  const { t } = useLingui();
  const { instance } = useSession();
  if (type === 'accounts') {
    const accounts = uniqueSearchResults(
      type,
      pages.map((page) => page.accounts),
    );
    return (
      <ul className="plain-list result-list" aria-label={t`Accounts`}>
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountRow account={account} instance={instance} />
          </li>
        ))}
      </ul>
    );
  }
  if (type === 'hashtags') {
    const hashtags = uniqueSearchResults(
      type,
      pages.map((page) => page.hashtags),
    );
    return (
      <ul className="plain-list result-list" aria-label={t`Hashtags`}>
        {hashtags.map((tag) => (
          <li key={tag.name}>
            <HashtagResult tag={tag} instance={instance} />
          </li>
        ))}
      </ul>
    );
  }
  const statuses = uniqueSearchResults(
    type,
    pages.map((page) => page.statuses),
  );
  return <PostResults statuses={statuses} instance={instance} />;
}
