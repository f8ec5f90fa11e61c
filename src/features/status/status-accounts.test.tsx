import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';

const API = 'https://mastodon.social/api/v1';
const post = {
  ...statusJson('10', '<p>Popular</p>', accountJson('1', 'op')),
  favourites_count: 1234,
  reblogs_count: 1,
  quotes_count: 2,
  created_at: '2025-05-05T14:03:00.000Z',
  application: { name: 'Tusky', website: 'https://tusky.app/' },
};

const server = setupAppTest(
  http.get(`${API}/statuses/10`, () => HttpResponse.json(post)),
  http.get(`${API}/statuses/10/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
);

beforeAll(async () => {
  await import('./StatusPage');
  await import('./StatusAccountsPage');
});

test('the post links to who liked and boosted it, with counts in the reader’s numbers', async () => {
  renderApp('/s/10');
  const links = await screen.findByRole('navigation', { name: 'About this post' });
  expect(within(links).getByRole('link', { name: 'Liked by 1,234 people' })).toHaveAttribute(
    'href',
    '#/mastodon.social/s/10/liked-by',
  );
  expect(within(links).getByRole('link', { name: 'Boosted by 1 person' })).toHaveAttribute(
    'href',
    '#/mastodon.social/s/10/boosted-by',
  );
});

test('the post page gives the full date, the app it was posted with, and the quote count', async () => {
  renderApp('/s/10');
  const links = await screen.findByRole('navigation', { name: 'About this post' });
  // Quotes are listed to the author only; others see how many.
  expect(links).toHaveTextContent('2 quotes');
  expect(within(links).queryByRole('link', { name: '2 quotes' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Tusky' })).toHaveAttribute('href', 'https://tusky.app/');
  expect(screen.getByText(/Monday, May 5, 2025/)).toHaveAttribute(
    'datetime',
    '2025-05-05T14:03:00.000Z',
  );
});

test('an app whose website is not http(s) is named, not linked', async () => {
  server.use(
    http.get(`${API}/statuses/10`, () =>
      HttpResponse.json({
        ...post,
        application: { name: 'Sneaky', website: 'javascript:alert(1)' },
      }),
    ),
  );
  renderApp('/s/10');
  expect(await screen.findByText('via Sneaky')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sneaky' })).toBeNull();
});

test('liked-by lists the accounts page by page, following the Link header', async () => {
  const user = userEvent.setup();
  const cursors: (string | null)[] = [];
  server.use(
    http.get(`${API}/statuses/10/favourited_by`, ({ request }) => {
      const maxId = new URL(request.url).searchParams.get('max_id');
      cursors.push(maxId);
      const link = (cursor: string) => ({
        Link: `<${API}/statuses/10/favourited_by?max_id=${cursor}>; rel="next"`,
      });
      // Like Mastodon, the last page links a next one too.
      if (maxId === 'fav-9') return HttpResponse.json([]);
      if (maxId === 'fav-7') {
        return HttpResponse.json([accountJson('3', 'carol')], { headers: link('fav-9') });
      }
      const fullPage = [accountJson('2', 'bob')];
      for (let n = 100; fullPage.length < 40; n++) fullPage.push(accountJson(String(n), `a${n}`));
      return HttpResponse.json(fullPage, { headers: link('fav-7') });
    }),
  );
  renderApp('/mastodon.social/s/10/liked-by');
  expect(await screen.findByRole('heading', { level: 1, name: 'Liked by' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Accounts that liked this post' });
  expect(within(list).getByRole('link', { name: /@bob/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByRole('link', { name: /@carol/ })).toBeInTheDocument();
  // The short second page is confirmed by reading ahead once; nothing there, so no Load more.
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull(),
  );
  expect(cursors).toEqual([null, 'fav-7', 'fav-9']);
});

test('boosted-by says when nobody is left to show, and a missing post is not retried', async () => {
  server.use(
    http.get(`${API}/statuses/10/reblogged_by`, () => HttpResponse.json([])),
    http.get(`${API}/statuses/99/reblogged_by`, () =>
      HttpResponse.json({ error: 'Record not found' }, { status: 404 }),
    ),
  );
  renderApp('/mastodon.social/s/10/boosted-by');
  expect(await screen.findByText('No accounts to show.')).toBeInTheDocument();
  renderApp('/mastodon.social/s/99/boosted-by');
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load accounts.');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
