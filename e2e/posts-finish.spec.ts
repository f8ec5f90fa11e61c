import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, sandboxApi, type SandboxStatus } from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox, sandboxTokenFor } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Posts as `token`'s account, through the API (set-up, not what is under test). */
function post(token: string, body: Record<string, unknown>) {
  return sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

async function axeLightAndDark(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });
}

test('a post opens from a click on its body, not from a link in it; the avatar opens the profile', async ({
  page,
}) => {
  const bob = await sandboxTokenFor('bob');
  await post(bob, { status: 'Plain words to tap\n\nHello @alice, the #posttap tide is in' });
  await logInAs(page, 'alice');
  const timeline = () => page.getByRole('main').getByRole('article').first();

  await page.goto(`/#/${SANDBOX_HOST}/t/posttap`);
  await timeline().getByRole('link', { name: '@alice' }).click();
  await expect(page).toHaveURL(/\/a\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toHaveCount(0);

  await page.goto(`/#/${SANDBOX_HOST}/t/posttap`);
  await timeline().getByText('Plain words to tap').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page).toHaveURL(/\/s\/[^/]+$/);

  await page.goBack();
  // Selecting text (dragging across it) is reading, not opening.
  const box = (await timeline().getByText('Plain words to tap').boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(await page.evaluate(() => String(window.getSelection()))).toContain('words');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/t\/posttap$/);
  await page.evaluate(() => window.getSelection()?.removeAllRanges());

  await timeline().locator('a.status-avatar').click();
  await expect(page).toHaveURL(/\/a\/[^/]+$/);
  await expect(page.getByRole('main')).toContainText('@bob');
});

test('on a phone, a post’s actions and avatar are at least 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bob = await sandboxTokenFor('bob');
  const made = await post(bob, { status: 'Targets for thumbs' });
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  const focus = page.locator('.thread-focus');
  for (const target of [
    focus.getByRole('button', { name: 'Like' }),
    focus.getByRole('button', { name: 'More' }),
    focus.locator('a.status-avatar'),
  ]) {
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('the post page names the app and links who boosted and liked it', async ({ page }) => {
  const bob = await sandboxTokenFor('bob', {
    name: 'Tide Tables',
    website: 'https://tides.example/',
  });
  const made = await post(bob, {
    status: 'High water at 14:02 today, the lowest of the month at 20:40.',
  });
  for (const who of ['carol', 'dave']) {
    const token = await sandboxTokenFor(who);
    await sandboxApi(`/api/v1/statuses/${made.id}/favourite`, token, { method: 'POST' });
  }
  await sandboxApi(`/api/v1/statuses/${made.id}/reblog`, await sandboxTokenFor('carol'), {
    method: 'POST',
  });
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  const focus = page.locator('.thread-focus');
  await expect(focus.getByRole('link', { name: 'Tide Tables' })).toHaveAttribute(
    'href',
    'https://tides.example/',
  );
  await expect(focus.locator('.post-details-when time')).toHaveText(/\d{4}/);
  const about = focus.getByRole('navigation', { name: 'About this post' });
  await expect(about.getByRole('link', { name: 'Boosted by 1 person' })).toBeVisible();
  await axeLightAndDark(page, 'Post page');
  await saveScreenshotSet(page, 'posts-finish-post-page');
  await about.getByRole('link', { name: 'Liked by 2 people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liked by' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('@carol');
  await expect(page.getByRole('main')).toContainText('@dave');
});

test('See results shows a poll’s results without voting, and goes back', async ({ page }) => {
  const bob = await sandboxTokenFor('bob');
  const made = await post(bob, {
    status: 'Which way round the headland?',
    poll: { options: ['North path', 'Shore path'], expires_in: 86400 },
  });
  await sandboxApi(`/api/v1/polls/${made.poll!.id}/votes`, await sandboxTokenFor('carol'), {
    method: 'POST',
    body: JSON.stringify({ choices: [1] }),
  });
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  const focus = page.locator('.thread-focus');
  await expect(focus.getByRole('radio', { name: 'North path' })).toBeVisible();
  await focus.getByRole('button', { name: 'See results' }).click();
  await expect(focus.getByText('100%')).toBeVisible();
  await expect(focus.getByRole('radio')).toHaveCount(0);
  await axeLightAndDark(page, 'Poll results');
  await saveScreenshotSet(page, 'posts-finish-poll-results');
  await focus.getByRole('button', { name: 'Back to voting' }).click();
  await expect(focus.getByRole('radio', { name: 'North path' })).toBeVisible();
});

test('the edit history shows what each edit changed', async ({ page }) => {
  const bob = await sandboxTokenFor('bob');
  const made = await post(bob, { status: 'The ferry leaves at nine from pier two' });
  await sandboxApi(`/api/v1/statuses/${made.id}`, bob, {
    method: 'PUT',
    body: JSON.stringify({
      status: 'The ferry leaves at ten from pier two',
      spoiler_text: 'Timetable',
    }),
  });
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  await page.locator('.thread-focus').getByRole('link', { name: 'Edited' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit history' })).toBeVisible();
  const current = page.getByRole('article').first();
  await expect(current.locator('del')).toHaveText('[removed: nine]');
  await expect(current.locator('ins')).toHaveText('[added: ten]');
  await expect(current).toContainText('Content warning added: “Timetable”');
  // Marked by more than colour: struck through and underlined.
  await expect(current.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(current.locator('ins')).toHaveCSS('text-decoration-line', 'underline');
  await axeLightAndDark(page, 'Edit history');
  await saveScreenshotSet(page, 'posts-finish-edit-history');
});

test('a followers list shorter than a page has no Load more', async ({ page }) => {
  const id = await accountId('alice');
  const response = await fetch(`${SANDBOX_URL}/api/v1/accounts/${id}/followers?limit=40`);
  const followers = (await response.json()) as unknown[];
  expect(followers.length).toBeGreaterThan(0);
  expect(followers.length).toBeLessThan(40);
  // Like Mastodon, the server links a next page even so.
  expect(response.headers.get('link')).toContain('rel="next"');
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/a/${id}/followers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(followers.length);
  await expect(page.getByRole('button', { name: /Load more|Loading/ })).toHaveCount(0);
});
