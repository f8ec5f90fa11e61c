import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { classifySearchQuery, type SearchType } from '../lib/search-query';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

export const SEARCH_PAGE_SIZE = 20;

/**
 * Search v2 on the session's instance. Logged in, URLs and `user@domain` handles are resolved
 * (fetched from their servers); servers refuse that without an account.
 */
/** `type` null searches every type at once (used to resolve a URL to whatever it points at). */
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
