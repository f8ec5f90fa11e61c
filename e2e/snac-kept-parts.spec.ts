import { expect, test, type Page } from '@playwright/test';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { snacRequest } from './support/snac-api';
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
  const token = await storedToken(page);
  const me = await snacRequest<{ id: string }>(snac, token, '/api/v1/accounts/verify_credentials');
  const posts = await snacRequest<SnacStatus[]>(
    snac,
    token,
    `/api/v1/accounts/${me.id}/statuses?limit=40`,
  );
  return posts.find((post) => post.content.includes(text));
}

test('on snac2, a post with a poll is published without it, and the confirmation says so', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  await page.getByRole('link', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('What is on your mind?').fill('Tea or coffee, asked on snac');
  await composer.getByRole('button', { name: 'Add a poll' }).click();
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Tea');
  await composer.getByRole('textbox', { name: 'Choice 2' }).fill('Coffee');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();

  const notice = page
    .getByRole('status')
    .filter({ has: page.getByRole('link', { name: 'View it' }) });
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
