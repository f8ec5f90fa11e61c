import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/axe';
import { authorizeOnSandbox, signInOnSandbox } from './support/login';
import {
  accountId,
  clientCredentials,
  currentAccountToken,
  findPublicStatus,
  logInAs,
  sandboxApi,
  storedToken,
} from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

const accountsButton = (page: Page) => page.getByRole('button', { name: 'Accounts' });
const storedAccounts = (page: Page) => page.getByRole('list', { name: 'Stored accounts' });

async function addAccount(page: Page, username: string) {
  await accountsButton(page).click();
  await page.getByRole('link', { name: 'Add account' }).click();
  await page.getByRole('textbox', { name: 'Instance' }).fill(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, username);
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

test('two accounts: the current one is marked, log out names it and asks, unfollow asks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAs(page, 'alice');
  await addAccount(page, 'bob');

  await accountsButton(page).click();
  const bob = storedAccounts(page).getByRole('button', { name: /@bob@/ });
  await expect(bob).toHaveAttribute('aria-current', 'true');
  await expect(bob).toContainText('Current account');
  await expect(bob).toContainText(`@bob@${SANDBOX_HOST}`);
  const alice = storedAccounts(page).getByRole('button', { name: /^Switch to .*@alice@/ });
  await expect(alice).not.toHaveAttribute('aria-current');
  await expect(alice).toContainText(`@alice@${SANDBOX_HOST}`);
  await expectAccessibleInBothThemes(page, 'account switcher');
  await saveScreenshotSet(page, 'account-switcher-open');

  await alice.click();
  await accountsButton(page).click();
  await expect(storedAccounts(page).getByRole('button', { name: /@alice@/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const aliceToken = await currentAccountToken(page);

  // Log out names the account and asks; Cancel keeps it.
  const logOut = page.getByRole('button', { name: `Log out @alice@${SANDBOX_HOST}` });
  await logOut.click();
  const question = page.getByRole('alertdialog', { name: `Log out @alice@${SANDBOX_HOST}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleInBothThemes(page, 'log-out confirmation');
  // At this width only: the account menu has its place per width (the sidebar's foot, or a
  // phone's title bar), so a narrower window shows it anew, without this question.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await saveScreenshot(page, `account-logout-confirm-desktop-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: null });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(logOut).toBeFocused();
  await logOut.click();
  await question.getByRole('button', { name: 'Log out' }).click();
  await expect(question).toHaveCount(0);
  await accountsButton(page).click();
  await expect(storedAccounts(page).getByRole('button', { name: /@alice@/ })).toHaveCount(0);
  await expect(storedAccounts(page).getByRole('button', { name: /@bob@/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const revoked = await fetch(`${SANDBOX_URL}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${aliceToken}` },
  });
  expect(revoked.status).toBe(401);
  await page.keyboard.press('Escape');
  await expect(accountsButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(accountsButton(page)).toBeFocused();

  // Unfollow asks first, naming the account; Cancel keeps the follow.
  // Bob is the only account left, so the first stored token is his.
  const bobToken = await storedToken(page);
  const carolId = await accountId('carol');
  const following = async () =>
    (
      await sandboxApi<{ following: boolean }[]>(
        `/api/v1/accounts/relationships?id[]=${carolId}`,
        bobToken,
      )
    )[0].following;
  await page.goto(`/#/${SANDBOX_HOST}/a/${carolId}`);
  const follow = page.getByRole('button', { name: /^Follow / });
  const unfollow = page.getByRole('button', { name: /^Unfollow / });
  if (!(await following())) {
    await follow.click();
    await expect(unfollow).toBeVisible();
  }
  await unfollow.click();
  const unfollowQuestion = page.getByRole('alertdialog', {
    name: `Unfollow @carol@${SANDBOX_HOST}?`,
  });
  await expect(unfollowQuestion).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(unfollowQuestion).toHaveCount(0);
  expect(await following()).toBe(true);
  await unfollow.click();
  await unfollowQuestion.getByRole('button', { name: 'Unfollow' }).click();
  await expect(follow).toBeVisible();
  await expect.poll(following).toBe(false);
});

test('a revoked token is said once, with ways back in that work', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAs(page, 'dave');
  const token = await storedToken(page);
  const credentials = await clientCredentials(page);
  const revoke = await fetch(`${SANDBOX_URL}/oauth/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...credentials }),
  });
  expect(revoke.ok).toBe(true);

  await page.reload();
  const message = page.getByText(/has expired or was revoked/);
  await expect(message).toHaveCount(1);
  await expect(
    page.getByText(`Your session for @dave@${SANDBOX_HOST} has expired`, { exact: false }),
  ).toBeVisible();
  // Other screens ask the server more; the message stays one, and no retry is offered.
  for (const screen of ['Notifications', 'Home']) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: screen })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(message).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Use another account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue logged out' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'expired session');
  await saveScreenshotSet(page, 'session-expired');

  await page.getByRole('link', { name: 'Log in again' }).click();
  await expect(page.getByRole('textbox', { name: 'Instance' })).toHaveValue(SANDBOX_HOST);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSandbox(page, 'dave');
  await authorizeOnSandbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('Escape closes an alt-text popover and a post menu, focus back on their buttons', async ({
  page,
}) => {
  await logInAs(page, 'erin');
  const described = await findPublicStatus((status) =>
    (status.media_attachments as { description?: string | null }[]).some((media) =>
      Boolean(media.description),
    ),
  );
  await page.goto(`/#/${SANDBOX_HOST}/s/${described.id}`);
  const post = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Show description' }) })
    .first();
  const badge = post.getByRole('button', { name: 'Show description' }).first();
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(badge).toHaveAttribute('aria-expanded', 'false');
  await expect(badge).toBeFocused();

  const more = post.getByRole('button', { name: 'More' }).first();
  await more.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(more).toBeFocused();
  await expectAccessibleInBothThemes(page, 'post after Escape');
});
