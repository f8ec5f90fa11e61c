import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { AccountPage } from '../state/accounts-queries';
import { AccountRow } from './AccountRow';
import { ErrorMessage } from './ErrorMessage';
import { Loading } from './Loading';
import { LoadMoreButton } from './LoadMoreButton';

interface AccountListProps {
  query: UseInfiniteQueryResult<InfiniteData<AccountPage, string | undefined>>;
  instance: string;
  /** The list's accessible name. */
  label: string;
}

/** A paged list of accounts (followers, likes, boosts…): rows, an empty state, errors, Load more. */
export function AccountList({ query, instance, label }: AccountListProps) {
  if (query.isPending) return <Loading shape="rows" />;
  if (!query.data) {
    return (
      <ErrorMessage
        error={query.error}
        fallback={msg`Unable to load accounts.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const accounts = query.data.pages.flatMap((page) => page.accounts);
  if (accounts.length === 0) {
    return (
      <p className="empty">
        <Trans>No accounts to show.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="plain-list result-list" aria-label={label}>
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountRow account={account} instance={instance} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <ErrorMessage error={query.error} fallback={msg`Unable to load accounts.`} />
      )}
      <LoadMoreButton query={query} />
    </>
  );
}
