import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, relationshipTo, sandboxApi, storedToken } from './support/reading';
import { SANDBOX_HOST, resetSandbox, sandboxTokenFor } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** A PNG made here: a square in two colours, so a crop of it is still a picture. */
function png(size: number): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      image.data.set(x < size / 2 ? [30, 120, 200, 255] : [240, 180, 40, 255], at);
    }
  }
  return PNG.sync.write(image);
}

async function openProfile(page: Page, username: string, name: string) {
  await page.goto(`/#/${SANDBOX_HOST}/a/${await accountId(username)}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

function moreMenu(page: Page) {
  return page.locator('.profile-more');
}

async function chooseFromMenu(page: Page, item: string | RegExp) {
  await moreMenu(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('alice edits her profile with a new avatar and sees it in the header and the account switcher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const before = await sandboxApi<{ avatar: string }>('/api/v1/accounts/verify_credentials', token);
  await page.goto(`/#/${SANDBOX_HOST}/a/${await accountId('alice')}`);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Display name' }).fill('Alice at the Harbour');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Counting petrels since spring.');
  await page.getByRole('button', { name: 'Add a field' }).click();
  const fieldCount = await page.getByRole('textbox', { name: /^Label \d$/ }).count();
  await page.getByRole('textbox', { name: `Label ${fieldCount}` }).fill('Birds');
  await page.getByRole('textbox', { name: `Content ${fieldCount}` }).fill('Storm petrels');

  // A file that is not an image is refused with a message; nothing typed is lost.
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert')).toContainText('not an image');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(
    'Alice at the Harbour',
  );

  await page.getByTestId('avatar-file').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: png(600),
  });
  const crop = page.getByRole('dialog', { name: 'Crop the avatar' });
  await expect(crop).toBeVisible();
  await crop.getByRole('group', { name: 'Part of the image kept' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expectNoSeriousA11yViolations(page, 'Crop the avatar');
  await saveScreenshotSet(page, 'profile-edit-crop');
  await crop.getByRole('button', { name: 'Use this' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'New avatar' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Edit profile');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshotSet(page, 'profile-edit');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();

  // The server got the cropped square (at most 400×400) and the rest of the form.
  const saved = await sandboxApi<{
    avatar: string;
    display_name: string;
    fields: { name: string; value: string }[];
  }>('/api/v1/accounts/verify_credentials', token);
  expect(saved.avatar).not.toBe(before.avatar);
  expect(saved.display_name).toBe('Alice at the Harbour');
  expect(saved.fields.map((field) => field.name)).toContain('Birds');
  const served = PNG.sync.read(Buffer.from(await (await fetch(saved.avatar)).arrayBuffer()));
  expect([served.width, served.height]).toEqual([400, 400]);

  await page.getByRole('link', { name: 'See your profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Alice at the Harbour' })).toBeVisible();
  await expect(page.locator('.profile-identity img')).toHaveAttribute('src', saved.avatar);
  const switcher = page.getByRole('button', { name: 'Accounts', exact: true });
  await expect(switcher.locator('img')).toHaveAttribute('src', saved.avatar);
  await switcher.click();
  await expect(
    page
      .getByRole('list', { name: 'Stored accounts' })
      .getByRole('button', { name: /Alice at the Harbour .*, current account/ }),
  ).toBeVisible();
});

test('alice blocks mallory from her profile, finds her in Blocked users and unblocks her there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const answer = (button: string) =>
    page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
  await openProfile(page, 'mallory', 'Mallory Reyes');
  // The seed has mallory blocked: unblock her first (it asks), then block her again.
  await expect(page.getByRole('list', { name: 'Relationship' })).toContainText('Blocked');
  await moreMenu(page).getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Mention @mallory' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Unblock @mallory…' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Report @mallory…' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profile menu');
  await saveScreenshotSet(page, 'profile-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(moreMenu(page).getByRole('button', { name: 'More' })).toBeFocused();

  await chooseFromMenu(page, 'Unblock @mallory…');
  await answer('Unblock');
  await expect(page.getByRole('status').filter({ hasText: 'Unblocked @mallory.' })).toBeVisible();
  await expect.poll(async () => (await relationshipTo(token, 'mallory')).blocking).toBe(false);
  await chooseFromMenu(page, 'Block @mallory…');
  await answer('Block');
  await expect(page.getByRole('status').filter({ hasText: 'Blocked @mallory.' })).toBeVisible();
  await expect.poll(async () => (await relationshipTo(token, 'mallory')).blocking).toBe(true);

  await page.goto('/#/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked users' })).toBeVisible();
  const blocked = page.getByRole('list', { name: 'Blocked accounts' });
  await expect(blocked.getByRole('link', { name: /Mallory Reyes/ })).toBeVisible();

  // A domain blocked from the field (it asks first) is listed.
  await page.getByRole('textbox', { name: 'Block a domain' }).fill('https://Spam.Example/about');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Block spam.example?' })).toContainText(
    'You will not see posts or notifications from this domain',
  );
  await expectNoSeriousA11yViolations(page, 'Blocking a domain, asked');
  await saveScreenshotSet(page, 'blocked-domain-question');
  await answer('Block spam.example');
  const domains = page.getByRole('list', { name: 'Blocked domains' });
  await expect(domains.getByText('spam.example')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Blocked users');
  await saveScreenshotSet(page, 'blocked-users');

  await blocked.getByRole('button', { name: 'Unblock @mallory' }).click();
  await expect(blocked.getByRole('button', { name: 'Block @mallory' })).toBeVisible();
  await expect.poll(async () => (await relationshipTo(token, 'mallory')).blocking).toBe(false);
  // Blocking again from the row asks, and Cancel leaves her unblocked.
  await blocked.getByRole('button', { name: 'Block @mallory' }).click();
  await expect(page.getByRole('alertdialog', { name: /^Block @mallory/ })).toBeVisible();
  await answer('Cancel');
  await expect(blocked.getByRole('button', { name: 'Block @mallory' })).toBeFocused();
  expect((await relationshipTo(token, 'mallory')).blocking).toBe(false);
  await domains.getByRole('button', { name: 'Unblock spam.example' }).click();
  await expect(domains.getByRole('button', { name: 'Block spam.example' })).toBeVisible();
  await expect
    .poll(async () => await sandboxApi<string[]>('/api/v1/domain_blocks', token))
    .not.toContain('spam.example');

  // Opened anew, the list has no one left.
  await page.reload();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});

