import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';
import {
  accountHandlers,
  layOutFeedRows,
  paginate,
  postsBetween,
  type StatusJson,
} from './timeline-test-kit';

const DEFAULT = 'https://mastodon.social';
const ORIGIN = 'https://social.example';
let posts: StatusJson[] = [];
const seen: string[] = [];
const markerSaves: unknown[] = [];

const server = setupAppTest(
  http.get(`${DEFAULT}/api/v1/timelines/public`, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url.search);
    return HttpResponse.json(paginate(posts, url));
  }),
  http.get(`${ORIGIN}/api/v1/timelines/home`, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url.search);
    return HttpResponse.json(paginate(posts, url));
  }),
  http.post(`${ORIGIN}/api/v1/markers`, async ({ request }) => {
    markerSaves.push(await request.json());
    return HttpResponse.json({});
  }),
  ...[DEFAULT, ORIGIN].map((origin) =>
    http.get(`${origin}/api/v1/statuses/:id`, ({ params }) => {
      seen.push(`/statuses/${String(params.id)}`);
      const post = posts.find((status) => status.id === params.id);
      return post ? HttpResponse.json(post) : HttpResponse.json({}, { status: 404 });
    }),
  ),
  ...accountHandlers(ORIGIN),
);

let restoreLayout = () => undefined as void;
beforeAll(() => {
  restoreLayout = layOutFeedRows(400);
});
afterAll(() => restoreLayout());
beforeEach(() => {
  posts = postsBetween(160, 101);
  seen.length = 0;
  markerSaves.length = 0;
  // Each test starts at the top, whatever the one before left the window scrolled to.
  window.scrollY = 0;
});

function duplicates(list: string[]): string[] {
  return list.filter((item, index) => list.indexOf(item) !== index);
}

test('a saved position opens there, then loads newer posts above and older below, each once', async () => {
  localStorage.setItem(
    'petrel:reading-position:mastodon.social:anonymous:mastodon.social:local',
    JSON.stringify({ id: '130', savedAt: 1 }),
  );
  renderApp('/l');
  const feed = await screen.findByRole('feed');
  await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
  // The saved post itself, the page older than it and the page just above it, asked for together;
  // newer posts load upwards from there.
  expect(seen.slice(0, 3).sort()).toEqual([
    '/statuses/130',
    '?limit=20&max_id=130&local=true',
    '?limit=20&min_id=130&local=true',
  ]);
  // Scrolling to either end loads what lies beyond it; nothing is asked for twice.
  // The pause between scrolls is the one fixed wait left on purpose: it is the reader's rhythm,
  // not a wait for the app. The feed asks for newer posts only when a scroll to the top follows
  // a pause (scroll events every 50 ms, or one scroll and a wait, leave the newest page unasked),
  // so the steps pause and go on until everything is loaded, for as long as a condition is waited
  // for (tests/setup.ts: 200 steps of 150 ms).
  for (let step = 0; step < 200 && feed.getAttribute('data-loaded-count') !== '60'; step++) {
    window.scrollY = step % 2 === 0 ? 100_000 : 0;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  expect(feed).toHaveAttribute('data-loaded-count', '60');
  expect(duplicates(seen)).toEqual([]);
  expect(within(feed).queryAllByText(/^Post \d+$/).length).toBeGreaterThan(0);
});

test('the top post is remembered locally and, for Home, in the server marker', async () => {
  storeAccounts([storedAccount('1')]);
  posts = postsBetween(110, 101);
  renderApp('/');
  await screen.findByRole('feed', { name: 'Home timeline' });
  await waitFor(() => {
    const saved = localStorage.getItem(
      'petrel:reading-position:social.example:1:social.example:home',
    );
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ id: '110' });
  });
  await waitFor(() => expect(markerSaves).toEqual([{ home: { last_read_id: '110' } }]));
});

test("Home opens at the server marker's post", async () => {
  storeAccounts([storedAccount('1')]);
  server.use(
    http.get(`${ORIGIN}/api/v1/markers`, () =>
      HttpResponse.json({
        home: { last_read_id: '140', version: 3, updated_at: '2026-01-01T00:00:00.000Z' },
      }),
    ),
  );
  renderApp('/');
  await screen.findByRole('feed', { name: 'Home timeline' });
  await waitFor(() => expect(seen).toContain('/statuses/140'));
  expect(seen).toContain('?limit=20&max_id=140');
});

function boostOf(id: string, post: StatusJson): StatusJson {
  return { ...statusJson(id, ''), account: accountJson('7', 'booster'), reblog: post } as never;
}

test('Home hides boosts and replies to others when the settings say so', async () => {
  storeAccounts([storedAccount('1')]);
  localStorage.setItem(
    'petrel:settings:social.example:1',
    JSON.stringify({ homeHideBoosts: true, homeHideReplies: true }),
  );
  const reply = {
    ...statusJson('203', '<p>A reply to someone</p>'),
    in_reply_to_id: '50',
    in_reply_to_account_id: '9',
  } as never;
  const selfReply = {
    ...statusJson('202', '<p>Thread, part two</p>'),
    in_reply_to_id: '201',
    in_reply_to_account_id: '1',
  } as never;
  posts = [
    boostOf('204', statusJson('90', '<p>Boosted post</p>')),
    reply,
    selfReply,
    statusJson('201', '<p>Plain post</p>'),
  ];
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('Plain post')).toBeInTheDocument();
  expect(within(feed).getByText('Thread, part two')).toBeInTheDocument();
  expect(within(feed).queryByText('Boosted post')).toBeNull();
  expect(within(feed).queryByText('A reply to someone')).toBeNull();
});

