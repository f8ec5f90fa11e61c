import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, sandboxApi, storedToken } from './support/reading';
import { resetSandbox, SANDBOX_HOST, sandboxTokenFor } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

interface RawList {
  id: string;
  title: string;
  replies_policy: string;
  exclusive: boolean;
}

async function listNamed(token: string, title: string): Promise<RawList> {
  const lists = await sandboxApi<RawList[]>('/api/v1/lists', token);
  const found = lists.find((list) => list.title === title);
  expect(found, `list ${title}`).toBeDefined();
  return found!;
}

const timeline = (page: Page) => page.getByRole('feed');

test('alice adds bob to a new list, sees his post there, removes him, and saves the list’s settings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bobToken = await sandboxTokenFor('bob');
  const text = `Ferry timetable for the list ${Date.now()}`;
  await sandboxApi('/api/v1/statuses', bobToken, {
    method: 'POST',
    body: JSON.stringify({ status: text }),
  });

  await logInAs(page, 'alice');
  const token = await storedToken(page);
  await page.goto('/#/lists');
  await page.getByRole('textbox', { name: 'New list' }).fill('Harbour crew');
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('link', { name: 'Harbour crew' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour crew' })).toBeVisible();
  await expect(timeline(page).getByText(text)).toHaveCount(0);

  await page.getByRole('button', { name: 'Members' }).click();
  const members = page.getByRole('dialog', { name: 'Members of “Harbour crew”' });
  await expect(members.getByText('No one is in this list yet.')).toBeVisible();
  await members.getByRole('searchbox', { name: 'Add people you follow' }).fill('bob');
  await members.getByRole('button', { name: 'Add @bob to the list' }).click();
  const memberList = members.getByRole('list', { name: 'Members' });
  await expect(memberList.getByRole('link', { name: /Bob Ferreira/ })).toBeVisible();
  await expect(members.getByRole('button', { name: 'Add @bob to the list' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'List members');
  await saveScreenshotSet(page, 'list-members');
  await members.getByRole('button', { name: 'Done' }).click();
  await expect(members).toHaveCount(0);
  await expect(timeline(page).getByText(text)).toBeVisible();

  const list = await listNamed(token, 'Harbour crew');
  const inside = await sandboxApi<{ acct: string }[]>(`/api/v1/lists/${list.id}/accounts`, token);
  expect(inside.map((account) => account.acct)).toEqual(['bob']);

  await page.getByRole('button', { name: 'Members' }).click();
  await members.getByRole('button', { name: 'Remove @bob from the list' }).click();
  await expect(members.getByText('No one is in this list yet.')).toBeVisible();
  await members.getByRole('button', { name: 'Done' }).click();
  await expect(timeline(page).getByText(text)).toHaveCount(0);
  expect(await sandboxApi(`/api/v1/lists/${list.id}/accounts`, token)).toEqual([]);

  await page.getByRole('button', { name: 'Edit list' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit list' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Harbour pilots');
  await edit.getByRole('radio', { name: 'No replies' }).check();
  await edit.getByRole('checkbox', { name: /Hide these members’ posts from Home/ }).check();
  await expectNoSeriousA11yViolations(page, 'Edit list');
  await saveScreenshotSet(page, 'list-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour pilots' })).toBeVisible();
  const saved = await sandboxApi<RawList>(`/api/v1/lists/${list.id}`, token);
  expect(saved).toMatchObject({ title: 'Harbour pilots', replies_policy: 'none', exclusive: true });

  // Settings shown again as saved, after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Edit list' }).click();
  await expect(edit.getByRole('radio', { name: 'No replies' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: /Hide these members’ posts/ })).toBeChecked();
  await edit.getByRole('button', { name: 'Delete list' }).click();
  await edit.getByRole('button', { name: 'Delete “Harbour pilots”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  const left = await sandboxApi<RawList[]>('/api/v1/lists', token);
  expect(left.map((entry) => entry.title)).not.toContain('Harbour pilots');
});

test('from bob’s profile, alice puts him in lists and takes him out; someone she does not follow cannot be listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobId = await accountId('bob');
  await page.goto(`/#/${SANDBOX_HOST}/a/${bobId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Bob Ferreira' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lists with @bob' });
  const closeFriends = dialog.getByRole('checkbox', { name: 'Close friends' });
  await expect(closeFriends).toBeChecked();

  await dialog.getByRole('textbox', { name: 'New list' }).fill('Ferries');
  await dialog.getByRole('button', { name: 'Create and add' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Ferries' })).toBeChecked();
  await closeFriends.uncheck();
  await expect(closeFriends).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'Add to lists');
  await saveScreenshotSet(page, 'list-membership');
  await expect
    .poll(async () =>
      (await sandboxApi<RawList[]>(`/api/v1/accounts/${bobId}/lists`, token)).map((l) => l.title),
    )
    .toEqual(['Ferries']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // Someone alice does not follow.
  const following = await sandboxApi<{ acct: string }[]>(
    `/api/v1/accounts/${await accountId('alice')}/following?limit=80`,
    token,
  );
  const followed = new Set(following.map((account) => account.acct));
  const stranger = ['heidi', 'ivan', 'judy', 'niaj', 'olivia', 'peggy', 'rupert', 'sybil'].find(
    (name) => !followed.has(name),
  )!;
  await page.goto(`/#/${SANDBOX_HOST}/a/${await accountId(stranger)}`);
  await page.getByRole('button', { name: 'Add to lists' }).click();
  const strangerDialog = page.getByRole('dialog', { name: `Lists with @${stranger}` });
  await expect(
    strangerDialog.getByText(
      `Lists can only hold accounts you follow. Follow @${stranger} to add them to a list.`,
    ),
  ).toBeVisible();
  await expect(strangerDialog.getByRole('checkbox')).toHaveCount(0);
});

test('alice features a hashtag on her profile, bob sees it there; hashtags are followed and unfollowed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const aliceId = await accountId('alice');
  await page.goto(`/#/${SANDBOX_HOST}/a/${aliceId}`);
  const featured = page.getByRole('region', { name: 'Featured hashtags' });
  const suggested = featured.getByRole('list', { name: 'Suggested hashtags' });
  await expect(suggested.getByRole('button', { name: 'Feature #photography' })).toBeVisible();
  await suggested.getByRole('button', { name: 'Feature #photography' }).click();
  const chips = featured.getByRole('list', { name: 'Featured hashtags' });
  await expect(chips.getByRole('link', { name: '#photography' })).toBeVisible();
  await expect(suggested.getByRole('button', { name: 'Feature #photography' })).toHaveCount(0);
  await featured.getByRole('textbox', { name: 'Feature a hashtag' }).fill('#Harbour');
  await featured.getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(chips.getByRole('link', { name: '#harbour' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Featured hashtags');
  await saveScreenshotSet(page, 'featured-hashtags');
  await chips.getByRole('button', { name: 'Stop featuring #harbour' }).click();
  await expect(chips.getByRole('link', { name: '#harbour' })).toHaveCount(0);
  const stored = await sandboxApi<{ name: string }[]>('/api/v1/featured_tags', token);
  expect(stored.map((tag) => tag.name)).toEqual(['photography']);

  // Followed hashtags: follow on the hashtag's page, see it in the list, unfollow there.
  await page.goto(`/#/${SANDBOX_HOST}/t/kelp`);
  await page.getByRole('button', { name: 'Follow #kelp' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow #kelp' })).toBeVisible();
  await page.goto('/#/followed-hashtags');
  const followedList = page.getByRole('list', { name: 'Followed hashtags' });
  await expect(followedList.getByRole('link', { name: '#kelp' })).toBeVisible();
  await followedList.getByRole('button', { name: 'Unfollow #kelp' }).click();
  await expect(followedList.getByRole('button', { name: 'Follow #kelp' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Follow a hashtag' }).fill('tides');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(followedList.getByRole('link', { name: '#tides' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Followed hashtags');
  const tags = await sandboxApi<{ name: string }[]>('/api/v1/followed_tags', token);
  expect(tags.map((tag) => tag.name)).toContain('tides');
  expect(tags.map((tag) => tag.name)).not.toContain('kelp');

  // Another reader sees alice's featured hashtag on her profile.
  const bobContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const bobPage = await bobContext.newPage();
  await logInAs(bobPage, 'bob');
  await bobPage.goto(`/#/${SANDBOX_HOST}/a/${aliceId}`);
  const seen = bobPage.getByRole('list', { name: 'Featured hashtags' });
  await expect(seen.getByRole('link', { name: '#photography' })).toBeVisible();
  await expect(seen.getByRole('button')).toHaveCount(0);
  await bobContext.close();
});
