import { expect, type Page } from '@playwright/test';
import { authorizeOnSandbox, signInOnSandbox } from './login';
import { SANDBOX_HOST, SANDBOX_URL } from './sandbox';

/** Logs in through Petrel's login page and the sandbox's OAuth pages, landing on Home. */
export async function logInAs(page: Page, username: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, username);
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** The access token of the account Petrel has as current (with several stored). */
export async function currentAccountToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const current = JSON.parse(localStorage.getItem('petrel:current-account') ?? 'null') as
      string | null;
    const accounts = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as {
      info: { id: string };
      instanceURL: string;
      accessToken: string;
    }[];
    const account = accounts.find((entry) => `${entry.info.id}@${entry.instanceURL}` === current);
    if (!account) throw new Error(`no stored account is current (${String(current)})`);
    return account.accessToken;
  });
}

/** The app registration (client id and secret) Petrel stored, as OAuth requests take it. */
export async function clientCredentials(
  page: Page,
): Promise<{ client_id: string; client_secret: string }> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const text = localStorage.getItem(key) ?? '';
      const id = /"clientId":"([^"]+)"/.exec(text);
      const secret = /"clientSecret":"([^"]+)"/.exec(text);
      if (id && secret) return { client_id: id[1], client_secret: secret[1] };
    }
    throw new Error('no stored app registration');
  });
}

/** The access token Petrel stored for the current account. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const match = /"accessToken":"([^"]+)"/.exec(localStorage.getItem(key) ?? '');
      if (match) return match[1];
    }
    throw new Error('no stored token');
  });
}

export interface SandboxStatus {
  id: string;
  url: string | null;
  uri: string;
  content: string;
  account: { id: string; acct: string; username: string };
  poll: { id: string; expired: boolean; voted?: boolean } | null;
  media_attachments: { type: string }[];
  spoiler_text: string;
  quote?: { state: string; quoted_status?: { id: string; content: string } | null } | null;
  reblog: SandboxStatus | null;
  in_reply_to_id: string | null;
}

/** The newest post of the reader's Home, as the sandbox has it. */
export async function newestHomePost(page: Page): Promise<SandboxStatus> {
  const [newest] = await sandboxApi<SandboxStatus[]>(
    '/api/v1/timelines/home?limit=1',
    await storedToken(page),
  );
  return newest;
}

/** An account's newest post that is not a reply, as the sandbox has it. */
export async function newestPostOf(username: string, token: string): Promise<SandboxStatus> {
  const account = await sandboxApi<{ id: string }>(
    `/api/v1/accounts/lookup?acct=${username}`,
    token,
  );
  const [newest] = await sandboxApi<SandboxStatus[]>(
    `/api/v1/accounts/${account.id}/statuses?limit=1&exclude_replies=true`,
    token,
  );
  return newest;
}

/** The logged-in person's own posts whose text contains `text`, read straight from the sandbox. */
export async function ownPosts<T extends { content: string } = SandboxStatus>(
  page: Page,
  text: string,
): Promise<T[]> {
  const token = await storedToken(page);
  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const posts = await sandboxApi<T[]>(`/api/v1/accounts/${me.id}/statuses?limit=40`, token);
  return posts.filter((post) => post.content.includes(text));
}

/** Calls the sandbox API directly (for test set-up, never for what is under test). */
export async function sandboxApi<T>(
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    ...init,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first seeded post of a hashtag's public timeline matching `predicate`. */
export async function findTaggedStatus(
  tag: string,
  predicate: (status: SandboxStatus) => boolean = () => true,
): Promise<SandboxStatus> {
  let maxId = '';
  for (let page = 0; page < 10; page++) {
    const statuses = await sandboxApi<SandboxStatus[]>(
      `/api/v1/timelines/tag/${tag}?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
    );
    const found = statuses.find(predicate);
    if (found) return found;
    if (statuses.length === 0) break;
    maxId = statuses[statuses.length - 1].id;
  }
  throw new Error(`no #${tag} post matches`);
}

/** The first seeded public post (local or federated timeline) matching `predicate`. */
export async function findPublicStatus(
  predicate: (status: SandboxStatus) => boolean,
  token?: string,
): Promise<SandboxStatus> {
  let maxId = '';
  for (let page = 0; page < 25; page++) {
    const statuses = await sandboxApi<SandboxStatus[]>(
      `/api/v1/timelines/public?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
      token,
    );
    const found = statuses.find(predicate);
    if (found) return found;
    if (statuses.length === 0) break;
    maxId = statuses[statuses.length - 1].id;
  }
  throw new Error('no public post matches');
}

/** A local account's id, by username. */
export async function accountId(username: string): Promise<string> {
  return (await sandboxApi<{ id: string }>(`/api/v1/accounts/lookup?acct=${username}`)).id;
}

/** How an account relates to the reader, as the sandbox answers it. */
export interface SandboxRelationship {
  following: boolean;
  followed_by: boolean;
  requested: boolean;
  requested_by: boolean;
  blocking: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at: string | null;
  notifying: boolean;
  note: string;
}

/** How `username` relates to the reader, as the sandbox says (not as Petrel shows it). */
export async function relationshipTo(
  token: string,
  username: string,
): Promise<SandboxRelationship> {
  const id = await accountId(username);
  const [relationship] = await sandboxApi<SandboxRelationship[]>(
    `/api/v1/accounts/relationships?id[]=${id}`,
    token,
  );
  return relationship;
}

/** Home's timeline, the feed of its posts. */
export function homeFeed(page: Page) {
  return page.getByRole('feed', { name: 'Home timeline' });
}

/**
 * Turns the wheel up over Home until `check` passes: Home opens at the reader's marker, so the
 * newer posts load on the way up.
 */
export async function scrollHomeUpUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await homeFeed(page).hover();
  await expect(async () => {
    await page.mouse.wheel(0, -5000);
    await check();
  }).toPass({ timeout: 20_000 });
}

/** The main navigation, where every reading screen is one click away. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}
