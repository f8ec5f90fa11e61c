import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, mainNav, sandboxApi } from './support/reading';
import { resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  await page.setViewportSize(PHONE);
});

async function expectAxeCleanLightAndDark(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** A finger-sized target: at least 44×44 CSS pixels. */
async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** Unread notifications lead the title: "(2) Home - Petrel". */
const UNREAD = '(?:\\(\\d+\\) )?';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('on a phone the navigation is a tab bar, with the rest under More', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  const nav = mainNav(page);
  const home = nav.getByRole('link', { name: 'Home' });
  const notifications = nav.getByRole('link', { name: /^Notifications/ });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(notifications).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'New post' })).toBeVisible();
  // The rest is not squeezed into a strip: it waits under More.
  await expect(nav.getByRole('link', { name: 'Lists' })).toHaveCount(0);
  for (const target of [home, notifications, more, nav.getByRole('link', { name: 'New post' })]) {
    await expect(target).toBeInViewport();
    await expectTouchTarget(target);
  }

  // The bar sits at the foot of the screen.
  const bar = await nav.boundingBox();
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(PHONE.height);

  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'Home with the tab bar');
  await saveScreenshotSet(page, 'phone-nav-home');

  await notifications.click();
  await expect(heading(page, 'Notifications')).toBeVisible();
  await expect(notifications).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(heading(page, 'Search')).toBeVisible();

  await nav.getByRole('link', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(composer).toHaveCount(0);

  // More opens a menu of the rest; Escape closes it and focus goes back to More.
  await more.click();
  const menu = page.getByRole('dialog', { name: 'More' });
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const entry of ['Local', 'Federated', 'Bookmarks', 'Likes', 'Lists', 'Settings']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expectAxeCleanLightAndDark(page, 'More menu');
  // The menu is the phone's; at desktop width the sidebar shows all of it.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await saveScreenshot(page, `phone-nav-more-phone-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: null });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  await more.click();
  await menu.getByRole('link', { name: 'Lists', exact: true }).click();
  await expect(heading(page, 'Lists')).toBeVisible();
  await expect(menu).toHaveCount(0);
  // Lists lives under More: More is marked, no tab claims the page, and Lists is top level.
  await expect(more).toHaveClass(/\bactive\b/);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await more.click();
  await expect(menu.getByRole('link', { name: 'Lists', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');

  // At the end of a long screen, nothing is left behind the bar.
  await more.click();
  await menu.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  const barTop = (await nav.boundingBox())?.y ?? 0;
  // The screen may still grow as its sections load: scroll to the end again until it settles.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.evaluate(
        () => document.getElementById('main')?.getBoundingClientRect().bottom ?? Infinity,
      );
    })
    .toBeLessThanOrEqual(barTop + 0.5);
});

test('logged out, the tab bar offers the public timelines and no New post', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page, 'Trending')).toBeVisible();
  const nav = mainNav(page);
  for (const tab of ['Local', 'Federated', 'Search']) {
    await expect(nav.getByRole('link', { name: tab })).toBeVisible();
  }
  // The landing screen is the server's trending posts: its tab is the one marked.
  await expect(nav.getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'New post' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('dialog', { name: 'More' });
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bookmarks' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toHaveCount(0);
});

test('wide screens keep the sidebar and have no tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'alice');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Lists' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New post' })).toHaveCount(1);
  const box = await nav.boundingBox();
  expect(box?.x ?? 999).toBeLessThan(300);
});

test('Back returns from a post and a profile; titles name what is shown', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // A post opened from Home: Back goes back to Home.
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article).toBeVisible();
  // Read together: the timeline may take in new posts between two separate reads.
  const { author, href } = await article.evaluate((node) => ({
    author: (node.querySelector<HTMLElement>('.status-author')?.innerText ?? '').split('\n')[0],
    href: node.querySelector('a.status-time')?.getAttribute('href') ?? '',
  }));
  await page.locator(`a.status-time[href="${href}"]`).first().click();
  await expect(heading(page, 'Post')).toBeVisible();
  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toBeVisible();
  await expectTouchTarget(back);
  await expect(page).toHaveTitle(
    new RegExp(`^${UNREAD}${escapeRegExp(author.trim())}: “.+” - Petrel$`),
  );
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'post with Back');
  // A reply opens scrolled to itself; the screenshot shows the header with Back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshotSet(page, 'phone-nav-post-back');
  await back.click();
  await expect(heading(page, 'Home')).toBeVisible();

  // A profile opened from the Local timeline: Back goes back there (in history, not up to Home).
  await mainNav(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Local' }).click();
  await expect(heading(page, 'Local')).toBeVisible();
  await page.getByRole('main').getByRole('article').first().locator('a.status-author').click();
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${UNREAD}.+ \\(@[^)]+\\) - Petrel$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Local')).toBeVisible();

  // Titles of a known profile and a hashtag.
  const bob = await sandboxApi<{ id: string; display_name: string; acct: string }>(
    '/api/v1/accounts/lookup?acct=bob',
  );
  await page.goto(`/#/a/${bob.id}`);
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${UNREAD}Bob Ferreira \\(@bob\\) - Petrel$`));
  await page.goto('/#/t/tides');
  await expect(heading(page, '#tides')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${UNREAD}#tides - Petrel$`));

  // Reached from outside the app, Back goes up to Home instead of leaving.
  await page.goto('about:blank');
  await page.goto('/#/t/tides');
  await expect(heading(page, '#tides')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
});
