import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { homeFeed, logInAs, mainNav, newestHomePost, scrollHomeUpUntil } from './support/reading';
import type { SandboxStatus } from './support/reading';
import { resetSandbox, stormSandbox } from './support/sandbox';
import { saveScreenshotSet, SIZES } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

const HOUR = 60 * 60 * 1000;

/**
 * The Home post at the top of what the reader sees (below a header covering the top, on a phone),
 * and where its top edge is in the viewport.
 */
async function topPost(page: Page): Promise<{ id: string; top: number; viewTop: number }> {
  return homeFeed(page)
    .getByRole('article')
    .evaluateAll((articles) => {
      const header = document.querySelector('.app-header')?.getBoundingClientRect();
      const main = document.querySelector('main')?.getBoundingClientRect();
      const covers = header && main && header.left < main.right && header.right > main.left;
      const viewTop = covers ? header.bottom : 0;
      const outer = articles.filter((a) => !a.parentElement?.closest('article'));
      const first = outer
        .map((a) => ({ a, rect: a.getBoundingClientRect() }))
        .filter(({ rect }) => rect.bottom > viewTop + 1)
        .sort((x, y) => x.rect.top - y.rect.top)[0];
      const href = first?.a.querySelector('a:has(> time)')?.getAttribute('href') ?? '';
      const id = /\/s\/([^/]+)$/.exec(href)?.[1] ?? '';
      return { id, top: first?.rect.top ?? NaN, viewTop };
    });
}

/** The Home position this device saved (entry id and offset), once scrolling has settled. */
async function savedHomePosition(page: Page): Promise<{ id?: string; offset?: number }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('petrel:reading-position:') && k.endsWith(':home'),
    );
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }) : {};
  });
}

/** Makes the saved Home position `age` ms old, as if the reader left it then. */
async function ageSavedPosition(page: Page, age: number): Promise<void> {
  await page.evaluate((age) => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('petrel:reading-position:') && k.endsWith(':home'),
    );
    if (!key) throw new Error('no saved Home position');
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, savedAt: Date.now() - age }));
  }, age);
}

/** Scrolls with the wheel until the post at the top shows only its lower half. */
/**
 * Logged in as alice with her Home position saved, reopened as if hours later; the newest post
 * of her Home is returned.
 */
async function reopenHomeHoursLater(page: Page): Promise<SandboxStatus> {
  await logInAs(page, 'alice');
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  const newest = await newestHomePost(page);
  await ageSavedPosition(page, 3 * HOUR);
  await page.reload();
  return newest;
}

async function scrollHalfwayIntoAPost(page: Page): Promise<void> {
  await homeFeed(page).hover();
  await page.mouse.wheel(0, 700);
  await expect.poll(async () => (await topPost(page)).id).not.toBe('');
  const before = await topPost(page);
  const box = await homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/s/${before.id}"]`) })
    .first()
    .boundingBox();
  if (!box) throw new Error('the top post has no box');
  await page.mouse.wheel(0, box.y + box.height / 2 - before.viewTop);
}

for (const size of SIZES) {
  test(`Home reopens at the same post, the same pixels into it (${size.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await homeReopensAtTheSamePixels(page);
  });
}

async function homeReopensAtTheSamePixels(page: Page) {
  await logInAs(page, 'alice');
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  const settled = await savedHomePosition(page);

  await scrollHalfwayIntoAPost(page);
  await expect.poll(() => savedHomePosition(page)).not.toEqual(settled);
  const reading = await topPost(page);
  // More than a sliver of the post is above the top: its top edge is not what is restored.
  expect(reading.viewTop - reading.top).toBeGreaterThan(40);
  await expect
    .poll(async () => (await savedHomePosition(page)).offset)
    .toBe(Math.round(reading.viewTop - reading.top));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(async () => (await topPost(page)).id).toBe(reading.id);
  const restored = await topPost(page);
  expect(Math.abs(restored.top - reading.top)).toBeLessThanOrEqual(2);
}

test('the timeline is asked for while the markers request is still answering', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  // A slow markers answer: the timeline must not wait for it.
  await page.route('**/api/v1/markers*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  // The browser's own record of each request: when it started and when its answer ended.
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
  const markers = requests.find((request) => request.path === '/api/v1/markers');
  const timeline = requests.filter((request) =>
    /^\/api\/v1\/(timelines\/home|statuses\/[^/]+)$/.test(request.path),
  );
  expect(markers).toBeDefined();
  expect(markers!.responseEnd - markers!.startTime).toBeGreaterThan(1000);
  expect(timeline.length).toBeGreaterThan(0);
  const firstTimelineStart = Math.min(...timeline.map((request) => request.startTime));
  expect(firstTimelineStart).toBeLessThan(markers!.responseEnd);
});

test('an hours-old position offers to jump to the newest posts', async ({ page }) => {
  const newest = await reopenHomeHoursLater(page);
  const offer = page.getByText(/^(More than )?\d+ newer posts?$/);
  await expect(offer).toBeVisible();
  const jump = page.getByRole('button', { name: 'Jump to newest' });
  await expect(jump).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `Home with the newer-posts offer (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });
  await saveScreenshotSet(page, 'home-newer-posts-offer');

  await jump.click();
  await expect.poll(async () => (await topPost(page)).id).toBe(newest.id);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(jump).toHaveCount(0);
});

test('the offer goes once the reader scrolls up to the newest post', async ({ page }) => {
  const newest = await reopenHomeHoursLater(page);
  const jump = page.getByRole('button', { name: 'Jump to newest' });
  await expect(jump).toBeVisible();
  await scrollHomeUpUntil(page, async () => {
    expect((await topPost(page)).id).toBe(newest.id);
  });
  await expect(jump).toHaveCount(0);
});

test('a position saved minutes ago reopens without the offer', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  await ageSavedPosition(page, 10 * 60 * 1000);
  await page.reload();
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0);
});

test('choosing Home while on Home goes to the top and shows the new posts', async ({ page }) => {
  await logInAs(page, 'alice');
  const newest = await newestHomePost(page);
  // Read up to the newest post, so streamed posts wait behind "new posts".
  await scrollHomeUpUntil(page, async () => {
    expect((await topPost(page)).id).toBe(newest.id);
  });
  await stormSandbox({ count: 1, target: 'alice' });
  await expect(page.getByRole('button', { name: /^1 new post/ })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(homeFeed(page).getByRole('article').first()).toContainText('Storm post 1');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: /new post/ })).toHaveCount(0);
});
