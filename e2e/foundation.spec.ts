import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clientCredentials, currentAccountToken, logInAs } from './support/reading';
import { authorizeOnSandbox, signInOnSandbox } from './support/login';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

async function openAccounts(page: Page) {
  await page.getByRole('button', { name: 'Accounts' }).click();
}

test('browses the default instance read-only without an account', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText(/read-only\. Interactions such as reply and boost need an account/),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
  await expect(page).toHaveTitle('Local - Petrel');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Local (logged out)');
  await saveScreenshot(page, 'local-logged-out');

  // Logged out, the navigation leaves out what needs an account; reached directly, it says so.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookmarks' }),
  ).toHaveCount(0);
  await page.goto('/#/bookmarks');
  await expect(page.getByText('Login required.')).toBeVisible();
});

test('refuses an instance that is not a host and keeps what was typed', async ({ page }) => {
  await page.goto('/#/login');
  const input = page.getByRole('textbox', { name: 'Instance' });
  await input.fill('not a host!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid instance')).toBeVisible();
  await expect(input).toHaveValue('not a host!');
  await expectNoSeriousA11yViolations(page, 'Login with error');
});

test('logs in, adds a second account, switches and logs out', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect(page).toHaveURL(/#\/?$|#\/home/);
  expect(page.url()).not.toContain('code=');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Home');
  await saveScreenshot(page, 'home');

  await openAccounts(page);
  await page.getByRole('link', { name: 'Add account' }).click();
  await page.getByRole('textbox', { name: 'Instance' }).fill(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, 'bob');
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await openAccounts(page);
  const stored = page.getByRole('list', { name: 'Stored accounts' });
  await expect(stored.getByRole('button', { name: /@bob@.*, current account/ })).toBeVisible();
  const bobToken = await currentAccountToken(page);
  await saveScreenshot(page, 'account-switcher');
  await stored.getByRole('button', { name: /^Switch to .*@alice@/ }).click();

  await openAccounts(page);
  await expect(stored.getByRole('button', { name: /@alice@.*, current account/ })).toBeVisible();
  const aliceToken = await currentAccountToken(page);
  expect(aliceToken).not.toBe(bobToken);
  await page.getByRole('button', { name: /^Log out @alice@/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();

  // Once alice is gone from the list, her token was revoked on the server (the logout revokes
  // first); bob's still works and bob remains stored.
  await openAccounts(page);
  await expect(stored.getByRole('button', { name: /@alice@/ })).toHaveCount(0);
  await expect(stored.getByRole('button', { name: /@bob@/ })).toBeVisible();
  const verify = (token: string) =>
    fetch(`${SANDBOX_URL}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  expect((await verify(aliceToken)).status).toBe(401);
  expect((await verify(bobToken)).status).toBe(200);
});

test('a wrong password is refused by the server, then the right one works', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, 'alice', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/invalid/i);
  await signInOnSandbox(page, 'alice');
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a cancelled authorization says so and keeps the instance', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, 'carol');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instance' })).toHaveValue(SANDBOX_HOST);
  expect(page.url()).not.toMatch(/code=|error=/);
  await saveScreenshot(page, 'login-cancelled');
});

test('a revoked token asks to log in again', async ({ page }) => {
  await logInAs(page, 'dave');
  const token = await currentAccountToken(page);
  const apps = await fetch(`${SANDBOX_URL}/oauth/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...(await clientCredentials(page)) }),
  });
  expect(apps.ok).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Home with revoked token');
  await saveScreenshot(page, 'revoked-token');
});

test('settings and the screens still to come are reachable and accessible', async ({ page }) => {
  await logInAs(page, 'erin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Interface language' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Settings');
  await saveScreenshot(page, 'settings');
  for (const screen of ['Notifications', 'Trending', 'Search', 'Bookmarks', 'Likes', 'Lists']) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: screen })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await expect(page).toHaveTitle(`${screen} - Petrel`);
    await expectNoSeriousA11yViolations(page, screen);
  }
});
