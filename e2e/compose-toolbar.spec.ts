import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { catalog } from './support/catalog';
import { openQuoteOf } from './support/compose';
import { logInAs, newestPostOf, sandboxApi, storedToken } from './support/reading';
import { SANDBOX_HOST, addFault, clearFaults, removeFault, resetSandbox } from './support/sandbox';
import { saveScreenshotSet, VIEWPORTS } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
  await clearFaults();
});

const TOOLS = [
  'Add media',
  'Add a poll',
  'Content warning',
  'Emoji',
  'Visibility',
  /^Language:/,
  'Schedule for later',
  'More options',
] as const;

/** Every tool of the toolbar, in order, by its accessible name. */
function tools(dialog: Locator): Locator[] {
  const toolbar = dialog.getByRole('group', { name: 'Tools' });
  return TOOLS.map((name) =>
    name === 'Visibility'
      ? toolbar.getByRole('combobox', { name })
      : toolbar.getByRole('button', { name, exact: typeof name === 'string' }),
  );
}

/** The tools' boxes: all on one line, side by side, wholly in view, at least a tap target big. */
async function expectOneRow(dialog: Locator) {
  const boxes = [];
  for (const tool of tools(dialog)) {
    await expect(tool).toBeVisible();
    const box = await tool.boundingBox();
    expect(box).not.toBeNull();
    boxes.push(box!);
  }
  // Wholly inside the toolbar: none scrolled out of view or under its edge.
  const row = (await dialog.getByRole('group', { name: 'Tools' }).boundingBox())!;
  for (const box of boxes) {
    expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(1);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(row.x);
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }
  for (const [index, box] of boxes.entries()) {
    if (index > 0)
      expect(box.x).toBeGreaterThanOrEqual(boxes[index - 1].x + boxes[index - 1].width);
  }
}

async function openNewPost(page: Page): Promise<Locator> {
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog.getByLabel('What is on your mind?')).toBeVisible();
  return dialog;
}

test('the tools are one row of named icon buttons, at desktop and phone sizes', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const dialog = await openNewPost(page);
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectOneRow(dialog);
  }
  // Toggles say whether they are on.
  const warning = dialog.getByRole('button', { name: 'Content warning' });
  await expect(warning).toHaveAttribute('aria-pressed', 'false');
  await warning.click();
  await expect(warning).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Content warning' })).toBeVisible();
  // The less used choices are under More.
  await dialog.getByRole('button', { name: 'More options' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Mark as sensitive' })).toBeVisible();
  await dialog.getByRole('button', { name: 'More options' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Mark as sensitive' })).toBeHidden();
  // The account posted from is shown beside Post.
  await expect(dialog.getByText(`@alice@${SANDBOX_HOST}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'composer toolbar');
  await saveScreenshotSet(page, 'compose-new');
});

test('on a phone the composer fills the screen, closes from its top, and its footer stays put while media upload', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await logInAs(page, 'alice');
  const dialog = await openNewPost(page);
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const close = dialog.getByRole('button', { name: 'Close' });
  expect((await close.boundingBox())!.y).toBeLessThan(60);
  await expect(dialog.getByText(/drop/i)).toHaveCount(0);
  // Nothing under the footer: it ends where the screen ends.
  const footer = dialog.locator('.composer-send');
  const before = (await footer.boundingBox())!;
  expect(844 - (before.y + before.height)).toBeLessThan(16);
  // Post is wholly on the screen, beside the account and the count.
  const post = (await dialog.getByRole('button', { name: 'Post', exact: true }).boundingBox())!;
  expect(post.x + post.width).toBeLessThanOrEqual(390);

  await dialog.getByLabel('What is on your mind?').fill('A picture on its way');
  const hang = await addFault({ type: 'hang', match: 'POST /api/v2/media' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add media' }).click();
  await (await chooser).setFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('Uploading…')).toBeVisible();
  await expect(dialog.getByText('Posting waits until the media are uploaded.')).toBeVisible();
  expect(await footer.boundingBox()).toEqual(before);
  await saveScreenshotSet(page, 'compose-media');
  await removeFault(hang);

  await close.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

test('a reply shows the post it answers, a quote the post it quotes, and the drafts list says which', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await newestPostOf('bob', token);
  const words = (
    await sandboxApi<{ content: string }>(`/api/v1/statuses/${bobs.id}`, token)
  ).content
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 3)
    .join(' ');
  await page.goto(`/#/${SANDBOX_HOST}/s/${bobs.id}`);
  await page
    .locator('.thread-focus')
    .getByRole('button', { name: /^Reply/ })
    .click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  const context = reply.locator('.composer-context');
  await expect(context.getByText('Replying to @bob')).toBeVisible();
  await expect(context).toContainText(words);
  await reply.getByLabel('Your reply').press('End');
  await reply.getByLabel('Your reply').pressSequentially('kept for later');
  await saveScreenshotSet(page, 'compose-reply');
  await reply.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep as draft' }).click();

  const quote = await openQuoteOf(page, bobs.id);
  await expect(quote.locator('.composer-quote')).toContainText(words);
  await quote.getByLabel('What is on your mind?').fill('a quote kept for later');
  await saveScreenshotSet(page, 'compose-quote');
  await quote.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep as draft' }).click();

  await page.goto('/#/drafts');
  const drafts = page.getByRole('list', { name: 'Drafts' });
  const replyRow = drafts.getByRole('listitem').filter({ hasText: 'Reply to @bob' });
  await expect(replyRow).toContainText(`Reply to @bob: ${words}`);
  const quoteRow = drafts.getByRole('listitem').filter({ hasText: 'a quote kept for later' });
  await expect(quoteRow).toContainText(`Quote of @bob: ${words}`);
  await saveScreenshotSet(page, 'compose-drafts');
});

test('an edit says so, with the post it changes', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const made = await sandboxApi<{ id: string }>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: 'Written before the edit' }),
  });
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  await page.locator('.thread-focus').getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const context = dialog.locator('.composer-context');
  await expect(context.getByText('Editing', { exact: true })).toBeVisible();
  await expect(context).toContainText('Written before the edit');
  await saveScreenshotSet(page, 'compose-editing');
});

test('translating one’s text is offered only when it is in another language than the post', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const dialog = await openNewPost(page);
  const text = dialog.getByLabel('What is on your mind?');
  const offer = dialog.getByRole('button', { name: /^Translate into/ });
  await text.fill('This is what I wanted to say about the harbour');
  await expect(dialog.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await text.fill('Das ist nicht, was ich über den Hafen sagen wollte');
  await expect(offer).toHaveText('Translate into English');
});

test('in Arabic the composer’s tools mirror and stay one row', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await newestPostOf('bob', token);
  await page.goto('/#/settings');
  await page.locator('#settings-language-select').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.composer-tools')).toBeVisible();
  await saveScreenshotSet(page, 'compose-new-ar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(`/#/${SANDBOX_HOST}/s/${bobs.id}`);
  const reply = catalog('ar').get('Reply') ?? 'Reply';
  await page
    .locator('.thread-focus')
    .getByRole('button', { name: new RegExp(`^${reply}`) })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('.composer-context')).toBeVisible();
  await saveScreenshotSet(page, 'compose-reply-ar');
});

/** A 2×2 grey PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVQI12NgYGBgYAAAAAUAAXpeqz8AAAAASUVORK5CYII=',
  'base64',
);
