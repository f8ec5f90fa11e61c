import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { snacForFile } from './support/snac';
import { snacRequest, snacToken } from './support/snac-api';
import { logInToSnac } from './support/snac-login';
import { saveScreenshot } from './support/screenshots';

/**
 * snac2 creates, lists and deletes lists, adds and removes members and serves a list's
 * timeline; it answers 404 to changing a list (PUT), to `/accounts/:id/lists` and to its own
 * featured hashtags.
 */
const snac = snacForFile();

interface Account {
  id: string;
  acct: string;
}

test('on snac2, lists gain and lose members and show their posts; what snac lacks says it is not offered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bobPassword = snac.addUser('bob', 'Bob is on snac too');
  const smoke = await snacToken(snac, snac.user, snac.password);
  const bob = await snacRequest<Account>(snac, smoke, '/api/v1/accounts/lookup?acct=bob');
  await snacRequest(snac, smoke, `/api/v1/accounts/${bob.id}/follow`, 'POST');
  await logInToSnac(page, snac);
  await page.goto('/#/lists');
  await page.getByRole('textbox', { name: 'New list' }).fill('Snac crew');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('link', { name: 'Snac crew' })).toBeVisible();
  // snac cannot rename a list.
  await expect(page.getByRole('button', { name: 'Rename Snac crew' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Snac crew' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snac crew' })).toBeVisible();

  await page.getByRole('button', { name: 'Members' }).click();
  const members = page.getByRole('dialog', { name: 'Members of “Snac crew”' });
  await members.getByRole('searchbox', { name: 'Add people you follow' }).fill('bob');
  await members.getByRole('button', { name: `Add @${bob.acct} to the list` }).click();
  const memberList = members.getByRole('list', { name: 'Members' });
  await expect(
    memberList.getByRole('button', { name: `Remove @${bob.acct} from the list` }),
  ).toBeVisible();
  await members.getByRole('button', { name: 'Done' }).click();

  // snac files a post into its lists when it arrives: bob posts once he is a member.
  const bobToken = await snacToken(snac, 'bob', bobPassword);
  const text = 'Tide tables for the snac list';
  await snacRequest(snac, bobToken, '/api/v1/statuses', 'POST', { status: text });
  const lists = await snacRequest<{ id: string; title: string }[]>(snac, smoke, '/api/v1/lists');
  const crew = lists.find((list) => list.title === 'Snac crew')!;
  await expect
    .poll(
      async () =>
        (
          await snacRequest<{ content: string }[]>(snac, smoke, `/api/v1/timelines/list/${crew.id}`)
        ).some((status) => status.content.includes(text)),
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('feed').getByText(text)).toBeVisible();

  await page.getByRole('button', { name: 'Edit list' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit list' });
  await expect(
    edit.getByText('This server does not offer changing a list’s title or settings.'),
  ).toBeVisible();
  await expect(edit.getByRole('radio')).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Delete list' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Edit list on snac2');
  await saveScreenshot(page, 'snac-list-edit-not-offered');
  await edit.getByRole('button', { name: 'Close' }).click();

  // snac cannot say which lists hold bob: Petrel reads the lists' members instead.
  await page.goto(`/#/${snac.host}/a/${bob.id}`);
  await page.getByRole('button', { name: 'Add to lists' }).click();
  const dialog = page.getByRole('dialog', { name: `Lists with @${bob.acct}` });
  const box = dialog.getByRole('checkbox', { name: 'Snac crew' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(box).not.toBeChecked();
  await expect
    .poll(async () => {
      const lists = await snacRequest<{ id: string; title: string }[]>(
        snac,
        smoke,
        '/api/v1/lists',
      );
      const crew = lists.find((list) => list.title === 'Snac crew')!;
      return (await snacRequest<Account[]>(snac, smoke, `/api/v1/lists/${crew.id}/accounts`))
        .length;
    })
    .toBe(0);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const me = await snacRequest<Account>(snac, smoke, '/api/v1/accounts/verify_credentials');
  await page.goto(`/#/${snac.host}/a/${me.id}`);
  await expect(
    page.getByText('This server does not offer featuring hashtags on a profile.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Feature a hashtag' })).toHaveCount(0);
});
