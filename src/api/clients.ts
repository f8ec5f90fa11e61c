import { createOAuthAPIClient, type mastodon } from 'masto';
import { instanceOrigin } from '../lib/instance';
import { createClient } from './http';

export const API_TIMEOUT_MS = 120_000;

/** Anonymous clients are shared by every session; they hold nothing of an account. */
const anonymousClients = new Map<string, mastodon.rest.Client>();
const oauthClients = new Map<string, mastodon.oauth.Client>();

/**
 * A REST client with a bearer token. Each account's session makes and owns its own. Errors are
 * typed by their HTTP status whatever the body (see http.ts).
 */
export function createRestClient(instance: string, accessToken: string): mastodon.rest.Client {
  return createClient<mastodon.rest.Client>(
    { url: instanceOrigin(instance), accessToken, timeout: API_TIMEOUT_MS },
    'api',
  );
}

/** The anonymous REST client of an instance (no authorization header), made on first use. */
export function getAnonymousClient(instance: string): mastodon.rest.Client {
  const key = instance.toLowerCase();
  let client = anonymousClients.get(key);
  if (!client) {
    client = createClient<mastodon.rest.Client>(
      { url: instanceOrigin(instance), timeout: API_TIMEOUT_MS },
      'api',
    );
    anonymousClients.set(key, client);
  }
  return client;
}

export function getOAuthClient(instance: string): mastodon.oauth.Client {
  const key = instance.toLowerCase();
  let client = oauthClients.get(key);
  if (!client) {
    client = createOAuthAPIClient({ url: instanceOrigin(instance), timeout: API_TIMEOUT_MS });
    oauthClients.set(key, client);
  }
  return client;
}

export type { mastodon };
