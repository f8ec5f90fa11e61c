import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear as clearIdb, get as idbGet } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PUSH_ACCOUNT_DB_KEY } from '../../lib/web-push';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const VAPID =
  'BIcQnMyBFpZ87U9e7iqFVwUCu6UM1A3VkIYbkBNvzGF3CSBzEqUCbxpDnG5wmvuWXuDzmRm8ZzoaJOlqXFj5oCA';
const ENDPOINT = 'https://push.example/send/abc';

let serverSubscription: Record<string, unknown> | null = null;
const sent: { method: string; body: unknown }[] = [];

setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1', 'user1', 'a.example')),
  ),
  http.get('https://a.example/api/v1/preferences', () => HttpResponse.json({})),
  http.get('https://a.example/api/v1/push/subscription', () =>
    serverSubscription
      ? HttpResponse.json(serverSubscription)
      : HttpResponse.json({ error: 'Record not found' }, { status: 404 }),
  ),
  http.post('https://a.example/api/v1/push/subscription', async ({ request }) => {
    const body = (await request.json()) as { data: Record<string, unknown> };
    sent.push({ method: 'POST', body });
    serverSubscription = { id: '1', endpoint: ENDPOINT, server_key: VAPID, ...body.data };
    return HttpResponse.json(serverSubscription);
  }),
  http.put('https://a.example/api/v1/push/subscription', async ({ request }) => {
    const body = (await request.json()) as { data: Record<string, unknown> };
    sent.push({ method: 'PUT', body });
    serverSubscription = { ...serverSubscription, ...body.data };
    return HttpResponse.json(serverSubscription);
  }),
  http.delete('https://a.example/api/v1/push/subscription', ({ request }) => {
    sent.push({ method: 'DELETE', body: request.headers.get('authorization') });
    serverSubscription = null;
    return HttpResponse.json({});
  }),
);

const unsubscribe = vi.fn(() => Promise.resolve(true));
const subscribe = vi.fn();
let browserSubscription: { endpoint: string; unsubscribe: typeof unsubscribe } | null = null;

function fakeBrowser({ permission = 'default' } = {}) {
  subscribe.mockImplementation(() => {
    browserSubscription = {
      endpoint: ENDPOINT,
      unsubscribe,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'P256', auth: 'AUTH' } }),
    } as typeof browserSubscription;
    return Promise.resolve(browserSubscription);
  });
  const registration = {
    pushManager: { subscribe, getSubscription: () => Promise.resolve(browserSubscription) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(() => Promise.resolve('granted')),
  });
  vi.stubGlobal('isSecureContext', true);
}

beforeEach(async () => {
  serverSubscription = null;
  browserSubscription = null;
  sent.length = 0;
  unsubscribe.mockClear();
  subscribe.mockReset();
  await clearIdb();
  storeAccounts([{ ...storedAccount('1', 'a.example'), vapidKey: VAPID }]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

async function pushSection() {
  return await screen.findByRole('region', { name: 'Push notifications' });
}

test('push is turned on with the chosen alerts and policy, changed, then turned off', async () => {
  fakeBrowser();
  const user = userEvent.setup();
  renderApp('/settings');
  await pushSection();
  expect(await screen.findByText('Push notifications are off.')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Likes of your posts' }));
  await user.click(screen.getByRole('radio', { name: 'People you follow' }));
  await user.click(screen.getByRole('button', { name: 'Turn on push notifications' }));

  expect(
    await screen.findByText('Push notifications are on for this account.'),
  ).toBeInTheDocument();
  expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  expect(sent[0]).toMatchObject({
    method: 'POST',
    body: {
      subscription: { endpoint: ENDPOINT, keys: { p256dh: 'P256', auth: 'AUTH' }, standard: true },
      data: {
        policy: 'followed',
        alerts: { mention: true, favourite: false, follow_request: true },
      },
    },
  });
  expect(await idbGet(PUSH_ACCOUNT_DB_KEY)).toBe('1@a.example');

  await user.click(screen.getByRole('checkbox', { name: 'Mentions' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent.map((r) => r.method)).toEqual(['POST', 'PUT']));
  expect(sent[1].body).toMatchObject({ data: { policy: 'followed', alerts: { mention: false } } });

  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Push notifications are off.')).toBeInTheDocument();
  expect(sent.at(-1)?.method).toBe('DELETE');
  expect(unsubscribe).toHaveBeenCalled();
  expect(await idbGet(PUSH_ACCOUNT_DB_KEY)).toBeUndefined();
});

test('when the browser cannot reach its push service, it says so and nothing is sent', async () => {
  fakeBrowser();
  subscribe.mockImplementation(() =>
    Promise.reject(new DOMException('no push service', 'AbortError')),
  );
  const user = userEvent.setup();
  renderApp('/settings');
  await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your browser could not reach its push service, so push notifications cannot be turned on here.',
  );
  expect(sent).toEqual([]);
  // Asking again would fail the same way: no button offers it.
  expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
});

test.each([
  [
    'blocked notifications',
    () => fakeBrowser({ permission: 'denied' }),
    'Notifications are blocked for this site',
  ],
  [
    'a browser without push',
    () => vi.stubGlobal('isSecureContext', true),
    'This browser cannot receive push notifications',
  ],
  [
    'a server without a VAPID key',
    () => {
      fakeBrowser();
      storeAccounts([storedAccount('1', 'a.example')]);
    },
    'Your server does not offer push notifications.',
  ],
])('with %s, it says why push is unavailable and offers no button', async (_, setUp, text) => {
  setUp();
  renderApp('/settings');
  const section = await pushSection();
  expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  expect(section.querySelector('button')).toBeNull();
});

test("logging out turns the account's push off first, with its own token", async () => {
  fakeBrowser();
  const user = userEvent.setup();
  renderApp('/settings');
  await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
  await screen.findByText('Push notifications are on for this account.');

  await user.click(screen.getByRole('button', { name: 'Accounts' }));
  await user.click(await screen.findByRole('button', { name: /^Log out @/ }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
  );

  await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', body: 'Bearer token-1' }));
  expect(unsubscribe).toHaveBeenCalled();
  expect(await idbGet(PUSH_ACCOUNT_DB_KEY)).toBeUndefined();
  await waitFor(() => expect(localStorage.getItem('petrel:accounts')).toBe('[]'));
});
