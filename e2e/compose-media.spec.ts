import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, ownPosts } from './support/reading';
import { SANDBOX_HOST, addFault, clearFaults, removeFault, resetSandbox } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
  await clearFaults();
});

/** A PNG made here; `noise` makes it large (it does not compress). */
function png(width: number, height: number, noise = false): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) {
    const pixel = i / 4;
    image.data[i] = noise ? Math.floor(Math.random() * 256) : (pixel % width) % 256;
    image.data[i + 1] = noise ? Math.floor(Math.random() * 256) : 90;
    image.data[i + 2] = noise ? Math.floor(Math.random() * 256) : 160;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

/** The composer, open as a dialog over the current screen. */
const composer = (page: Page) => page.getByRole('dialog', { name: 'New post' });

/** Picks files with the composer's Add media button, as a person does. */
async function pickFiles(page: Page, ...files: { name: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await composer(page).getByRole('button', { name: 'Add media' }).click();
  await (await chooser).setFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
}

interface SandboxMediaStatus {
  id: string;
  content: string;
  media_attachments: { id: string; type: string; description: string | null }[];
}

const postsOfAlice = (page: Page, text: string) => ownPosts<SandboxMediaStatus>(page, text);

const item = (page: Page, name: string) =>
  composer(page).getByRole('list', { name: 'Attached media' }).getByRole('listitem', { name });

/** The dialog has closed and says the post is published, linking to the post that was made. */
async function expectPublished(page: Page, id: string) {
  await expect(composer(page)).toBeHidden();
  await expect(page.getByRole('status').getByText('Your post is published.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View it' })).toHaveAttribute(
    'href',
    `#/${SANDBOX_HOST}/s/${id}`,
  );
}

test('an image uploads with a progress bar, waits through processing, and posts with its alt text', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('n');
  await composer(page).getByLabel('What is on your mind?').fill('A picture with words');
  // A slow connection shows the upload's progress; the server then keeps the file processing.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  const stuck = await addFault({ type: 'media_stuck' });
  await pickFiles(page, { name: 'noise.png', buffer: png(900, 900, true) });

  const progress = page.getByRole('progressbar', { name: 'Uploading noise.png' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
  expect(Number(await progress.getAttribute('value'))).toBeLessThan(1);
  const photo = item(page, 'noise.png');
  await expect(photo.getByText('Processing…')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(photo.getByText(/No alt text yet/)).toBeVisible();
  await photo.getByLabel('Alt text').fill('Grey static, like an old television');
  await expect(photo.getByText(/No alt text yet/)).toHaveCount(0);
  await expect(photo.getByText('1465 characters left')).toBeVisible();
  const post = composer(page).getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await expect(
    composer(page).getByText('Posting waits until the media are uploaded.'),
  ).toBeVisible();

  await removeFault(stuck);
  await expect(photo.getByText('Uploaded')).toBeVisible();
  await post.click();

  await expect(composer(page)).toBeHidden();
  const [made] = await postsOfAlice(page, 'A picture with words');
  await expectPublished(page, made.id);
  expect(made.media_attachments).toHaveLength(1);
  expect(made.media_attachments[0]).toMatchObject({
    type: 'image',
    description: 'Grey static, like an old television',
  });
  // Home opens where alice last read: scroll up to the newest posts, as a person would.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const feed = page.getByRole('feed', { name: 'Home timeline' });
  await feed.hover();
  const image = feed.getByRole('img', { name: 'Grey static, like an old television' });
  await expect(async () => {
    const newer = page.getByRole('button', { name: /new post/ });
    if (await newer.isVisible()) await newer.click();
    await page.mouse.wheel(0, -5000);
    await expect(image.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('a failed upload says why and is retried, keeping the other file and the text', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('n');
  await composer(page).getByLabel('What is on your mind?').fill('Two pictures, one retried');
  await pickFiles(page, { name: 'first.png', buffer: png(40, 30) });
  await expect(item(page, 'first.png').getByText('Uploaded')).toBeVisible();
  await item(page, 'first.png').getByLabel('Alt text').fill('The first picture');

  await addFault({ type: 'error', status: 503, match: 'POST /api/v2/media', times: 1 });
  await pickFiles(page, { name: 'second.png', buffer: png(30, 40) });
  const second = item(page, 'second.png');
  await expect(second.getByRole('alert')).toHaveText(
    'Upload failed: Unable to upload the file. Sandbox fault: injected server error',
  );
  await expect(
    composer(page).getByText('Retry or remove the failed upload to post.'),
  ).toBeVisible();
  await expect(composer(page).getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await expect(composer(page).getByLabel('What is on your mind?')).toHaveValue(
    'Two pictures, one retried',
  );
  await expect(item(page, 'first.png').getByText('Uploaded')).toBeVisible();

  await second.getByRole('button', { name: 'Retry' }).click();
  await expect(second.getByText('Uploaded')).toBeVisible();
  await second.getByLabel('Alt text').fill('The second picture');
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();

  await expect(composer(page)).toBeHidden();
  const [made] = await postsOfAlice(page, 'Two pictures, one retried');
  await expectPublished(page, made.id);
  await page.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page.locator('main').getByRole('img', { name: 'The second picture' })).toBeVisible();
  expect(made.media_attachments.map((media) => media.description)).toEqual([
    'The first picture',
    'The second picture',
  ]);
});

test('a reload in the middle of writing keeps the media and their alt text', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('n');
  await composer(page).getByLabel('What is on your mind?').fill('Kept with its pictures');
  await pickFiles(page, { name: 'kept.png', buffer: png(64, 48) });
  const kept = item(page, 'kept.png');
  await expect(kept.getByText('Uploaded')).toBeVisible();
  await kept.getByLabel('Alt text').fill('A blue gradient');
  // The second file is still on its way when the page reloads.
  const hang = await addFault({ type: 'hang', match: 'POST /api/v2/media' });
  await pickFiles(page, { name: 'pending.png', buffer: png(48, 64) });
  await expect(item(page, 'pending.png').getByText('Uploading…')).toBeVisible();
  await page.waitForTimeout(500);
  await page.reload();
  await removeFault(hang);

  // After a reload the dialog is closed; New post opens it again with the kept draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(composer(page).getByLabel('What is on your mind?')).toHaveValue(
    'Kept with its pictures',
  );
  await expect(item(page, 'kept.png').getByLabel('Alt text')).toHaveValue('A blue gradient');
  await expect(item(page, 'kept.png').getByText('Uploaded')).toBeVisible();
  await expect(item(page, 'pending.png').getByText('Uploaded')).toBeVisible();
  await expect(item(page, 'kept.png').locator('img').first()).toHaveJSProperty('naturalWidth', 64);
  await item(page, 'kept.png').getByRole('button', { name: 'Focal point' }).click();
  const left = item(page, 'kept.png').getByRole('slider', { name: 'From the left' });
  await left.focus();
  await left.press('ArrowRight');
  await expect(left).toHaveValue('51');
  await item(page, 'kept.png').getByRole('button', { name: 'Focal point' }).click();
  await composer(page).evaluate((dialog) => dialog.scrollTo(0, 0));

  await expectNoSeriousA11yViolations(page, 'Composer with media');
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `compose-media-${name}-${colorScheme}`);
    }
  }
  await expectNoSeriousA11yViolations(page, 'Composer with media (phone, dark)');

  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer(page)).toBeHidden();
  const [made] = await postsOfAlice(page, 'Kept with its pictures');
  await expectPublished(page, made.id);
  expect(made.media_attachments.map((media) => media.description)).toEqual([
    'A blue gradient',
    null,
  ]);
});
