import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';

const API = 'https://mastodon.social/api/v1';
const history = [
  { day: '1700172800', uses: '7', accounts: '5' },
  { day: '1700086400', uses: '3', accounts: '2' },
];

const server = setupAppTest(
  http.get(`${API}/trends/statuses`, () =>
    HttpResponse.json([statusJson('1', '<p>A trending post</p>')]),
  ),
  http.get(`${API}/trends/tags`, () =>
    HttpResponse.json([{ name: 'tides', url: 'https://mastodon.social/tags/tides', history }]),
  ),
  http.get(`${API}/trends/links`, () =>
    HttpResponse.json([
      {
        url: 'https://news.example/harbour',
        title: 'Harbour restored',
        description: 'The old wall reopened.',
        type: 'link',
        provider_name: 'Skua News',
        history,
      },
    ]),
  ),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./TrendingPage'), 30_000);

test('trending has posts, hashtags with their use, and news tabs', async () => {
  const user = userEvent.setup();
  renderApp('/trending');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trending' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('A trending post', {}, { timeout: 5000 })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Hashtags' }));
  expect(await screen.findByRole('link', { name: /#tides/ })).toHaveAttribute(
    'href',
    '#/mastodon.social/t/tides',
  );
  expect(screen.getByText(/7 people in the past days · 10 posts/)).toBeInTheDocument();
  expect(window.location.hash).toBe('#/trending?tab=hashtags');

  await user.click(screen.getByRole('tab', { name: 'News' }));
  expect(await screen.findByText('Harbour restored')).toBeInTheDocument();
  expect(screen.getByText('7 people shared this in the past days')).toBeInTheDocument();
});

test('a failing tab says so and offers to try again', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/trends/tags`, () =>
      fail
        ? HttpResponse.json({ error: 'Unavailable' }, { status: 503 })
        : HttpResponse.json([
            { name: 'birds', url: 'https://mastodon.social/tags/birds', history },
          ]),
    ),
  );
  renderApp('/trending?tab=hashtags');
  expect(await screen.findByRole('alert', {}, { timeout: 9000 })).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /#birds/ })).toBeInTheDocument();
}, 15_000);
