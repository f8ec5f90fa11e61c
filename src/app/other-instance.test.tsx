import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { accountJson, statusJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';
import { answerAsMastodon, answerAsSnac } from '../test/servers';

const DEFAULT = 'https://mastodon.social';
const OTHER = 'https://other.example';

/** The host of every request the app made. */
const hosts = new Set<string>();

const server = setupAppTest(
  ...answerAsMastodon(DEFAULT),
  http.get(`${DEFAULT}/api/v1/timelines/public`, () =>
    HttpResponse.json([statusJson('1', '<p>A post of the default instance</p>')]),
  ),
  http.get(`${OTHER}/api/v1/timelines/public`, () =>
    HttpResponse.json([
      statusJson(
        '2',
        '<p>A post of the other instance</p>',
        accountJson('5', 'far', 'other.example'),
      ),
    ]),
  ),
  http.get('https://social.example/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
  http.all('https://social.example/*', () => new HttpResponse(null, { status: 404 })),
);
server.events.on('request:start', ({ request }) => {
  hosts.add(new URL(request.url).host);
});

beforeEach(() => hosts.clear());

async function mainNav() {
  return await screen.findByRole('navigation', { name: 'Main' });
}

test('logged out, reading another instance asks only that instance, and the shell is its own', async () => {
  server.use(...answerAsMastodon(OTHER));
  renderApp('/other.example/l');
  expect(await screen.findByText('A post of the other instance')).toBeInTheDocument();
  const browsing = screen.getByText(/^You are browsing/);
  expect(browsing).toHaveTextContent(
    'You are browsing other.example read-only. Interactions such as reply and boost need an account.',
  );
  // The server's name keeps its own direction inside the sentence.
  expect(within(browsing).getByText('other.example').tagName).toBe('BDI');

  // Its Trending link shows once its capabilities are known: the shell has asked what it needs.
  const nav = await mainNav();
  expect(await within(nav).findByRole('link', { name: 'Trending' })).toHaveAttribute(
    'href',
    '#/other.example/trending',
  );
  expect(within(nav).getByRole('link', { name: 'Local' })).toHaveAttribute(
    'href',
    '#/other.example/l',
  );
  expect(within(nav).getByRole('link', { name: 'Federated' })).toHaveAttribute(
    'href',
    '#/other.example/p',
  );
  expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '#/signup?instance=other.example',
  );
  expect([...hosts]).toEqual(['other.example']);
});

test('logged out, the navigation follows what the instance read offers, not the default', async () => {
  server.use(...answerAsSnac(OTHER));
  renderApp('/other.example/l');
  expect(await screen.findByText('A post of the other instance')).toBeInTheDocument();
  const nav = await mainNav();
  // The default offers trends (Mastodon); the instance read does not (snac).
  await within(nav).findByRole('link', { name: 'Search' });
  expect(within(nav).queryByRole('link', { name: 'Trending' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  expect(hosts.has('mastodon.social')).toBe(false);
});

test('logged out, reading the default instance names it and links its own screens', async () => {
  renderApp('/l');
  expect(await screen.findByText('A post of the default instance')).toBeInTheDocument();
  expect(screen.getByText(/^You are browsing/)).toHaveTextContent(
    /^You are browsing mastodon\.social read-only/,
  );
  const nav = await mainNav();
  expect(await within(nav).findByRole('link', { name: 'Trending' })).toHaveAttribute(
    'href',
    '#/trending',
  );
  expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#/signup');
});

test('logged in, another instance’s posts keep the account’s shell', async () => {
  storeAccounts([storedAccount('1', 'social.example')]);
  server.use(...answerAsMastodon(OTHER));
  renderApp('/other.example/l');
  expect(await screen.findByText('A post of the other instance')).toBeInTheDocument();
  expect(screen.queryByText(/read-only/)).toBeNull();
  const nav = await mainNav();
  expect(within(nav).getByRole('link', { name: 'Local' })).toHaveAttribute('href', '#/l');
  expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
});
