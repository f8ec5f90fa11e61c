import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  accountId,
  findPublicStatus,
  logInAs,
  sandboxApi,
  storedToken,
  type SandboxStatus,
} from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

interface Relationship {
  following: boolean;
  requested: boolean;
  blocking: boolean;
  muting: boolean;
}

test.beforeEach(async () => {
  await resetSandbox();
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
});

async function openPost(page: Page, id: string) {
  await page.goto(`/#/${SANDBOX_HOST}/s/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  return page.locator('.thread-focus');
}

async function chooseFromMenu(page: Page, item: string | RegExp) {
  await page.locator('.thread-focus').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A post of alice's own, made through the API. */
async function ownPost(token: string, text: string, visibility = 'public') {
  return await sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: text, visibility }),
  });
}

async function latestPostOf(username: string, token: string): Promise<SandboxStatus> {
  const id = await accountId(username);
  const [post] = await sandboxApi<SandboxStatus[]>(
    `/api/v1/accounts/${id}/statuses?limit=1&exclude_replies=true&exclude_reblogs=true`,
    token,
  );
  return post;
}

test('boost as unlisted from the menu; the server holds an unlisted boost', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await latestPostOf('bob', token);
  const focus = await openPost(page, bobs.id);
  await focus.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'post menu');
  await page.getByRole('menuitem', { name: 'Boost as unlisted' }).click();
  await expect(focus.getByRole('button', { name: /^Boost/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  await expect
    .poll(async () => {
      const mine = await sandboxApi<(SandboxStatus & { visibility: string })[]>(
        `/api/v1/accounts/${me.id}/statuses?limit=5`,
        token,
      );
      return mine.find((status) => status.reblog?.id === bobs.id)?.visibility;
    })
    .toBe('unlisted');
});

test('pin and unpin an own post; mute its conversation', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const me = await sandboxApi<{ id: string }>('/api/v1/accounts/verify_credentials', token);
  const mine = await ownPost(token, 'A post worth pinning');
  const pinnedIds = async () =>
    (
      await sandboxApi<SandboxStatus[]>(`/api/v1/accounts/${me.id}/statuses?pinned=true`, token)
    ).map((status) => status.id);

  await openPost(page, mine.id);
  await chooseFromMenu(page, 'Pin on profile');
  await expect.poll(pinnedIds).toContain(mine.id);
  await chooseFromMenu(page, 'Unpin from profile');
  await expect.poll(pinnedIds).not.toContain(mine.id);

  await chooseFromMenu(page, 'Mute conversation');
  await expect
    .poll(
      async () =>
        (await sandboxApi<{ muted: boolean }>(`/api/v1/statuses/${mine.id}`, token)).muted,
    )
    .toBe(true);
  await page.locator('.thread-focus').getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unmute conversation' })).toBeVisible();
});

test('follow, then block, the author from the post menu', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const relationship = async (id: string) =>
    (await sandboxApi<Relationship[]>(`/api/v1/accounts/relationships?id[]=${id}`, token))[0];
  // Set-up: alice follows most people; she stops following walter first.
  const author = { name: 'walter', id: await accountId('walter') };
  await sandboxApi(`/api/v1/accounts/${author.id}/unfollow`, token, { method: 'POST' });
  expect((await relationship(author.id)).following).toBe(false);
  const post = await latestPostOf(author.name, token);
  await openPost(page, post.id);

  await chooseFromMenu(page, `Follow @${author.name}`);
  await expect(page.getByText(`Following @${author.name}.`)).toBeVisible();
  expect((await relationship(author.id)).following).toBe(true);

  await chooseFromMenu(page, `Block @${author.name}`);
  const question = page.getByRole('alertdialog', { name: /^Block @walter/ });
  await question.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`Blocked @${author.name}.`)).toBeVisible();
  const after = await relationship(author.id);
  expect(after.blocking).toBe(true);
  expect(after.following).toBe(false);
});

test('report the author with a reason, a rule, a comment and a post', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await latestPostOf('bob', token);
  await openPost(page, bobs.id);
  await chooseFromMenu(page, 'Report @bob');

  const dialog = page.getByRole('dialog', { name: 'Report @bob' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: "It breaks the server's rules" }).check();
  await dialog.getByRole('checkbox', { name: /Be kind to each other/ }).check();
  await dialog.getByLabel(/Anything else the moderators should know/).fill('Rude replies');
  const posts = dialog.getByRole('group', { name: 'Posts to include' }).getByRole('checkbox');
  await expect(posts.first()).toBeChecked();
  await expect(posts.nth(1)).toBeVisible();
  await posts.nth(1).check();
  await expectNoSeriousA11yViolations(page, 'report dialog');
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `report-dialog-${name}-${colorScheme}`);
    }
  }
  await expectNoSeriousA11yViolations(page, 'report dialog (phone, dark)');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Report sent\./)).toBeVisible();

  const reports = await sandboxApi<
    {
      category: string;
      comment: string;
      rule_ids: string[];
      status_ids: string[];
      target_account: { acct: string };
    }[]
  >('/_sandbox/reports');
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    category: 'violation',
    comment: 'Rude replies',
    rule_ids: ['1'],
    target_account: { acct: 'bob' },
  });
  expect(reports[0].status_ids).toHaveLength(2);
  expect(reports[0].status_ids[0]).toBe(bobs.id);
});

test('liked-by and boosted-by lists open from the post page', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const popular = await findPublicStatus(
    (status) =>
      !status.reblog &&
      (status as { favourites_count?: number }).favourites_count! > 1 &&
      (status as { reblogs_count?: number }).reblogs_count! > 0,
    token,
  );
  const likers = await sandboxApi<{ acct: string }[]>(
    `/api/v1/statuses/${popular.id}/favourited_by`,
  );
  const focus = await openPost(page, popular.id);
  await focus.getByRole('link', { name: /^Liked by/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liked by' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Accounts that liked this post' });
  await expect(list.getByRole('link', { name: new RegExp(`@${likers[0].acct}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'liked-by');
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `liked-by-${name}-${colorScheme}`);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page
    .locator('.thread-focus')
    .getByRole('link', { name: /^Boosted by/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boosted by' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Accounts that boosted this post' }).getByRole('link').first(),
  ).toBeVisible();
});
