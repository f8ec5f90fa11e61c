import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { appPaths } from '../../lib/app-paths';
import { ALL_RESULTS_PREVIEW, allResultsOrder, type SearchType } from '../../lib/search-query';
import { useSearch } from '../../state/search';
import { useSession } from '../../state/session';
import { HashtagResult } from './HashtagResult';
import { PostResults } from './PostResults';

/**
 * The combined result: a few accounts, hashtags and posts, each with "See all" to its tab, in the
 * order a person looks for them (allResultsOrder).
 */
export function AllResults({ q }: { q: string }) {
  const { isLoggedIn } = useSession();
  const search = useSearch(q, null);
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
  const found = allResultsOrder(q).filter((type) => search.data[type].length > 0);
  return (
    <div aria-busy={search.isPlaceholderData} className="all-results">
      {found.length === 0 && (
        <p className="empty" role="status">
          <Trans>No results for “{q}”.</Trans>
        </p>
      )}
      {found.map((type) => (
        <AllSection key={type} q={q} type={type} results={search.data} />
      ))}
      {!isLoggedIn && (
        <p className="notice" role="note">
          <Trans>Searching posts needs an account on this instance.</Trans>
        </p>
      )}
    </div>
  );
}

const HEADINGS = { accounts: msg`Accounts`, hashtags: msg`Hashtags`, statuses: msg`Posts` };
const SEE_ALL = {
  accounts: msg`See all accounts`,
  hashtags: msg`See all hashtags`,
  statuses: msg`See all posts`,
};

function AllSection(props: { q: string; type: SearchType; results: mastodon.v2.Search }) {
  const { i18n } = useLingui();
  const { instance } = useSession();
  const { q, type, results } = props;
  const headingId = `search-all-${type}`;
  const label = i18n._(HEADINGS[type]);
  return (
    <section className="all-results-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {type === 'accounts' && (
        <ul className="plain-list result-list" aria-label={label}>
          {results.accounts.slice(0, ALL_RESULTS_PREVIEW[type]).map((account) => (
            <li key={account.id}>
              <AccountRow account={account} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      {type === 'hashtags' && (
        <ul className="plain-list result-list" aria-label={label}>
          {results.hashtags.slice(0, ALL_RESULTS_PREVIEW[type]).map((tag) => (
            <li key={tag.name}>
              <HashtagResult tag={tag} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      {type === 'statuses' && (
        <PostResults
          statuses={results.statuses.slice(0, ALL_RESULTS_PREVIEW[type])}
          instance={instance}
        />
      )}
      {results[type].length > ALL_RESULTS_PREVIEW[type] && (
        <Link
          className="see-all"
          to={appPaths.search(q, type)}
          // The link leaves with the combined result; focus goes to the tab it opens.
          onClick={() => document.getElementById(`search-tab-${type}`)?.focus()}
        >
          {i18n._(SEE_ALL[type])}
        </Link>
      )}
    </section>
  );
}
