import { expect, test } from '@playwright/test';
import { startSnac, type SnacServer } from './support/snac';
import { saveScreenshot } from './support/screenshots';

// A real Mastodon-API server from Debian's packages, not our sandbox.
let snac: SnacServer;

test.beforeAll(async () => {
  snac = await startSnac();
});

test.afterAll(async () => {
  await snac?.stop();
});

test('logs in to snac2 through its own OAuth page and reads the timelines', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(`http://${snac.host}/`);
  await page.getByRole('button', { name: 'Log in' }).click();

  // snac's authorization form has no labels; its fields are named login and passwd.
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(snac.user);
  await page.locator('input[name="passwd"]').fill(snac.password);
  await page.locator('input[type="submit"]').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(page.url()).not.toContain('code=');
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  await expect(home.getByText('Hello from a real snac2 server')).toBeVisible();
  await saveScreenshot(page, 'snac-home');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
});
