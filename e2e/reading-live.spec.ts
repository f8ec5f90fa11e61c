import { expect, test, type Page } from '@playwright/test';
import { homeFeed, logInAs, newestHomePost, scrollHomeUpUntil } from './support/reading';
import { resetSandbox, stormSandbox } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The id of the Home entry at the top of the viewport (its time link names the post). */
async function topVisiblePostId(page: Page): Promise<string> {
  return homeFeed(page)
    .getByRole('article')
    .evaluateAll((articles) => {
      const outer = articles.filter((a) => !a.parentElement?.closest('article'));
      const visible = outer.find((a) => a.getBoundingClientRect().bottom > 1);
      const href = visible?.querySelector('a:has(> time)')?.getAttribute('href') ?? '';
      return /\/s\/([^/]+)$/.exec(href)?.[1] ?? '';
    });
}

/** The Home position this device saved, once scrolling has settled. */
async function savedHomePosition(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('petrel:reading-position:') && k.endsWith(':home'),
    );
    const saved = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string }) : {};
    return saved.id ?? '';
  });
}

test('a streamed post waits behind "new posts" without moving what is read', async ({ page }) => {
  await logInAs(page, 'alice');
  // Home opens at alice's seeded read marker; scrolling up loads the newer posts until the newest.
  const newest = await newestHomePost(page);
  await scrollHomeUpUntil(page, async () => {
    expect(await topVisiblePostId(page)).toBe(newest.id);
  });
  const first = homeFeed(page).getByRole('article').first();
  const firstName = await first.getAttribute('aria-label');
  const before = await first.boundingBox();

  await stormSandbox({ count: 1, target: 'alice' });

  const button = page.getByRole('button', { name: /^1 new post/ });
  await expect(button).toBeVisible();
  await expect(homeFeed(page).getByRole('article').first()).toHaveAttribute(
    'aria-label',
    firstName ?? '',
  );
  await expect(homeFeed(page).getByText('Storm post 1')).toHaveCount(0);
  expect((await first.boundingBox())?.y).toBe(before?.y);
  await saveScreenshot(page, 'reading-new-posts-button');

  await button.click();
  await expect(
    homeFeed(page).getByRole('article').filter({ hasText: 'Storm post 1' }),
  ).toBeVisible();
  await expect(button).toHaveCount(0);
  await saveScreenshot(page, 'reading-new-posts-revealed');
});

test('Home comes back at the same reading position after a reload', async ({ page }) => {
  await logInAs(page, 'alice');
  // Home first settles at alice's seeded read marker (it saves that position once there).
  await expect.poll(() => savedHomePosition(page)).not.toBe('');
  const settled = await savedHomePosition(page);

  await homeFeed(page).hover();
  for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 500);
  // Scrolling settled once the new position is saved; the reader's top post is then fixed.
  await expect.poll(() => savedHomePosition(page)).not.toBe(settled);
  const reading = await topVisiblePostId(page);
  expect(reading).not.toBe('');
  await saveScreenshot(page, 'reading-position-before-reload');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect.poll(() => topVisiblePostId(page)).toBe(reading);
  await saveScreenshot(page, 'reading-position-after-reload');
});