test('consecutive boosts in Home become a labelled carousel', async () => {
  storeAccounts([storedAccount('1')]);
  posts = [
    boostOf('304', statusJson('91', '<p>First boosted</p>')),
    boostOf('303', statusJson('92', '<p>Second boosted</p>')),
    statusJson('302', '<p>Own words</p>'),
  ];
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  const carousel = await within(feed).findByRole('article', { name: '2 boosts' });
  expect(within(carousel).getByText('First boosted')).toBeInTheDocument();
  expect(within(carousel).getByText('Second boosted')).toBeInTheDocument();
  expect(within(carousel).getByRole('list', { name: '2 boosts' })).toHaveAttribute('tabindex', '0');
  expect(within(feed).getByText('Own words')).toBeInTheDocument();
});

test('with the boosts carousel off, consecutive boosts stay in the feed one by one', async () => {
  storeAccounts([storedAccount('1')]);
  localStorage.setItem(
    'petrel:settings:social.example:1',
    JSON.stringify({ boostsCarousel: false }),
  );
  posts = [
    boostOf('304', statusJson('91', '<p>First boosted</p>')),
    boostOf('303', statusJson('92', '<p>Second boosted</p>')),
    statusJson('302', '<p>Own words</p>'),
  ];
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('First boosted')).toBeInTheDocument();
  expect(within(feed).getByText('Second boosted')).toBeInTheDocument();
  expect(within(feed).queryByRole('article', { name: '2 boosts' })).toBeNull();
  expect(within(feed).queryByRole('list', { name: '2 boosts' })).toBeNull();
});

test('a multi-hashtag timeline refuses a sixth hashtag with a clear message', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`${DEFAULT}/api/v1/timelines/tag/:tag`, ({ request, params }) => {
      seen.push(`${String(params.tag)}${new URL(request.url).search}`);
      return HttpResponse.json([]);
    }),
  );
  renderApp('/t/a1+b2+c3+d4+e5');
  expect(
    await screen.findByRole('heading', { level: 1, name: '#a1 #b2 #c3 #d4 #e5' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(seen[0]).toMatch(/^a1\?limit=20&any\[\]=b2/));
  await user.click(screen.getByText('Add hashtag…'));
  await user.type(screen.getByRole('textbox', { name: 'Hashtag' }), 'f6');
  await user.click(screen.getByRole('button', { name: 'Add hashtag' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A timeline can show at most 5 hashtags. Remove one to add another.',
  );
  expect(window.location.hash).toBe('#/t/a1+b2+c3+d4+e5');
});

test('adding a hashtag opens the combined timeline', async () => {
  const user = userEvent.setup();
  server.use(http.get(`${DEFAULT}/api/v1/timelines/tag/:tag`, () => HttpResponse.json([])));
  renderApp('/t/cats');
  await screen.findByRole('heading', { level: 1, name: '#cats' });
  expect(document.title).toBe('#cats - Petrel');
  // Combining is behind "Add hashtag…", not a bare form under the title.
  expect(screen.getByText('Add hashtag…').closest('details')).not.toHaveAttribute('open');
  await user.click(screen.getByText('Add hashtag…'));
  await user.type(screen.getByRole('textbox', { name: 'Hashtag' }), '#dogs');
  await user.click(screen.getByRole('button', { name: 'Add hashtag' }));
  expect(await screen.findByRole('heading', { level: 1, name: '#cats #dogs' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/t/cats+dogs');
});

test('a failing older page keeps the posts shown and offers to try again', async () => {
  const user = userEvent.setup();
  let failOlder = true;
  server.use(
    http.get(`${DEFAULT}/api/v1/timelines/public`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('max_id') && failOlder) {
        return HttpResponse.json({ error: 'boom' }, { status: 500 });
      }
      return HttpResponse.json(paginate(posts, url));
    }),
  );
  renderApp('/p');
  const feed = await screen.findByRole('feed');
  await within(feed).findAllByText(/^Post \d+$/);
  window.scrollY = 100_000;
  // A person scrolling sends many scroll events; on a loaded machine the first may come before
  // the feed listens. Failed reads are retried twice (1 s, then 2 s later) before the error shows.
  const tryAgain = await waitFor(() => {
    window.dispatchEvent(new Event('scroll'));
    return screen.getByRole('button', { name: 'Try again' });
  });
  expect(screen.getByText('Unable to load posts.')).toBeInTheDocument();
  expect(feed).toHaveAttribute('data-loaded-count', '20');
  failOlder = false;
  await user.click(tryAgain);
  await waitFor(() => expect(Number(feed.getAttribute('data-loaded-count'))).toBeGreaterThan(20));
  expect(screen.queryByText('Unable to load posts.')).toBeNull();
});
