import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, sandboxApi } from './support/reading';
import {
  SANDBOX_HOST,
  SANDBOX_URL,
  addFault,
  clearFaults,
  resetSandbox,
  sandboxTokenFor,
} from './support/sandbox';
import { saveScreenshotSet, SIZES } from './support/screenshots';

const THEMES = ['light', 'dark'] as const;
const LONG_NAME = 'Bartholomew Wolfeschlegelstein';

/** A PNG of the given shape: a gradient with a dark square where the focal point will be. */
function png(width: number, height: number, hue: number): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const spot = x > width * 0.7 && x < width * 0.8 && y > height * 0.7 && y < height * 0.8;
      image.data.set(
        spot ? [20, 20, 30, 255] : [hue, 100 + (x * 120) / width, 120 + (y * 100) / height, 255],
        at,
      );
    }
  }
  return PNG.sync.write(image);
}

interface Upload {
  name: string;
  type: string;
  data: Buffer;
  description?: string;
  focus?: string;
}

async function upload(token: string, file: Upload): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  if (file.description) form.append('description', file.description);
  if (file.focus) form.append('focus', file.focus);
  const response = await fetch(`${SANDBOX_URL}/api/v2/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const { id } = (await response.json()) as { id: string };
  for (let attempt = 0; attempt < 40; attempt++) {
    const ready = await fetch(`${SANDBOX_URL}/api/v1/media/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (ready.status === 200) return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`media ${file.name} never processed`);
}

const landscape = (): Upload => ({ name: 'wide.png', type: 'image/png', data: png(800, 450, 40) });
const portrait = (): Upload => ({
  name: 'tall.png',
  type: 'image/png',
  data: png(450, 800, 200),
  description: 'A lighthouse, tall and narrow',
});
const square = (): Upload => ({ name: 'square.png', type: 'image/png', data: png(600, 600, 120) });

/** The posts this spec looks at, oldest first (so the first listed ends up lowest on Home). */
const MEDIA_POSTS: { text: string; files: () => Upload[] }[] = [
  {
    text: 'Look: a looping gif',
    files: () => [{ name: 'loop.gif', type: 'image/gif', data: Buffer.alloc(64) }],
  },
  {
    text: 'Look: a video',
    files: () => [
      { name: 'boat.mp4', type: 'video/mp4', data: Buffer.alloc(64), description: 'A boat' },
    ],
  },
  {
    text: 'Look: an audio note',
    files: () => [
      { name: 'gulls.mp3', type: 'audio/mpeg', data: Buffer.alloc(64), description: 'Gulls' },
    ],
  },
  { text: 'Look: four in a grid', files: () => [landscape(), portrait(), square(), landscape()] },
  { text: 'Look: three in a grid', files: () => [portrait(), landscape(), square()] },
  {
    text: 'Look: two with a focal point',
    files: () => [
      { ...landscape(), focus: '0.5,-0.5', description: 'Dark square low right' },
      square(),
    ],
  },
  { text: 'Look: one landscape', files: () => [landscape()] },
  { text: 'Look: one portrait', files: () => [portrait()] },
];

/** Alice posts every media post and marks the newest read, so Home opens at the top of them. */
async function postMediaAsAlice(): Promise<void> {
  const token = await sandboxTokenFor('alice');
  let newest = '';
  for (const post of MEDIA_POSTS) {
    const ids: string[] = [];
    for (const file of post.files()) ids.push(await upload(token, file));
    const status = await sandboxApi<{ id: string }>('/api/v1/statuses', token, {
      method: 'POST',
      body: JSON.stringify({ status: post.text, media_ids: ids }),
    });
    newest = status.id;
  }
  await sandboxApi('/api/v1/markers', token, {
    method: 'POST',
    body: JSON.stringify({ home: { last_read_id: newest } }),
  });
}

