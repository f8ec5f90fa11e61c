import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startSnac, type SnacServer } from './support/snac';
import { snacRequest, snacToken } from './support/snac-api';
import { logInToSnac } from './support/snac-login';
import { saveScreenshot } from './support/screenshots';

// A real Mastodon-API server from Debian's packages, not our sandbox.
let snac: SnacServer;

test.beforeAll(async () => {
  snac = await startSnac();
  // More posts than one page of Home holds, so the catch-up asks for an older page.
  const token = await snacToken(snac, snac.user, snac.password);
  for (let index = 1; index <= 45; index++) {
    await snacRequest(snac, token, '/api/v1/statuses', 'POST', {
      status: `Catch-up filler ${index}`,
      visibility: 'public',
    });
  }
});

test.afterAll(async () => {
  await snac?.stop();
});

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
  await expect(posts.getByText('Catch-up filler 45', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // Give a loop time to show itself.
  await page.waitForTimeout(2000);
  expect(homePages.length).toBeGreaterThanOrEqual(2);
  expect(homePages.length).toBeLessThanOrEqual(3);
  // Home's 47 posts (the 45 above and snac's two seeded ones), none missed, nothing cut short.
  await expect(page.getByRole('radio', { name: 'All 47' })).toBeVisible();
  await expect(page.getByText(/cut short/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Catch-up on snac2');
  await saveScreenshot(page, 'snac-catchup');
});
