import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type SandboxInstance } from '../sandbox/server';
import { resetSandbox } from './support/sandbox';
import { VIEWPORTS } from './support/screenshots';

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

/** Every request and socket the page opens to a host other than Petrel's own and the second instance's. */
function requestsElsewhere(page: Page, appUrl: string): string[] {
  const allowed = new Set([new URL(appUrl).host, secondHost]);
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
  return elsewhere;
}

async function secondApi<T>(path: string): Promise<T> {
  const response = await fetch(`${second.url}${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: logged out, reading another instance asks nothing of the default one`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const elsewhere = requestsElsewhere(page, baseURL!);

    await page.goto(`/#/${secondHost}/l`);
    await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The screen's other requests (shell, navigation, capabilities) have been made and answered.
    await page.waitForLoadState('networkidle');

    expect.soft(elsewhere).toEqual([]);
    await expect(
      page.getByText(
        `You are browsing ${secondHost} read-only. Interactions such as reply and boost need an account.`,
      ),
    ).toBeVisible();
    // Its own public screens are the ones the navigation (sidebar or tab bar) leads to.
    await expect(page.getByRole('link', { name: 'Federated' })).toHaveAttribute(
      'href',
      `#/${secondHost}/p`,
    );
  });
}

test('logged out, another instance’s trends, post, profile and hashtag ask nothing of the default one', async ({
  page,
  baseURL,
}) => {
  const [post] = await secondApi<{ id: string; account: { id: string } }[]>(
    '/api/v1/timelines/public?local=true&limit=1',
  );
  const [tag] = await secondApi<{ name: string }[]>('/api/v1/trends/tags?limit=1');
  const elsewhere = requestsElsewhere(page, baseURL!);

  await page.goto(`/#/${secondHost}/l`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Trending' })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/${secondHost}/trending$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  for (const path of [
    `/${secondHost}/s/${post.id}`,
    `/${secondHost}/a/${post.account.id}`,
    `/${secondHost}/t/${tag.name}`,
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(`You are browsing ${secondHost} read-only.`)).toBeVisible();
  }

  expect(elsewhere).toEqual([]);
});
