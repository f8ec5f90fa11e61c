import { Trans } from '@lingui/react/macro';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a paged list, shown only while the server has another page. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button load-more"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? (
        <Trans comment="Status shown while more items load">Loading…</Trans>
      ) : (
        <Trans>Load more</Trans>
      )}
    </button>
  );
}
