import { appConfig } from '../../lib/config';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { areNotificationsHidden } from '../../lib/hidden-accounts';
import { prependNotifications } from '../../lib/notifications/client-grouping';
import { notificationsLiveMode } from '../../lib/notifications/api-choice';
import type { Notification } from '../../lib/notifications/model';
import type { NotificationsView } from '../../lib/notifications/view';
import { useCapabilities } from '../../state/capabilities';
import {
  fetchNotificationsSince,
  revealNotifications,
  type NotificationsData,
} from '../../state/notifications';
import { queryKeys } from '../../state/query-keys';
import { useSession } from '../../state/session';
import {
  useConnectionState,
  usePageVisible,
  useStreamingSource,
  type StreamEvent,
} from '../../state/streaming';

/** Where the server has no working stream, the open list asks for new notifications this often. */
export const NOTIFICATIONS_POLL_MS = appConfig.pollIntervalMs;

function belongsTo(view: NotificationsView, notification: Notification): boolean {
  if (view.accountId) return notification.account?.id === view.accountId;
  if (view.tab === 'mentions') return notification.type === 'mention';
  return !view.excludeTypes.includes(notification.type);
}

/**
 * Keeps an open notifications list live without moving it: streamed notifications (and, after a
 * reconnect or while polling, those fetched since the newest one shown) wait behind
 * "N new notifications" until revealed.
 */
export function useLiveNotifications(
  view: NotificationsView,
  newestId: string | undefined,
  ready: boolean,
) {
  const session = useSession();
  const queryClient = useQueryClient();
  const source = useStreamingSource();
  const connection = useConnectionState(source);
  const visible = usePageVisible();
  const { capabilities } = useCapabilities(session.instance);
  const polls = notificationsLiveMode(capabilities, connection) === 'poll';
  const [pending, setPending] = useState<Notification[]>([]);
  const latest = useRef({ newestId, pending });
  useLayoutEffect(() => {
    latest.current = { newestId, pending };
  });
  const queryKey = queryKeys.notifications(session.instance, session.account?.info.id ?? '', view);

  const receive = useCallback(
    (incoming: Notification[]) => {
      const hidden = session.posts.hiddenOn(session.instance);
      const fitting = incoming.filter(
        (notification) =>
          belongsTo(view, notification) &&
          !(notification.account && areNotificationsHidden(hidden, notification.account)),
      );
      if (fitting.length > 0) setPending((previous) => prependNotifications(previous, fitting));
    },
    [view, session],
  );

  const fetchGap = useCallback(async () => {
    const since = latest.current.pending[0]?.id ?? latest.current.newestId;
    try {
      receive(await fetchNotificationsSince(session.client, view, since));
    } catch {
      // The next reconnect or poll tries again.
    }
  }, [receive, session.client, view]);

  useEffect(() => {
    if (!ready || !source) return;
    return source.subscribe(
      { stream: 'user' },
      {
        onEvent: (event: StreamEvent) => {
          if (event.event === 'notification') receive([event.payload]);
        },
        onResume: () => void fetchGap(),
      },
    );
  }, [ready, source, receive, fetchGap]);

  useEffect(() => {
    if (!ready || !polls || !visible) return;
    const timer = window.setInterval(() => void fetchGap(), NOTIFICATIONS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [ready, polls, visible, fetchGap]);

  /** Shows the waiting notifications; returns the newest id revealed. */
  const reveal = useCallback((): string | undefined => {
    const waiting = latest.current.pending;
    if (waiting.length === 0) return undefined;
    queryClient.setQueryData<NotificationsData>(queryKey, (data) =>
      revealNotifications(data, waiting),
    );
    setPending([]);
    return waiting[0].id;
  }, [queryClient, queryKey]);

  // Already-loaded notifications may arrive again from the gap: only new ones wait.
  return { pending, reveal };
}
