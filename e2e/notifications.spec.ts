import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, sandboxApi, storedToken, type SandboxStatus } from './support/reading';
import { SANDBOX_URL, resetSandbox, sandboxTokenFor } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

function badge(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');
}

async function badgeCount(page: Page): Promise<number> {
  if ((await badge(page).count()) === 0) return 0;
  return Number(await badge(page).locator('[aria-hidden="true"]').textContent());
}

async function serverUnread(token: string): Promise<number> {
  return (await sandboxApi<{ count: number }>('/api/v1/notifications/unread_count', token)).count;
}

async function accountId(acct: string): Promise<string> {
  return (await sandboxApi<{ id: string }>(`/api/v1/accounts/lookup?acct=${acct}`)).id;
}

async function act(token: string, path: string, body?: Record<string, unknown>) {
  return sandboxApi<unknown>(path, token, {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
  });
}

async function mentionAlice(token: string, text: string): Promise<void> {
  await act(token, '/api/v1/statuses', { status: `@alice ${text}`, visibility: 'public' });
}

function notificationsList(page: Page) {
  return page.getByRole('feed', { name: 'Notifications' });
}

/**
 * Follows the page's WebSockets: which are open, which streams each has subscribed to, and every
 * frame they received (the sandbox, like Mastodon, sends an event only to the sockets subscribed
 * when it happens, and never replays it).
 */
