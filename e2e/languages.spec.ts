import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { catalog, englishLeftOn } from './support/catalog';
import { accountId, logInAs } from './support/reading';
import { SANDBOX_HOST } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

/** Every screen of the list shows no English message the catalog translates. */
async function expectTranslated(page: Page, locale: string, screen: string) {
  await expect
    .poll(() => englishLeftOn(page, locale), { message: `English left on ${screen}` })
    .toEqual([]);
}

/** Opens a screen from the address bar and waits for its heading. */
async function open(page: Page, path: string) {
  await page.goto(`/#/${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
}

test('in Arabic the interface is translated and mirrored, and posts keep their own direction', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ar = catalog('ar');
  await logInAs(page, 'alice');
  await page.goto('/#/settings');
  await page.locator('#settings-language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: ar.get('Settings') })).toBeVisible();
  await expectTranslated(page, 'ar', 'Settings');
  await saveScreenshotSet(page, 'language-ar-settings');

  await page.goto('/#/home');
  const home = page.getByRole('region', { name: ar.get('Home timeline') });
  await expect(home.locator('article').first()).toBeVisible();
  // Mirrored: the navigation is on the right of the content, text starts on the right.
  const nav = await page.locator('.main-nav').boundingBox();
  const main = await page.locator('#main').boundingBox();
  expect(nav!.x).toBeGreaterThan(main!.x);
  // A post keeps the direction of its own text.
  await expect(home.locator('.status-content').first()).toHaveAttribute('dir', 'auto');
  await expectTranslated(page, 'ar', 'Home');
  await expectNoSeriousA11yViolations(page, 'Home in Arabic');
  await saveScreenshotSet(page, 'language-ar-home');

  await home.locator('article .status-content').first().click();
  await expect(page.getByRole('heading', { level: 1, name: ar.get('Post') })).toBeVisible();
  await expectTranslated(page, 'ar', 'a post');
  await saveScreenshotSet(page, 'language-ar-post');

  const bob = await accountId('bob');
  const screens = [
    ...['notifications', 'mentions', 'notifications/requests', 'follow-requests', 'search'],
    ...['lists', 'filters', 'bookmarks', 'followed-hashtags', 'blocked', 'muted', 'shortcuts'],
    ...['profile/edit', 'l', 'trending', 't/photography', `a/${bob}`, `a/${bob}/followers`],
  ];
  for (const path of screens) {
    await open(page, path);
    await expectTranslated(page, 'ar', path);
  }

  await page.keyboard.press('n');
  const composer = page.getByRole('dialog');
  await expect(composer).toBeVisible();
  await expectTranslated(page, 'ar', 'the composer');
  await saveScreenshotSet(page, 'language-ar-composer');
});

test('a browser set to Japanese opens Petrel in Japanese, logged out and while logging in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ja = catalog('ja');
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/#/p');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('article').first()).toBeVisible();
  await expectTranslated(page, 'ja', 'Federated');
  await saveScreenshotSet(page, 'language-ja-federated');

  // Relative times and counts speak Japanese through Intl.
  await expect(page.locator('article time').first()).toHaveText(/[前秒分時日月年]/);

  await page.goto('/#/login');
  await page.getByRole('textbox', { name: ja.get('Instance') }).fill(SANDBOX_HOST);
  await expectTranslated(page, 'ja', 'Log in');
  await saveScreenshotSet(page, 'language-ja-login');
  await page.getByRole('button', { name: ja.get('Log in') }).click();
  await page.getByLabel('Username or email address').fill('alice');
  await page.getByLabel('Password').fill('alice-pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.get('Home') })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expectTranslated(page, 'ja', 'Home');
  await saveScreenshotSet(page, 'language-ja-home');
  const screens = [
    ...['notifications', 'settings', 'scheduled-posts', 'drafts', 'catchup', 'favourites'],
    ...['lists', 'compose', 'search?q=birds', 'followed-hashtags', 'p', 'signup'],
  ];
  for (const path of screens) {
    await open(page, path);
    await expectTranslated(page, 'ja', path);
  }
  await context.close();
});
