import type { SandboxContext } from '../context';
import { acctOf } from '../store/store';
import { compareIds } from '../store/ids';
import type { AccountRecord, StatusRecord } from '../store/types';
import { canView, isSilencedFor } from '../store/visibility';

export interface Window {
  limit: number;
  offset: number;
}

function localHost(ctx: SandboxContext): string {
  return new URL(ctx.origin).host.toLowerCase();
}

/** `@user@domain`, `user@domain` or `@user` for a known account (the local domain is optional). */
export function accountByHandle(ctx: SandboxContext, query: string): AccountRecord | undefined {
  const match = /^@?([a-z0-9_]+)(?:@([a-z0-9.:-]+))?$/i.exec(query.trim());
  if (!match) return undefined;
  const [, username, domain] = match;
  const local = !domain || domain.toLowerCase() === localHost(ctx);
  return ctx.store.findAccountByAcct(local ? username : `${username}@${domain}`);
}

/**
 * What a URL points at among the accounts and statuses the sandbox knows: local pages (`/@user`, `/@user/ID`,
 * also `/@user@domain/ID`) and the seeded remote-looking ones (`https://domain/@user/ID`, `/users/user/statuses/ID`).
 */
export function resolveUrl(
  ctx: SandboxContext,
  query: string,
): { account?: AccountRecord; status?: StatusRecord } {
  let url: URL;
  try {
    url = new URL(query.trim());
  } catch {
    return {};
  }
  const host = url.host.toLowerCase();
  const local = host === localHost(ctx);
  const path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  const match =
    /^\/@([^/]+?)(?:\/(\d+))?$/.exec(path) ??
    /^\/users\/([^/]+?)(?:\/statuses\/(\d+))?$/.exec(path);
  if (!match) return {};
  const [, handle, statusId] = match;
  const account = local
    ? accountByHandle(ctx, handle)
    : handle.includes('@')
      ? undefined
      : ctx.store.findAccountByAcct(`${handle}@${host}`);
  if (!account) return {};
  if (!statusId) return { account };
  const status = ctx.store.statuses.get(statusId);
  if (!status || status.accountId !== account.id || status.reblogOfId) return {};
  return { status };
}

export function isUrlQuery(query: string): boolean {
  return /^https?:\/\//i.test(query.trim());
}

/** Accounts by handle, username prefix or display name words; exact matches first, then followed accounts. */
export function searchAccounts(
  ctx: SandboxContext,
  query: string,
  viewerId: string | null,
  options: Window & { following: boolean },
): AccountRecord[] {
  const { store } = ctx;
  const needle = query.trim().replace(/^@/, '').toLowerCase();
  if (!needle) return [];
  const exact = accountByHandle(ctx, query);
  const words = needle.split(/\s+/);
  const rank = (account: AccountRecord): number => {
    if (account === exact) return 0;
    const acct = acctOf(account).toLowerCase();
    const name = account.displayName.toLowerCase();
    const matches =
      acct.startsWith(needle) ||
      account.username.toLowerCase().startsWith(needle) ||
      words.every((word) => name.split(/\s+/).some((part) => part.startsWith(word)));
    if (!matches) return -1;
    return viewerId && store.hasEdge(store.following, viewerId, account.id) ? 1 : 2;
  };
  return [...store.accounts.values()]
    .filter((account) => !viewerId || !store.hasEdge(store.blocks, account.id, viewerId))
    .filter(
      (account) =>
        !options.following ||
        (viewerId !== null && store.hasEdge(store.following, viewerId, account.id)),
    )
    .map((account) => ({ account, rank: rank(account) }))
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (store.followers.get(b.account.id)?.size ?? 0) -
          (store.followers.get(a.account.id)?.size ?? 0) ||
        acctOf(a.account).localeCompare(acctOf(b.account)),
    )
    .slice(options.offset, options.offset + options.limit)
    .map((entry) => entry.account);
}

/** Hashtags in use starting with the query, most used first. */
export function searchHashtags(ctx: SandboxContext, query: string, window: Window): string[] {
  const needle = query.trim().replace(/^#/, '').toLowerCase();
  if (!needle || !/^[\p{L}\p{N}_]+$/u.test(needle)) return [];
  return [...ctx.store.statusIdsByTag.entries()]
    .filter(([name, ids]) => name.startsWith(needle) && ids.length > 0)
    .sort(
      (a, b) =>
        Number(b[0] === needle) - Number(a[0] === needle) ||
        b[1].length - a[1].length ||
        a[0].localeCompare(b[0]),
    )
    .slice(window.offset, window.offset + window.limit)
    .map(([name]) => name);
}

/** Full-text search over statuses the viewer can see, newest first; every word must appear. */
export function searchStatuses(
  ctx: SandboxContext,
  query: string,
  viewerId: string,
  options: Window & { accountId: string | null; maxId: string | null; minId: string | null },
): StatusRecord[] {
  const { store } = ctx;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const ids = options.accountId
    ? (store.statusIdsByAccount.get(options.accountId) ?? [])
    : store.statusIds;
  const found: StatusRecord[] = [];
  let skipped = 0;
  for (let index = ids.length - 1; index >= 0 && found.length < options.limit; index--) {
    const id = ids[index];
    if (options.maxId !== null && compareIds(id, options.maxId) >= 0) continue;
    if (options.minId !== null && compareIds(id, options.minId) <= 0) break;
    const status = store.statuses.get(id);
    if (!status || status.reblogOfId || !canView(store, viewerId, status)) continue;
    if (isSilencedFor(store, viewerId, status.accountId)) continue;
    const text = `${status.spoilerText} ${status.text}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    if (skipped < options.offset) skipped++;
    else found.push(status);
  }
  return found;
}
