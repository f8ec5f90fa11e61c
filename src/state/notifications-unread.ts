import { appConfig } from '../lib/config';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { useEffect } from 'react';
import { readJson, scopedStorageKey, writeJson } from '../lib/storage';
import { notificationsLiveMode, unreadSource } from '../lib/notifications/api-choice';
import {
  countUnread,
  parseReadMarker,
  pickReadMarker,
  startingMarker,
  type ReadMarker,
} from '../lib/notifications/unread';
import { useCapabilities } from './capabilities';
import { queryKeys } from './query-keys';
import { useSession, type AccountSession } from './session';
import { useConnectionState, useStreamingSource } from './streaming';

type Client = mastodon.rest.Client;

/** Where no stream tells of new notifications, the unread count is asked for this often. */
export const UNREAD_POLL_INTERVAL_MS = appConfig.pollIntervalMs;
/** Reading in one tab clears the count in the others. */
export const READ_CHANNEL = 'petrel-notifications-read';

export const localMarkerKey = (scopeKey: string) =>
  scopedStorageKey('notifications-marker', scopeKey);

export function readLocalMarker(scopeKey: string): ReadMarker | null {
  return parseReadMarker(readJson(localMarkerKey(scopeKey)));
}

async function fetchServerMarker(client: Client): Promise<ReadMarker | null> {
  try {
    const markers = await client.v1.markers.fetch({ timeline: ['notifications'] });
    const marker = markers.notifications;
    if (!marker?.lastReadId) return null;
    return { lastReadId: marker.lastReadId, readAt: marker.updatedAt };
  } catch {
    // No markers API (or it failed): this device's own marker stands in.
    return null;
  }
}

function markerOptions(session: AccountSession, useServer: boolean) {
  return queryOptions({
    queryKey: queryKeys.notificationsMarker(session.instance, session.account?.info.id ?? ''),
    queryFn: async () =>
      pickReadMarker(
        useServer ? await fetchServerMarker(session.client) : null,
        readLocalMarker(session.scopeKey),
      ),
    staleTime: 0,
    // Someone may have read on another device meanwhile.
    refetchOnWindowFocus: true,
  });
}

/**
 * The instance whose notifications are counted: the account's; logged out there are none, and
 * nothing is asked of the default instance for them (every screen's title asks for the count).
 */
function accountInstance(session: AccountSession): string | null {
  return session.isLoggedIn ? session.instance : null;
}

/** The last-read marker of the account's notifications (server's, or this device's). */
export function useReadMarker() {
  const session = useSession();
  const { capabilities, isPending } = useCapabilities(accountInstance(session));
  return useQuery({
    ...markerOptions(session, capabilities.markers),
    enabled: session.isLoggedIn && !isPending,
  });
}

/**
 * Counts the newest page against the marker; without a marker anywhere, what is there now becomes
 * read here (this device's marker), so that the next ones count.
 */
async function countFromList(
  client: Client,
  marker: ReadMarker | null,
  startReading: (marker: ReadMarker) => void,
): Promise<number> {
  const newest = await client.v1.notifications.list({ limit: 40 });
  if (marker) return countUnread(newest, marker);
  startReading(startingMarker(newest, new Date().toISOString()));
  return 0;
}

/**
 * How many notifications are unread, whatever types the list shows: the server's count where it
 * has one, else counted from the newest page against the marker.
 */
export function useUnreadNotificationsCount(): number {
  const session = useSession();
  const queryClient = useQueryClient();
  const { capabilities, isPending } = useCapabilities(accountInstance(session));
  const source = useStreamingSource();
  const connection = useConnectionState(source);
  const polls = notificationsLiveMode(capabilities, connection) === 'poll';
  const fromServer = unreadSource(capabilities) === 'server';
  const { data } = useQuery({
    queryKey: queryKeys.notificationsUnread(session.instance, session.account?.info.id ?? ''),
    queryFn: async () => {
      if (fromServer) {
        try {
          return (await session.client.v1.notifications.unreadCount.fetch()).count;
        } catch {
          // Counted here instead.
        }
      }
      const marker = await queryClient.fetchQuery(markerOptions(session, capabilities.markers));
      return await countFromList(session.client, marker, (start) => {
        writeJson(localMarkerKey(session.scopeKey), start);
        setMarker(queryClient, session, start);
      });
    },
    enabled: session.isLoggedIn && !isPending,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: polls ? UNREAD_POLL_INTERVAL_MS : false,
    retry: false,
  });
  return data ?? 0;
}

export function setUnread(queryClient: QueryClient, session: AccountSession, count: number): void {
  queryClient.setQueryData(
    queryKeys.notificationsUnread(session.instance, session.account?.info.id ?? ''),
    count,
  );
}

export function setMarker(
  queryClient: QueryClient,
  session: AccountSession,
  marker: ReadMarker,
): void {
  queryClient.setQueryData(
    queryKeys.notificationsMarker(session.instance, session.account?.info.id ?? ''),
    marker,
  );
}

/** What a tab that has read tells the others. */
export interface ReadMessage {
  scopeKey: string;
  marker: ReadMarker;
}

/**
 * Keeps the unread count live while logged in: each streamed notification counts up; after a
 * reconnect the count and marker are read again (notifications may have come, or been read
 * elsewhere); reading in another tab clears it here.
 */
export function useLiveUnreadCount(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const source = useStreamingSource();
  useEffect(() => {
    if (!source || !session.isLoggedIn) return;
    return source.subscribe(
      { stream: 'user' },
      {
        onEvent: (event) => {
          if (event.event !== 'notification') return;
          const key = queryKeys.notificationsUnread(
            session.instance,
            session.account?.info.id ?? '',
          );
          queryClient.setQueryData<number>(key, (count = 0) => count + 1);
        },
        onResume: () => {
          const accountId = session.account?.info.id ?? '';
          void queryClient.invalidateQueries({
            queryKey: queryKeys.notificationsMarker(session.instance, accountId),
          });
          void queryClient.invalidateQueries({
            queryKey: queryKeys.notificationsUnread(session.instance, accountId),
          });
        },
      },
    );
  }, [source, session, queryClient]);

  useEffect(() => {
    if (!session.isLoggedIn || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(READ_CHANNEL);
    channel.onmessage = (event: MessageEvent<ReadMessage>) => {
      if (event.data?.scopeKey !== session.scopeKey) return;
      setMarker(queryClient, session, event.data.marker);
      setUnread(queryClient, session, 0);
    };
    return () => channel.close();
  }, [session, queryClient]);
}
