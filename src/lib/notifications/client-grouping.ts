import { isGroupedType } from './kinds';
import { singleGroup, withAccountsAfter, type Notification, type NotificationGroup } from './model';

/**
 * Notifications of a grouped type (likes and boosts of the same post, follows) join one row when
 * they are at most this far from the row's newest one.
 */
export const GROUPING_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Likes and boosts group per post; follows and sign-ups by type alone. */
function similarityKey(notification: Notification): string | null {
  if (!isGroupedType(notification.type)) return null;
  return `${notification.type}:${notification.status?.id ?? ''}`;
}

function withinWindow(group: NotificationGroup, notification: Notification): boolean {
  const distance = Date.parse(group.newestAt) - Date.parse(notification.createdAt);
  // An unreadable date (NaN) never groups.
  return distance >= 0 && distance <= GROUPING_WINDOW_MS;
}

function addTo(group: NotificationGroup, notification: Notification): NotificationGroup {
  return {
    ...group,
    count: group.count + 1,
    accounts: withAccountsAfter(group.accounts, notification.account ? [notification.account] : []),
    oldestAt: notification.createdAt,
    ids: [...group.ids, notification.id],
  };
}

/**
 * API v1's flat list (newest first) as rows, grouped as the server groups v2 notifications:
 * similar notifications within GROUPING_WINDOW_MS of a row's newest one join it; a row takes the
 * place of its newest member. Each notification id counts once.
 */
export function groupNotifications(notifications: readonly Notification[]): NotificationGroup[] {
  const rows: NotificationGroup[] = [];
  const open = new Map<string, number>();
  const seen = new Set<string>();
  for (const notification of notifications) {
    if (seen.has(notification.id)) continue;
    seen.add(notification.id);
    const key = similarityKey(notification);
    const index = key === null ? undefined : open.get(key);
    if (index !== undefined && withinWindow(rows[index], notification)) {
      rows[index] = addTo(rows[index], notification);
      continue;
    }
    const row = singleGroup(notification);
    if (key !== null) {
      row.key = `${key}:${notification.id}`;
      open.set(key, rows.length);
    }
    rows.push(row);
  }
  return rows;
}

/** Streamed or fetched notifications put above `list` (newest first), each id once. */
export function prependNotifications(
  list: readonly Notification[],
  incoming: readonly Notification[],
): Notification[] {
  const known = new Set(list.map((notification) => notification.id));
  const fresh = incoming.filter((notification) => {
    if (known.has(notification.id)) return false;
    known.add(notification.id);
    return true;
  });
  return fresh.length === 0 ? [...list] : [...fresh, ...list];
}
