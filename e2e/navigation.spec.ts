import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, mainNav } from './support/reading';
import { resetSandbox, SANDBOX_HOST } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

const SHORT_DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

test.beforeEach(async () => {
  await resetSandbox();
});

function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The part of a box its scrolling container shows, or null where none of it is shown. */
function clip(box: Box, within: Box): Box | null {
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  const right = Math.min(box.x + box.width, within.x + within.width);
  const bottom = Math.min(box.y + box.height, within.y + within.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** No shown part of a navigation link lies under the New post button. */
async function expectNewPostClearOfNav(page: Page) {
  const nav = mainNav(page);
  const newPost = await page.getByRole('link', { name: 'New post' }).boundingBox();
  const navBox = await nav.boundingBox();
  expect(newPost).not.toBeNull();
  expect(navBox).not.toBeNull();
  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox();
    const shown = box && clip(box, navBox!);
    if (shown) expect(overlaps(shown, newPost!), await link.innerText()).toBe(false);
  }
}

/** Each label shows whole: nothing cut off or ellipsed. */
async function expectLabelsWhole(labels: Locator) {
  const cut = await labels.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 0.5)
      .map((node) => node.textContent),
  );
  expect(cut).toEqual([]);
}

/** The tabs of a row sit on one line (once the row is drawn: a screen's heading can come first). */
async function expectOneLine(tabs: Locator) {
  await expect(tabs.nth(1)).toBeVisible();
  const tops = await tabs.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
}

test('the sidebar: groups with icons, every screen of one’s own, clear of New post', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SHORT_DESKTOP);
  await logInAs(page, 'alice');
  const nav = mainNav(page);

  // Grouped, each list named by its heading; every link has an icon and a name.
  for (const group of ['Timelines', 'Your things', 'Manage']) {
    await expect(nav.getByRole('list', { name: group })).toBeVisible();
  }
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/\S/);
    await expect(link.locator('svg')).toHaveCount(1);
  }
  await expect(nav.getByRole('list', { name: 'Your things' }).getByRole('link')).toContainText([
    'Profile',
    'Bookmarks',
  ]);

  // At 1280×720 the list scrolls above the sidebar's foot: New post never covers a link.
  await expectNewPostClearOfNav(page);
  await nav.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  await expectNewPostClearOfNav(page);
  const settings = nav.getByRole('link', { name: 'Settings' });
  await expect(settings).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page, 'sidebar at 1280×720');
  await saveScreenshot(page, 'navigation-sidebar-1280x720');

  // No shift when Search hides the sidebar's field: the first link stays where it was.
  await nav.evaluate((node) => node.scrollTo(0, 0));
  const home = nav.getByRole('link', { name: 'Home' });
  const onHome = await home.boundingBox();
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(heading(page, 'Search')).toBeVisible();
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveCount(1);
  const onSearch = await home.boundingBox();
  expect(onSearch?.y).toBe(onHome?.y);
  expect(onSearch?.x).toBe(onHome?.x);

  // One's own profile, from the navigation and from the account menu.
  const alice = await accountId('alice');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(heading(page, 'Profile')).toBeVisible();
  expect(page.url()).toContain(`/a/${alice}`);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(heading(page, 'Home')).toBeVisible();
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(heading(page, 'Profile')).toBeVisible();
  expect(page.url()).toContain(`/${SANDBOX_HOST}/a/${alice}`);
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await page.locator('.account-panel').getByRole('link', { name: 'Edit profile' }).click();
  await expect(heading(page, 'Edit profile')).toBeVisible();

  // Drafts from the navigation.
  await nav.getByRole('link', { name: 'Drafts' }).click();
  await expect(heading(page, 'Drafts')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page');

  // Edit profile, Blocked and Muted users from Settings.
  for (const [link, title] of [
    ['Edit profile', 'Edit profile'],
    ['Blocked users', 'Blocked users'],
    ['Muted users', 'Muted users'],
  ] as const) {
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(heading(page, 'Settings')).toBeVisible();
    const account = page.getByRole('region', { name: 'Your account' });
    await account.getByRole('link', { name: link }).click();
    await expect(heading(page, title)).toBeVisible();
  }

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await saveScreenshotSet(page, 'navigation-home');
});

