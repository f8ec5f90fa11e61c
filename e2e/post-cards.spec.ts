import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  findPublicStatus,
  logInAs,
  newestPostOf,
  sandboxApi,
  storedToken,
  type SandboxStatus,
} from './support/reading';
import { resetSandbox, SANDBOX_HOST, sandboxTokenFor } from './support/sandbox';
import { saveScreenshotSet, SIZES } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

async function openPost(page: Page, id: string) {
  await page.goto(`/#/${SANDBOX_HOST}/s/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
}

/** The quote's box lies inside `container` and the viewport, and shows all it holds (no clipping). */
async function expectQuoteWhole(page: Page, quote: Locator, container: Locator, where: string) {
  await quote.scrollIntoViewIfNeeded();
  const box = (await quote.boundingBox())!;
  const outer = (await container.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${where}: quote starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: quote ends inside the screen`).toBeLessThanOrEqual(width);
  expect(box.x, `${where}: quote starts inside its card`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, `${where}: quote ends inside its card`).toBeLessThanOrEqual(
    outer.x + outer.width + 0.5,
  );
  expect(box.y + box.height, `${where}: quote ends inside its card`).toBeLessThanOrEqual(
    outer.y + outer.height + 0.5,
  );
  const clipped = await quote.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      overflow: element.scrollHeight > element.clientHeight + 1,
      wide: element.scrollWidth > element.clientWidth + 1,
      // Its own frame is whole: a bottom edge drawn like the others.
      bottom: style.borderBottomWidth,
      top: style.borderTopWidth,
    };
  });
  expect(clipped.overflow, `${where}: quote clipped at the bottom`).toBe(false);
  expect(clipped.wide, `${where}: quote clipped at the side`).toBe(false);
  expect(clipped.bottom, `${where}: quote box has its bottom edge`).toBe(clipped.top);
}

test('a quote in a notification stays within its card and the screen, its author named once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const quoted = await newestPostOf('alice', await storedToken(page));
  const dave = await sandboxTokenFor('dave');
  await sandboxApi('/api/v1/statuses', dave, {
    method: 'POST',
    body: JSON.stringify({
      status: 'Quoting you on the harbour ferries, every word of it.',
      visibility: 'public',
      quoted_status_id: quoted.id,
    }),
  });
  await page.goto('/#/notifications');
  const row = page
    .getByRole('feed', { name: 'Notifications' })
    .locator('article.notification-row[data-type="quote"]')
    .first();
  await expect(row).toContainText('Quoting you on the harbour ferries');
  const quote = row.locator('.status-quote > .status').first();
  await expect(quote).toBeVisible();
  // The quoting post names its author; the row does not list them again above it.
  await expect(row.locator('.notification-avatars')).toHaveCount(0);
  await expect(row.locator('.status-acct').filter({ hasText: /^@dave/ })).toHaveCount(1);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectQuoteWhole(page, quote, row, `notification, ${size.label}`);
  }
  await expectNoSeriousA11yViolations(page, 'Quote notification');
  await saveScreenshotSet(page, 'post-cards-quote-notification');
});

test('a link to another server’s post, shown as a quote, is whole on phone and desktop', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const remote = await findPublicStatus(
    (s) => s.account.acct.includes('@') && s.url !== null && !s.reblog,
  );
  const posted = await sandboxApi<SandboxStatus>('/api/v1/statuses', await storedToken(page), {
    method: 'POST',
    body: JSON.stringify({ status: `Look at this one: ${remote.url}`, visibility: 'public' }),
  });
  await openPost(page, posted.id);
  const unfurled = page.locator(`[data-unfurled-url="${remote.url}"]`);
  const quote = unfurled.locator('> .status');
  await expect(quote).toBeVisible();
  const card = page.locator('article.status-focus').first();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectQuoteWhole(page, quote, card, `link preview, ${size.label}`);
  }
});

