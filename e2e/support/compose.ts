import { expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX_HOST } from './sandbox';

/** The confirmation the composer leaves once it has posted (it links to the post). */
export function postedNotice(page: Page): Locator {
  return page.getByRole('status').filter({ has: page.getByRole('link', { name: 'View it' }) });
}

/** Opens a sandbox post and chooses Quote from its menu: the quote composer, quoting it. */
export async function openQuoteOf(page: Page, statusId: string): Promise<Locator> {
  await page.goto(`/#/${SANDBOX_HOST}/s/${statusId}`);
  await page.locator('.thread-focus').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote' });
  await expect(dialog.getByRole('heading', { name: 'Quoting' })).toBeVisible();
  return dialog;
}

/** Writes a new post with a poll of `choices` and posts it. */
export async function postWithPoll(page: Page, text: string, choices: string[]): Promise<void> {
  await page.getByRole('link', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('What is on your mind?').fill(text);
  await composer.getByRole('button', { name: 'Add a poll' }).click();
  for (const [index, choice] of choices.entries()) {
    await composer.getByRole('textbox', { name: `Choice ${index + 1}` }).fill(choice);
  }
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
}

/**
 * Posts `text` from a new composer when the answer to the first Post is lost after the server
 * made the post, then presses Post again: the server must hold the post once, counted by
 * `countOnServer`, both before and after.
 */
export async function postAgainAfterLostAnswer(
  page: Page,
  text: string,
  countOnServer: (text: string) => Promise<number>,
  { pollChoices = [] as string[], confirmation = 'Your post is published.' } = {},
): Promise<void> {
  await page.getByRole('link', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('What is on your mind?').fill(text);
  if (pollChoices.length > 0) {
    await dialog.getByRole('button', { name: 'Add a poll' }).click();
    for (const [index, choice] of pollChoices.entries())
      await dialog.getByRole('textbox', { name: `Choice ${index + 1}` }).fill(choice);
  }
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('post again to retry');
  // The post was made all the same.
  await expect.poll(() => countOnServer(text)).toBe(1);

  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await countOnServer(text)).toBe(1);
}
