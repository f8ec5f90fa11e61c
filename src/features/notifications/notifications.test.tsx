import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  accountHandlers,
  camelize,
  fakeStreamingSource,
} from '../../components/timeline/timeline-test-kit';
import { sessionFor } from '../../state/session';
import { setStreamingSourceFactory } from '../../state/streaming';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';

const ORIGIN = 'https://social.example';
const API = `${ORIGIN}/api/v1`;
const mine = statusJson('500', '<p>My post about petrels</p>');

function notification(id: string, type: string, from: string, minute: number, status?: object) {
  return {
    id,
    type,
    created_at: `2026-11-20T12:${String(minute).padStart(2, '0')}:00.000Z`,
    group_key: `ungrouped-${id}`,
    account: accountJson(from, `user${from}`),
    ...(status ? { status } : {}),
  };
}

let notifications: ReturnType<typeof notification>[] = [];
let failing = false;
const savedMarkers: unknown[] = [];
/** The `max_id` of each notifications page asked for (null: the first). */
const pagesAsked: (string | null)[] = [];

setupAppTest(
  ...accountHandlers(ORIGIN).filter((handler) => !handler.info.path.toString().includes('markers')),
  http.get(`${API}/notifications`, ({ request }) => {
    if (failing) return new HttpResponse(null, { status: 500 });
    const url = new URL(request.url);
    const excluded = url.searchParams.getAll('exclude_types[]');
    const limit = Number(url.searchParams.get('limit') ?? 40);
    const shown = notifications.filter((item) => !excluded.includes(item.type));
    const maxId = url.searchParams.get('max_id');
    pagesAsked.push(maxId);
    const start = maxId ? shown.findIndex((item) => item.id === maxId) + 1 : 0;
    return HttpResponse.json(shown.slice(start, start + limit));
  }),
  http.get(`${API}/markers`, () =>
    HttpResponse.json({
      notifications: { last_read_id: '3', version: 1, updated_at: '2026-11-20T12:03:30.000Z' },
    }),
  ),
  http.post(`${API}/markers`, async ({ request }) => {
    savedMarkers.push(await request.json());
    return HttpResponse.json({});
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

let stream = fakeStreamingSource();
beforeAll(() => import('./NotificationsPage'), 30_000);
beforeEach(() => {
  failing = false;
  savedMarkers.length = 0;
  pagesAsked.length = 0;
  notifications = [
    notification('6', 'favourite', '3', 6, mine),
    notification(
      '5',
      'mention',
      '4',
      5,
      statusJson('501', '<p>Hello @user1</p>', accountJson('4')),
    ),
    notification('4', 'favourite', '2', 4, mine),
    notification('3', 'follow', '5', 3),
    notification('2', 'follow', '6', 2),
  ];
  stream = fakeStreamingSource();
  setStreamingSourceFactory(() => stream.source);
  storeAccounts([storedAccount('1', 'social.example')]);
});
afterEach(() => setStreamingSourceFactory(null));

const rowNamed = (name: RegExp) => screen.findByRole('article', { name });

test('groups likes of a post, marks rows newer than the marker new, and marks all read', async () => {
  renderApp('/notifications');
  const likes = await rowNamed(/User 3 and 1 other liked your post/);
  expect(likes).toHaveClass('is-new');
  expect(within(likes).getByRole('link', { name: /My post about petrels/ })).toBeInTheDocument();
  const mention = await rowNamed(/User 4 mentioned you/);
  expect(mention).toHaveClass('is-new');
  expect(within(mention).getByText('Hello @user1')).toBeInTheDocument();
  const follows = await rowNamed(/User 5 and 1 other followed you/);
  expect(follows).not.toHaveClass('is-new');
  await waitFor(() => expect(savedMarkers).toEqual([{ notifications: { last_read_id: '6' } }]));
});

test('the name in each sentence is isolated, so it keeps its own direction in another script', async () => {
  renderApp('/notifications');
  const likes = await rowNamed(/User 3 and 1 other liked your post/);
  const sentence = within(likes).getByText(/and 1 other liked your post/);
  expect(within(sentence).getByText('User 3').tagName).toBe('BDI');
  // The count is a number, not a name: it stays in the sentence.
  expect(sentence.querySelectorAll('bdi')).toHaveLength(1);
  const mention = await rowNamed(/User 4 mentioned you/);
  expect(mention.querySelector('.notification-text bdi')).toHaveTextContent(/^User 4$/);
});

test('a streamed notification counts up the badge and waits behind "1 new notification"', async () => {
  const user = userEvent.setup();
  renderApp('/notifications');
  await rowNamed(/User 4 mentioned you/);
  await waitFor(() => expect(stream.listeners.size).toBeGreaterThanOrEqual(2));
  const fresh = notification(
    '7',
    'mention',
    '8',
    7,
    statusJson('502', '<p>Fresh</p>', accountJson('8')),
  );
  stream.emit({ stream: ['user'], event: 'notification', payload: camelize(fresh) as never });
  // The navigation loads apart from the screen (per width).
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(await within(nav).findByText('1 unread')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /User 8 mentioned you/ })).toBeNull();
  await user.click(await screen.findByRole('button', { name: '1 new notification' }));
  expect(await rowNamed(/User 8 mentioned you/)).toHaveClass('is-new');
  await waitFor(() => expect(within(nav).queryByText('1 unread')).toBeNull());
  await waitFor(() =>
    expect(savedMarkers.at(-1)).toEqual({ notifications: { last_read_id: '7' } }),
  );
});

test('rows of an account blocked here leave at once, streamed ones too, and come back once unblocked', async () => {
  const account = storedAccount('1', 'social.example');
  renderApp('/notifications');
  await rowNamed(/User 4 mentioned you/);
  await rowNamed(/User 5 and 1 other followed you/);
  await waitFor(() => expect(stream.listeners.size).toBeGreaterThanOrEqual(2));
  const { posts } = sessionFor(account);
  act(() => posts.setHidden('social.example', { kind: 'block', accountId: '4' }, true));
  act(() => posts.setHidden('social.example', { kind: 'block', accountId: '5' }, true));
  expect(screen.queryByRole('article', { name: /User 4 mentioned you/ })).toBeNull();
  // A group loses the blocked account and stays for the others.
  expect(await rowNamed(/^User 6 followed you/)).toBeInTheDocument();
  for (const [id, from] of [
    ['7', '4'],
    ['8', '9'],
  ]) {
    const fresh = notification(id, 'follow', from, Number(id));
    stream.emit({ stream: ['user'], event: 'notification', payload: camelize(fresh) as never });
  }
  // Only the one from user 9 waits.
  expect(await screen.findByRole('button', { name: '1 new notification' })).toBeInTheDocument();
  act(() => posts.setHidden('social.example', { kind: 'block', accountId: '4' }, false));
  expect(await rowNamed(/User 4 mentioned you/)).toBeInTheDocument();
});

test("says 'Unable to fetch notifications.' and tries again", async () => {
  const user = userEvent.setup();
  failing = true;
  renderApp('/mentions');
  expect(await screen.findByText('Unable to fetch notifications.')).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await rowNamed(/User 4 mentioned you/)).toBeInTheDocument();
});

