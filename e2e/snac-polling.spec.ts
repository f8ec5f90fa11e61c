import { expect, test } from '@playwright/test';
import { storedToken } from './support/reading';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';

// snac2 has no streaming API (the WebSocket upgrade and the streaming health endpoint answer
// 404): Home must poll instead, and the socket is not tried again and again.
const snac = snacForFile();

test('a new post reaches Home without a reload on a server without streaming', async ({ page }) => {
  test.setTimeout(70_000);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await logInToSnac(page, snac);
  const home = page.getByRole('region', { name: 'Home timeline' });
  await expect(home.getByText('A second post, read by the smoke test')).toBeVisible();
  // Home says it polls.
  const notice = page.getByText(/Live updates are unavailable/);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // The notice takes its own place above the posts: it covers no part of the first one.
  const first = home.getByRole('article').first();
  const [noticeBox, firstBox] = [(await notice.boundingBox())!, (await first.boundingBox())!];
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(firstBox.y + 0.5);

  const posted = await fetch(`http://${snac.host}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await storedToken(page)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ status: 'Posted while Home was open', visibility: 'public' }),
  });
  expect(posted.ok).toBe(true);

  // The next poll finds it; the person's own post shows at once, not behind "new posts".
  await expect(home.getByText('Posted while Home was open')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: /new post/ })).toBeHidden();
  // Over a poll cycle or two, the socket was tried at most once: snac has no streaming.
  expect(sockets.length).toBeLessThanOrEqual(1);
  // Only the browser's own reports of refused upgrades and 404 answers; nothing from Petrel.
  const browserReports = /^(Failed to load resource: .* 404|WebSocket connection to .* failed)/;
  expect(errors.filter((error) => !browserReports.test(error))).toEqual([]);
});
