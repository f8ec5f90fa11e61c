import type { InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import type { TimelinePage } from '../lib/timeline-cursor';

type Status = mastodon.v1.Status;

/**
 * Where the posts are inside one kind of query's data, as the arrays that hold them (a page of
 * a timeline, a thread's ancestors): an array a query keeps across updates is not read again.
 */
type PostsOf = (data: unknown) => readonly (readonly Status[])[];

/**
 * Every query that holds posts, by the first element of its key (see query-keys.ts), with where
 * its posts are. A query kind that holds posts and is missing here would show stale copies:
 * post-sources.test.ts checks each entry against the data its query really holds.
 */
export const POST_SOURCES: Record<string, PostsOf> = {
  timeline: (data) => (data as InfiniteData<TimelinePage>).pages.map((page) => page.statuses),
  status: (data) => [[data as Status]],
  'status-context': (data) => {
    const context = data as mastodon.v1.Context;
    return [context.ancestors, context.descendants];
  },
  'status-quotes': (data) =>
    (data as InfiniteData<{ items: Status[] }>).pages.map((page) => page.items),
  search: (data) => [(data as mastodon.v2.Search).statuses],
  'search-pages': (data) =>
    (data as InfiniteData<mastodon.v2.Search>).pages.map((page) => page.statuses),
  // The last filtered post of each sender (a new array each time: the lists are short).
  'notification-requests': (data) =>
    (data as InfiniteData<{ items: mastodon.v1.NotificationRequest[] }>).pages.map((page) =>
      page.items.flatMap((request) => (request.lastStatus ? [request.lastStatus] : [])),
    ),
  // A kept catch-up (null when it is no longer kept).
  catchup: (data) => (data ? [(data as { statuses: Status[] }).statuses] : []),
  notifications: (data) =>
    (data as InfiniteData<{ statuses: Status[] }>).pages.map((page) => page.statuses),
};

/** The posts a query holds and the instance they were read from, or null for other queries. */
export function postSourceOf(
  queryKey: readonly unknown[],
): { instance: string; statuses: PostsOf } | null {
  const [kind, instance] = queryKey;
  if (typeof kind !== 'string' || typeof instance !== 'string') return null;
  if (!Object.hasOwn(POST_SOURCES, kind)) return null;
  return { instance, statuses: POST_SOURCES[kind] };
}
