import { screen, waitFor, within } from '@testing-library/react';
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
    const offset = Number(params.get('offset') ?? 0);
    if (params.get('q') === 'many' && params.get('type') === 'statuses') {
      // 25 posts in all, 20 a page; a server that honours offset.
      const ids = Array.from({ length: 25 }, (_, index) => String(100 + index));
      return HttpResponse.json({
        accounts: [],
        hashtags: [],
        statuses: ids
          .slice(offset, offset + 20)
          .map((id) => statusJson(id, `<p>Many number ${id}</p>`)),
      });
    }
    if (params.get('q') === 'stuck' && params.get('type') === 'accounts') {
      // A server that ignores offset: the same full page every time.
      return HttpResponse.json({
        accounts: Array.from({ length: 20 }, (_, index) => accountJson(String(200 + index))),
        hashtags: [],
        statuses: [],
      });
    }
    return HttpResponse.json({
      accounts: [
        { ...accountJson('3', 'tidewatcher'), display_name: 'Tide Watcher' },
        ...['4', '5', '6', '7', '8'].map((id) => accountJson(id)),
      ],
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

test('typing searches after a pause; All lists accounts first, then the tabs', async () => {
  const user = userEvent.setup();
  renderApp('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /Search for/ }), 'tides');
  expect(await screen.findByRole('link', { name: /Tide Watcher/ })).toHaveAttribute(
    'href',
    '#/social.example/a/3',
  );
  // Debounced: not one request per key, and the last one is for the whole word.
  const combined = searches.filter((params) => params.get('type') === null);
  expect(combined.length).toBeLessThan('tides'.length);
  expect(combined.at(-1)?.get('q')).toBe('tides');
  expect(window.location.hash).toBe('#/search?q=tides');

  expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(['Accounts', 'Hashtags', 'Posts']);
  // A few of each: five of the six accounts, and "See all" to the tab.
  expect(
    within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem'),
  ).toHaveLength(5);
  expect(screen.queryByRole('link', { name: 'See all hashtags' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'See all accounts' }));
  expect(window.location.hash).toBe('#/search?q=tides&type=accounts');
  expect(screen.getByRole('tab', { name: 'Accounts', selected: true })).toHaveFocus();
  expect(await screen.findByRole('link', { name: /User 8/ })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Hashtags' }));
  expect(await screen.findByRole('link', { name: /#tides/ })).toHaveAttribute(
    'href',
    '#/social.example/t/tides',
  );
  await user.click(screen.getByRole('tab', { name: 'Posts' }));
  expect(await screen.findByText('High tide at noon')).toBeInTheDocument();
  expect(searches.at(-1)?.get('resolve')).toBe('false');
  expect(window.location.hash).toBe('#/search?q=tides&type=statuses');
});

test('the tab and query are in the address: back returns to the tab and query before', async () => {
  const user = userEvent.setup();
  renderApp('/search?q=tides');
  await screen.findByRole('link', { name: /Tide Watcher/ });
  await user.click(screen.getByRole('tab', { name: 'Hashtags' }));
  await screen.findByRole('link', { name: /#tides/ });
  const field = screen.getByRole('searchbox', { name: /Search for/ });
  await user.clear(field);
  await user.type(field, 'many{Enter}');
  await waitFor(() => expect(window.location.hash).toBe('#/search?q=many&type=hashtags'));

  window.history.back();
  await waitFor(() => expect(window.location.hash).toBe('#/search?q=tides&type=hashtags'));
  await waitFor(() => expect(field).toHaveValue('tides'));
  expect(screen.getByRole('tab', { name: 'Hashtags', selected: true })).toBeInTheDocument();
  window.history.back();
  await waitFor(() => expect(window.location.hash).toBe('#/search?q=tides'));
  expect(await screen.findByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
});

test('Posts page on past the first 20 with offset, and stop when there is no more', async () => {
  const user = userEvent.setup();
  renderApp('/search?q=many&type=statuses');
  expect(await screen.findByText('Many number 119')).toBeInTheDocument();
  expect(screen.queryByText('Many number 120')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Many number 124')).toBeInTheDocument();
  expect(searches.at(-1)?.get('offset')).toBe('20');
  // The page of 5 was the last one.
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article')).toHaveLength(
    25,
  );
});

test('a server that ignores offset: one more page, then no Load more (never a loop)', async () => {
  const user = userEvent.setup();
  renderApp('/search?q=stuck&type=accounts');
  expect(await screen.findByRole('link', { name: /User 219/ })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument(),
  );
  expect(searches.filter((params) => params.get('q') === 'stuck')).toHaveLength(2);
  expect(
    within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem'),
  ).toHaveLength(20);
});

test('a pasted Petrel post link opens the post without asking the server', async () => {
  renderApp(`/search?q=${encodeURIComponent('http://localhost:3000/#/social.example/s/77')}`);
  await waitFor(() => expect(window.location.hash).toBe('#/social.example/s/77'));
  expect(await screen.findByText('Resolved post')).toBeInTheDocument();
  expect(searches).toHaveLength(0);
});

test("logged out, another server's URL needs an account; nothing is asked", async () => {
  storeAccounts([]);
  renderApp(`/search?q=${encodeURIComponent(POST_URL)}`);
  expect(
    await screen.findByText(/Opening a post or profile from another server needs an account/),
  ).toBeInTheDocument();
  const note = screen.getByText(/needs an account: your instance looks it up/).closest('div');
  expect(within(note!).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/login');
  expect(searches).toHaveLength(0);
});

test('a pasted post URL is resolved by the instance and opens the post', async () => {
  renderApp(`/search?q=${encodeURIComponent(POST_URL)}`);
  await waitFor(() => expect(window.location.hash).toBe('#/social.example/s/77'));
  expect(await screen.findByText('Resolved post')).toBeInTheDocument();
  const resolved = searches.find((params) => params.get('q') === POST_URL);
  expect(resolved?.get('resolve')).toBe('true');
});
