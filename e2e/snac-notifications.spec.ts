import { expect, test, type Page } from '@playwright/test';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import {
  snacRequest,
  snacToken,
  waitForSnacNotifications,
  type SnacNotification,
} from './support/snac-api';
import { logInToSnac } from './support/snac-login';

/**
 * snac2 has notifications v1 only, no unread count endpoint and no streaming: Petrel polls. snac
 * records a notification when another of its users follows, mentions (as `@smoke`: snac reads
 * no port in `@user@host:port`, so such a mention reaches no one), likes or boosts; between its
 * own users it delivers through its queues, a few seconds after the action.
 */
const snac = snacForFile();

const browserReports = /^(Failed to load resource: .* 404|WebSocket connection to .* failed)/;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

function badge(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');
}

function notificationsList(page: Page) {
  return page.getByRole('feed', { name: 'Notifications' });
}

async function openNotifications(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

const WORDING: Record<string, string> = {
  follow: 'followed you',
  mention: 'mentioned you',
  favourite: 'liked your post',
  reblog: 'boosted your post',
};

/** Every notification row (a mention's row holds its post, an article of its own). */
function rows(page: Page) {
  const sentence = new RegExp(` (${Object.values(WORDING).join('|')})$`);
  return notificationsList(page).getByRole('article', { name: sentence });
}

/** The row a person sees for a notification snac's API lists. */
function rowFor(page: Page, notification: SnacNotification) {
  const name = `${notification.account.display_name} ${WORDING[notification.type]}`;
  return notificationsList(page).getByRole('article', { name, exact: true });
}

test('Notifications open on snac2 through API v1, without an error or a badge', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await logInToSnac(page, snac);
  await openNotifications(page);
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect(page.getByText('Unable to fetch notifications.')).toHaveCount(0);

  // The unread count is counted from the list (no unread_count endpoint): nothing is unread.
  await expect(badge(page)).toHaveCount(0);
  expect(errors.filter((error) => !browserReports.test(error))).toEqual([]);
});

test("another snac user follows, mentions, likes and boosts: snac's notifications arrive by polling", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const bob = await snacToken(snac, 'bob', snac.addUser('bob', 'Hello from bob on snac'));
  await logInToSnac(page, snac);
  const smoke = await storedToken(page);
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // While smoke reads Home, bob follows: the badge counts it at the next poll, without a reload.
  const { id: smokeId } = await snacRequest<{ id: string }>(
    snac,
    bob,
    '/api/v1/accounts/lookup?acct=smoke',
  );
  await snacRequest(snac, bob, `/api/v1/accounts/${smokeId}/follow`, 'POST');
  const [follow] = await waitForSnacNotifications(snac, smoke, ['follow']);
  expect(follow).toMatchObject({ type: 'follow', account: { display_name: 'bob' } });
  await expect(badge(page).locator('[aria-hidden="true"]')).toHaveText('1', { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // Opening Notifications shows it and reads it.
  await openNotifications(page);
  await expect(rowFor(page, follow)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // With Notifications open, smoke posts, and bob mentions, likes and boosts.
  const post = await snacRequest<{ id: string }>(snac, smoke, '/api/v1/statuses', 'POST', {
    status: 'A post for bob to like on snac',
    visibility: 'public',
  });
  await snacRequest(snac, bob, '/api/v1/statuses', 'POST', {
    status: '@smoke the petrels are back on snac',
    visibility: 'public',
  });
  // The post reaches bob (who follows smoke) through snac's queue; until then snac answers 404.
  await expect(async () => {
    await snacRequest(snac, bob, `/api/v1/statuses/${post.id}/favourite`, 'POST');
  }).toPass({ timeout: 30_000 });
  await snacRequest(snac, bob, `/api/v1/statuses/${post.id}/reblog`, 'POST');
  const recorded = await waitForSnacNotifications(snac, smoke, ['mention', 'favourite', 'reblog']);
  const arrived = recorded.filter((notification) => notification.type !== 'follow');
  expect(arrived.map((notification) => notification.type).sort()).toEqual([
    'favourite',
    'mention',
    'reblog',
  ]);

  // The next poll finds them: they wait above the list, which does not move, until revealed.
  const waiting = page.getByRole('button', { name: /^3 new notifications/ });
  await expect(waiting).toBeVisible({ timeout: 45_000 });
  await expect(rows(page)).toHaveCount(1);
  await waiting.click();
  for (const notification of recorded) await expect(rowFor(page, notification)).toBeVisible();
  await expect(rows(page)).toHaveCount(recorded.length);
  const mention = recorded.find((notification) => notification.type === 'mention')!;
  await expect(rowFor(page, mention)).toContainText('the petrels are back on snac');
  await expect(rowFor(page, mention)).toHaveClass(/is-new/);
  for (const type of ['favourite', 'reblog']) {
    const row = rowFor(
      page,
      recorded.find((notification) => notification.type === type)!,
    );
    await expect(row).toContainText('A post for bob to like on snac');
  }
  // Revealed on the open screen, they are read: no badge.
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByText('Unable to fetch notifications.')).toHaveCount(0);
  expect(errors.filter((error) => !browserReports.test(error))).toEqual([]);
});
