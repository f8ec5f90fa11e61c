import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { listStatusQuotes } from '../api/status-pages';
import { nextMaxIdFromLink } from '../lib/link-header';
import { continuePaging, readLinkedPage } from '../lib/paging';
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

export interface Page<T> {
  items: T[];
  nextMaxId: string | undefined;
}

/** Posts quoting a post, newest first; the cursor comes from the server's `Link` header. */
export function useStatusQuotes(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  return useInfiniteQuery<
    Page<mastodon.v1.Status>,
    Error,
    InfiniteData<Page<mastodon.v1.Status>, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.statusQuotes(instance, id),
    queryFn: async ({ pageParam }) => {
      const read = async (maxId: string | undefined) => {
        const response = await listStatusQuotes(client, id, { limit: QUOTES_PAGE_SIZE, maxId });
        return { items: response.data, next: nextMaxIdFromLink(response.headers.get('link')) };
      };
      // Servers link a next page after the last one too: a short page is confirmed first.
      const page = await readLinkedPage(read, pageParam, QUOTES_PAGE_SIZE, (post) => post.id);
      return { items: page.items, nextMaxId: page.next };
    },
    initialPageParam: undefined,
    getNextPageParam: (page, pages) => continuePaging(page, pages, statusIds, page.nextMaxId),
  });
}

const statusIds = (page: Page<mastodon.v1.Status>) => page.items.map((status) => status.id);
