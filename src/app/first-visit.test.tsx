import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountJson, statusJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';
import { answerAsMastodon, answerAsSnac } from '../test/servers';

const DEFAULT = 'https://mastodon.social';
const requests: string[] = [];

const asMastodon = answerAsMastodon(DEFAULT);
const asSnac = answerAsSnac(DEFAULT);

const server = setupAppTest(
  http.get(`${DEFAULT}/api/v1/trends/statuses`, ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json([statusJson('7', '<p>Everyone is talking about this</p>')]);
  }),
  http.get(`${DEFAULT}/api/v1/timelines/public`, ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json([statusJson('3', '<p>Fresh from the local timeline</p>')]);
  }),
  http.get('https://social.example/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
  http.all('https://social.example/*', () => new HttpResponse(null, { status: 404 })),
);

function reset() {
  requests.length = 0;
}

async function mainNav() {
  return await screen.findByRole('navigation', { name: 'Main' });
}

test('logged out, the first page shows the trending posts of a server that has trends', async () => {
  reset();
  server.use(...asMastodon);
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trending' })).toBeInTheDocument();
  const feed = await screen.findByRole('region', { name: 'Trending posts' });
  expect(await within(feed).findByText('Everyone is talking about this')).toBeInTheDocument();
  expect(screen.queryByText('Login required.')).toBeNull();
});

test('logged out on a server without trends, the first page is its local timeline', async () => {
  reset();
  server.use(...asSnac);
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Local' })).toBeInTheDocument();
  expect(await screen.findByText('Fresh from the local timeline')).toBeInTheDocument();
  expect(requests).not.toContain('/api/v1/trends/statuses');
});

test('logged out, the navigation shows only what works without an account', async () => {
  server.use(...asMastodon);
  renderApp('/l');
  const nav = await mainNav();
  expect(await within(nav).findByRole('link', { name: 'Trending' })).toBeInTheDocument();
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Local', 'Federated', 'Trending', 'Search', 'Settings']);
});

test('logged in, the navigation has the account’s own screens', async () => {
  storeAccounts([storedAccount('1', 'social.example')]);
  renderApp('/settings');
  const nav = await mainNav();
  for (const name of ['Home', 'Notifications', 'Bookmarks', 'Likes', 'Lists']) {
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  }
});

test('the navigation hides Trending on a server without trends', async () => {
  server.use(...asSnac);
  renderApp('/l');
  const nav = await mainNav();
  expect(await screen.findByText('Fresh from the local timeline')).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Local' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Trending' })).toBeNull();
});

test('Log in, and Sign up in Petrel when a Mastodon instance takes new accounts', async () => {
  server.use(...asMastodon);
  renderApp('/');
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/login');
  expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#/signup');
});

test('no Sign up where registrations are closed', async () => {
  server.use(...asSnac);
  renderApp('/');
  expect(await screen.findByText('Fresh from the local timeline')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
});
