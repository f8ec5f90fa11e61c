import { expect, test } from '@playwright/test';
import { startSandbox, type SandboxInstance } from '../sandbox/server';
import { resetSandbox } from './support/sandbox';

let second: SandboxInstance;
/** The second instance's host with its port, as Petrel's routes name it. */
let secondHost: string;

test.beforeAll(async () => {
  second = await startSandbox({ host: '127.0.0.1', port: 0 });
  secondHost = new URL(second.url).host;
});

test.afterAll(async () => {
  await second.close();
});

test.beforeEach(async () => {
  await resetSandbox();
});

test('logged out, reading another instance asks nothing of the default one', async ({
  page,
  baseURL,
}) => {
  const ownHost = new URL(baseURL!).host;
  const allowed = new Set([ownHost, secondHost]);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (!allowed.has(url.host)) elsewhere.push(`${request.method()} ${url.host}${url.pathname}`);
  });
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (!allowed.has(url.host)) elsewhere.push(`WebSocket ${url.host}${url.pathname}`);
  });

  await page.goto(`/#/${secondHost}/l`);
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The screen's other requests (shell, sidebar, capabilities) have been made and answered.
  await page.waitForLoadState('networkidle');

  expect.soft(elsewhere).toEqual([]);
  await expect(
    page.getByText(
      `You are browsing ${secondHost} read-only. Interactions such as reply and boost need an account.`,
    ),
  ).toBeVisible();
});
