import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { isMissingEndpoint } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NotOfferedNotice } from '../../components/Unavailable';
import { LoadMoreButton } from '../../components/LoadMoreButton';

interface PagedQuery {
  isPending: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface PagedRowsProps<T> {
  query: PagedQuery;
  /** Every loaded item, undefined until the first page came. */
  items: T[] | undefined;
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  /** Said when the server answers 404: it does not offer this list. */
  notOffered: string;
  failure: MessageDescriptor;
}

/** A Link-header paged list with its own rows: loading, not offered, errors, empty, Load more. */
export function PagedRows<T>(props: PagedRowsProps<T>) {
  const { query, items, label } = props;
  if (query.isPending) return <Loading shape="rows" />;
  if (!items && isMissingEndpoint(query.error))
    return <NotOfferedNotice message={props.notOffered} />;
  if (!items) {
    return (
      <ErrorMessage
        error={query.error}
        fallback={props.failure}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {items.length === 0 ? (
        <p className="empty">{props.empty}</p>
      ) : (
        <ul className="plain-list result-list" aria-label={label}>
          {items.map((item) => (
            <li key={props.keyOf(item)} className="request-row">
              {props.renderRow(item)}
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && <ErrorMessage error={query.error} fallback={props.failure} />}
      <LoadMoreButton query={query} />
    </>
  );
}
