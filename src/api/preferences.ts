import type { mastodon } from 'masto';
import { accountKey, type StoredAccount } from '../lib/accounts';
import { TtlCache } from '../lib/ttl-cache';
import { getRestClient } from './clients';
import { readJson, writeJson } from './storage';

export const PREFERENCES_CACHE_MS = 60_000;

type Preferences = mastodon.v1.Preference;
const cache = new TtlCache<Preferences | null>(PREFERENCES_CACHE_MS);
const storageKey = (key: string) => `petrel:preferences:${key}`;

/**
 * The account's server-side preferences, cached for 60 s and stored per account.
 * Failures are swallowed: the stored copy (or null) is returned.
 */
export function loadPreferences(account: StoredAccount): Promise<Preferences | null> {
  const key = accountKey(account);
  return cache.get(key, async () => {
    try {
      const preferences = await getRestClient(
        account.instanceURL,
        account.accessToken,
      ).v1.preferences.fetch();
      writeJson(storageKey(key), preferences);
      return preferences;
    } catch {
      return readJson<Preferences>(storageKey(key));
    }
  });
}
