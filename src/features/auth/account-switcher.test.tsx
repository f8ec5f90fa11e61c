import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import type { StoredAccount } from '../../lib/accounts';
import { useAccountMenu } from '../../state/account-menu';
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
  // One app per test: the menu starts closed, as on a fresh load.
  useAccountMenu.setState({ open: false, openedAt: '' });
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

/** Log out of the current account, answering its question. */
async function logOut(user: ReturnType<typeof userEvent.setup>, handle: string) {
  // The panel's code loads when the menu is first opened.
  await user.click(await screen.findByRole('button', { name: `Log out ${handle}` }));
  const question = screen.getByRole('alertdialog', { name: `Log out ${handle}?` });
  await user.click(within(question).getByRole('button', { name: 'Log out' }));
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
  const list = await screen.findByRole('list', { name: 'Stored accounts' });
  const current = within(list).getByRole('button', { name: /User 1 @user1@a\.example/ });
  expect(current).toHaveAttribute('aria-current', 'true');
  expect(current).toHaveAccessibleName('User 1 @user1@a.example, current account');
  // Marked by more than a background: it says so, and only it does.
  expect(within(current).getByText('Current account')).toBeVisible();
  expect(current.querySelector('svg.account-check')).not.toBeNull();
  const other = within(list).getByRole('button', { name: /User 2/ });
  expect(other).not.toHaveAttribute('aria-current');
  expect(within(other).queryByText('Current account')).toBeNull();
  expect(within(other).getByText('@user2@b.example')).toBeVisible();
  await user.click(within(list).getByRole('button', { name: /Switch to User 2/ }));
  expect(await screen.findByText('Home of token-2 on b.example')).toBeInTheDocument();
  expect(screen.queryByText('Home of token-1 on a.example')).toBeNull();
  expect(JSON.parse(localStorage.getItem('petrel:current-account') ?? 'null')).toBe('2@b.example');
});

test('log out names the account and asks first; Cancel keeps it', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  const button = await screen.findByRole('button', { name: 'Log out @user1@a.example' });
  await user.click(button);
  const question = screen.getByRole('alertdialog', { name: 'Log out @user1@a.example?' });
  expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(button).toHaveFocus();
  expect(revoked).toEqual([]);
  expect(screen.getByText('Home of token-1 on a.example')).toBeInTheDocument();
});

test('log out revokes the token and removes the account', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await logOut(user, '@user1@a.example');
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
  await logOut(user, '@user1@a.example');
  expect(await screen.findByText(/did not confirm the log-out\./)).toHaveTextContent(
    /^a\.example did not confirm the log-out\. The account's access token/,
  );
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/did not confirm the log-out/)).toBeNull();
});

test('a confirmed logout says nothing more', async () => {
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await logOut(user, '@user1@a.example');
  await screen.findByText('Home of token-2 on b.example');
  expect(revoked).toEqual(['token-1']);
  expect(screen.queryByText(/did not confirm the log-out/)).toBeNull();
});

test('logging out of the last account returns to read-only browsing', async () => {
  storeAccounts([storedAccount('1', 'a.example')]);
  renderApp('/');
  await screen.findByText('Home of token-1 on a.example');
  const user = await openAccounts();
  await logOut(user, '@user1@a.example');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trending' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accounts' })).toBeNull();
});

const refused = new Map<string, number>();
const requestsRefused = (host: string) => refused.get(host) ?? 0;

/** Every API request to `host` is refused for its token, as after a revocation. */
function refuseEveryRequest(host: string) {
  server.use(
    http.all(`https://${host}/api/*`, () => {
      refused.set(host, requestsRefused(host) + 1);
      return HttpResponse.json({ error: 'The access token was revoked' }, { status: 401 });
    }),
  );
}

test('an expired token says so once, however many requests fail, and offers no retry', async () => {
  // An account no other test has used: nothing a test before this one verified can answer for it.
  storeAccounts([storedAccount('3', 'c.example')]);
  refuseEveryRequest('c.example');
  const user = userEvent.setup();
  renderApp('/notifications');
  expect(
    await screen.findByText(/Your session for @user3@c\.example has expired or was revoked/),
  ).toBeInTheDocument();
  // Other screens ask more of the server; each refusal adds nothing to the one message.
  await user.click(screen.getByRole('link', { name: 'Home' }));
  await user.click(screen.getByRole('link', { name: 'Bookmarks' }));
  await waitFor(() => expect(requestsRefused('c.example')).toBeGreaterThanOrEqual(3));
  expect(screen.getAllByText(/expired or was revoked/)).toHaveLength(1);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Use another account' })).toHaveAttribute(
    'href',
    '#/login',
  );
  await user.click(screen.getByRole('link', { name: 'Log in again' }));
  expect(await screen.findByRole('textbox', { name: 'Instance' })).toHaveValue('c.example');
});

test('an expired session can go on with another stored account', async () => {
  storeAccounts([storedAccount('4', 'd.example'), storedAccount('2', 'b.example')]);
  refuseEveryRequest('d.example');
  const user = userEvent.setup();
  renderApp('/');
  await screen.findByText(/Your session for @user4@d\.example has expired/);
  expect(screen.queryByRole('button', { name: 'Continue logged out' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Switch to @user2@b.example' }));
  expect(await screen.findByText('Home of token-2 on b.example')).toBeInTheDocument();
  expect(screen.queryByText(/has expired/)).toBeNull();
});

test('the only account, expired, can go on logged out', async () => {
  storeAccounts([storedAccount('5', 'e.example')]);
  refuseEveryRequest('e.example');
  const user = userEvent.setup();
  renderApp('/');
  await screen.findByText(/Your session for @user5@e\.example has expired/);
  await user.click(screen.getByRole('button', { name: 'Continue logged out' }));
  expect(
    await screen.findByText(/read-only\. Interactions such as reply and boost need an account/),
  ).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]')).toEqual([]);
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
