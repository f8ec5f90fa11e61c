import { useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { applyFilters, type FilterContext, type FilterOutcome } from '../lib/filters';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** Filters change rarely; posts are matched against this copy. */
export const FILTERS_STALE_TIME = 5 * 60_000;

const NO_FILTERS: readonly mastodon.v2.Filter[] = [];

/** The current account's v2 filters, fetched once per account and shared by every post. */
export function useAccountFilters(): readonly mastodon.v2.Filter[] {
  const { instance, account } = useSession();
  const client = useMastoClient();
  const query = useQuery({
    queryKey: queryKeys.accountFilters(instance, account?.info.id ?? ''),
    queryFn: async () => await client.v2.filters.list(),
    enabled: account !== null,
    staleTime: FILTERS_STALE_TIME,
    // Servers without v2 filters (or a failure) leave posts unfiltered rather than hidden.
    retry: false,
  });
  return query.data ?? NO_FILTERS;
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
    filters: own ? filters : NO_FILTERS,
    currentAccountId: own ? session.account?.info.id : undefined,
  });
}

const SHOW: FilterOutcome = { action: 'show' };
