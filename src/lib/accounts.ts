/** Minutes between two refreshes of `lastAccessedAt`. */
export const LAST_ACCESS_REFRESH_MS = 5 * 60 * 1000;

export interface StoredAccountInfo {
  id: string;
  username?: string;
  acct?: string;
  displayName: string;
  avatar: string;
  avatar_static: string;
  url?: string;
  /** The custom emojis of the display name. */
  emojis?: StoredEmoji[];
}

/** A custom emoji as a display name needs it. */
export interface StoredEmoji {
  shortcode: string;
  url: string;
  staticUrl: string;
  visibleInPicker: boolean;
}

export interface StoredAccount {
  info: StoredAccountInfo;
  instanceURL: string;
  accessToken: string;
  vapidKey?: string | null;
  createdAt: number;
  lastAccessedAt: number;
}

export class AccessTokenNotFoundError extends Error {
  constructor() {
    super('Access token not found');
    this.name = 'AccessTokenNotFoundError';
  }
}

export class AccountNotFoundError extends Error {
  constructor(readonly accountId: string) {
    super(`Account ${accountId} not found`);
    this.name = 'AccountNotFoundError';
  }
}

/** The account's full handle, `@user@instance`, as shown next to its name. */
export function storedHandle(account: Pick<StoredAccount, 'info' | 'instanceURL'>): string {
  const { acct, username, id } = account.info;
  return `@${acct ?? username ?? id}@${account.instanceURL}`;
}

/** `@user@server` for an account's `acct` as `instance` gives it (local accounts lack the server). */
export function fullHandle(acct: string, instance: string): string {
  return acct.includes('@') ? `@${acct}` : `@${acct}@${instance}`;
}

/** Identifies an account across instances: the same id may exist on two servers. */
export function accountKey(account: Pick<StoredAccount, 'info' | 'instanceURL'>): string {
  return `${account.info.id}@${account.instanceURL}`;
}

/** Looks an account up by its key (`id@instance`) or, failing that, by its bare id. */
export function findAccountById(accounts: readonly StoredAccount[], id: string): StoredAccount {
  const found =
    accounts.find((account) => accountKey(account) === id) ??
    accounts.find((account) => account.info.id === id);
  if (!found) throw new AccountNotFoundError(id);
  return found;
}

/** Adds an account or replaces the stored one with the same key, keeping its position and createdAt. */
export function upsertAccount(
  accounts: readonly StoredAccount[],
  account: StoredAccount,
): StoredAccount[] {
  const key = accountKey(account);
  const index = accounts.findIndex((existing) => accountKey(existing) === key);
  if (index === -1) return [...accounts, account];
  const next = [...accounts];
  next[index] = { ...account, createdAt: accounts[index].createdAt };
  return next;
}

export function removeAccount(accounts: readonly StoredAccount[], key: string): StoredAccount[] {
  return accounts.filter((account) => accountKey(account) !== key);
}

/** The first stored account is the default one. */
export function defaultAccount(accounts: readonly StoredAccount[]): StoredAccount | null {
  return accounts[0] ?? null;
}

/** Returns the account with `lastAccessedAt` refreshed, or the same object when the stamp is recent. */
export function touchAccount(account: StoredAccount, now: number): StoredAccount {
  if (now - account.lastAccessedAt < LAST_ACCESS_REFRESH_MS) return account;
  return { ...account, lastAccessedAt: now };
}

/** Keeps only what the stored record needs from a masto account object. */
export function toStoredInfo(account: {
  id: string;
  username?: string;
  acct?: string;
  displayName?: string | null;
  avatar?: string | null;
  avatarStatic?: string | null;
  url?: string | null;
  emojis?: readonly StoredEmoji[] | null;
}): StoredAccountInfo {
  return {
    id: account.id,
    username: account.username,
    acct: account.acct,
    displayName: account.displayName ?? '',
    avatar: account.avatar ?? '',
    avatar_static: account.avatarStatic ?? account.avatar ?? '',
    url: account.url ?? undefined,
    emojis: account.emojis?.map(({ shortcode, url, staticUrl, visibleInPicker }) => ({
      shortcode,
      url,
      staticUrl,
      visibleInPicker,
    })),
  };
}

function isStoredAccount(value: unknown): value is StoredAccount {
  const account = value as StoredAccount | null;
  return (
    typeof account?.accessToken === 'string' &&
    typeof account.instanceURL === 'string' &&
    typeof account.info?.id === 'string'
  );
}

/** Parses stored accounts, dropping entries that are not account records. */
export function parseStoredAccounts(raw: unknown): StoredAccount[] {
  return Array.isArray(raw) ? raw.filter(isStoredAccount) : [];
}
