import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { filterPayload, type FilterFormValues } from '../lib/filter-form';
import { applyFilters, type FilterContext, type FilterOutcome } from '../lib/filters';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** Filters change rarely; posts are matched against this copy. */
export const FILTERS_STALE_TIME = 5 * 60_000;

type Filter = mastodon.v2.Filter;

function useFiltersKey() {
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

/** After any change every open timeline re-reads the filters (their posts re-render with them). */
function useRefreshFilters() {
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/** Puts a saved filter into the cached list at once, before the refetch confirms it. */
function useStoreFilter() {
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  return (saved: Filter) =>
    queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
      list.some((filter) => filter.id === saved.id)
        ? list.map((filter) => (filter.id === saved.id ? saved : filter))
        : [...list, saved],
    );
}

export interface SaveFilter {
  values: FilterFormValues;
  /** The filter being edited; none to create one. */
  original?: Filter;
}

/** Creates or updates a filter from the form. */
export function useSaveFilter() {
  const client = useMastoClient();
  const store = useStoreFilter();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async ({ values, original }: SaveFilter) => {
      const payload = filterPayload(values, original);
      return original
        ? await client.v2.filters.$select(original.id).update(payload)
        : await client.v2.filters.create(payload);
    },
    onSuccess: (saved) => {
      store(saved);
      void refresh();
    },
  });
}

/** Deletes a filter; posts it hid show again at once. */
export function useDeleteFilter() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async (id: string) => {
      await client.v2.filters.$select(id).remove();
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
        list.filter((filter) => filter.id !== id),
      );
      void refresh();
    },
  });
}

/** Adds a post to a filter (POST /api/v2/filters/:id/statuses); the post is then filtered. */
export function useAddPostToFilter() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async ({ filterId, statusId }: { filterId: string; statusId: string }) => ({
      filterId,
      entry: await client.v2.filters.$select(filterId).statuses.create({ statusId }),
    }),
    onSuccess: ({ filterId, entry }) => {
      queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
        list.map((filter) =>
          filter.id === filterId ? { ...filter, statuses: [...filter.statuses, entry] } : filter,
        ),
      );
      void refresh();
    },
  });
}

/** `filters_changed` on the account's stream (a change made elsewhere): read the filters again. */
export function refreshAccountFilters(
  queryClient: QueryClient,
  instance: string,
  accountId: string,
): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.accountFilters(instance, accountId) });
}
