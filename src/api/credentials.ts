import type { mastodon } from 'masto';
import { TtlCache } from '../lib/ttl-cache';
import { getRestClient } from './clients';

export const CURRENT_ACCOUNT_CACHE_MS = 60_000;

const cache = new TtlCache<mastodon.v1.AccountCredentials>(CURRENT_ACCOUNT_CACHE_MS);

/** GET verify_credentials for a token, cached for 60 s. Errors (e.g. 401 for a revoked token) propagate. */
export function verifyCredentials(
  instance: string,
  accessToken: string,
): Promise<mastodon.v1.AccountCredentials> {
  return cache.get(`${instance}\n${accessToken}`, () =>
    getRestClient(instance, accessToken).v1.accounts.verifyCredentials(),
  );
}

export function forgetCredentials(instance: string, accessToken: string): void {
  cache.delete(`${instance}\n${accessToken}`);
}
