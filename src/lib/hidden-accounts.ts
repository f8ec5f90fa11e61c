import type { mastodon } from 'masto';
import type { NotificationGroup } from './notifications/model';

type Account = Pick<mastodon.v1.Account, 'id' | 'acct'>;
interface Post {
  account: Account;
  reblog?: Post | null;
}

/**
 * Whom the reader blocked, muted or stopped seeing boosts of since the lists were read, on one
 * instance (account ids are that instance's). Servers leave these out of what they answer
 * next; lists already loaded leave them out through this.
 */
export interface HiddenAccounts {
  blocked: ReadonlySet<string>;
  muted: ReadonlySet<string>;
  /** Muted with their notifications. */
  mutedNotifications: ReadonlySet<string>;
  /** Followed with `reblogs: false`: their boosts are hidden, their own posts stay. */
  boostsHidden: ReadonlySet<string>;
  /** Blocked domains, lower case. */
  domains: ReadonlySet<string>;
}

export const NOTHING_HIDDEN: HiddenAccounts = {
  blocked: new Set(),
  muted: new Set(),
  mutedNotifications: new Set(),
  boostsHidden: new Set(),
  domains: new Set(),
};

/** The domain of an account (`ann@example.social` → `example.social`), null for a local one. */
function domainOf(account: Account): string | null {
  const at = account.acct.lastIndexOf('@');
  return at < 0 ? null : account.acct.slice(at + 1).toLowerCase();
}

/** Whether the account is on a blocked domain, or one of its subdomains (as Mastodon blocks). */
function onBlockedDomain(hidden: HiddenAccounts, account: Account): boolean {
  if (hidden.domains.size === 0) return false;
  const domain = domainOf(account);
  if (!domain) return false;
  for (const blocked of hidden.domains) {
    if (domain === blocked || domain.endsWith(`.${blocked}`)) return true;
  }
  return false;
}

/** Whether the account's posts are hidden: blocked, muted, or on a blocked domain. */
function isAccountHidden(hidden: HiddenAccounts, account: Account): boolean {
  return (
    hidden.blocked.has(account.id) ||
    hidden.muted.has(account.id) ||
    onBlockedDomain(hidden, account)
  );
}

/** Whether the account's notifications are hidden: blocked, muted with them, or its domain blocked. */
export function areNotificationsHidden(hidden: HiddenAccounts, account: Account): boolean {
  return (
    hidden.blocked.has(account.id) ||
    hidden.mutedNotifications.has(account.id) ||
    onBlockedDomain(hidden, account)
  );
}

/**
 * Whether a list entry is hidden: a post of a hidden account, a boost by one, a boost of a
 * hidden account's post, or a boost by someone whose boosts are hidden.
 */
export function isPostHidden(hidden: HiddenAccounts, post: Post): boolean {
  if (isAccountHidden(hidden, post.account)) return true;
  if (!post.reblog) return false;
  return hidden.boostsHidden.has(post.account.id) || isAccountHidden(hidden, post.reblog.account);
}

/**
 * A notifications row without hidden accounts: a group loses them (and counts that many fewer),
 * and a row left with nobody (only theirs) is gone (null). The same row when nothing changes.
 */
export function withoutHiddenAccounts(
  hidden: HiddenAccounts,
  group: NotificationGroup,
): NotificationGroup | null {
  const accounts = group.accounts.filter((account) => !areNotificationsHidden(hidden, account));
  if (accounts.length === group.accounts.length) return group;
  if (accounts.length === 0) return null;
  const dropped = group.accounts.length - accounts.length;
  return { ...group, accounts, count: Math.max(accounts.length, group.count - dropped) };
}
