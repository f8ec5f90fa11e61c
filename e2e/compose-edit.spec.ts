import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, mainNav, sandboxApi, storedToken, type SandboxStatus } from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, addFault, clearFaults, resetSandbox } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';

interface SandboxMedia {
  id: string;
  url: string | null;
  description: string | null;
}
type PostWithMedia = Omit<SandboxStatus, 'media_attachments'> & {
  visibility: string;
  media_attachments: SandboxMedia[];
};

test.beforeEach(async () => {
  await resetSandbox();
  await clearFaults();
});

/** Uploads a small picture as alice with its alt text, and waits until the sandbox processed it. */
async function uploadPicture(token: string, description: string): Promise<SandboxMedia> {
  const png = new PNG({ width: 96, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([40, 120, 200, 255], i);
  const form = new FormData();
  const bytes = new Uint8Array(PNG.sync.write(png));
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  form.append('description', description);
  const response = await fetch(`${SANDBOX_URL}/api/v2/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.ok).toBe(true);
  const media = (await response.json()) as SandboxMedia;
  await expect
    .poll(async () => (await sandboxApi<SandboxMedia>(`/api/v1/media/${media.id}`, token)).url)
    .not.toBeNull();
  return media;
}

async function post(token: string, body: Record<string, unknown>): Promise<PostWithMedia> {
  return await sandboxApi<PostWithMedia>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** The card of the post holding `text` on the Local timeline. */
function card(page: Page, text: string) {
  return page
    .getByRole('feed', { name: 'Local timeline' })
    .getByRole('article')
    .filter({ hasText: text });
}

async function openMenuItem(page: Page, post: Locator, item: string) {
  await post.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** After posting from the composer dialog: it is gone, and the notice's link opens the post. */
async function viewPosted(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: /Your post is (published|saved)\./ });
  await notice.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
}

test('an own post with a picture is edited from its menu; its alt text is kept', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const picture = await uploadPicture(token, 'A blue rectangle');
  const made = await post(token, { status: 'Before the edit', media_ids: [picture.id] });
  await mainNav(page).getByRole('link', { name: 'Local' }).click();
  await openMenuItem(page, card(page, 'Before the edit'), 'Edit');

  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const text = dialog.getByLabel('What is on your mind?');
  await expect(text).toHaveValue('Before the edit');
  const visibility = dialog.getByRole('combobox', { name: 'Visibility' });
  await expect(visibility).toBeDisabled();
  await expect(visibility).toHaveAccessibleDescription(/cannot be changed once it is posted/);
  await expectNoSeriousA11yViolations(page, 'Edit post');
  for (const [width, height, device] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await saveScreenshot(page, `compose-edit-${device}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await text.fill('After the edit');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The timeline it was edited from, still under the closed dialog, shows the edited copy at once.
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'After the edit')).toBeVisible();
  await expect(page.getByText('Before the edit')).toHaveCount(0);
  await viewPosted(page);
  await expect(page.locator('.thread-focus').getByText('After the edit')).toBeVisible();

  const saved = await sandboxApi<PostWithMedia>(`/api/v1/statuses/${made.id}`, token);
  expect(saved.content).toContain('After the edit');
  expect(saved.media_attachments.map((media) => [media.id, media.description])).toEqual([
    [picture.id, 'A blue rectangle'],
  ]);
});

test('an edit the server refuses keeps the composer open with its message', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const made = await post(token, { status: 'Refused edit' });
  await page.goto(`/#/compose?edit=${made.id}`);
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Refused edit');
  await addFault({ type: 'error', status: 502, match: 'PUT /api/v1/statuses/*', times: 1 });
  await page.getByLabel('What is on your mind?').fill('Refused edit, then saved');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('post again to retry');
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Refused edit, then saved');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const saved = await sandboxApi<PostWithMedia>(`/api/v1/statuses/${made.id}`, token);
  expect(saved.content).toContain('Refused edit, then saved');
});