async function giveAliceALongName(): Promise<void> {
  const token = await sandboxTokenFor('alice');
  const form = new FormData();
  form.append('display_name', LONG_NAME);
  form.append('bot', 'true');
  form.append('locked', 'true');
  const response = await fetch(`${SANDBOX_URL}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.ok).toBe(true);
}

/** The post with this text, scrolled to (the feed only renders what is near the screen). */
async function postWith(page: Page, text: string): Promise<Locator> {
  const article = page.getByRole('article').filter({ hasText: text });
  for (let step = 0; step < 40 && (await article.count()) === 0; step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await article.first().scrollIntoViewIfNeeded();
  return article.first();
}

interface GridMeasure {
  cells: number;
  uncovered: number;
  allowance: number;
  edges: number[];
  outside: number;
  unfilled: number;
  strandedBadges: number;
  overflowsPost: boolean;
  width: number;
  height: number;
}

/** How a media grid sits: cells against the grid box, media against their cells, badges inside. */
function measureGrid(grid: Locator): Promise<GridMeasure> {
  return grid.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cells = [...element.children].map((cell) => ({
      cell,
      rect: cell.getBoundingClientRect(),
    }));
    const area = cells.reduce((sum, { rect }) => sum + rect.width * rect.height, 0);
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    const article = element.closest('article')!.getBoundingClientRect();
    return {
      cells: cells.length,
      uncovered: box.width * box.height - area,
      // Only the 4 px gutters between cells may be left uncovered.
      allowance: 4.5 * (box.width + box.height),
      edges: [
        Math.min(...cells.map(({ rect }) => rect.left)) - box.left,
        box.right - Math.max(...cells.map(({ rect }) => rect.right)),
        Math.min(...cells.map(({ rect }) => rect.top)) - box.top,
        box.bottom - Math.max(...cells.map(({ rect }) => rect.bottom)),
      ].map((value) => Math.round(value)),
      outside: cells.filter(
        ({ rect }) =>
          rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1,
      ).length,
      unfilled: cells.filter(({ cell, rect }) => {
        const media = cell.querySelector('button > img, video, :scope > img:not(.media-blurhash)');
        if (!media) return false;
        const inner = media.getBoundingClientRect();
        return !(
          near(inner.left, rect.left) &&
          near(inner.right, rect.right) &&
          near(inner.top, rect.top) &&
          near(inner.bottom, rect.bottom)
        );
      }).length,
      strandedBadges: cells.filter(({ cell, rect }) => {
        const badge = cell.querySelector('.media-alt-badge');
        if (!badge) return false;
        const inner = badge.getBoundingClientRect();
        return (
          inner.left < rect.left ||
          inner.right > rect.right ||
          inner.top < rect.top ||
          inner.bottom > rect.bottom ||
          inner.bottom > box.bottom
        );
      }).length,
      overflowsPost: box.right > article.right + 1 || box.right > window.innerWidth,
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('media grids of one to four fill their box at both sizes, keeping shapes and focal points', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await postMediaAsAlice();
  await page.setViewportSize(SIZES[0]);
  await logInAs(page, 'alice');

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const post of [...MEDIA_POSTS].reverse()) {
      const article = await postWith(page, post.text);
      const grid = article.locator('.media-grid');
      const measure = await measureGrid(grid);
      const where = `${post.text} at ${size.label}`;
      expect(measure.cells, where).toBe(post.files().length);
      expect(measure.edges, `${where}: cells reach every edge of the grid`).toEqual([0, 0, 0, 0]);
      expect(measure.outside, `${where}: no cell is clipped`).toBe(0);
      expect(measure.uncovered, `${where}: no gap but the gutters`).toBeLessThanOrEqual(
        measure.allowance,
      );
      expect(measure.unfilled, `${where}: media fill their cells`).toBe(0);
      expect(measure.strandedBadges, `${where}: ALT badges sit on their media`).toBe(0);
      expect(measure.overflowsPost, `${where}: the grid stays within the post`).toBe(false);
      if (post.text === 'Look: one portrait') {
        // A lone portrait keeps a portrait box (3:4 at most), not a landscape crop.
        expect(measure.height / measure.width).toBeCloseTo(4 / 3, 1);
      }
      if (post.text === 'Look: one landscape') {
        expect(measure.width / measure.height).toBeCloseTo(800 / 450, 1);
      }
      if (post.text === 'Look: an audio note') {
        await expect(article.locator('audio')).toBeVisible();
        expect(measure.height, 'audio is a bar, not a picture-sized box').toBeLessThan(120);
      }
    }
    const focused = (await postWith(page, 'Look: two with a focal point')).getByRole('img', {
      name: 'Dark square low right',
    });
    await expect(focused).toHaveCSS('object-position', '75% 75%');
  }

  await page.setViewportSize(SIZES[0]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('article').filter({ hasText: 'Look: one portrait' })).toBeVisible();
  await saveScreenshotSet(page, 'look-home-media');
  await (await postWith(page, 'Look: three in a grid')).scrollIntoViewIfNeeded();
  await saveScreenshotSet(page, 'look-home-media-grids');
  await (await postWith(page, 'Look: an audio note')).scrollIntoViewIfNeeded();
  await saveScreenshotSet(page, 'look-home-media-audio-video');
});

test('a long name and badges stay clear of the profile banner, on a phone too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await giveAliceALongName();
  await logInAs(page, 'alice');
  await page.goto(`/#/${SANDBOX_HOST}/a/@alice`);
  const name = page.getByRole('heading', { level: 2, name: LONG_NAME });
  await expect(name).toBeVisible();
  const banner = page.locator('.profile-banner');
  const identity = [name, page.locator('.profile-acct'), page.locator('.profile-flags')];
  await expect(page.locator('.profile-flags').getByText('Automated')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Measured once the width's own layout is in (a phone's has no sidebar above the screen).
    await expect(page.locator('.app-tabbed')).toHaveCount(size.label === 'phone' ? 1 : 0);
    const bannerBox = (await banner.boundingBox())!;
    for (const part of identity) {
      const box = (await part.boundingBox())!;
      expect(box.y, `${size.label}: starts below the banner`).toBeGreaterThanOrEqual(
        bannerBox.y + bannerBox.height - 0.5,
      );
      expect(box.x + box.width, `${size.label}: within the screen`).toBeLessThanOrEqual(size.width);
    }
  }
  await saveScreenshotSet(page, 'look-profile-long-name');
});