test('alice mutes bob for an hour without his notifications, unmutes him, notes and follow options', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  await openProfile(page, 'bob', 'Bob Ferreira');

  await chooseFromMenu(page, 'Mute @bob…');
  const mute = page.getByRole('dialog', { name: 'Mute @bob' });
  await mute.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 hour' });
  await mute.getByRole('checkbox', { name: 'Hide notifications from them too' }).uncheck();
  await mute.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Muted @bob.' })).toBeVisible();
  const muted = await relationshipTo(token, 'bob');
  expect(muted).toMatchObject({ muting: true, muting_notifications: false });
  expect(Date.parse(muted.muting_expires_at ?? '') - Date.now()).toBeGreaterThan(50 * 60_000);

  // Follow options, once following (alice follows bob in the seed).
  await chooseFromMenu(page, 'Notify me of new posts');
  await expect.poll(async () => (await relationshipTo(token, 'bob')).notifying).toBe(true);

  await chooseFromMenu(page, 'Add private note');
  const note = page.getByRole('dialog', { name: 'Private note about @bob' });
  await note.getByRole('textbox', { name: 'Only you can see this note.' }).fill('Met at the pier');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Your private note: Met at the pier')).toBeVisible();
  expect((await relationshipTo(token, 'bob')).note).toBe('Met at the pier');

  await page.goto('/#/muted');
  await expect(page.getByRole('heading', { level: 1, name: 'Muted users' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Muted accounts' });
  const bobRow = list.getByRole('listitem').filter({ hasText: 'Bob Ferreira' });
  await expect(bobRow).toContainText('Until');
  await expect(bobRow.locator('time')).toBeVisible();
  await expect(bobRow).toContainText('Notifications still shown');
  const trentRow = list.getByRole('listitem').filter({ hasText: '@trent' });
  await expect(trentRow).toContainText('Until you unmute');
  await expect(trentRow).toContainText('Notifications muted');
  await expectNoSeriousA11yViolations(page, 'Muted users');
  await saveScreenshotSet(page, 'muted-users');

  await bobRow.getByRole('button', { name: 'Unmute @bob' }).click();
  await expect(bobRow.getByRole('button', { name: 'Mute @bob' })).toBeVisible();
  await expect.poll(async () => (await relationshipTo(token, 'bob')).muting).toBe(false);
  await saveScreenshot(page, 'muted-users-after-unmute');
});

test('a profile labels its pinned posts and shows its media as a grid opening the viewer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const bob = await accountId('bob');
  const bobToken = await sandboxTokenFor('bob');
  const [post] = await sandboxApi<{ id: string }[]>(
    `/api/v1/accounts/${bob}/statuses?exclude_replies=true&exclude_reblogs=true&limit=5`,
    bobToken,
  );
  await sandboxApi(`/api/v1/statuses/${post.id}/pin`, bobToken, { method: 'POST' });
  await openProfile(page, 'bob', 'Bob Ferreira');
  const feed = page.getByRole('feed', { name: 'Posts' });
  await expect(feed.locator('.pinned-label').first()).toHaveText('Pinned');
  await expect(feed.locator('.pinned-label')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Media' }).click();
  const grid = page.locator('.profile-media-grid');
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const image = grid.getByRole('button', { name: /^Open image/ }).first();
  if ((await image.count()) > 0) {
    await image.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'Profile media');
  await saveScreenshotSet(page, 'profile-media');
});
