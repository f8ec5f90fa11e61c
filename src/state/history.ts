import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { queryKeys } from './query-keys';
import { useMastoClientFor } from './session';

export const QUOTES_PAGE_SIZE = 20;

/** Every version of a post, oldest first (as servers send them). */
export function useStatusHistory(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.statusHistory(instance, id),
    queryFn: async (): Promise<mastodon.v1.StatusEdit[]> =>
      await client.v1.statuses.$select(id).history.list(),
  });
}

/** Posts quoting a post, newest first, paged with a `maxId` cursor. */
export function useStatusQuotes(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  return useInfiniteQuery<
    mastodon.v1.Status[],
    Error,
    InfiniteData<mastodon.v1.Status[], string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.statusQuotes(instance, id),
    queryFn: async ({ pageParam }) => {
      // masto types this list without parameters; the API takes the usual pagination ones.
      const list = client.v1.statuses.$select(id).quotes.list as unknown as (
        params: mastodon.DefaultPaginationParams,
      ) => Promise<mastodon.v1.Status[]>;
      return await list({ limit: QUOTES_PAGE_SIZE, maxId: pageParam });
    },
    initialPageParam: undefined,
    getNextPageParam: (page) =>
      page.length < QUOTES_PAGE_SIZE ? undefined : page[page.length - 1].id,
  });
}
