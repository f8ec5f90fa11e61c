import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useReturnFocus } from '../../components/timeline/use-return-focus';
import { VirtualFeed } from '../../components/timeline/VirtualFeed';
import type { NotificationGroup } from '../../lib/notifications/model';
import { newFlags, type ReadMarker } from '../../lib/notifications/unread';
import type { NotificationsView } from '../../lib/notifications/view';
import { useNotifications } from '../../state/notifications';
import {
  useMarkNewestNotificationRead,
  useMarkNotificationsRead,
} from '../../state/notifications-read';
import { useReadMarker } from '../../state/notifications-unread';
import { NotificationRow } from './NotificationRow';
import { useLiveNotifications } from './use-live-notifications';
import { LoadMoreButton } from '../../components/LoadMoreButton';

interface FeedNotification {
  key: string;
  group: NotificationGroup;
  isNew: boolean;
}

const renderNotification = (item: FeedNotification) => (
  <NotificationRow group={item.group} isNew={item.isNew} />
);
const ignore = () => undefined;

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
  const items = useMemo(
    () => list.rows.map((group, index) => ({ key: group.key, group, isNew: flags[index] })),
    [list.rows, flags],
  );
  const label = t`Notifications`;
  const { attach: attachReturnFocus, initialKey: returnKey } = useReturnFocus(items, label);
  const loadedCount = useMemo(
    () => list.rows.reduce((sum, group) => sum + group.count, 0),
    [list.rows],
  );
  // Older pages load as the reader nears the end; "Load more" stays for the keyboard.
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  const canLoadOlder = hasNextPage && !isFetching && !isFetchNextPageError;
  const onNearEnd = useCallback(() => {
    // Asked again before the list re-renders, the page in flight is kept, not asked twice.
    if (canLoadOlder) void fetchNextPage({ cancelRefetch: false });
  }, [canLoadOlder, fetchNextPage]);

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
        <div ref={attachReturnFocus}>
          <VirtualFeed
            items={items}
            renderItem={renderNotification}
            label={label}
            busy={list.isFetching}
            loadedCount={loadedCount}
            complete={!list.hasNextPage}
            onNearEnd={onNearEnd}
            onNearStart={ignore}
            onTopItem={ignore}
            initialKey={returnKey}
          />
        </div>
      )}
      <LoadMoreButton query={list} />
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
