import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api';
const POST_URL = 'https://far.example/@bob/123';
const searches: URLSearchParams[] = [];

setupAppTest(
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/search`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    searches.push(params);
    if (params.get('q') === POST_URL) {
      return HttpResponse.json({
        accounts: [],
        hashtags: [],
        statuses:
          params.get('resolve') === 'true' ? [statusJson('77', '<p>Resolved post</p>')] : [],
      });
    }
    return HttpResponse.json({
      accounts: [{ ...accountJson('3', 'tidewatcher'), display_name: 'Tide Watcher' }],
      hashtags: [{ name: 'tides', url: 'https://social.example/tags/tides', history: [] }],
      statuses: [statusJson('9', '<p>High tide at noon</p>')],
    });
  }),
  http.get(`${API}/v1/statuses/77`, () =>
    HttpResponse.json(statusJson('77', '<p>Resolved post</p>')),
  ),
  http.get(`${API}/v1/statuses/77/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./SearchPage'), 30_000);
beforeEach(() => {
  searches.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('typing searches after a pause; tabs show accounts, hashtags and posts as links', async () => {
  const user = userEvent.setup();
  renderApp('/search');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /Search for/ }), 'tides');
  expect(
    await screen.findByRole('link', { name: /Tide Watcher/ }, { timeout: 5000 }),
  ).toHaveAttribute('href', '#/social.example/a/3');
  // Debounced: not one request per key, and the last one is for the whole word.
  const accountSearches = searches.filter((params) => params.get('type') === 'accounts');
  expect(accountSearches.length).toBeLessThan('tides'.length);
  expect(accountSearches.at(-1)?.get('q')).toBe('tides');
  expect(window.location.hash).toBe('#/search?q=tides');

  await user.click(screen.getByRole('tab', { name: 'Hashtags' }));
  expect(await screen.findByRole('link', { name: /#tides/ })).toHaveAttribute(
    'href',
    '#/social.example/t/tides',
  );
  await user.click(screen.getByRole('tab', { name: 'Posts' }));
  expect(await screen.findByText('High tide at noon')).toBeInTheDocument();
  expect(searches.at(-1)?.get('resolve')).toBe('false');
});

test('a pasted post URL is resolved by the instance and opens the post', async () => {
  renderApp(`/search?q=${encodeURIComponent(POST_URL)}`);
  await waitFor(() => expect(window.location.hash).toBe('#/social.example/s/77'), {
    timeout: 5000,
  });
  expect(await screen.findByText('Resolved post', {}, { timeout: 5000 })).toBeInTheDocument();
  const resolved = searches.find((params) => params.get('q') === POST_URL);
  expect(resolved?.get('resolve')).toBe('true');
});
