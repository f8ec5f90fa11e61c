import type { QueryClient } from '@tanstack/react-query';
import { useStore, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createRestClient, getAnonymousClient, type mastodon } from '../api/clients';
import { removeScopedRecords } from '../lib/storage';
import { accountKey, type StoredAccount } from '../lib/accounts';
import { appConfig } from '../lib/config';
import type { Settings } from '../lib/settings';
import {
  ACCOUNT_STORAGE_KEYS,
  reloadAccounts,
  selectCurrentAccount,
  useAccountsStore,
  type AccountsState,
} from './accounts';
import { InteractionQueue } from './interactions';
import { PostStore } from './post-store';
import { createQueryClient } from './query-client';
import { createSettingsStore, readStoredSettings, settingsStorageKey } from './settings-storage';

interface Resource {
  value: unknown;
  dispose: () => void;
}

export function scopeKeyOf(account: StoredAccount | null): string {
  const instance = account?.instanceURL ?? appConfig.defaultInstance;
  return account ? `${instance}:${account.info.id}` : `${instance}:anonymous`;
}

/**
 * Everything Petrel holds for one logged-in account (or for anonymous reading of the default
 * instance): its API client, query cache, post store, settings, interactions in flight and any
 * resource made for it (streaming, the unfurl queue). `dispose()` lets go of all of it.
 */
export class AccountSession {
  /** The instance requests go to: the account's, or the default instance when logged out. */
  readonly instance: string;
  readonly isLoggedIn: boolean;
  /** `instance:account` — one query cache and one settings record per scope. */
  readonly scopeKey: string;
  /** The stored record; its info is refreshed in place, its token never changes. */
  account: StoredAccount | null;
  readonly client: mastodon.rest.Client;
  /** Whether the server refused this session's token (expired or revoked): said once, in the shell. */
  readonly expiry = createStore<{ expired: boolean }>()(() => ({ expired: false }));
  readonly queryClient: QueryClient = createQueryClient(() => {
    if (this.isLoggedIn) this.expiry.setState({ expired: true });
  });
  readonly posts = new PostStore();
  readonly interactions = new InteractionQueue();
  readonly settings: StoreApi<Settings>;
  private readonly resources = new Map<string, Resource>();
  private disposed = false;

  constructor(account: StoredAccount | null) {
    this.account = account;
    this.instance = account?.instanceURL ?? appConfig.defaultInstance;
    this.isLoggedIn = account !== null;
    this.scopeKey = scopeKeyOf(account);
    this.client = account
      ? createRestClient(this.instance, account.accessToken)
      : getAnonymousClient(this.instance);
    this.settings = createSettingsStore(this.scopeKey);
    this.posts.attach(this.queryClient.getQueryCache());
  }

  get accessToken(): string | null {
    return this.account?.accessToken ?? null;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** The client to read `instance` with: this session's own, or an anonymous one elsewhere. */
  clientFor(instance: string): mastodon.rest.Client {
    return instance.toLowerCase() === this.instance.toLowerCase()
      ? this.client
      : getAnonymousClient(instance);
  }

  /** A resource of this session (created on first use), let go of by `dispose()`. */
  resource<T>(name: string, create: () => T, dispose: (value: T) => void): T {
    const existing = this.resources.get(name);
    if (existing) return existing.value as T;
    const value = create();
    this.resources.set(name, { value, dispose: () => dispose(value) });
    return value;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.resources.forEach((resource) => resource.dispose());
    this.resources.clear();
    this.interactions.clear();
    this.posts.clear();
    this.queryClient.clear();
  }
}

/** The live sessions, by scope. */
const sessions = new Map<string, AccountSession>();

/** The session of `account` (null: anonymous), made on first use and kept until it ends. */
export function sessionFor(account: StoredAccount | null): AccountSession {
  const scopeKey = scopeKeyOf(account);
  let session = sessions.get(scopeKey);
  if (session && session.accessToken !== (account?.accessToken ?? null)) {
    // Logged in again with a new token: nothing of the old one is reused.
    session.dispose();
    session = undefined;
  }
  if (!session) {
    session = new AccountSession(account);
    sessions.set(scopeKey, session);
  } else if (account) {
    session.account = account;
  }
  return session;
}

/**
 * Whether a session is alive for `scopeKey` (the dispose test).
 *
 * @internal
 */
export function hasSession(scopeKey: string): boolean {
  return sessions.has(scopeKey);
}

/**
 * Ends an account's session: its memory is let go of and, when the account is gone for good
 * (logged out or removed), everything stored for it too.
 */
export function endSession(scopeKey: string, { forgetStored }: { forgetStored: boolean }): void {
  sessions.get(scopeKey)?.dispose();
  sessions.delete(scopeKey);
  if (!forgetStored) return;
  removeScopedRecords(scopeKey);
  // The stores of drafts and catch-ups load here, not before the first post.
  void import('./drafts')
    .then(({ removeDraftsOf }) => removeDraftsOf(scopeKey))
    .catch(() => undefined);
  void import('./catchup-storage')
    .then(({ removeCatchupsOf }) => removeCatchupsOf(scopeKey))
    .catch(() => undefined);
}

/**
 * The session of the current account, and the record it was given: a new record (its info
 * refreshed) is a new state, so readers of `session.account` render again.
 */
const current = createStore<{ session: AccountSession; account: StoredAccount | null }>()(() =>
  currentOf(useAccountsStore.getState()),
);

function currentOf(state: AccountsState) {
  const account = selectCurrentAccount(state);
  return { session: sessionFor(account), account };
}

// Sessions follow the accounts (changed here or in another tab): a removed account takes its
// session and stored records with it, and the current account's session is opened here, never
// while rendering.
useAccountsStore.subscribe((state, previous) => {
  if (state.accounts !== previous.accounts) {
    const kept = new Set(state.accounts.map(accountKey));
    for (const account of previous.accounts) {
      if (!kept.has(accountKey(account))) endSession(scopeKeyOf(account), { forgetStored: true });
    }
  }
  const next = currentOf(state);
  const { session, account } = current.getState();
  if (next.session !== session || next.account !== account) current.setState(next, true);
});

/**
 * Ends every session and opens the current account's anew (tests).
 *
 * @internal
 */
export function endAllSessions(): void {
  sessions.forEach((session) => session.dispose());
  sessions.clear();
  current.setState(currentOf(useAccountsStore.getState()), true);
}

/** Reads the live sessions' settings from storage again (`key`: the one that changed; null: all). */
export function rereadStoredSettings(key: string | null = null): void {
  sessions.forEach((session) => {
    if (key === null || key === settingsStorageKey(session.scopeKey)) {
      session.settings.setState(readStoredSettings(session.scopeKey), true);
    }
  });
}

/**
 * Another tab changed the accounts or a session's settings: this tab follows (a removed account
 * ends its session here too). Returns how to stop following.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null || ACCOUNT_STORAGE_KEYS.includes(event.key)) reloadAccounts();
    rereadStoredSettings(event.key);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The current account's session (opened by the accounts store, only read here). */
export function useSession(): AccountSession {
  return useStore(current).session;
}

/** Whether a request of the current session was refused for its token (expired or revoked). */
export function useSessionExpired(): boolean {
  return useStore(useSession().expiry, (state) => state.expired);
}

/** The masto REST client of the current session (authenticated when logged in). */
export function useMastoClient(): mastodon.rest.Client {
  return useSession().client;
}

/**
 * The client to read `instance` with: the session's own client for its instance,
 * an anonymous one for any other instance (its posts are read-only from here).
 */
export function useMastoClientFor(instance: string): mastodon.rest.Client {
  return useSession().clientFor(instance);
}
