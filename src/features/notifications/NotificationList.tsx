import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { newFlags, type ReadMarker } from '../../lib/notifications/unread';
import type { NotificationsView } from '../../lib/notifications/view';
import { useNotifications } from '../../state/notifications';
import {
  useMarkNewestNotificationRead,
  useMarkNotificationsRead,
  useReadMarker,
} from '../../state/notifications-unread';
import { NotificationRow } from './NotificationRow';
import { useLiveNotifications } from './use-live-notifications';

interface NotificationListProps {
  view: NotificationsView;
  /** Opening the list (and revealing new ones) marks every notification read. */
  marksRead: boolean;
}

/** The marker as it was when the list opened: rows newer than it stay marked new while open. */
function useMarkerAtOpen(): { ready: boolean; marker: ReadMarker | null } {
  const marker = useReadMarker();
  const [atOpen, setAtOpen] = useState<{ value: ReadMarker | null } | null>(null);
  const settled = !marker.isPending || marker.fetchStatus === 'idle';
  // Taken once, during render, as soon as the marker is known.
  if (atOpen === null && settled) setAtOpen({ value: marker.data ?? null });
  return { ready: atOpen !== null, marker: atOpen?.value ?? null };
}

export function NotificationList({ view, marksRead }: NotificationListProps) {
  const { t } = useLingui();
  const list = useNotifications(view);
  const { ready: markerReady, marker } = useMarkerAtOpen();
  const markRead = useMarkNotificationsRead();
  const markNewestRead = useMarkNewestNotificationRead();
  const showsEveryType = view.excludeTypes.length === 0;
  const newestId = list.rows[0]?.newestId;
  const live = useLiveNotifications(view, newestId, list.isSuccess);
  const flags = useMemo(
    () => newFlags(list.rows, marker, list.order),
    [list.rows, marker, list.order],
  );

  useEffect(() => {
    if (!marksRead || !markerReady || !list.isSuccess) return;
    // With some types hidden, the newest shown may not be the newest there is.
    if (!showsEveryType) markNewestRead();
    else if (newestId) markRead(newestId);
  }, [marksRead, markerReady, list.isSuccess, newestId, markRead, markNewestRead, showsEveryType]);

  if (list.isPending) return <Loading />;
  if (list.isError && !list.data) {
    return (
      <ErrorMessage
        error={list.error}
        fallback={msg`Unable to fetch notifications.`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const count = live.pending.length;
  return (
    <>
      <div className="notification-live" role="status">
        {count > 0 && (
          <button
            type="button"
            className="button notification-live-button"
            onClick={() => live.reveal()}
          >
            {plural(count, { one: '# new notification', other: '# new notifications' })}
          </button>
        )}
      </div>
      {list.rows.length === 0 ? (
        <p className="empty">
          <Trans>No notifications yet.</Trans>
        </p>
      ) : (
        <ul className="plain-list notification-list" aria-label={t`Notifications`}>
          {list.rows.map((row, index) => (
            <li key={row.key}>
              <NotificationRow group={row} isNew={flags[index]} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button load-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
      {list.isFetchNextPageError && (
        <ErrorMessage
          error={list.error}
          fallback={msg`Unable to fetch notifications.`}
          onRetry={() => void list.fetchNextPage()}
        />
      )}
    </>
  );
}