test('on a phone: one title bar, whole tab labels, Escape leaves a post', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await logInAs(page, 'alice');
  const nav = mainNav(page);

  // Home: its title in the one bar at the top, with the account menu; no brand bar above.
  const titleBar = page.locator('main .page-header');
  await expect(titleBar.getByRole('heading', { level: 1, name: 'Home' })).toBeInViewport();
  await expect(titleBar.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(
    page.getByRole('banner').filter({ has: page.getByRole('link', { name: 'Petrel' }) }),
  ).toHaveCount(0);
  const bar = await titleBar.boundingBox();
  expect(bar?.y).toBe(0);
  expect(bar?.height).toBeLessThanOrEqual(64);
  await expectLabelsWhole(nav.locator('.tab-label'));
  for (const control of await nav.locator('a, button').all()) {
    await expect(control).toHaveAccessibleName(/\S/);
  }

  // The More sheet: one's own profile and Drafts, in groups, each with its icon.
  await nav.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('list', { name: 'Your things' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Drafts' })).toBeVisible();
  for (const link of await more.getByRole('link').all()) {
    await expect(link).toHaveAccessibleName(/\S/);
    await expect(link.locator('svg')).toHaveCount(1);
  }
  await saveScreenshot(page, 'navigation-more-phone');
  await more.getByRole('link', { name: 'Profile' }).click();
  await expect(heading(page, 'Profile')).toBeVisible();
  // Below the top level: one Back control, in the title bar, which stays within 64 px.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
  await expect(titleBar.getByRole('button', { name: 'Back' })).toBeVisible();
  expect((await titleBar.boundingBox())?.height).toBeLessThanOrEqual(64);
  const profileTabs = page.getByRole('main').getByRole('tablist').getByRole('tab');
  await expectOneLine(profileTabs);
  await expectLabelsWhole(profileTabs);
  await saveScreenshotSet(page, 'navigation-own-profile');
  await page.setViewportSize(PHONE);

  // Notifications: its row of tabs on one line, no label cut.
  await nav.getByRole('link', { name: /^Notifications/ }).click();
  await expect(heading(page, 'Notifications')).toBeVisible();
  const notificationTabs = page
    .getByRole('navigation', { name: 'Notifications' })
    .getByRole('link');
  await expectOneLine(notificationTabs);
  await expectLabelsWhole(notificationTabs);
  // The tab bar's labels are whole with Notifications the current tab too.
  await expect(nav.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectLabelsWhole(nav.locator('.tab-label'));
  await expectNoSeriousA11yViolations(page, 'Notifications on a phone');
  await saveScreenshot(page, 'navigation-notifications-phone');

  // A post: Escape goes back to where it was opened from.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(heading(page, 'Home')).toBeVisible();
  const time = page.getByRole('main').getByRole('article').first().locator('a.status-time');
  await time.click();
  await expect(heading(page, 'Post')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
  await saveScreenshotSet(page, 'navigation-post');
  await page.setViewportSize(PHONE);
  await page.keyboard.press('Escape');
  await expect(heading(page, 'Home')).toBeVisible();
});

test('in Arabic the navigation and the title bar are mirrored', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  await page.goto('/#/settings');
  await page.locator('#settings-language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The navigation's name is Arabic now: found by its place.
  await page.locator('.main-nav a').first().click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await saveScreenshotSet(page, 'navigation-arabic-home');
  await page.setViewportSize(PHONE);
  await page.getByRole('main').getByRole('article').first().locator('a.status-time').click();
  await expect(page.locator('main .page-header .back-button')).toBeVisible();
  await saveScreenshot(page, 'navigation-arabic-post-phone');
});
