import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { getAnonymousClient } from '../api/clients';
import { LoginRequiredError, isUnauthorized } from '../api/errors';
import { pinnedOnly } from '../lib/pinned';
import { addsNewItems, continuePaging } from '../lib/paging';
import { hashtagTimelineParams } from '../lib/hashtags';
import { dedupeStatuses, mergePages } from '../lib/timeline';
import {
  newestId,
  offsetCursors,
  pageAtAnchor,
  pageCursors,
  type TimelineCursor,
  type TimelinePage,
} from '../lib/timeline-cursor';
import { queryKeys } from './query-keys';
import { useMastoClientFor, useSession } from './session';
import {
  TIMELINE_PAGE_SIZE,
  requiresLogin,
  type TimelineDescriptor,
} from '../lib/timeline-descriptor';

type Status = mastodon.v1.Status;
type RawPage = mastodon.Paginator<{ headers: Headers; data: Status[] }>;
type PageParams = mastodon.DefaultPaginationParams & { offset?: string };

export type { TimelineCursor, TimelinePage };
export type TimelineData = InfiniteData<TimelinePage, TimelineCursor | undefined>;

function listRequest(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  params: PageParams,
): RawPage {
  switch (descriptor.type) {
    case 'home':
      return client.v1.timelines.home.list.$raw(params);
    case 'local':
      return client.v1.timelines.public.list.$raw({ ...params, local: true });
    case 'federated':
      return client.v1.timelines.public.list.$raw(params);
    case 'account': {
      const filter = {
        posts: { excludeReplies: true },
        replies: {},
        media: { onlyMedia: true },
      }[descriptor.filter];
      return client.v1.accounts.$select(descriptor.id).statuses.list.$raw({ ...params, ...filter });
    }
    case 'tag': {
      const tagged = hashtagTimelineParams(descriptor.tags);
      if (!tagged) throw new Error('A tag timeline needs at least one tag');
      const { tag: first, any } = tagged;
      const tagParams = {
        ...params,
        ...(any.length > 0 ? { any } : {}),
        ...(descriptor.media ? { onlyMedia: true } : {}),
      };
      return client.v1.timelines.tag.$select(first).list.$raw(tagParams);
    }
    case 'list':
      return client.v1.timelines.list.$select(descriptor.id).list.$raw(params);
    case 'bookmarks':
      return client.v1.bookmarks.list.$raw(params);
    case 'favourites':
      return client.v1.favourites.list.$raw(params);
    case 'trending':
      return client.v1.trends.statuses.list.$raw(params);
    case 'link':
      return client.v1.timelines.link.list.$raw({ ...params, url: descriptor.url });
  }
}

/** Pinned posts lead the first page of an account's posts. */
async function pinnedPosts(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  cursor: TimelineCursor | undefined,
): Promise<Status[]> {
  if (descriptor.type !== 'account' || descriptor.filter !== 'posts' || cursor) return [];
  return pinnedOnly(
    await client.v1.accounts.$select(descriptor.id).statuses.list({ pinned: true }),
  );
}

/** One page of a timeline starting at `cursor` (the newest page without one). */
export async function fetchTimelinePage(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  cursor: TimelineCursor | undefined,
  limit = TIMELINE_PAGE_SIZE,
): Promise<TimelinePage> {
  if (cursor?.anchorId) return await fetchAnchoredPage(client, descriptor, cursor.anchorId, limit);
  const [pinned, response] = await Promise.all([
    pinnedPosts(client, descriptor, cursor),
    listRequest(client, descriptor, { limit, ...cursor }),
  ]);
  const statuses = response.data;
  const cursors =
    descriptor.type === 'trending'
      ? offsetCursors(statuses, cursor, limit)
      : pageCursors(statuses, response.headers.get('link'), cursor);
  return {
    statuses: dedupeStatuses([...pinned, ...statuses]),
    older: cursors.older,
    newer: reachesNewest(cursor, statuses.length, limit) ? undefined : cursors.newer,
    ...(pinned.length > 0 ? { pinnedIds: pinned.map((status) => status.id) } : {}),
  };
}

/**
 * A timeline reopened at a remembered entry: the entry itself, then the page older than it; newer
 * posts load upwards from it. No id is ever made up (ids are opaque: snac answers an id it does
 * not hold with an empty list), and when neither the entry nor anything older comes back the
 * timeline opens at its newest page instead of ending.
 */
async function fetchAnchoredPage(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  anchorId: string,
  limit: number,
): Promise<TimelinePage> {
  // The page above is asked for at the same time, not after: it costs no round trip of its own.
  const newer = fetchTimelinePage(client, descriptor, { minId: anchorId }, limit).catch(
    () => undefined,
  );
  const [anchor, older] = await Promise.all([
    // A deleted or hidden entry only loses its own place; the page older than it still opens.
    client.v1.statuses
      .$select(anchorId)
      .fetch()
      .catch(() => undefined),
    fetchTimelinePage(client, descriptor, { maxId: anchorId }, limit),
  ]);
  if (!anchor && older.statuses.length === 0) {
    return await fetchTimelinePage(client, descriptor, undefined, limit);
  }
  // A slow page above holds the timeline back only a little; it then loads as the reader scrolls.
  const above = await Promise.race([newer, wait(NEWER_PAGE_WAIT_MS)]);
  return pageAtAnchor(anchorId, anchor, older, above);
}

/** How long, after the rest of a reopened timeline's first page, the page above it is waited for. */
const NEWER_PAGE_WAIT_MS = 500;