test('in Arabic a handle reads "@user@host", isolated in its own direction', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const remote = await findPublicStatus(
    (s) => s.account.acct.includes('@') && !s.reblog && !s.spoiler_text,
  );
  await page.goto('/#/settings');
  await page.locator('#settings-language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openPostInArabic(page, remote.id);
  const acct = page.locator('article.status-focus .status-acct').first();
  await expect(acct).toHaveText(`@${remote.account.acct}`);
  // An isolate (a <bdi>, or dir="auto"): the handle is laid out left to right inside the mirrored page.
  expect(
    await acct.evaluate(
      (element) => element.localName === 'bdi' || element.getAttribute('dir') === 'auto',
    ),
  ).toBe(true);
  // Seen: the "@" that starts the handle is its leftmost glyph, the host's last letter its rightmost.
  const order = await acct.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const rectOf = (text: Text, start: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 1);
      return range.getBoundingClientRect().left;
    };
    const last = texts[texts.length - 1];
    return { first: rectOf(texts[0], 0), last: rectOf(last, last.length - 1) };
  });
  expect(order.first).toBeLessThan(order.last);
  await saveScreenshotSet(page, 'post-cards-arabic-post');
});

async function openPostInArabic(page: Page, id: string) {
  await page.goto(`/#/${SANDBOX_HOST}/s/${id}`);
  await expect(page.locator('article.status-focus')).toBeVisible();
}

test('logged out, Like offers to log in here or elsewhere, by keyboard, and closes with Escape', async ({
  page,
}) => {
  const post = await findPublicStatus((s) => !s.reblog && !s.spoiler_text);
  await openPost(page, post.id);
  const like = page.locator('article.status-focus').getByRole('button', { name: /^Like/ });
  await like.focus();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Log in to take part' });
  await expect(choice).toBeVisible();
  await expect(page.getByText('Login required.')).toHaveCount(0);
  const here = choice.getByRole('link', { name: `Log in to ${SANDBOX_HOST}` });
  await expect(here).toHaveAttribute('href', /login\?instance=/);
  await expect(choice.getByRole('link', { name: 'Log in to another instance' })).toBeVisible();
  // Keyboard: focus is in the dialog and Tab moves through its choices.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
    .toBe(true);
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
    .toBe(true);
  await expectNoSeriousA11yViolations(page, 'Log in choice');
  await saveScreenshotSet(page, 'post-cards-login-choice');
  await page.keyboard.press('Escape');
  await expect(choice).toHaveCount(0);
  await expect(like).toBeFocused();
  // The first choice leads to the login page with the instance filled in.
  await like.click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `Log in to ${SANDBOX_HOST}` })
    .click();
  await expect(page.getByRole('textbox', { name: 'Instance' })).toHaveValue(SANDBOX_HOST);
});

test('post actions spread across the card with their counts', async ({ page }) => {
  await logInAs(page, 'alice');
  type Counted = SandboxStatus & { favourites_count: number };
  const post = (await findPublicStatus(
    (s) => !s.reblog && (s as Counted).favourites_count > 0,
  )) as Counted;
  await openPost(page, post.id);
  const card = page.locator('article.status-focus');
  const bar = card.getByRole('group', { name: 'Actions' });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const barBox = (await bar.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    // The bar spans the card: its last button ends near the card's far edge.
    const more = (await bar.getByRole('button', { name: 'More' }).boundingBox())!;
    expect(more.x + more.width).toBeGreaterThan(cardBox.x + cardBox.width - 24);
    expect(barBox.width).toBeGreaterThan(cardBox.width * 0.9);
    await expect(bar.getByRole('button', { name: /^Like/ })).toContainText(
      String(post.favourites_count),
    );
    // Every action is a tap target of at least 44 px wide, and none overflows the bar.
    for (const button of await bar.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
    }
  }
  await saveScreenshotSet(page, 'post-cards-actions');
});

test('a post selected with j is never flush against the top edge', async ({ page }) => {
  await page.goto('/#/l');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').nth(3)).toBeAttached();
  const selected = page.locator('article.status:not(.status-quote):focus');
  // The keys work once the feed has them: the first j selects the first post.
  await expect(async () => {
    await page.keyboard.press('j');
    await expect(selected).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const index = () =>
    selected.evaluate((a) => a.closest('[data-index]')?.getAttribute('data-index'));
  const start = Number(await index());
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(async () => Number(await index())).toBe(start + 2);
  // Scrolled to the top of the screen (not left where it was), with room above it.
  const top = async () => (await selected.boundingBox())?.y ?? -1;
  await expect.poll(top).toBeLessThan(120);
  await expect.poll(top).toBeGreaterThanOrEqual(8);
});
