import type { mastodon } from 'masto';

/**
 * Lists about a post that masto types without parameters, though servers page them by the usual
 * `limit` and `max_id` (the next page is in the `Link` header).
 */
export interface PageParams {
  limit: number;
  maxId: string | undefined;
}

interface RawPage<T> {
  data: T[];
  headers: Headers;
}

interface PagedList<T> {
  list: { $raw(params: PageParams): PromiseLike<RawPage<T>> };
}

export type StatusAccountsKind = 'favourited_by' | 'reblogged_by';

/** GET /api/v1/statuses/:id/{favourited_by,reblogged_by}: the accounts that liked or boosted it. */
export function listStatusAccounts(
  client: mastodon.rest.Client,
  id: string,
  kind: StatusAccountsKind,
  params: PageParams,
): PromiseLike<RawPage<mastodon.v1.Account>> {
  const status = client.v1.statuses.$select(id);
  const resource = kind === 'favourited_by' ? status.favouritedBy : status.rebloggedBy;
  return (resource as unknown as PagedList<mastodon.v1.Account>).list.$raw(params);
}

/** GET /api/v1/statuses/:id/quotes: posts quoting it, newest first. */
export function listStatusQuotes(
  client: mastodon.rest.Client,
  id: string,
  params: PageParams,
): PromiseLike<RawPage<mastodon.v1.Status>> {
  const quotes = client.v1.statuses.$select(id).quotes;
  return (quotes as unknown as PagedList<mastodon.v1.Status>).list.$raw(params);
}
