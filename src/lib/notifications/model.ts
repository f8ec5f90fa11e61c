import type { mastodon } from 'masto';

export type Notification = mastodon.v1.Notification;
type Account = mastodon.v1.Account;
type Status = mastodon.v1.Status;

/**
 * One row of the notifications list: a single notification, or several of one kind grouped
 * (client-side for API v1, by the server's `group_key` for API v2). Accounts are newest first;
 * with v2 they are the server's sample, so `count` may exceed `accounts.length`.
 */
export interface NotificationGroup {
  key: string;
  /** Any string: servers send types this client does not know yet. */
  type: string;
  count: number;
  accounts: Account[];
  status: Status | null;
  /** The newest notification's id and creation time. */
  newestId: string;
  newestAt: string;
  /** The oldest member's creation time known here. */
  oldestAt: string;
  /** The ids of the notifications known to be in the group, newest first. */
  ids: string[];
  /** A group the server made (API v2): `accounts` is a sample, the server lists them all. */
  fromServer?: boolean;
  report?: mastodon.v1.Report | null;
  event?: mastodon.v1.RelationshipSeveranceEvent | null;
  moderationWarning?: mastodon.v1.AccountWarning | null;
}

/** A notification as a group of one (its own key, as Mastodon names ungrouped ones). */
export function singleGroup(notification: Notification): NotificationGroup {
  const extra = notification as Partial<Pick<NotificationGroup, 'event' | 'moderationWarning'>>;
  return {
    key: `ungrouped-${notification.id}`,
    type: notification.type,
    count: 1,
    accounts: notification.account ? [notification.account] : [],
    status: notification.status ?? null,
    newestId: notification.id,
    newestAt: notification.createdAt,
    oldestAt: notification.createdAt,
    ids: [notification.id],
    report: notification.report ?? null,
    event: extra.event ?? null,
    moderationWarning: extra.moderationWarning ?? null,
  };
}

/** `accounts` with `account` first, each account once. */
export function withAccountFirst(accounts: readonly Account[], account: Account): Account[] {
  return [account, ...accounts.filter((other) => other.id !== account.id)];
}

/** `accounts` followed by those of `more` not already in it. */
export function withAccountsAfter(
  accounts: readonly Account[],
  more: readonly Account[],
): Account[] {
  const seen = new Set(accounts.map((account) => account.id));
  return [...accounts, ...more.filter((account) => !seen.has(account.id))];
}
