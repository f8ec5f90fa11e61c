import type { mastodon } from 'masto';
import { instanceOrigin } from '../lib/instance';
import { createClient } from './http';

export const API_TIMEOUT_MS = 120_000;

const restClients = new Map<string, mastodon.rest.Client>();
const oauthClients = new Map<string, mastodon.oauth.Client>();

function clientKey(instance: string, accessToken?: string | null): string {
  return `${instance.toLowerCase()}\n${accessToken ?? ''}`;
}

/**
 * The REST client for an instance, authenticated when a token is given (bearer header),
 * anonymous otherwise. Created on first use and reused.
 */
export function getRestClient(instance: string, accessToken?: string | null): mastodon.rest.Client {
  const key = clientKey(instance, accessToken);
  let client = restClients.get(key);
  if (!client) {
    client = createClient<mastodon.rest.Client>(
      {
        url: instanceOrigin(instance),
        accessToken: accessToken ?? undefined,
        timeout: API_TIMEOUT_MS,
      },
      'api',
    );
    restClients.set(key, client);
  }
  return client;
}

export function getOAuthClient(instance: string): mastodon.oauth.Client {
  const key = instance.toLowerCase();
  let client = oauthClients.get(key);
  if (!client) {
    client = createClient<mastodon.oauth.Client>(
      { url: instanceOrigin(instance), timeout: API_TIMEOUT_MS },
      'oauth',
    );
    oauthClients.set(key, client);
  }
  return client;
}

/** Drops the cached client of a token that is no longer valid. */
export function forgetRestClient(instance: string, accessToken: string): void {
  restClients.delete(clientKey(instance, accessToken));
}

export type { mastodon };
