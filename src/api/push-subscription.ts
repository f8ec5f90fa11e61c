/** The server side of push: Mastodon's /api/v1/push/subscription calls for one token. */
import type { mastodon } from 'masto';
import type { StoredAccount } from '../lib/accounts';
import type { createSubscriptionBody, updateSubscriptionBody } from '../lib/web-push';
import { createRestClient } from './clients';
import { isNotFound } from './errors';

type Resource = mastodon.rest.Client['v1']['push']['subscription'];
type CreateParams = Parameters<Resource['create']>[0];

/** The server's push subscription of the client's token; null when it has none (404). */
export async function fetchPushSubscription(
  client: mastodon.rest.Client,
): Promise<mastodon.v1.WebPushSubscription | null> {
  try {
    return await client.v1.push.subscription.fetch();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

// masto's parameter types put `policy` beside `data`; Mastodon reads `data[policy]`, which the
// bodies from lib/web-push.ts send.
export function createPushSubscription(
  client: mastodon.rest.Client,
  body: ReturnType<typeof createSubscriptionBody>,
): Promise<mastodon.v1.WebPushSubscription> {
  return client.v1.push.subscription.create(body as unknown as CreateParams);
}

export function updatePushSubscription(
  client: mastodon.rest.Client,
  body: ReturnType<typeof updateSubscriptionBody>,
): Promise<mastodon.v1.WebPushSubscription> {
  return client.v1.push.subscription.update(body);
}

/** Removes the server's subscription of the client's token (already gone is fine). */
export async function removePushSubscription(client: mastodon.rest.Client): Promise<void> {
  try {
    await client.v1.push.subscription.remove();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** Removes an account's subscription with its own token (logout, or moving push elsewhere). */
export function removePushSubscriptionOf(account: StoredAccount): Promise<void> {
  return removePushSubscription(createRestClient(account.instanceURL, account.accessToken));
}
