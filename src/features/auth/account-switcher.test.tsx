import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import type { StoredAccount } from '../../lib/accounts';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const revoked: string[] = [];

const server = setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', ({ request, params }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const id = token.replace('token-', '');
    return HttpResponse.json(accountJson(id, `user${id}`, String(params.host)));
  }),
  http.get('https://:host/api/v1/timelines/home', ({ request, params }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? 'none';
    return HttpResponse.json([
      statusJson('1', `<p>Home of ${token} on ${String(params.host)}</p>`),
    ]);
  }),
  http.post('https://:host/oauth/revoke', async ({ request }) => {
    // Like GoToSocial: only a form body is read (RFC 7009).
    if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
      return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
    }
    revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
    return HttpResponse.json({});
  }),
);

beforeEach(() => {
  revoked.length = 0;
  localStorage.setItem(
    'petrel:apps',
    JSON.stringify({
      'a.example': {
        clientId: 'ca',
        clientSecret: 'sa',
        redirectUri: 'http://localhost:3000/',
        vapidKey: null,
      },
      'b.example': {
        clientId: 'cb',
        clientSecret: 'sb',
        redirectUri: 'http://localhost:3000/',
        vapidKey: null,
      },
    }),
  );
  storeAccounts([storedAccount('1', 'a.example'), storedAccount('2', 'b.example')]);
});

async function openAccounts() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Accounts' }));
  return user;
}

test('the first stored account is the default; its record is refreshed from the server', async () => {
  renderApp('/');
  expect(await screen.findByText('Home of token-1 on a.example')).toBeInTheDocument();
  await vi.waitFor(() => {
    const [first] = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as StoredAccount[];
    expect(first.lastAccessedAt).toBeGreaterThan(1);
    expect(first.info.avatar).toBe('https://a.example/avatars/1.png');
  });
});

test('switching account shows the other account’s Home, and is remembered', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  const list = screen.getByRole('list', { name: 'Stored accounts' });
  expect(within(list).getByRole('button', { name: /User 1 .*\(current\)/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await user.click(within(list).getByRole('button', { name: /Switch to User 2/ }));
  expect(await screen.findByText('Home of token-2 on b.example')).toBeInTheDocument();
  expect(screen.queryByText('Home of token-1 on a.example')).toBeNull();
  expect(JSON.parse(localStorage.getItem('petrel:current-account') ?? 'null')).toBe('2@b.example');
});

test('log out revokes the token and removes the account', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Home of token-2 on b.example')).toBeInTheDocument();
  expect(revoked).toEqual(['token-1']);
  const stored = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as {
    accessToken: string;
  }[];
  expect(stored.map((account) => account.accessToken)).toEqual(['token-2']);
});

test('a logout the server does not confirm says the token may still be valid', async () => {
  server.use(
    http.post('https://a.example/oauth/revoke', () =>
      HttpResponse.json({ error: 'invalid_request' }, { status: 400 }),
    ),
  );
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(
    await screen.findByText(/a\.example did not confirm the log-out\. The account's access token/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/did not confirm the log-out/)).toBeNull();
});

test('a confirmed logout says nothing more', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByText('Home of token-2 on b.example');
  expect(revoked).toEqual(['token-1']);
  expect(screen.queryByText(/did not confirm the log-out/)).toBeNull();
});

test('logging out of the last account returns to read-only browsing', async () => {
  storeAccounts([storedAccount('1', 'a.example')]);
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trending' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accounts' })).toBeNull();
});

test('an expired or revoked token gives a clear message and a way to log in again', async () => {
  // An account no other test has used: nothing a test before this one verified can answer for it.
  storeAccounts([storedAccount('3', 'c.example')]);
  server.use(
    http.get('https://c.example/api/v1/accounts/verify_credentials', () =>
      HttpResponse.json({ error: 'The access token was revoked' }, { status: 401 }),
    ),
    http.get('https://c.example/api/v1/timelines/home', () =>
      HttpResponse.json({ error: 'The access token was revoked' }, { status: 401 }),
    ),
  );
  const user = userEvent.setup();
  renderApp('/');
  expect(
    await screen.findByText(/Your session for @user3@c\.example has expired or was revoked/),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('Your session has expired or was revoked. Please log in again.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Log in again' }));
  expect(await screen.findByRole('textbox', { name: 'Instance' })).toHaveValue('c.example');
});

test('Escape closes the account menu and returns focus to its button', async () => {
  renderApp('/');
  const user = await openAccounts();
  const button = screen.getByRole('button', { name: 'Accounts' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
