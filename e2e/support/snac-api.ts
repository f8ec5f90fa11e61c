import { expect } from '@playwright/test';
import type { SnacServer } from './snac';

/** Calls snac's Mastodon API with a token (for set-up and for checking what snac recorded). */
export async function snacRequest<T>(
  snac: SnacServer,
  token: string,
  path: string,
  method: 'GET' | 'POST' = 'GET',
  body?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`http://${snac.host}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A token for a snac user, from snac's own token form (it answers the token as plain text). */
export async function snacToken(snac: SnacServer, user: string, password: string): Promise<string> {
  const response = await fetch(`http://${snac.host}/oauth/x-snac-get-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: user, passwd: password }).toString(),
  });
  const token = (await response.text()).trim();
  expect(response.headers.get('content-type'), `no token for ${user}`).toContain('text/plain');
  return token;
}

export interface SnacNotification {
  id: string;
  type: string;
  account: { id: string; acct: string; display_name: string };
  status: { id: string; content: string; reblog: { content: string } | null } | null;
}

/** The account's notifications as snac's API v1 lists them, newest first. */
export async function snacNotifications(
  snac: SnacServer,
  token: string,
): Promise<SnacNotification[]> {
  return await snacRequest<SnacNotification[]>(snac, token, '/api/v1/notifications?limit=40');
}

/**
 * Waits until snac has recorded notifications of each of `types` (it delivers between its own
 * users through its queues, a few seconds after the action); returns the whole list.
 */
export async function waitForSnacNotifications(
  snac: SnacServer,
  token: string,
  types: string[],
): Promise<SnacNotification[]> {
  let seen: SnacNotification[] = [];
  await expect
    .poll(
      async () => {
        seen = await snacNotifications(snac, token);
        return types.every((type) => seen.some((notification) => notification.type === type));
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  return seen;
}

/** The token holder's own newest posts on snac whose text contains `text`. */
export async function snacOwnPosts<T extends { content: string }>(
  snac: SnacServer,
  token: string,
  text: string,
): Promise<T[]> {
  const me = await snacRequest<{ id: string }>(snac, token, '/api/v1/accounts/verify_credentials');
  const posts = await snacRequest<T[]>(snac, token, `/api/v1/accounts/${me.id}/statuses?limit=40`);
  return posts.filter((post) => post.content.includes(text));
}
