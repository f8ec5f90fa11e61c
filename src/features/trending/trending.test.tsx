import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';
import { answerAsSnac } from '../../test/servers';

const API = 'https://mastodon.social/api/v1';
const history = [
  { day: '1700172800', uses: '7', accounts: '5' },
  { day: '1700086400', uses: '3', accounts: '2' },
];

const trendRequests: string[] = [];

const server = setupAppTest(
  http.get(`${API}/trends/statuses`, () => {
    trendRequests.push('statuses');
    return HttpResponse.json([statusJson('1', '<p>A trending post</p>')]);
  }),
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
  expect(await screen.findByRole('heading', { level: 1, name: 'Trending' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Posts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await screen.findByText('A trending post')).toBeInTheDocument();

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
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /#birds/ })).toBeInTheDocument();
});

test('on a server without trends, Trending says so plainly and asks it nothing', async () => {
  trendRequests.length = 0;
  server.use(...answerAsSnac('https://mastodon.social'));
  renderApp('/trending');
  expect(
    await screen.findByText('This server does not offer trending posts, hashtags or news.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the local timeline instead' })).toHaveAttribute(
    'href',
    '#/l',
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.queryByRole('tab')).toBeNull();
  expect(trendRequests).toEqual([]);
});

test('a 404 from trending posts marks trends missing: the page says so, the nav drops it', async () => {
  // The 404 is answered once the link has been seen: the shell may show before the screen asks.
  let answer!: () => void;
  const linkSeen = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${API}/trends/statuses`, async () => {
      await linkSeen;
      return HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
  );
  renderApp('/trending');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(await within(nav).findByRole('link', { name: 'Trending' })).toBeInTheDocument();
  answer();
  expect(
    await screen.findByText('This server does not offer trending posts, hashtags or news.'),
  ).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Trending' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a 404 from trending news says the server does not offer it, without a retry', async () => {
  server.use(
    http.get(`${API}/trends/links`, () =>
      HttpResponse.json({ error: 'Not found' }, { status: 404 }),
    ),
  );
  renderApp('/trending?tab=links');
  expect(await screen.findByText('This server does not offer trending news.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Hashtags' }));
  expect(await screen.findByRole('link', { name: /#tides/ })).toBeInTheDocument();
});
