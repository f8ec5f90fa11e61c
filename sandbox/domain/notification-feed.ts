import type { SandboxContext } from '../context';
import { asBoolean, asString, asStringArray } from '../http/params';
import { compareIds } from '../store/ids';
import type { NotificationRecord, NotificationType } from '../store/types';
import { userState } from '../store/user-state';
import { canView } from '../store/visibility';

export const DEFAULT_GROUPED_TYPES: NotificationType[] = ['favourite', 'reblog', 'follow'];

export interface FeedFilters {
  types: string[] | null;
  excludeTypes: string[];
  accountId: string | null;
  includeFiltered: boolean;
}

export function readFeedFilters(query: Record<string, unknown>): FeedFilters {
  const types = asStringArray(query.types);
  return {
    types: types?.length ? types : null,
    excludeTypes: asStringArray(query.exclude_types) ?? [],
    accountId: asString(query.account_id) ?? null,
    includeFiltered: asBoolean(query.include_filtered) === true,
  };
}

/** Whether a stored notification still shows: its status exists and is visible to the recipient. */
export function isLive(ctx: SandboxContext, notification: NotificationRecord): boolean {
  const { store } = ctx;
  if (!store.accounts.has(notification.fromAccountId)) return false;
  if (!notification.statusId) return true;
  const status = store.statuses.get(notification.statusId);
  return status !== undefined && canView(store, notification.accountId, status);
}

/** The viewer's notifications, ascending by id, after type/account filters and the filtered-notification policy. */
export function notificationFeed(
  ctx: SandboxContext,
  viewerId: string,
  filters: FeedFilters,
): NotificationRecord[] {
  const filtered = userState(ctx.store).filteredNotificationIds;
  return (ctx.store.notifications.get(viewerId) ?? []).filter(
    (notification) =>
      (filters.includeFiltered || !filtered.has(notification.id)) &&
      (!filters.types || filters.types.includes(notification.type)) &&
      !filters.excludeTypes.includes(notification.type) &&
      (!filters.accountId || notification.fromAccountId === filters.accountId) &&
      isLive(ctx, notification),
  );
}

export function findNotification(
  ctx: SandboxContext,
  viewerId: string,
  id: string,
): NotificationRecord | undefined {
  return ctx.store.notifications.get(viewerId)?.find((notification) => notification.id === id);
}

export function removeNotifications(
  ctx: SandboxContext,
  viewerId: string,
  remove: (notification: NotificationRecord) => boolean,
): void {
  const list = ctx.store.notifications.get(viewerId);
  if (!list) return;
  const state = userState(ctx.store);
  const kept: NotificationRecord[] = [];
  for (const notification of list) {
    if (!remove(notification)) kept.push(notification);
    else state.filteredNotificationIds.delete(notification.id);
  }
  ctx.store.notifications.set(viewerId, kept);
}

/** The group key a notification has for a client asking to group `groupedTypes`. */
export function groupKeyFor(notification: NotificationRecord, groupedTypes: string[]): string {
  return groupedTypes.includes(notification.type) && !notification.groupKey.startsWith('ungrouped-')
    ? notification.groupKey
    : `ungrouped-${notification.id}`;
}

export function lastReadNotificationId(ctx: SandboxContext, viewerId: string): string {
  return userState(ctx.store).markers.get(viewerId)?.get('notifications')?.lastReadId ?? '0';
}

export function unreadNotifications(
  ctx: SandboxContext,
  viewerId: string,
  filters: FeedFilters,
): NotificationRecord[] {
  const lastRead = lastReadNotificationId(ctx, viewerId);
  return notificationFeed(ctx, viewerId, filters).filter(
    (notification) => compareIds(notification.id, lastRead) > 0,
  );
}
