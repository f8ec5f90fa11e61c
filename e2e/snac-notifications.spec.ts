import { expect, test } from '@playwright/test';
import { startSnac, type SnacServer } from './support/snac';
import { logInToSnac } from './support/snac-login';

// snac2 has notifications v1 only, no unread count endpoint and no streaming.
let snac: SnacServer;

test.beforeAll(async () => {
  snac = await startSnac();
});

test.afterAll(async () => {
  await snac?.stop();
});

test('Notifications open on snac2 through API v1, without an error or a badge', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await logInToSnac(page, snac);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect(page.getByText('Unable to fetch notifications.')).toHaveCount(0);

  // The unread count is counted from the list (no unread_count endpoint): nothing is unread.
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  const browserReports = /^(Failed to load resource: .* 404|WebSocket connection to .* failed)/;
  expect(errors.filter((error) => !browserReports.test(error))).toEqual([]);
});
