import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { withoutHiddenAccounts } from '../lib/hidden-accounts';
import { readJson, scopedStorageKey, writeJson } from '../lib/storage';
import { parseHiddenFilters, type TypeFilter } from '../lib/notifications/kinds';
import { groupNotifications, prependNotifications } from '../lib/notifications/client-grouping';
import {
  groupsFromResults,
  mergeGroupPages,
  mergeStreamedNotification,
} from '../lib/notifications/grouped-v2';
import type { Notification, NotificationGroup } from '../lib/notifications/model';
import { viewParams, type NotificationsView } from '../lib/notifications/view';
import { addsNewItems } from '../lib/paging';
import { cursorFromUrl } from '../lib/timeline-cursor';
import { parseLinkHeader } from '../lib/link-header';
import { queryKeys } from './query-keys';
import { useSession } from './session';

type Status = mastodon.v1.Status;
type Client = mastodon.rest.Client;

export const NOTIFICATIONS_PAGE_SIZE = 40;

/**
 * One page of notifications: API v1's flat list or API v2's groups, with the posts they concern
 * (read by the post store, see post-sources.ts) and where the next older page starts.
 */
export interface NotificationsPage {
  notifications: Notification[];
  groups: NotificationGroup[];
  statuses: Status[];
  older?: string;
}

export type NotificationsData = InfiniteData<NotificationsPage, string | undefined>;

function postsOf(items: readonly { status?: Status | null }[]): Status[] {
  return items.flatMap((item) => (item.status ? [item.status] : []));
}

/** The `max_id` of the next older page: the Link header's, else the oldest id of the page. */
function olderCursor(link: string | null, fallback: string | undefined): string | undefined {
  const next = parseLinkHeader(link).get('next');
  return (next && cursorFromUrl(next)?.maxId) || fallback;
}

/**
 * A page shorter than asked for is the last: "Load more" is offered only when there is more
 * (servers send a `next` link even on their last page).
 */
function isLastPage(count: number): boolean {
  return count < NOTIFICATIONS_PAGE_SIZE;
}

export async function fetchNotificationsPage(
  client: Client,
  view: NotificationsView,
  maxId: string | undefined,
): Promise<NotificationsPage> {
  const params = { limit: NOTIFICATIONS_PAGE_SIZE, maxId, ...viewParams(view) };
  if (view.api === 'v2') {
    const response = await client.v2.notifications.list.$raw(
      params as Parameters<Client['v2']['notifications']['list']>[0],
    );
    const groups = groupsFromResults(response.data);
    const last = groups.at(-1);
    return {
      notifications: [],
      groups,
      statuses: response.data.statuses,
      older: isLastPage(groups.length)
        ? undefined
        : olderCursor(response.headers.get('link'), last?.ids.at(-1)),
    };
  }
  const response = await client.v1.notifications.list.$raw(
    params as Parameters<Client['v1']['notifications']['list']>[0],
  );
  const notifications = response.data;
  return {
    notifications,
    groups: [],
    statuses: postsOf(notifications),
    older: isLastPage(notifications.length)
      ? undefined
      : olderCursor(response.headers.get('link'), notifications.at(-1)?.id),
  };
}

const pageIds = (page: NotificationsPage) =>
  page.notifications.length > 0
    ? page.notifications.map((notification) => notification.id)
    : page.groups.flatMap((group) => group.ids);

