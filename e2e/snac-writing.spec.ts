import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';

/**
 * Writing on a real snac2 server (2.75) through Petrel's UI, each step checked through snac's own
 * Mastodon API with the account's token. What snac lacks: DELETE /api/v1/statuses/:id (404, so
 * posts are deleted only from snac's web UI) and edit history; an edit is checked for its text only
 * (snac keeps the source for it), and its answer is snac's boost of the post when the post is
 * boosted. snac takes an image with its alt text and gives both back on the post.
 */
const snac = snacForFile();

interface SnacStatus {
  id: string;
  content: string;
  in_reply_to_id: string | null;
  favourited?: boolean;
  reblogged?: boolean;
  reblog: SnacStatus | null;
  media_attachments: { id: string; type: string; description: string | null }[];
}

async function snacApi(page: Page, path: string): Promise<Response> {
  return await fetch(`http://${snac.host}${path}`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
}

async function snacJson<T>(page: Page, path: string): Promise<T> {
  const response = await snacApi(page, path);
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The account's own posts, as snac lists them. */
async function ownPosts(page: Page): Promise<SnacStatus[]> {
  const me = await snacJson<{ id: string }>(page, '/api/v1/accounts/verify_credentials');
  return await snacJson<SnacStatus[]>(page, `/api/v1/accounts/${me.id}/statuses?limit=40`);
}

async function ownPostWith(page: Page, text: string): Promise<SnacStatus | undefined> {
  return (await ownPosts(page)).find((post) => post.content.includes(text));
}

function focused(page: Page) {
  return page.locator('.thread-focus');
}

/** A small PNG made here. */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 90, 40, 255], i);
  return PNG.sync.write(image);
}

/** After posting from the composer dialog: it is gone, and the notice's link opens the post. */
async function viewPosted(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: /Your post is (published|saved)\./ });
  await notice.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
}

/**
 * Writes a post through the composer dialog, with an image and its alt text when given, and opens
 * its page; returns it as snac has it.
 */
async function writePost(
  page: Page,
  text: string,
  image?: { name: string; alt: string },
): Promise<SnacStatus> {
  await page.getByRole('link', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('What is on your mind?').fill(text);
  if (image) {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add media' }).click();
    await (
      await chooser
    ).setFiles({ name: image.name, mimeType: 'image/png', buffer: png(96, 64) });
    const item = dialog
      .getByRole('list', { name: 'Attached media' })
      .getByRole('listitem', { name: image.name });
    await item.getByLabel('Alt text').fill(image.alt);
    await expect(item.getByText('Uploaded')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await viewPosted(page);
  await expect(focused(page).getByText(text)).toBeVisible();
  let made: SnacStatus | undefined;
  await expect(async () => {
    made = await ownPostWith(page, text);
    expect(made).toBeDefined();
  }).toPass();
  return made!;
}

test('post, reply, like and boost on snac, each seen through its API', async ({ page }) => {
  await logInToSnac(page, snac);

  // Post, with an image and its alt text.
  const post = await writePost(page, 'Written on snac through Petrel', {
    name: 'orange.png',
    alt: 'An orange rectangle',
  });
  expect(await ownPosts(page)).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: post.id })]),
  );
  expect(post.media_attachments).toEqual([
    expect.objectContaining({ type: 'image', description: 'An orange rectangle' }),
  ]);
  await expect(focused(page).getByRole('img', { name: 'An orange rectangle' })).toBeVisible();

  // Reply, from the post's page.
  await focused(page)
    .getByRole('button', { name: /^Reply/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  await dialog.getByLabel('Your reply').fill('A reply written on snac');
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await viewPosted(page);
  await expect(focused(page).getByText('A reply written on snac')).toBeVisible();
  await expect(async () => {
    const reply = await ownPostWith(page, 'A reply written on snac');
    expect(reply?.in_reply_to_id).toBe(post.id);
  }).toPass();

  // Like and boost the first post, from its page.
  await page.goBack();
  await expect(focused(page).getByText('Written on snac through Petrel')).toBeVisible();
  const like = focused(page).getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const boost = focused(page).getByRole('button', { name: /^Boost/ });
  await boost.click();
  await expect(boost).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    const seen = await snacJson<SnacStatus>(page, `/api/v1/statuses/${post.id}`);
    expect(seen).toMatchObject({ favourited: true, reblogged: true });
  }).toPass();
});

test('an edit on snac: the source is read, the change saved', async ({ page }) => {
  await logInToSnac(page, snac);
  const post = await writePost(page, 'Before an edit on snac');
  await focused(page).getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const text = dialog.getByLabel('What is on your mind?');
  await expect(text).toHaveValue('Before an edit on snac');
  await text.fill('After an edit on snac');
  // snac's ids carry the time of the post's last change: saved a second after writing, the post
  // comes back under another id, and must still show as the post that was edited.
  await page.waitForTimeout(1_100);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The post's page under the closed dialog shows the edit at once.
  await expect(dialog).toHaveCount(0);
  await expect(focused(page).getByText('After an edit on snac')).toBeVisible();
  await expect(async () => {
    const seen = await snacJson<SnacStatus>(page, `/api/v1/statuses/${post.id}`);
    expect(seen.content).toContain('After an edit on snac');
  }).toPass();
});

test('snac cannot delete through its API: the post stays, Petrel says so and opens no redraft', async ({
  page,
}) => {
  await logInToSnac(page, snac);
  const post = await writePost(page, 'A post snac keeps');
  for (const item of ['Delete', 'Delete and redraft']) {
    await focused(page).getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: item, exact: true }).click();
    await expect(focused(page).getByRole('alert')).toHaveText('Unable to delete post.');
    await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
    await expect(focused(page).getByText('A post snac keeps')).toBeVisible();
  }
  expect((await snacApi(page, `/api/v1/statuses/${post.id}`)).status).toBe(200);
});
