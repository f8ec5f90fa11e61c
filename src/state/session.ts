import type { mastodon } from 'masto';
import { getRestClient } from '../api/clients';
import { type StoredAccount } from '../lib/accounts';
import { appConfig } from '../lib/config';
import { useCurrentAccount } from './accounts';

export interface Session {
  /** The instance requests go to: the current account's, or the default instance when logged out. */
  instance: string;
  account: StoredAccount | null;
  isLoggedIn: boolean;
  /** `instance:account` — one query cache and one settings record per scope. */
  scopeKey: string;
}

export function sessionFor(account: StoredAccount | null): Session {
  const instance = account?.instanceURL ?? appConfig.defaultInstance;
  return {
    instance,
    account,
    isLoggedIn: account !== null,
    scopeKey: account ? `${instance}:${account.info.id}` : `${instance}:anonymous`,
  };
}

export function useSession(): Session {
  return sessionFor(useCurrentAccount());
}

/** The masto REST client of the current session (authenticated when logged in). */
export function useMastoClient(): mastodon.rest.Client {
  const { instance, account } = useSession();
  return getRestClient(instance, account?.accessToken);
}

/**
 * The client to read `instance` with: the session's own client for its instance,
 * an anonymous one for any other instance (its posts are read-only from here).
 */
export function useMastoClientFor(instance: string): mastodon.rest.Client {
  const session = useSession();
  const own = instance.toLowerCase() === session.instance;
  return getRestClient(instance, own ? session.account?.accessToken : null);
}
