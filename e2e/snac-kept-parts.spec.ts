import { expect, test, type Page } from '@playwright/test';
import { postedNotice, postWithPoll } from './support/compose';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { snacOwnPosts } from './support/snac-api';
import { logInToSnac } from './support/snac-login';

/**
 * snac2 2.75 takes a post with a poll (JSON or form) and stores it without the poll, answering
 * `poll: null`: Petrel says so rather than "Your post is published.", and stops offering polls
 * on that server version.
 */
const snac = snacForFile();

interface SnacStatus {
  id: string;
  content: string;
  poll: unknown;
}

async function ownPostWith(page: Page, text: string): Promise<SnacStatus | undefined> {
  const [post] = await snacOwnPosts<SnacStatus>(snac, await storedToken(page), text);
  return post;
}

test('on snac2, a post with a poll is published without it, and the confirmation says so', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  await postWithPoll(page, 'Tea or coffee, asked on snac', ['Tea', 'Coffee']);

  const notice = postedNotice(page);
  await expect(notice).toContainText('Posted, but the server did not keep the poll.');
  await expect(notice.getByRole('button', { name: 'Copy the poll’s choices' })).toBeVisible();
  let made: SnacStatus | undefined;
  await expect(async () => {
    made = await ownPostWith(page, 'Tea or coffee, asked on snac');
    expect(made).toBeDefined();
  }).toPass();
  expect(made!.poll).toBeNull();

  await page.getByRole('link', { name: 'New post' }).click();
  const again = page.getByRole('dialog', { name: 'New post' });
  await expect(again.getByRole('button', { name: 'Add a poll' })).toBeDisabled();
  await expect(again.getByText('This server does not keep polls.')).toBeVisible();
});