test('delete and redraft brings the post back into the composer and posts it anew', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const picture = await uploadPicture(token, 'A picture to keep');
  const made = await post(token, {
    status: 'Written twice #redraft',
    spoiler_text: 'A warning kept',
    visibility: 'unlisted',
    media_ids: [picture.id],
  });
  // Unlisted: opened on its own page.
  await page.goto(`/#/${SANDBOX_HOST}/s/${made.id}`);
  await openMenuItem(page, page.locator('.thread-focus'), 'Delete and redraft');
  const question = page.getByRole('alertdialog', {
    name: /^Delete this post and write it again\?/,
  });
  await question.getByRole('button', { name: 'Delete and redraft' }).click();

  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog.getByLabel('What is on your mind?')).toHaveValue('Written twice #redraft');
  await expect(dialog.getByRole('textbox', { name: 'Content warning' })).toHaveValue(
    'A warning kept',
  );
  await expect(dialog.getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted');
  const gone = await fetch(`${SANDBOX_URL}/api/v1/statuses/${made.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status).toBe(404);
  // What the deleted post held survives a reload until it is posted again.
  // The dialog is gone after a reload; the draft waits in Drafts, and opens as a page.
  await page.reload();
  await expect(dialog).toHaveCount(0);
  await page.goto('/#/drafts');
  await page
    .getByRole('list', { name: 'Drafts' })
    .getByRole('listitem')
    .filter({ hasText: 'A warning kept' })
    .getByRole('link', { name: 'Open' })
    .click();
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Written twice #redraft');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  // Behind its content warning.
  await expect(page.locator('.thread-focus').getByText('A warning kept')).toBeVisible();

  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const mine = await sandboxApi<PostWithMedia[]>(`/api/v1/accounts/${me.id}/statuses`, token);
  const again = mine.filter((status) => status.content.includes('Written twice'));
  expect(again).toHaveLength(1);
  expect(again[0].id).not.toBe(made.id);
  expect(again[0]).toMatchObject({ spoiler_text: 'A warning kept', visibility: 'unlisted' });
});

test('offline, the post waits for the connection when asked, and is made exactly once', async ({
  page,
  context,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const count = async (text: string) =>
    (await sandboxApi<SandboxStatus[]>(`/api/v1/accounts/${me.id}/statuses`, token)).filter(
      (status) => status.content.includes(text),
    ).length;
  await page.getByRole('link', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  const text = dialog.getByLabel('What is on your mind?');

  // Asked, then cancelled: nothing is posted when the connection returns.
  await text.fill('Not sent after all');
  await context.setOffline(true);
  await expect(
    dialog.getByText('You are offline. What you write is kept on this device.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Post when back online' }).click();
  await dialog.getByRole('button', { name: 'Cancel sending' }).click();
  await context.setOffline(false);
  await expect(dialog.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  expect(await count('Not sent after all')).toBe(0);

  await text.fill('Sent when back online');
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Post when back online' }).click();
  await expect(dialog.getByText('This post will be sent when you are back online.')).toBeVisible();
  expect(await count('Sent when back online')).toBe(0);
  await context.setOffline(false);
  await viewPosted(page);
  await expect(page.locator('.thread-focus').getByText('Sent when back online')).toBeVisible();
  expect(await count('Sent when back online')).toBe(1);
});

test('an edit changes the alt text of a picture already on the post', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const picture = await uploadPicture(token, 'Alt text before the edit');
  const made = await post(token, { status: 'A picture described again', media_ids: [picture.id] });
  await page.goto(`/#/compose?edit=${made.id}`);
  const attached = page.getByRole('list', { name: 'Attached media' }).getByRole('listitem');
  const alt = attached.first().getByLabel('Alt text');
  await expect(alt).toHaveValue('Alt text before the edit');
  await alt.fill('Alt text after the edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const saved = await sandboxApi<PostWithMedia>(`/api/v1/statuses/${made.id}`, token);
  expect(saved.media_attachments.map((media) => [media.id, media.description])).toEqual([
    [picture.id, 'Alt text after the edit'],
  ]);
});