/** Every field on screen is at least 16 px, so phones do not zoom into it. */
async function expectFieldsLargeEnough(page: Page, screen: string) {
  const sizes = await page
    .locator(
      'main input:not([type=checkbox], [type=radio], [type=range]), main select, main textarea',
    )
    .evaluateAll((fields) =>
      fields.map((field) => ({
        name: field.getAttribute('aria-label') ?? field.id,
        size: parseFloat(getComputedStyle(field).fontSize),
      })),
    );
  expect(sizes.length, `${screen} has fields`).toBeGreaterThan(0);
  for (const { name, size } of sizes) {
    expect(size, `${screen}: ${name}`).toBeGreaterThanOrEqual(16);
  }
}

test('fields are 16 px or more, and Home, a profile, search and lists are axe clean in light and dark', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await postMediaAsAlice();
  await logInAs(page, 'alice');
  const screens = [
    { name: 'Home', path: '/#/', ready: page.getByRole('article').first() },
    {
      name: 'Profile',
      path: `/#/${SANDBOX_HOST}/a/@bob`,
      ready: page.getByRole('main').getByRole('article').first(),
    },
    {
      name: 'Search',
      path: '/#/search?q=birds&type=statuses',
      ready: page.getByRole('main').getByRole('article').first(),
    },
    {
      name: 'Lists',
      path: '/#/lists',
      ready: page.getByRole('textbox', { name: 'New list' }),
    },
    {
      name: 'Hashtag',
      path: `/#/${SANDBOX_HOST}/t/photography`,
      ready: page.getByRole('main').getByRole('article').first(),
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    if (screen.name === 'Lists')
      await page.getByRole('button', { name: 'Rename Birds and boats' }).click();
    if (screen.name !== 'Home' && screen.name !== 'Profile')
      await expectFieldsLargeEnough(page, screen.name);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of THEMES) {
        await page.emulateMedia({ colorScheme });
        await expectNoSeriousA11yViolations(page, `${screen.name} ${size.label} ${colorScheme}`);
      }
    }
    await page.setViewportSize(SIZES[0]);
    await page.emulateMedia({ colorScheme: null });
    if (screen.name === 'Lists') await saveScreenshotSet(page, 'look-lists');
    if (screen.name === 'Search') await saveScreenshotSet(page, 'look-search');
  }
});

test('while lists and notifications load, their rows are outlined, still when motion is unwelcome', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  await addFault({ type: 'hang', match: 'GET /api/v1/lists' });
  await addFault({ type: 'hang', match: 'GET /api/v*/notifications' });
  try {
    for (const screen of [
      { path: '/#/lists', shot: 'look-loading-lists' },
      { path: '/#/notifications', shot: 'look-loading-notifications' },
    ]) {
      await page.goto(screen.path);
      const loading = page.getByRole('main').getByRole('status', { name: 'Loading' });
      await expect(loading).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const rows = loading.locator('.skeleton-row');
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      const block = loading.locator('.skeleton-line').first();
      // The route's own placeholder may replace the one shown while its code loads: ask again.
      await expect.poll(async () => (await block.boundingBox())?.height ?? 0).toBeGreaterThan(8);
      await expect(block).not.toHaveCSS('animation-name', 'none');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(block).toHaveCSS('animation-name', 'none');
      await page.emulateMedia({ reducedMotion: null });
      await expectNoSeriousA11yViolations(page, screen.shot);
      await saveScreenshotSet(page, screen.shot);
    }
  } finally {
    await clearFaults();
  }
});
