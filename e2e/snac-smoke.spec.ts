import { expect, test } from '@playwright/test';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';
import { saveScreenshot } from './support/screenshots';

// A real Mastodon-API server from Debian's packages, not our sandbox.
const snac = snacForFile();

test('logs in to snac2 through its own OAuth page and reads the timelines', async ({ page }) => {
  await logInToSnac(page, snac);
  expect(page.url()).not.toContain('code=');
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  await expect(home.getByText('Hello from a real snac2 server')).toBeVisible();
  await saveScreenshot(page, 'snac-home');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
});

test('Home keeps its posts after a reload (snac ids are opaque)', async ({ page }) => {
  await logInToSnac(page, snac);
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  // The reading position is saved once the top post has settled; the reload reopens at it.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (key) => key.startsWith('petrel:reading-position:') && key.endsWith(':home'),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  await expect(home.getByText('Hello from a real snac2 server')).toBeVisible();
  await expect(page.getByText('Nothing to see here yet.')).toHaveCount(0);
});

test('a profile loads without a request loop (snac ignores max_id there)', async ({ page }) => {
  await logInToSnac(page, snac);
  let statusRequests = 0;
  page.on('request', (request) => {
    if (/\/api\/v1\/accounts\/[^/]+\/statuses/.test(new URL(request.url()).pathname)) {
      statusRequests += 1;
    }
  });
  const home = page.getByRole('region', { name: 'Home timeline' });
  await home.locator('a.status-author').first().click();
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
  await expect(page.getByText('You have reached the end.')).toBeVisible();
  // Give a loop time to show itself: it made about 70 requests a second.
  await page.waitForTimeout(3000);
  expect(statusRequests).toBeGreaterThan(0);
  expect(statusRequests).toBeLessThanOrEqual(6);
});

test('a revoked token makes the app ask to log in again', async ({ page }) => {
  await logInToSnac(page, snac);
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
  snac.revokeTokens();
  // snac answers an unknown token with an empty text/html 422.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in again' })).toBeVisible();
  await expect(
    page.getByText(/Your session for @smoke@\S+ has expired or was revoked/),
  ).toBeVisible();
});

test('a second snac account: switching shows each account its own Home, nothing of the other', async ({
  page,
}) => {
  const password = snac.addUser('second', 'Only the second account wrote this');
  await logInToSnac(page, snac);
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('Hello from a real snac2 server')).toBeVisible();

  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Add account' }).click();
  await logInToSnac(page, snac, 'second', password);
  await expect(home.getByText('Only the second account wrote this')).toBeVisible();
  await expect(home.getByText('Hello from a real snac2 server')).toHaveCount(0);

  await page.getByRole('button', { name: 'Accounts' }).click();
  const stored = page.getByRole('list', { name: 'Stored accounts' });
  await stored.getByRole('button', { name: /^Switch to .*@smoke@/ }).click();
  await expect(home.getByText('Hello from a real snac2 server')).toBeVisible();
  await expect(home.getByText('Only the second account wrote this')).toHaveCount(0);
});
