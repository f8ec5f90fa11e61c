import type { mastodon } from 'masto';

/** GET verify_credentials. Errors (e.g. 401 for a revoked token) propagate. */
export async function verifyCredentials(
  client: mastodon.rest.Client,
): Promise<mastodon.v1.AccountCredentials> {
  return await client.v1.accounts.verifyCredentials();
}
