import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, sandboxApi } from './support/reading';
import { resetSandbox, sandboxTokenFor, stormSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

const LINK = 'https://news.example/harbour-report';

test.beforeEach(async () => {
  await resetSandbox();
});

async function post(username: string, status: string): Promise<void> {
  const token = await sandboxTokenFor(username);
  await sandboxApi('/api/v1/statuses', token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, visibility: 'public' }),
  });
}

/** New posts from people alice follows, so that her Home holds more than one page. */
async function storm(count: number): Promise<void> {
  await stormSandbox({ count, kind: 'statuses', target: 'alice', interval_ms: 0 });
}

/** Holds Home's older pages until `release` is called, so the progress can be seen. */
async function holdOlderPages(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/timelines\/home\?.*max_id=/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const postList = (page: Page) => page.getByRole('list', { name: 'Posts' });

/** The like counts of the posts shown, top to bottom. */
async function likeCounts(list: Locator): Promise<number[]> {
  const articles = await list.getByRole('article').all();
  const counts: number[] = [];
  for (const article of articles.slice(0, 15)) {
    const like = article.getByRole('button', { name: /^Like/ }).locator('.status-action-count');
    counts.push((await like.count()) ? Number(await like.textContent()) : 0);
  }
  return counts;
}

test('alice catches up on the last 12 hours: filters, sorts, groups, top links, kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await storm(45);
  await post('bob', `Worth reading: ${LINK}`);
  await post('carol', `The harbour report is out ${LINK}`);
  await logInAs(page, 'alice');

  await page.goto('/#/catchup');
  await expect(page.getByRole('heading', { level: 1, name: 'Catch-up' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Catch up on' })).toHaveValue('12');
  await expectNoSeriousA11yViolations(page, 'Catch-up setup');
  await saveScreenshotSet(page, 'catchup-setup');

  const release = await holdOlderPages(page);
  await page.getByRole('button', { name: 'Start the catch-up' }).click();
  const progress = page.getByRole('progressbar', { name: 'Reading the Home timeline' });
  await expect(progress).toBeVisible();
  await expect(progress).not.toHaveAttribute('value', '0');
  await expect(page.getByRole('status').filter({ hasText: /posts so far/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Catch-up in progress');
  await saveScreenshotSet(page, 'catchup-progress');
  release();

  const list = postList(page);
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/catchup\?id=/);
  await expect(list).toContainText('Worth reading');
  await expectNoSeriousA11yViolations(page, 'Catch-up results');
  await saveScreenshotSet(page, 'catchup-results');

  // The top link was shared by two people alice follows.
  const links = page.getByRole('region', { name: 'Top links' });
  const top = links.getByRole('listitem').first();
  await expect(top.getByRole('link', { name: /news\.example\/harbour-report/ })).toBeVisible();
  await expect(top).toContainText('Shared by 2 people');

  // Filter by kind: as many posts as the count says.
  const replies = page.getByRole('radio', { name: /^Replies/ });
  await replies.check();
  const count = Number((await replies.locator('xpath=..').locator('.badge').textContent()) ?? 0);
  if (count > 0) await expect(list.getByRole('article')).toHaveCount(Math.min(count, 40));
  else await expect(page.getByText('No posts to show.')).toBeVisible();
  await page.getByRole('radio', { name: /^All/ }).check();

  // Sort by likes: the most liked first.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most likes' });
  const likes = await likeCounts(list);
  expect(likes).toEqual([...likes].sort((a, b) => b - a));
  expect(likes[0]).toBeGreaterThan(0);

  // Group by author; l goes to the next author's first post.
  await page.getByRole('checkbox', { name: 'Group by author' }).check();
  const groups = page.locator('.catchup-group');
  expect(await groups.count()).toBeGreaterThan(1);
  await page.getByRole('heading', { level: 1, name: 'Catch-up' }).click();
  await page.keyboard.press('j');
  await expect(groups.nth(0).getByRole('article').first()).toBeFocused();
  await page.keyboard.press('l');
  await expect(groups.nth(1).getByRole('article').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/[^/]+\/s\//);

  // Kept: after a reload it is listed and opens again.
  await page.goto('/#/catchup');
  await page.reload();
  const kept = page.getByRole('region', { name: 'Earlier catch-ups' });
  await expect(kept.getByRole('link')).toHaveCount(1);
  await kept.getByRole('link').click();
  await expect(postList(page)).toContainText('Worth reading');
});

test('a catch-up reaching the ~800 posts Home keeps says it was cut short', async ({ page }) => {
  test.setTimeout(180_000);
  await storm(1200);
  await logInAs(page, 'alice');
  let homeRequests = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The catch-up reads pages of 40 (Home's own screen reads smaller ones).
    if (url.pathname === '/api/v1/timelines/home' && url.searchParams.get('limit') === '40') {
      homeRequests += 1;
    }
  });
  await page.goto('/#/catchup');
  await page
    .getByRole('combobox', { name: 'Catch up on' })
    .selectOption({ label: 'The last hour' });
  await page.getByRole('button', { name: 'Start the catch-up' }).click();
  await expect(page.getByText(/This catch-up was cut short/)).toBeVisible({ timeout: 60_000 });
  expect(homeRequests).toBe(20);
  await expect(page.getByRole('radio', { name: 'All 800' })).toBeVisible();
  await expect(postList(page).getByRole('article')).toHaveCount(40);
  await page.getByRole('button', { name: 'Show more posts' }).click();
  await expect(postList(page).getByRole('article')).toHaveCount(80);
  await expectNoSeriousA11yViolations(page, 'Catch-up cut short');
});
