import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { applyFilters, type FilterContext, type FilterOutcome } from '../lib/filters';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** Filters change rarely; posts are matched against this copy. */
export const FILTERS_STALE_TIME = 5 * 60_000;

export type Filter = mastodon.v2.Filter;

export function useFiltersKey() {
  const { instance, account } = useSession();
  return queryKeys.accountFilters(instance, account?.info.id ?? '');
}

/** The current account's v2 filters, fetched once per account and shared by every post. */
export function useFiltersQuery() {
  const { account } = useSession();
  const client = useMastoClient();
  return useQuery({
    queryKey: useFiltersKey(),
    queryFn: async (): Promise<readonly Filter[]> => await client.v2.filters.list(),
    enabled: account !== null,
    staleTime: FILTERS_STALE_TIME,
    // Servers without v2 filters answer 404: asking again cannot help.
    retry: false,
  });
}

/** The current account's filters; undefined until known (loading, failed, not offered). */
export function useAccountFilters(): readonly Filter[] | undefined {
  return useFiltersQuery().data;
}

/**
 * How a post is shown in `context`. Posts read from another instance than the session's are
 * matched only by what that server says (the reader's filters live on their own instance).
 */
export function useFilterOutcome(
  status: mastodon.v1.Status,
  instance: string,
  context: FilterContext | undefined,
): FilterOutcome {
  const session = useSession();
  const filters = useAccountFilters();
  if (!context) return SHOW;
  const own = instance.toLowerCase() === session.instance;
  return applyFilters(status, context, {
    filters: own ? filters : undefined,
    currentAccountId: own ? session.account?.info.id : undefined,
  });
}

const SHOW: FilterOutcome = { action: 'show' };

/** `filters_changed` on the account's stream (a change made elsewhere): read the filters again. */
export function refreshAccountFilters(
  queryClient: QueryClient,
  instance: string,
  accountId: string,
): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.accountFilters(instance, accountId) });
}