const wait = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/**
 * Whether a page is the newest there is: the first page, or a short page of newer posts. Posts
 * arriving later come through streaming or polling into the new-posts buffer instead.
 */
function reachesNewest(cursor: TimelineCursor | undefined, count: number, limit: number): boolean {
  if (!cursor?.maxId && !cursor?.minId) return true;
  return cursor.minId !== undefined && count < limit;
}

const pageIds = (page: TimelinePage) => page.statuses.map((status) => status.id);

/** The posts of every loaded page, newest first, each once. */
export function loadedStatuses(data: TimelineData | undefined): Status[] {
  if (!data) return [];
  return dedupeStatuses(data.pages.flatMap((page) => page.statuses));
}

/**
 * A timeline as an infinite query paginated both ways: `fetchNextPage` loads older posts,
 * `fetchPreviousPage` newer ones. Public timelines can be read from another `instance`
 * (anonymously); timelines that need an account are always the session's.
 * `anchor` starts the first page at a remembered position instead of the newest post.
 */
export function useTimeline(
  descriptor: TimelineDescriptor,
  otherInstance?: string,
  anchor?: TimelineCursor,
  prepare?: PreparePage,
) {
  const session = useSession();
  const instance = timelineInstance(descriptor, session.instance, otherInstance);
  const client = useMastoClientFor(instance);
  return useInfiniteQuery(
    timelineQueryOptions({
      client,
      instance,
      descriptor,
      isLoggedIn: session.isLoggedIn,
      anchor,
      prepare,
    }),
  );
}

/** Work done on a fetched page's posts before the page is shown (parsing what their cards read). */
export type PreparePage = (statuses: readonly Status[]) => Promise<void>;

export interface TimelineQuery {
  client: mastodon.rest.Client;
  instance: string;
  descriptor: TimelineDescriptor;
  isLoggedIn: boolean;
  anchor?: TimelineCursor;
  prepare?: PreparePage;
}

/** The options of a timeline's infinite query (see useTimeline). */
export function timelineQueryOptions({
  client,
  instance,
  descriptor,
  isLoggedIn,
  anchor,
  prepare,
}: TimelineQuery) {
  const prepared = async (page: TimelinePage): Promise<TimelinePage> => {
    try {
      await prepare?.(page.statuses);
    } catch {
      // Only a head start: the cards do whatever was left undone as they mount.
    }
    return page;
  };
  return infiniteQueryOptions<
    TimelinePage,
    Error,
    TimelineData,
    readonly unknown[],
    TimelineCursor | undefined
  >({
    queryKey: queryKeys.timeline(instance, descriptor),
    queryFn: async ({ pageParam }) => {
      if (requiresLogin(descriptor) && !isLoggedIn) throw new LoginRequiredError();
      try {
        return await prepared(await fetchTimelinePage(client, descriptor, pageParam));
      } catch (error) {
        // A token the server no longer accepts still reads public timelines anonymously; the
        // session notice offers to log in again.
        if (!isLoggedIn || requiresLogin(descriptor) || !isUnauthorized(error)) throw error;
        return await prepared(
          await fetchTimelinePage(getAnonymousClient(instance), descriptor, pageParam),
        );
      }
    },
    initialPageParam: anchor,
    // A page that adds nothing new ends paging that way (some servers ignore the cursor).
    getNextPageParam: (page, pages) => continuePaging(page, pages, pageIds, page.older),
    getPreviousPageParam: (page, pages) => continuePaging(page, pages, pageIds, page.newer),
    // Streaming and the new-posts buffer keep a timeline fresh; refetching every page would
    // replace what the reader is looking at.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function timelineInstance(
  descriptor: TimelineDescriptor,
  sessionInstance: string,
  otherInstance: string | undefined,
): string {
  return requiresLogin(descriptor) ? sessionInstance : (otherInstance ?? sessionInstance);
}

/** At most this many pages are fetched to fill a gap; beyond it the gap counts as overflowing. */
export const MAX_GAP_PAGES = 10;

/**
 * The posts newer than `sinceId`, newest first, fetched page by page upwards with `minId`.
 * `complete` is false when more remain than MAX_GAP_PAGES pages hold.
 */
export async function fetchNewerThan(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  sinceId: string,
): Promise<{ statuses: Status[]; complete: boolean }> {
  const pages: Status[][] = [];
  let minId = sinceId;
  for (let count = 0; count < MAX_GAP_PAGES; count++) {
    const page = await fetchTimelinePage(client, descriptor, { minId });
    const progressed = addsNewItems(
      pages.flat().map((status) => status.id),
      page.statuses.map((status) => status.id),
    );
    pages.unshift(page.statuses);
    const top = newestId(page.statuses);
    if (!page.newer || !top || !progressed) return { statuses: mergePages(pages), complete: true };
    minId = top;
  }
  return { statuses: mergePages(pages), complete: false };
}

/** Puts revealed posts above the loaded pages. */
export function prependPosts(data: TimelineData | undefined, statuses: Status[]): TimelineData {
  const page: TimelinePage = { statuses };
  if (!data) return { pages: [page], pageParams: [undefined] };
  return { pages: [page, ...data.pages], pageParams: [undefined, ...data.pageParams] };
}

/**
 * Starts a timeline afresh from revealed posts when too many arrived to keep the loaded pages
 * contiguous; older posts load again below them.
 */
export function restartFrom(statuses: Status[]): TimelineData {
  const oldest = statuses.at(-1);
  return {
    pages: [{ statuses, older: oldest ? { maxId: oldest.id } : undefined }],
    pageParams: [undefined],
  };
}
