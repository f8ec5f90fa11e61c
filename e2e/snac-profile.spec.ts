import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { snacForFile } from './support/snac';
import { snacRequest, snacToken } from './support/snac-api';
import { logInToSnac } from './support/snac-login';

/**
 * Blocks, mutes and the profile on a real snac2 server (2.75): it blocks and unblocks through the
 * API, but lists no blocked or muted accounts (GET /api/v1/blocks, /mutes 404), mutes no one
 * (POST …/mute 404), keeps no private notes and no domain blocks. Petrel offers what works and says
 * the rest is not offered, with no retry. Its CORS answer allows no PATCH, so no browser can save a profile there.
 */
const snac = snacForFile();

test.beforeAll(() => {
  snac.addUser('bob', 'Hello from bob on snac');
});

interface Relationship {
  blocking: boolean;
}

test('on snac2, alice blocks and unblocks from a profile; muting, notes and the lists are not offered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await snacToken(snac, snac.user, snac.password);
  const bob = await snacRequest<{ id: string }>(snac, token, '/api/v1/accounts/lookup?acct=bob');
  const blocking = async () =>
    (
      await snacRequest<Relationship[]>(
        snac,
        token,
        `/api/v1/accounts/relationships?id[]=${bob.id}`,
      )
    )[0].blocking;

  await logInToSnac(page, snac);
  await page.goto(`/#/${snac.host}/a/@bob`);
  await expect(page.getByRole('heading', { level: 2, name: 'bob' })).toBeVisible();
  const more = page.locator('.profile-more').getByRole('button', { name: 'More' });
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Block @bob/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Mute/ })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: /private note/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Profile menu on snac2');
  await saveScreenshot(page, 'snac-profile-menu');

  await menu.getByRole('menuitem', { name: /^Block @bob/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click();
  // snac names its own users with the host (`bob@127.0.0.1:port`).
  await expect(page.getByRole('status').filter({ hasText: /^Blocked @bob/ })).toBeVisible();
  await expect.poll(blocking).toBe(true);
  await more.click();
  await page.getByRole('menuitem', { name: /^Unblock @bob/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Unblocked @bob/ })).toBeVisible();
  await expect.poll(blocking).toBe(false);

  await page.goto('/#/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked users' })).toBeVisible();
  await expect(page.getByText(/This server does not list blocked accounts\./)).toBeVisible();
  await expect(page.getByText('This server does not offer blocking domains.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Block a domain' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Blocked users on snac2');
  await saveScreenshot(page, 'snac-blocked-not-offered');

  await page.goto('/#/muted');
  await expect(page.getByRole('heading', { level: 1, name: 'Muted users' })).toBeVisible();
  await expect(page.getByText('This server does not list muted accounts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('on snac2, editing the profile is not offered (its CORS answer forbids PATCH)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInToSnac(page, snac);
  await page.goto('/#/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(page.getByText(/This server does not let apps edit your profile\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await saveScreenshot(page, 'snac-profile-edit-not-offered');
});
