import { expect, test, type Page } from '@playwright/test';
import { E2E_APP_PORT } from '../scripts/ports';
import { expectAccessibleInBothThemes } from './support/axe';
import { authorizeOnSandbox, signInOnSandbox } from './support/login';
import { findPublicStatus, logInAs } from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

const APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;

test.beforeEach(async () => {
  await resetSandbox();
});

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search for accounts, hashtags or posts' });

test('search shows All first, accounts leading, then a Posts tab that pages past 20', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'alice');
  // The sidebar's field, reached with /, from any screen.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.type('bob');
  await saveScreenshot(page, 'search-sidebar-field-desktop-light');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('link', { name: /Bob Ferreira @bob/ })).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections.first()).toHaveText('Accounts');
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(searchBox(page)).toHaveValue('bob');
  await expectAccessibleInBothThemes(page, 'Search, All');
  await saveScreenshotSet(page, 'search-all');

  await page.getByRole('link', { name: 'See all posts' }).click();
  await expect(page).toHaveURL(/#\/search\?q=bob&type=statuses$/);
  await expect(page.getByRole('tab', { name: 'Posts', selected: true })).toBeFocused();
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
  await expect(posts).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(posts).toHaveCount(40);
  await expectAccessibleInBothThemes(page, 'Search, Posts');

  // Back returns to the combined result, forward to the tab.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/search\?q=bob$/);
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Posts', selected: true })).toBeVisible();
});

test('a pasted post URL of another server, and a Petrel post URL, open the post', async ({
  page,
}) => {
  const remote = await findPublicStatus(
    (status) => status.account.acct.includes('@') && !status.reblog && status.url !== null,
  );
  await logInAs(page, 'alice');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Search' })
    .click();
  await searchBox(page).fill(remote.url ?? '');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/${SANDBOX_HOST}/s/${remote.id}$`));

  const local = await findPublicStatus(
    (status) => !status.account.acct.includes('@') && !status.reblog,
  );
  await page.goto('/#/search');
  await searchBox(page).fill(`${APP_URL}/#/${SANDBOX_HOST}/s/${local.id}`);
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/${SANDBOX_HOST}/s/${local.id}$`));
});

test("logged out, another server's URL needs an account; a Petrel URL still opens", async ({
  page,
}) => {
  const local = await findPublicStatus(
    (status) => !status.account.acct.includes('@') && !status.reblog,
  );
  await page.goto('/#/search');
  await searchBox(page).fill('https://other.example/@bob/123456');
  await searchBox(page).press('Enter');
  await expect(page.getByText(/from another server needs an account/)).toBeVisible();
  await searchBox(page).fill(`${APP_URL}/#/${SANDBOX_HOST}/s/${local.id}`);
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
});

test('log in with a pasted profile URL; an unreachable host says so and keeps the text', async ({
  page,
}) => {
  await page.goto('/#/login');
  const field = page.getByRole('textbox', { name: 'Instance' });
  const unreachable = 'http://127.0.0.1:9/@bob/123';
  await field.fill(unreachable);
  await expect(page.getByText('Logs in to 127.0.0.1:9.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('127.0.0.1:9 could not be reached.');
  await expect(field).toHaveValue(unreachable);
  await expectAccessibleInBothThemes(page, 'Login, unreachable host');
  await saveScreenshotSet(page, 'login-unreachable');

  await field.fill(`${SANDBOX_URL}/@alice`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, 'alice');
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
