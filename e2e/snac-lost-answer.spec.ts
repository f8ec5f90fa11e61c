import { expect, test, type Page } from '@playwright/test';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';

/**
 * snac ignores Idempotency-Key: when the answer to a post is lost after snac made it, pressing
 * Post again must find that post rather than make a second one.
 */
const snac = snacForFile();

async function ownPostsWith(page: Page, text: string): Promise<{ id: string }[]> {
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const me = (await (
    await fetch(`http://${snac.host}/api/v1/accounts/verify_credentials`, { headers })
  ).json()) as { id: string };
  const response = await fetch(`http://${snac.host}/api/v1/accounts/${me.id}/statuses?limit=40`, {
    headers,
  });
  expect(response.ok).toBe(true);
  const posts = (await response.json()) as { id: string; content: string }[];
  return posts.filter((post) => post.content.includes(text));
}

test('an answer lost after snac made the post: Post again makes no second post', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  let dropped = false;
  await page.route(`http://${snac.host}/api/v1/statuses`, async (route) => {
    if (route.request().method() !== 'POST' || dropped) return await route.fallback();
    dropped = true;
    // snac makes the post; its answer is lost on the way back, as behind a failing proxy.
    await route.fetch();
    await route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
  });
  const text = 'Posted once on snac though its answer was lost';
  await page.getByRole('link', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('What is on your mind?').fill(text);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('post again to retry');
  await expect.poll(async () => (await ownPostsWith(page, text)).length).toBe(1);

  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Your post is published.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await ownPostsWith(page, text)).toHaveLength(1);
});