function watchSockets(page: Page) {
  const sockets: { socket: WebSocket; streams: Set<string> }[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    const entry = { socket, streams: new Set<string>() };
    sockets.push(entry);
    socket.on('framesent', (frame) => {
      try {
        const message = JSON.parse(String(frame.payload)) as { type?: string; stream?: string };
        if (message.type === 'subscribe' && message.stream) entry.streams.add(message.stream);
      } catch {
        // not a JSON message
      }
    });
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  const open = () => sockets.filter(({ socket }) => !socket.isClosed());
  return {
    /** Whether an open socket has subscribed to `stream`. */
    subscribed: (stream: string) => open().some(({ streams }) => streams.has(stream)),
    openCount: () => open().length,
    receivedText: (text: string) => received.some((payload) => payload.includes(text)),
  };
}

test('bob mentions, likes and follows alice: the badge counts up live, Notifications groups them, reading clears every tab', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const aliceToken = await storedToken(page);
  await expect.poll(() => badgeCount(page)).toBe(await serverUnread(aliceToken));
  const before = await badgeCount(page);

  const alice = await accountId('alice');
  const [alicesPost] = await sandboxApi<SandboxStatus[]>(
    `/api/v1/accounts/${alice}/statuses?limit=1&exclude_replies=true&exclude_reblogs=true`,
  );
  const [bob, carol] = await Promise.all([sandboxTokenFor('bob'), sandboxTokenFor('carol')]);
  await mentionAlice(bob, 'the petrels are back');
  await act(bob, `/api/v1/statuses/${alicesPost.id}/favourite`);
  await act(carol, `/api/v1/statuses/${alicesPost.id}/favourite`);
  await act(bob, `/api/v1/accounts/${alice}/unfollow`);
  await act(bob, `/api/v1/accounts/${alice}/follow`);

  // Without a reload, the count reaches what the server says is unread.
  const unread = await serverUnread(aliceToken);
  expect(unread).toBeGreaterThanOrEqual(before + 3);
  await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(unread);
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread}\\) Home`));
  await saveScreenshot(page, 'notifications-unread-badge');

  const second = await page.context().newPage();
  await second.goto('/#/');
  await expect.poll(() => badgeCount(second), { timeout: 15_000 }).toBe(unread);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = notificationsList(page);
  const mention = list
    .getByRole('article', { name: /mentioned you/ })
    .filter({ hasText: 'the petrels are back' });
  await expect(mention).toBeVisible();
  await expect(mention).toHaveClass(/is-new/);
  const likes = list.getByRole('article', { name: /and \d+ others? liked your post/ }).first();
  await expect(likes).toBeVisible();
  await expect(likes).toHaveClass(/is-new/);
  await expect(list.getByRole('article', { name: /followed you/ }).first()).toHaveClass(/is-new/);

  // Reading here clears the badge here and in the other tab, and the server's marker.
  await expect(badge(page)).toHaveCount(0);
  await expect(badge(second)).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => serverUnread(aliceToken)).toBe(0);
  await expect(page).toHaveTitle(/^Notifications/);

  await likes.getByRole('button', { name: 'Show the accounts' }).click();
  const likers = likes.getByRole('list', { name: 'Accounts' }).getByRole('link');
  await expect(likers.filter({ hasText: '@carol' })).toBeVisible();
  await expect(likers.filter({ hasText: '@bob' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Notifications');
  await saveScreenshotSet(page, 'notifications-all');

  await page.getByRole('link', { name: 'Mentions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions' })).toBeVisible();
  await expect(
    notificationsList(page)
      .getByRole('article', { name: /mentioned you/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mentions');
  await saveScreenshotSet(page, 'notifications-mentions');
});

test('a mention sent while the socket is down appears after the reconnect', async ({ page }) => {
  const sockets = watchSockets(page);
  await logInAs(page, 'alice');
  await page.goto('/#/notifications');
  await expect(notificationsList(page)).toBeVisible();
  const bob = await sandboxTokenFor('bob');
  // The screen's stream is open before it is taken away.
  await expect.poll(() => sockets.subscribed('user'), { timeout: 15_000 }).toBe(true);

  // Every socket is dropped (a new one within 0.3 s, before it can subscribe again), until the
  // rule is removed; the app waits at least a second before each new attempt.
  const rule = await sandboxApi<{ id: string }>('/_sandbox/faults', undefined, {
    method: 'POST',
    body: JSON.stringify({ type: 'websocket_drop', every_seconds: 0.3 }),
  });
  await expect.poll(() => sockets.openCount(), { timeout: 10_000 }).toBe(0);
  const text = 'sent while you were offline';
  await mentionAlice(bob, text);
  // The mention was made with no socket there to carry it (the sandbox had sent it by the time
  // it answered): nothing the page holds can show it before a reconnect.
  expect(sockets.receivedText(text)).toBe(false);
  await expect(page.getByText(text)).toHaveCount(0);
  await fetch(`${SANDBOX_URL}/_sandbox/faults/${rule.id}`, { method: 'DELETE' });

  const waiting = page.getByRole('button', { name: /^1 new notification/ });
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await waiting.click();
  const mention = notificationsList(page)
    .getByRole('article', { name: /mentioned you/ })
    .filter({ hasText: 'sent while you were offline' });
  await expect(mention).toBeVisible();
  await expect(mention).toHaveClass(/is-new/);
});

test("a failed load says 'Unable to fetch notifications.' and Try again works", async ({
  page,
}) => {
  await logInAs(page, 'alice');
  // The first load and its two automatic retries fail.
  await sandboxApi('/_sandbox/faults', undefined, {
    method: 'POST',
    body: JSON.stringify({
      type: 'error',
      status: 503,
      match: 'GET /api/v1/notifications',
      times: 3,
    }),
  });
  await page.goto('/#/notifications');
  await expect(page.getByText('Unable to fetch notifications.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(notificationsList(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Unable to fetch notifications.')).toHaveCount(0);
});

test('with grouped notifications on, the server groups them (API v2) and older pages load', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const alice = await accountId('alice');
  const [alicesPost] = await sandboxApi<SandboxStatus[]>(
    `/api/v1/accounts/${alice}/statuses?limit=1&exclude_replies=true&exclude_reblogs=true`,
  );
  for (const name of ['bob', 'carol', 'dave']) {
    await act(await sandboxTokenFor(name), `/api/v1/statuses/${alicesPost.id}/favourite`);
  }
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('checkbox', { name: 'Grouped notifications (experimental)' }).check();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  const list = notificationsList(page);
  const likes = list.getByRole('article', { name: /and \d+ others liked your post/ }).first();
  await expect(likes).toBeVisible();
  expect(asked).toContain('/api/v2/notifications');
  const before = await list.getByRole('article').count();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(before);
});

test("a filtered request's notifications show, and Dismiss sends it away", async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const [request] = await sandboxApi<{ id: string; account: { acct: string } }[]>(
    '/api/v1/notifications/requests',
    token,
  );
  await page.goto(`/#/notifications/requests/${request.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Filtered notifications' }),
  ).toBeVisible();
  await expect(notificationsList(page).getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Filtered notification request');
  await saveScreenshotSet(page, 'notifications-request');

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/#\/notifications\/requests$/);
  const left = await sandboxApi<{ id: string }[]>('/api/v1/notifications/requests', token);
  expect(left.map((item) => item.id)).not.toContain(request.id);
});

test('in Arabic, the Latin name in each notification sentence is isolated from the sentence', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.goto('/#/settings');
  await page.locator('#settings-language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/#/notifications');
  const sentences = page.locator('.notification-text > span:first-child');
  await expect(sentences.first()).toBeVisible();
  const names = sentences.locator('bdi');
  await expect(names.first()).toHaveText(/[A-Za-z]/);
  // Every sentence that names someone holds the name apart, in its own direction.
  const unnamed = await sentences.evaluateAll(
    (spans) =>
      spans.filter((span) => /[A-Za-z]/.test(span.textContent ?? '') && !span.querySelector('bdi'))
        .length,
  );
  expect(unnamed).toBe(0);
  await expect(names.first()).toHaveCSS('unicode-bidi', 'isolate');
  await saveScreenshotSet(page, 'notifications-arabic');
});
