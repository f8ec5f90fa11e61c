import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { writeJson } from '../lib/storage';
import type { ReadMarker } from '../lib/notifications/unread';
import { useCapabilities } from './capabilities';
import {
  localMarkerKey,
  READ_CHANNEL,
  setMarker,
  setUnread,
  type ReadMessage,
} from './notifications-unread';
import { useSession } from './session';

// Marking read belongs to the Notifications screen; the count (notifications-unread.ts) is on
// every screen.

function broadcastRead(message: ReadMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(READ_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Marks every notification up to `newestId` read: on this device at once, on the server
 * (markers API) and in the other open tabs, whose badges clear too.
 */
export function useMarkNotificationsRead(): (newestId: string) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  const { capabilities } = useCapabilities(session.instance);
  const useServer = capabilities.markers;
  return useCallback(
    (newestId: string) => {
      const marker: ReadMarker = { lastReadId: newestId, readAt: new Date().toISOString() };
      writeJson(localMarkerKey(session.scopeKey), marker);
      setMarker(queryClient, session, marker);
      setUnread(queryClient, session, 0);
      const saved = useServer
        ? session.client.v1.markers
            .create({ notifications: { lastReadId: newestId } })
            .catch(() => undefined)
        : Promise.resolve();
      void saved.then(() => broadcastRead({ scopeKey: session.scopeKey, marker }));
    },
    [queryClient, session, useServer],
  );
}

/**
 * Marks read up to the newest notification of any type: a list showing only some types does not
 * know it, so it is asked for.
 */
export function useMarkNewestNotificationRead(): () => void {
  const session = useSession();
  const markRead = useMarkNotificationsRead();
  return useCallback(() => {
    const read = async () => {
      const [newest] = await session.client.v1.notifications.list({ limit: 1 });
      if (newest) markRead(newest.id);
    };
    read().catch(() => undefined);
  }, [session, markRead]);
}
