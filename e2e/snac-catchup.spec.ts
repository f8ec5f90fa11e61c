import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';
import { saveScreenshot } from './support/screenshots';

// A real Mastodon-API server from Debian's packages, not our sandbox.
// Posting many statuses through snac's API leaves it busy for a long while (its requests then
// take seconds), so Home keeps snac's two seeded posts: the catch-up still asks for the page
// older than them, which must end it.
const snac = snacForFile();

test('Catch-up works on snac2: Home read page by page, no request loop', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToSnac(page, snac);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const homePages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/timelines/home' && url.searchParams.get('limit') === '40') {
      homePages.push(url.search);
    }
  });

  await page.goto('/#/catchup');
  await page.getByRole('button', { name: 'Start the catch-up' }).click();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByText('Hello from a real snac2 server')).toBeVisible({ timeout: 30_000 });
  await expect(posts.getByText('A second post, read by the smoke test')).toBeVisible();
  // Give a loop time to show itself.
  await page.waitForTimeout(2000);
  // The first page, then the one older than its last post (empty: snac follows max_id on Home).
  expect(homePages).toHaveLength(2);
  expect(homePages[1]).toContain('max_id=');
  await expect(page.getByRole('radio', { name: 'All 2' })).toBeVisible();
  await expect(page.getByText(/cut short/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Catch-up on snac2');
  await saveScreenshot(page, 'snac-catchup');
});