export function notificationsQueryOptions(
  client: Client,
  instance: string,
  accountId: string,
  view: NotificationsView,
) {
  return infiniteQueryOptions<
    NotificationsPage,
    Error,
    NotificationsData,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.notifications(instance, accountId, view),
    queryFn: ({ pageParam }) => fetchNotificationsPage(client, view, pageParam),
    initialPageParam: undefined,
    // A page that adds nothing new ends paging (servers that ignore the cursor would loop).
    getNextPageParam: (page, pages) => {
      if (page.older === undefined) return undefined;
      const others = pages.filter((other) => other !== page).flatMap(pageIds);
      return addsNewItems(others, pageIds(page)) ? page.older : undefined;
    },
    // Opening the screen reads afresh; while it is open, new ones stream into a buffer.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The rows of a loaded list, grouped: by the client for API v1, by the server for API v2. */
export function notificationRows(data: NotificationsData | undefined): NotificationGroup[] {
  if (!data) return [];
  const v1 = data.pages.flatMap((page) => page.notifications);
  if (v1.length > 0) return groupNotifications(v1);
  return mergeGroupPages(data.pages.map((page) => page.groups));
}

/** The ids of API v1's flat list, newest first (empty for API v2, whose pages hold groups). */
export function notificationOrder(data: NotificationsData | undefined): string[] {
  return data ? data.pages.flatMap((page) => page.notifications.map((item) => item.id)) : [];
}

export function useNotifications(view: NotificationsView) {
  const session = useSession();
  const accountId = session.account?.info.id ?? '';
  const query = useInfiniteQuery({
    ...notificationsQueryOptions(session.client, session.instance, accountId, view),
    enabled: session.isLoggedIn,
  });
  const all = useMemo(() => notificationRows(query.data), [query.data]);
  const { posts, instance } = session;
  // Rows of accounts blocked or muted since the list was read leave it at once.
  const hidden = useSyncExternalStore(posts.subscribeDeletions, () => posts.hiddenOn(instance));
  const rows = useMemo(() => {
    const kept = all.flatMap((row) => withoutHiddenAccounts(hidden, row) ?? []);
    return kept.length === all.length && kept.every((row, index) => row === all[index])
      ? all
      : kept;
  }, [all, hidden]);
  const order = useMemo(() => notificationOrder(query.data), [query.data]);
  return { ...query, rows, order };
}

/**
 * Puts notifications that arrived (streamed or fetched after a reconnect, newest first) above
 * the loaded ones: into the flat list for API v1, into their groups for API v2.
 */
export function revealNotifications(
  data: NotificationsData | undefined,
  incoming: readonly Notification[],
): NotificationsData | undefined {
  if (!data || incoming.length === 0) return data;
  const last = data.pages.at(-1);
  if (data.pages.some((page) => page.notifications.length > 0) || !data.pages[0]?.groups.length) {
    const loaded = data.pages.flatMap((page) => page.notifications);
    const merged = prependNotifications(loaded, incoming);
    const fresh = merged.slice(0, merged.length - loaded.length);
    if (fresh.length === 0) return data;
    const page: NotificationsPage = {
      notifications: fresh,
      groups: [],
      statuses: postsOf(fresh),
    };
    return { pages: [page, ...data.pages], pageParams: [undefined, ...data.pageParams] };
  }
  let rows = mergeGroupPages(data.pages.map((page) => page.groups));
  for (const notification of [...incoming].reverse()) {
    rows = mergeStreamedNotification(rows, notification);
  }
  const page: NotificationsPage = {
    notifications: [],
    groups: rows,
    statuses: postsOf(rows),
    older: last?.older,
  };
  return { pages: [page], pageParams: [undefined] };
}

/**
 * Notifications newer than `sinceId` (the gap after a reconnect), newest first; an empty list
 * has no newest one, so everything the server has then counts as new.
 */
export async function fetchNotificationsSince(
  client: Client,
  view: NotificationsView,
  sinceId: string | undefined,
): Promise<Notification[]> {
  const cursor = sinceId === undefined ? {} : { minId: sinceId };
  const params = { limit: NOTIFICATIONS_PAGE_SIZE, ...cursor, ...viewParams(view) };
  return await client.v1.notifications.list(
    params as Parameters<Client['v1']['notifications']['list']>[0],
  );
}

/** A filtered-notification request (the account whose notifications wait). */
export function useNotificationRequest(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.notificationRequest(session.instance, id),
    queryFn: () => session.client.v1.notifications.requests.$select(id).fetch(),
    enabled: session.isLoggedIn,
  });
}

export type RequestDecision = 'accept' | 'dismiss';

/** Accepts or dismisses a filtered-notification request; every notifications list refreshes. */
export function useDecideNotificationRequest(id: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: RequestDecision) => {
      const request = session.client.v1.notifications.requests.$select(id);
      await (decision === 'accept' ? request.accept() : request.dismiss());
    },
    onSuccess: () => invalidateNotifications(queryClient),
  });
}

export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.allNotifications() });
}

const hiddenFiltersKey = (scopeKey: string) =>
  scopedStorageKey('notification-type-filters', scopeKey);

/** The notification types a person chose not to see in All, kept per account on this device. */
export function useHiddenTypeFilters(): [TypeFilter[], (hidden: TypeFilter[]) => void] {
  const { scopeKey } = useSession();
  const [hidden, setHidden] = useState(() =>
    parseHiddenFilters(readJson(hiddenFiltersKey(scopeKey))),
  );
  const update = useCallback(
    (next: TypeFilter[]) => {
      setHidden(next);
      writeJson(hiddenFiltersKey(scopeKey), next);
    },
    [scopeKey],
  );
  return [hidden, update];
}

/** Every account of a server-made group, asked for when the group is expanded. */
export function useNotificationGroupAccounts(groupKey: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.notificationGroupAccounts(session.instance, groupKey),
    queryFn: () => session.client.v2.notifications.$select(groupKey).accounts.fetch(),
    enabled: enabled && session.isLoggedIn,
  });
}
