import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { homeFeed, logInAs, sandboxApi, storedToken } from './support/reading';
import { resetSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The post (not a quote inside one) that holds focus. */
function focusedPost(page: Page): Locator {
  return page.locator('article.status:not(.status-quote):focus');
}

async function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

test('? shows every shortcut; Escape closes the help and focus returns', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('j');
  const post = focusedPost(page);
  await expect(post).toHaveCount(1);
  const postId = await post.getAttribute('data-status-id');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Go to' })).toBeVisible();
  await expect(help.locator('dt', { hasText: 'g then n' })).toBeVisible();
  await expect(help.locator('kbd')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'keyboard shortcuts help');
  await saveScreenshotSet(page, 'keyboard-help');

  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(focusedPost(page)).toHaveAttribute('data-status-id', postId ?? '');
});

test('the help opens from Settings too, for those who do not know the ? key', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.goto('/#/settings');
  const button = page.getByRole('button', { name: 'List all shortcuts' });
  await button.scrollIntoViewIfNeeded();
  await saveScreenshotSet(page, 'settings-keyboard');
  await button.click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.locator('dt', { hasText: 'g then s' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(button).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'Settings');
});

test('g n goes to Notifications and g h back Home', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(/#\/notifications$/);
  // The n of g n did not also open the composer.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('j then f likes the post with focus, o opens it, Back returns focus to it', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('j');
  const post = focusedPost(page);
  await expect(post).toHaveCount(1);
  const first = (await post.getAttribute('data-status-id')) ?? '';
  await page.keyboard.press('j');
  // The second j's post takes focus once its row renders, maybe a frame later: wait for it.
  await expect(post).not.toHaveAttribute('data-status-id', first);
  await expect(post).toHaveCount(1);
  const id = (await post.getAttribute('data-status-id')) ?? '';
  const like = post.getByRole('button', { name: /^Like/ }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('f');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The row may be a boost: the like goes to the boosted post.
  type Liked = { favourited: boolean; reblog: { favourited: boolean } | null };
  await expect
    .poll(async () => {
      const status = await sandboxApi<Liked>(`/api/v1/statuses/${id}`, token);
      return (status.reblog ?? status).favourited;
    })
    .toBe(true);

  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  expect(page.url()).toContain(`/s/${id}`);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const back = homeFeed(page).locator(`article[data-status-id="${id}"]`).first();
  await expect(back).toBeFocused();
  // The feed may still be scrolling back to it when focus lands: wait until it is in view.
  await expect.poll(() => isInViewport(back)).toBe(true);
});

test('a post opened with a click gets focus back after Back, scrolled down the feed', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const feed = homeFeed(page);
  await expect(feed.getByRole('article').first()).toBeVisible();
  for (let step = 0; step < 6; step++) await page.keyboard.press('j');
  const post = focusedPost(page);
  const id = (await post.getAttribute('data-status-id')) ?? '';
  // Focus elsewhere first, so that it is the click that picks the post.
  await page.getByRole('link', { name: 'Local' }).focus();
  await feed.locator(`article[data-status-id="${id}"] a.status-time`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();

  await page.goBack();
  const back = feed.locator(`article[data-status-id="${id}"]`).first();
  await expect(back).toBeFocused();
  // The feed may still be scrolling back to it when focus lands: wait until it is in view.
  await expect.poll(() => isInViewport(back)).toBe(true);
});

test('keys do nothing while typing in the composer', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('n');
  const composer = page.getByRole('dialog', { name: 'New post' });
  const text = composer.getByLabel('What is on your mind?');
  await expect(text).toBeFocused();
  await page.keyboard.type('gn f? j/.');
  await expect(text).toHaveValue('gn f? j/.');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
});

test('logged out, f on a post says login is required', async ({ page }) => {
  await page.goto('/#/l');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('j');
  const post = focusedPost(page);
  await expect(post).toHaveCount(1);
  await page.keyboard.press('f');
  await expect(page.getByRole('dialog', { name: 'Log in to take part' })).toBeVisible();
});

test('/ focuses a search field: atop the sidebar on a wide screen, on Search on a phone', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('/');
  const sidebarField = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(sidebarField).toBeFocused();
  await page.keyboard.type('bob');
  await expect(sidebarField).toHaveValue('bob');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1, name: 'Home' }).focus();
  await page.keyboard.press('/');
  const field = page.getByRole('searchbox', { name: 'Search for accounts, hashtags or posts' });
  await expect(field).toBeFocused();
  await page.keyboard.type('bob');
  await expect(field).toHaveValue('bob');
});
