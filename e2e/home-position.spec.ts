import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  homeFeed,
  logInAs,
  mainNav,
  newestHomePost,
  sandboxApi,
  scrollHomeUpUntil,
  storedToken,
} from './support/reading';
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
      // A notice sticking at the top of the feed covers what is below it too.
      const notice = document.querySelector('[data-sticky-notice]')?.getBoundingClientRect();
      const viewTop = Math.max(covers ? header.bottom : 0, notice?.bottom ?? 0);
      // Posts only: not the posts quoted inside them, nor "You stopped here" above one.
      const outer = articles.filter(
        (a) => !a.parentElement?.closest('article') && !a.matches('[data-row-lead]'),
      );
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

/** The notice at the top of Home: "N newer posts" (or "N+ newer posts"). */
const newerNotice = (page: Page) => page.getByRole('button', { name: /^\d+\+? newer posts?$/ });
const stoppedHere = (page: Page) =>
  homeFeed(page).getByRole('separator', { name: 'You stopped here' });

/** Every Home post newer than `id`, as the sandbox has them (page by page, up from `id`). */
async function homePostsNewerThan(page: Page, id: string): Promise<SandboxStatus[]> {
  const token = await storedToken(page);
  const all: SandboxStatus[] = [];
  for (let since = id; ;) {
    const newer = await sandboxApi<SandboxStatus[]>(
      `/api/v1/timelines/home?min_id=${since}&limit=40`,
      token,
    );
    if (newer.length === 0) return all;
    all.push(...newer);
    since = newer[0].id;
  }
}

test('alice reopens below newer posts: "You stopped here" above her post, and "N newer posts"', async ({
  page,
}) => {
  // Her server marker (read an hour ago) is below the newest posts of her Home.
  await logInAs(page, 'alice');
  const newest = await newestHomePost(page);
  const notice = newerNotice(page);
  await expect(notice).toBeVisible();
  await expect(stoppedHere(page)).toBeVisible();
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  const stopped = (await savedHomePosition(page)).id!;
  const newer = await homePostsNewerThan(page, stopped);
  expect(newer.length).toBeGreaterThan(0);
  // Exactly how many, or as many as are loaded yet and "+" while more wait above them.
  const [, count, more] = /(\d+)(\+?) newer posts?$/.exec((await notice.textContent()) ?? '')!;
  if (more) expect(Number(count)).toBeLessThan(newer.length);
  else expect(Number(count)).toBe(newer.length);
  // The divider sits just above the post where she stopped, which is at the top of what she sees.
  const top = await topPost(page);
  expect(top.id).toBe(stopped);
  const divider = await stoppedHere(page).boundingBox();
  expect(divider).not.toBeNull();
  expect(divider!.y + divider!.height).toBeLessThanOrEqual(top.top + 1);
  // The notice holds its own place: the post's name row below it is not covered.
  const noticeBox = await notice.boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(top.top);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `Home below newer posts (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });

  await notice.click();
  await expect.poll(async () => (await topPost(page)).id).toBe(newest.id);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(notice).toHaveCount(0);
  // The newest post has focus.
  const newestCard = homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/s/${newest.id}"]`) })
    .first();
  await expect(newestCard).toBeFocused();
});

/**
 * In the page, from its start: the top edge of Home's post `id` in every frame after it first
 * shows, each change once, for 1.5 s (then `window.__restoredTopsDone`).
 */
