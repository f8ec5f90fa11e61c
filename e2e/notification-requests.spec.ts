import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, relationshipTo, sandboxApi, storedToken } from './support/reading';
import { SANDBOX_HOST, resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet } from './support/screenshots';
import { startSnac } from './support/snac';
import { logInToSnac } from './support/snac-login';

test.beforeEach(async () => {
  await resetSandbox();
});

const requestList = (page: Page) => page.getByRole('list', { name: 'Follow requests' });

test('heidi accepts one follow request in the list and rejects another on its profile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'heidi');
  const token = await storedToken(page);
  await page.goto('/#/follow-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible();
  for (const name of ['Carol Ng', 'Dave Okafor', 'Erin Walsh']) {
    await expect(requestList(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Follow requests');
  await saveScreenshotSet(page, 'follow-requests');

  await page.getByRole('button', { name: 'Accept follow request from Carol Ng' }).click();
  await expect(requestList(page).getByRole('link', { name: /Carol Ng/ })).toHaveCount(0);
  await expect.poll(async () => (await relationshipTo(token, 'carol')).followed_by).toBe(true);
  const followers = await sandboxApi<{ acct: string }[]>(
    `/api/v1/accounts/${await accountId('heidi')}/followers?limit=80`,
    token,
  );
  expect(followers.map((account) => account.acct)).toContain('carol');

  // Carol's profile no longer offers an answer; she follows heidi now.
  await page.goto(`/#/${SANDBOX_HOST}/a/${await accountId('carol')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Carol Ng' })).toBeVisible();
  await expect(page.getByText('Follows you')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Requested to follow you' })).toHaveCount(0);

  // Dave's request, answered from his profile, reached from the list.
  await page.goto('/#/follow-requests');
  await requestList(page)
    .getByRole('link', { name: /Dave Okafor/ })
    .click();
  const request = page.getByRole('group', { name: 'Requested to follow you' });
  await expect(request).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profile with a follow request');
  await saveScreenshotSet(page, 'follow-request-profile');
  await request.getByRole('button', { name: 'Reject follow request from Dave Okafor' }).click();
  await expect(request).toHaveCount(0);
  await expect.poll(async () => (await relationshipTo(token, 'dave')).requested_by).toBe(false);
  expect((await relationshipTo(token, 'dave')).followed_by).toBe(false);

  await page.goBack();
  await expect(requestList(page).getByRole('link', { name: /Erin Walsh/ })).toBeVisible();
  await expect(requestList(page).getByRole('link', { name: /Dave Okafor/ })).toHaveCount(0);
  const pending = await sandboxApi<{ acct: string }[]>('/api/v1/follow_requests', token);
  expect(pending.map((account) => account.acct)).toEqual(['erin']);
});

interface PendingRequest {
  id: string;
  account: { acct: string };
}

test('alice dismisses a filtered request and changes her notification policy', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const seeded = await sandboxApi<PendingRequest[]>('/api/v1/notifications/requests', token);
  const byAcct = (acct: string) => seeded.find((request) => request.account.acct === acct)!;

  await page.goto('/#/notifications/requests');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Filtered notifications' }),
  ).toBeVisible();
  const senders = page.getByRole('list', { name: 'Filtered notifications by sender' });
  const newcomer = senders.getByRole('link', { name: /New Comer/ });
  await expect(newcomer).toHaveAttribute(
    'href',
    `#/notifications/requests/${byAcct('newcomer@fresh.example').id}`,
  );
  await expect(newcomer).toContainText('2 notifications');
  // The last filtered post of the sender, as a preview.
  await expect(senders.getByText(/is the harbour walk open this weekend/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /People you don't follow/ })).toHaveValue(
    'accept',
  );
  await expectNoSeriousA11yViolations(page, 'Filtered notifications');
  await saveScreenshotSet(page, 'filtered-notifications');

  await page.getByRole('button', { name: 'Dismiss notifications from Daily Deals' }).click();
  await expect(senders.getByRole('link', { name: /Daily Deals/ })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await sandboxApi<PendingRequest[]>('/api/v1/notifications/requests', token)).map(
        (request) => request.account.acct,
      ),
    )
    .toEqual(['newcomer@fresh.example']);

  const rule = page.getByRole('combobox', { name: /People you don't follow/ });
  await rule.selectOption('Filter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const policy = await sandboxApi<{ for_not_following: string; for_new_accounts: string }>(
    '/api/v2/notifications/policy',
    token,
  );
  expect(policy.for_not_following).toBe('filter');
  await page.getByRole('combobox', { name: /New accounts/ }).selectOption('Ignore');
  await expect
    .poll(async () => {
      const v1 = await sandboxApi<{ filter_new_accounts: boolean }>(
        '/api/v1/notifications/policy',
        token,
      );
      return v1.filter_new_accounts;
    })
    .toBe(true);
  expect(
    (await sandboxApi<{ for_new_accounts: string }>('/api/v2/notifications/policy', token))
      .for_new_accounts,
  ).toBe('drop');

  // Read again, the screen shows what the server keeps.
  await page.reload();
  await expect(page.getByRole('combobox', { name: /People you don't follow/ })).toHaveValue(
    'filter',
  );
  await expect(page.getByRole('combobox', { name: /New accounts/ })).toHaveValue('drop');
});

test('on snac2, Filtered notifications says the server has none, asking nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const snac = await startSnac();
  try {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/notifications/requests') || path.endsWith('/policy')) {
        asked.push(path);
      }
    });
    await logInToSnac(page, snac);
    await page.goto('/#/notifications/requests');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Filtered notifications' }),
    ).toBeVisible();
    await expect(page.getByText(/This server does not filter notifications/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Filtered notifications on snac2');
    await saveScreenshot(page, 'snac-filtered-notifications');
    expect(asked).toEqual([]);

    // Its follow requests: a list (empty here) or a plain word that it has none, never an error.
    await page.goto('/#/follow-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible();
    await expect(
      page
        .getByText('No one is asking to follow you.')
        .or(page.getByText('This server does not list follow requests.')),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await snac.stop();
  }
});
