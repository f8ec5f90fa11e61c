import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_OUT_DIR } from '../scripts/ports';
import { expectNoSeriousA11yViolations } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/**
 * The sandbox takes no sign-ups; this makes its instance record say it does, as an open server's
 * would, so the Sign up link has something to show.
 */
async function openRegistrations(page: Page) {
  await page.route('**/api/v2/instance', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { registrations: { enabled: boolean } };
    json.registrations.enabled = true;
    await route.fulfill({ response, json });
  });
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: a first visit shows posts, with Log in and Sign up in plain sight`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openRegistrations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
    const feed = page.getByRole('feed', { name: 'Trending posts' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Login required.')).toHaveCount(0);

    const logIn = page.getByRole('link', { name: 'Log in' });
    const signUp = page.getByRole('link', { name: 'Sign up' });
    await expect(logIn).toBeInViewport();
    await expect(signUp).toBeInViewport();
    await expect(signUp).toHaveAttribute('href', '#/signup');

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Local' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Trending' })).toHaveCount(1);
    for (const hidden of ['Home', 'Notifications', 'Bookmarks', 'Likes', 'Lists']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, `first visit (${name})`);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `first-visit-${name}-${colorScheme}`);
    }
    await expectNoSeriousA11yViolations(page, `first visit (${name}, dark)`);

    await logIn.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
}

test('where sign-ups are closed there is no Sign up link', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('a post that does not exist says so, with a way back and no retry', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/statuses/no-such-post') asked.push('status');
  });
  await page.goto('/#/s/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page.getByText('Post not found. It may have been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'post not found');
  await saveScreenshot(page, 'post-not-found');
  // Well past the first retry delay: the 404 was asked once.
  await page.waitForTimeout(1500);
  expect(asked).toEqual(['status']);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
});

/** The built file of the rest of the English catalog (the messages beyond the first screen's). */
function restOfCatalogFile(): string {
  const manifest = JSON.parse(
    readFileSync(join(E2E_OUT_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return manifest['locales/en.po?part=rest'].file;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: the rest of the catalog is fetched after the first post, not to draw the navigation`, async ({
    page,
  }) => {
    const rest = restOfCatalogFile();
    await page.setViewportSize(viewport);
    // When the first post is painted, checked every frame from the start.
    await page.addInitScript(() => {
      const check = (now: number) => {
        const article = document.querySelector('[role="feed"] article');
        if (article && article.getBoundingClientRect().height > 0) {
          document.documentElement.dataset.firstPostAt = String(now);
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    const restStart = () =>
      page.evaluate(
        (file) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))
            ?.startTime,
        rest,
      );
    // Fetched once the app has settled, ahead of any other screen.
    await expect.poll(restStart).toBeGreaterThan(0);
    const firstPostAt = Number(
      await page.evaluate(() => document.documentElement.dataset.firstPostAt),
    );
    expect(firstPostAt).toBeGreaterThan(0);
    expect(await restStart()).toBeGreaterThan(firstPostAt);
  });
}
