import { useInfiniteQuery, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import {
  classifySearchQuery,
  nextSearchOffset,
  searchResultKey,
  type SearchType,
} from '../lib/search-query';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

export const SEARCH_PAGE_SIZE = 20;

/**
 * Search v2 on the session's instance. Logged in, URLs and `user@domain` handles are resolved
 * (fetched from their servers); servers refuse that without an account.
 * `type` null searches every type at once (the combined result, and a URL resolved to whatever it
 * points at).
 */
export function useSearch(q: string, type: SearchType | null) {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  const query = q.trim();
  const kind = classifySearchQuery(query);
  const resolve = isLoggedIn && (kind === 'url' || kind === 'handle');
  return useQuery({
    queryKey: queryKeys.search(instance, query, type ?? 'all', resolve),
    queryFn: async (): Promise<mastodon.v2.Search> =>
      await client.v2.search.list({ q: query, type, resolve, limit: SEARCH_PAGE_SIZE }),
    enabled: kind !== 'empty',
    placeholderData: keepPreviousData,
  });
}

const resultsOf = (page: mastodon.v2.Search, type: SearchType): { id?: string; name?: string }[] =>
  page[type];

/**
 * One type's results, page after page (`offset`). Servers page search only for their own
 * accounts, and some ignore `offset` or `limit`: paging ends on a short page or one that brings
 * nothing new (see nextSearchOffset).
 */
export function useSearchPages(q: string, type: SearchType) {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  const query = q.trim();
  const kind = classifySearchQuery(query);
  const resolve = isLoggedIn && kind === 'handle';
  const keysOf = (page: mastodon.v2.Search) =>
    resultsOf(page, type).map((item) => searchResultKey(type, item));
  return useInfiniteQuery({
    queryKey: queryKeys.searchPages(instance, query, type),
    queryFn: async ({ pageParam }): Promise<mastodon.v2.Search> =>
      await client.v2.search.list({
        q: query,
        type,
        resolve: resolve && pageParam === 0,
        limit: SEARCH_PAGE_SIZE,
        ...(pageParam > 0 ? { offset: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => {
      if (!isLoggedIn) return undefined;
      const earlier = pages.filter((other) => other !== page).flatMap(keysOf);
      return nextSearchOffset(keysOf(page), earlier, SEARCH_PAGE_SIZE);
    },
    enabled: kind !== 'empty' && kind !== 'url',
    placeholderData: keepPreviousData,
  });
}