function recordRestoredTops(id: string) {
  const tops: number[] = [];
  const record = window as unknown as { __restoredTops: number[]; __restoredTopsDone: boolean };
  record.__restoredTops = tops;
  record.__restoredTopsDone = false;
  let firstShown: number | undefined;
  const tick = (now: number) => {
    const post = [...document.querySelectorAll('[role="feed"] article')].find(
      (article) =>
        !article.parentElement?.closest('article') &&
        !article.matches('[data-row-lead]') &&
        (article.querySelector('a:has(> time)')?.getAttribute('href') ?? '').endsWith(`/s/${id}`),
    );
    const rect = post?.getBoundingClientRect();
    if (rect && rect.bottom > 0 && rect.top < innerHeight) {
      firstShown ??= now;
      if (tops.at(-1) !== Math.round(rect.top)) tops.push(Math.round(rect.top));
    }
    if (firstShown !== undefined && now - firstShown > 1500) record.__restoredTopsDone = true;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

test('reopened where she stopped, her post stays where it first shows as the posts above arrive', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  const stopped = (await savedHomePosition(page)).id!;
  await page.addInitScript(recordRestoredTops, stopped);
  await page.reload();
  await expect(newerNotice(page)).toBeVisible();
  await expect(stoppedHere(page)).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __restoredTopsDone: boolean }).__restoredTopsDone,
      ),
    )
    .toBe(true);
  const tops = await page.evaluate(
    () => (window as unknown as { __restoredTops: number[] }).__restoredTops,
  );
  // One place from its first frame on: the notice and "You stopped here" came with it.
  expect(tops).toHaveLength(1);
  expect((await topPost(page)).id).toBe(stopped);
});

test('Home below newer posts, to look at (both sizes, light and dark)', async ({ page }) => {
  await logInAs(page, 'alice');
  await expect(newerNotice(page)).toBeVisible();
  await expect(stoppedHere(page)).toBeInViewport();
  await saveScreenshotSet(page, 'home-stopped-here');
});

test('the notice goes once the reader scrolls up to the newest post', async ({ page }) => {
  const newest = await reopenHomeHoursLater(page);
  const notice = newerNotice(page);
  await expect(notice).toBeVisible();
  await scrollHomeUpUntil(page, async () => {
    expect((await topPost(page)).id).toBe(newest.id);
  });
  await expect(notice).toHaveCount(0);
});

test('the Home key goes to the newest posts and stays there while pages land', async ({ page }) => {
  await logInAs(page, 'alice');
  const newest = await newestHomePost(page);
  await expect(stoppedHere(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await topPost(page)).id).toBe(newest.id);
  // Newer pages are asked for and land (the feed is no longer busy): the reader stays at the top.
  await expect(homeFeed(page)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(async () => (await topPost(page)).id).toBe(newest.id);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(newerNotice(page)).toHaveCount(0);
});

test('"Catch up on these N" shows exactly the posts above where she stopped, and leads back', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await expect(stoppedHere(page)).toBeVisible();
  await expect.poll(async () => (await savedHomePosition(page)).id ?? '').not.toBe('');
  const stopped = (await savedHomePosition(page)).id!;
  const newer = await homePostsNewerThan(page, stopped);
  const expected = new Set(newer.map((status) => (status.reblog ?? status).id));

  await homeFeed(page)
    .getByRole('link', { name: /^Catch up on (these \d+\+?|this one)$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catch-up' })).toBeVisible();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('article').first()).toBeVisible();
  const shown = await posts.getByRole('article').evaluateAll((articles) =>
    articles
      .filter((a) => !a.parentElement?.closest('article'))
      .map((a) => {
        const href = a.querySelector('a:has(> time)')?.getAttribute('href') ?? '';
        return /\/s\/([^/]+)$/.exec(href)?.[1] ?? '';
      }),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(expected).toContain(id);
  expect(shown).not.toContain(stopped);
  await expectNoSeriousA11yViolations(page, 'Catch-up from Home');
  await saveScreenshotSet(page, 'home-catchup-from-divider');

  await page.getByRole('button', { name: 'Back to the timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(stoppedHere(page)).toBeInViewport();
});

test('a position at the newest post reopens without the notice', async ({ page }) => {
  await logInAs(page, 'alice');
  const newest = await newestHomePost(page);
  await scrollHomeUpUntil(page, async () => {
    expect((await topPost(page)).id).toBe(newest.id);
  });
  await expect.poll(async () => (await savedHomePosition(page)).id).toBe(newest.id);
  await page.reload();
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(newerNotice(page)).toHaveCount(0);
  await expect(stoppedHere(page)).toHaveCount(0);
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
