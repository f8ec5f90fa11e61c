import { expect, test, type Page } from '@playwright/test';
import { logInAs, sandboxApi, storedToken, type SandboxStatus } from './support/reading';
import { SANDBOX_HOST, resetSandbox } from './support/sandbox';

test.beforeEach(async () => {
  await resetSandbox();
});

/**
 * Resolves once the page's WebSocket has subscribed to `stream`: events sent before that are not
 * the page's to miss (the sandbox, like Mastodon, does not replay them).
 */
function subscribed(page: Page, stream: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(`"stream":"${stream}"`)) resolve();
      }),
    );
  });
}

/** Moves inside the app as a link would: the page is never reloaded. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
}

/** Marks the page so a test can tell that it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
}

async function stillSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(true);
}

function localFeed(page: Page) {
  return page.getByRole('feed', { name: 'Local timeline' });
}

function postIn(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text });
}

test('a post liked on Home and edited elsewhere shows both on its post page and in another timeline, without a reload', async ({
  page,
}) => {
  const userStream = subscribed(page, 'user');
  await logInAs(page, 'alice');
  await userStream;
  const token = await storedToken(page);
  const post = await sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: 'One copy of every post, first version', visibility: 'public' }),
  });
  await markPage(page);

  // Local is read (and cached) before anything happens to the post.
  await openInApp(page, '/l');
  await expect(
    localFeed(page).getByRole('article').filter({ hasText: 'first version' }),
  ).toBeVisible();

  // Back on Home (opened at the read marker), the reader scrolls up to the new post and likes it.
  await openInApp(page, '/');
  const home = page.getByRole('feed', { name: 'Home timeline' });
  const onHome = home.getByRole('article').filter({ hasText: 'first version' });
  await home.hover();
  await expect(async () => {
    const waiting = page.getByRole('button', { name: /new post/ });
    if (await waiting.isVisible()) await waiting.click();
    await page.mouse.wheel(0, -5000);
    await expect(onHome).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await onHome.getByRole('button', { name: /^Like/ }).click();
  await expect(onHome.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await openInApp(page, `/${SANDBOX_HOST}/s/${post.id}`);
  const onPostPage = postIn(page, 'first version').first();
  await expect(onPostPage.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Edited elsewhere (another client): the open post page follows through the account's stream.
  await sandboxApi(`/api/v1/statuses/${post.id}`, token, {
    method: 'PUT',
    body: JSON.stringify({ status: 'One copy of every post, second version' }),
  });
  await expect(postIn(page, 'second version')).toBeVisible();

  // Local still holds the copy it loaded before the like and the edit; it shows the one stored copy.
  await openInApp(page, '/l');
  const edited = localFeed(page).getByRole('article').filter({ hasText: 'second version' });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(localFeed(page).getByText('first version')).toHaveCount(0);
  await stillSamePage(page);
});

test('a deleted post leaves every list', async ({ page }) => {
  const localStream = subscribed(page, 'public:local');
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const post = await sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: 'A post about to be deleted', visibility: 'public' }),
  });
  await markPage(page);

  // Two lists hold the post: Local and the author's profile.
  await openInApp(page, `/${SANDBOX_HOST}/a/${me.id}`);
  await expect(postIn(page, 'about to be deleted')).toBeVisible();
  await openInApp(page, '/l');
  await expect(localFeed(page).getByText('about to be deleted')).toBeVisible();
  await localStream;

  await sandboxApi(`/api/v1/statuses/${post.id}`, token, { method: 'DELETE' });
  await expect(localFeed(page).getByText('about to be deleted')).toHaveCount(0);
  await openInApp(page, `/${SANDBOX_HOST}/a/${me.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(postIn(page, 'about to be deleted')).toHaveCount(0);
  await stillSamePage(page);
});
