import type { mastodon } from 'masto';
import { readJson, scopedStorageKey, writeJson } from './storage';

type Preferences = mastodon.v1.Preference;
const storageKey = (scopeKey: string) => scopedStorageKey('preferences', scopeKey);

/**
 * The account's server-side preferences, stored per account (`scopeKey`). Failures are swallowed:
 * the stored copy (or null) is returned.
 */
export async function loadPreferences(
  client: mastodon.rest.Client,
  scopeKey: string,
): Promise<Preferences | null> {
  try {
    const preferences = await client.v1.preferences.fetch();
    writeJson(storageKey(scopeKey), preferences);
    return preferences;
  } catch {
    return readJson<Preferences>(storageKey(scopeKey));
  }
}