test('after a reconnect the gap is fetched, even into an empty list', async () => {
  notifications = [];
  renderApp('/notifications');
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  await waitFor(() => expect(stream.listeners.size).toBeGreaterThanOrEqual(2));
  notifications = [
    notification('9', 'mention', '8', 9, statusJson('503', '<p>Missed</p>', accountJson('8'))),
  ];
  stream.resume();
  expect(await screen.findByRole('button', { name: '1 new notification' })).toBeInTheDocument();
});

test('with likes hidden, opening All still marks read up to the newest notification of any type', async () => {
  localStorage.setItem(
    'petrel:notification-type-filters:social.example:1',
    JSON.stringify(['favourite']),
  );
  renderApp('/notifications');
  await rowNamed(/User 4 mentioned you/);
  expect(screen.queryByRole('article', { name: /liked your post/ })).toBeNull();
  await waitFor(() => expect(savedMarkers).toEqual([{ notifications: { last_read_id: '6' } }]));
});

test('Escape closes the type filters and returns focus to their summary', async () => {
  const user = userEvent.setup();
  renderApp('/notifications');
  await rowNamed(/User 4 mentioned you/);
  const summary = screen.getByText('Notification types: all shown');
  await user.click(summary);
  const likes = screen.getByRole('checkbox', { name: 'Likes' });
  expect(likes).toBeVisible();
  await user.click(likes);
  await user.keyboard('{Escape}');
  expect(summary.closest('details')).not.toHaveAttribute('open');
  expect(summary).toHaveFocus();
});

test('older pages load until a short page ends the list, with no "Load more" after it', async () => {
  notifications = Array.from({ length: 45 }, (_, index) =>
    notification(
      `m${index}`,
      'mention',
      '4',
      59 - index,
      statusJson(`s${index}`, `<p>Note ${index}</p>`, accountJson('4')),
    ),
  );
  renderApp('/mentions');
  // The feed is virtualised: its count says what is loaded. Rows have no height in jsdom, so
  // the feed is always near its end and asks for older pages by itself.
  const feed = await screen.findByRole('feed');
  await waitFor(() => expect(feed).toHaveAttribute('data-loaded-count', '45'));
  // The feed says it is complete (its size is known) and fetching nothing: it asks no more.
  await waitFor(() => {
    expect(feed).toHaveAttribute('aria-busy', 'false');
    expect(within(feed).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '45');
  });
  expect(pagesAsked).toEqual([null, 'm39']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('Back from an account opened in a notification returns focus to its link', async () => {
  const user = userEvent.setup();
  notifications = [notification('8', 'follow_request', '7', 8), ...notifications];
  renderApp('/notifications');
  const follow = await rowNamed(/User 7 requested to follow you/);
  const link = within(follow).getAllByRole('link')[0];
  const href = link.getAttribute('href');
  await user.click(link);
  await waitFor(() => expect(window.location.hash).not.toBe('#/notifications'));
  await waitFor(() => expect(follow).not.toBeInTheDocument());
  window.history.back();
  await waitFor(() => expect(window.location.hash).toBe('#/notifications'));
  await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe(href));
  expect(document.activeElement?.closest('article')).toHaveAccessibleName(
    /User 7 requested to follow you/,
  );
});
