import type { mastodon } from 'masto';
import { isGroupedType } from './kinds';
import {
  withAccountFirst,
  withAccountsAfter,
  type Notification,
  type NotificationGroup,
} from './model';

type Results = mastodon.v1.GroupedNotificationsResults;

/** The ids that mark where a group sits in the list, newest first, each once. */
function knownIds(...ids: (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/** API v2's answer as rows: each group with its accounts and post looked up in the answer. */
export function groupsFromResults(results: Results): NotificationGroup[] {
  const accounts = new Map(results.accounts.map((account) => [account.id, account]));
  const statuses = new Map(results.statuses.map((status) => [status.id, status]));
  return results.notificationGroups.map((group) => {
    const sampleIds = group.sampleAccountIds as unknown as string[] | undefined;
    const newestAt = group.latestPageNotificationAt ?? '';
    return {
      key: group.groupKey,
      type: group.type,
      count: group.notificationsCount,
      accounts: (sampleIds ?? []).flatMap((id) => accounts.get(id) ?? []),
      status: group.statusId ? (statuses.get(group.statusId) ?? null) : null,
      newestId: group.mostRecentNotificationId,
      newestAt,
      oldestAt: newestAt,
      ids: knownIds(group.mostRecentNotificationId, group.pageMaxId, group.pageMinId),
      fromServer: true,
      report: group.report ?? null,
      event: group.event ?? null,
      moderationWarning: group.moderationWarning ?? null,
    };
  });
}

/**
 * The rows of several pages, newest first. A group can reach over a page boundary: its later
 * (older) parts join the row where it first appeared, whose count the server already gave in
 * full.
 */
export function mergeGroupPages(
  pages: readonly (readonly NotificationGroup[])[],
): NotificationGroup[] {
  const rows: NotificationGroup[] = [];
  const byKey = new Map<string, number>();
  for (const group of pages.flat()) {
    const index = byKey.get(group.key);
    if (index === undefined) {
      byKey.set(group.key, rows.length);
      rows.push(group);
      continue;
    }
    const row = rows[index];
    rows[index] = {
      ...row,
      accounts: withAccountsAfter(row.accounts, group.accounts),
      oldestAt: group.oldestAt || row.oldestAt,
      ids: knownIds(...row.ids, ...group.ids),
    };
  }
  return rows;
}

/**
 * The key a streamed notification belongs under. The stream always sends the server's own
 * group key; for types this client does not group it is replaced by the key the list uses.
 */
export function streamedGroupKey(notification: Notification): string {
  const key = (notification as { groupKey?: string | null }).groupKey;
  if (!isGroupedType(notification.type) || !key || key.startsWith('ungrouped-')) {
    return `ungrouped-${notification.id}`;
  }
  return key;
}

/**
 * A streamed notification merged into the grouped rows: its group moves to the top with one more
 * notification and its account first; a group not loaded yet starts a new row. A notification
 * already in a row changes nothing.
 */
export function mergeStreamedNotification(
  rows: readonly NotificationGroup[],
  notification: Notification,
): NotificationGroup[] {
  if (rows.some((row) => row.ids.includes(notification.id))) return [...rows];
  const key = streamedGroupKey(notification);
  const index = rows.findIndex((row) => row.key === key);
  const existing = index === -1 ? undefined : rows[index];
  const account = notification.account;
  const merged: NotificationGroup = {
    key,
    type: notification.type,
    count: (existing?.count ?? 0) + 1,
    accounts: account
      ? withAccountFirst(existing?.accounts ?? [], account)
      : (existing?.accounts ?? []),
    status: notification.status ?? existing?.status ?? null,
    newestId: notification.id,
    newestAt: notification.createdAt,
    oldestAt: existing?.oldestAt ?? notification.createdAt,
    ids: [notification.id, ...(existing?.ids ?? [])],
    report: notification.report ?? existing?.report ?? null,
    event: (notification as Partial<NotificationGroup>).event ?? existing?.event ?? null,
    moderationWarning:
      (notification as Partial<NotificationGroup>).moderationWarning ??
      existing?.moderationWarning ??
      null,
  };
  return [merged, ...rows.filter((_, i) => i !== index)];
}
