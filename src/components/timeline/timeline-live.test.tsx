import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { setStreamingSourceFactory } from '../../state/streaming';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';
import {
  accountHandlers,
  camelize,
  fakeStreamingSource,
  layOutFeedRows,
  paginate,
  postsBetween,
  streamedUpdate,
  type StatusJson,
} from './timeline-test-kit';
import { POLL_INTERVAL_MS } from './use-live-timeline';

const ORIGIN = 'https://social.example';
const someoneElse = accountJson('2');
let home: StatusJson[] = [];
const requests: string[] = [];

const server = setupAppTest(
  ...accountHandlers(ORIGIN),
  http.get(`${ORIGIN}/api/v1/timelines/home`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    return HttpResponse.json(paginate(home, url));
  }),
);

let restoreLayout = () => undefined as void;
beforeAll(() => {
  restoreLayout = layOutFeedRows();
});
afterAll(() => restoreLayout());

let stream = fakeStreamingSource();
beforeEach(() => {
  home = postsBetween(110, 101);
  requests.length = 0;
  stream = fakeStreamingSource();
  setStreamingSourceFactory(() => stream.source);
  storeAccounts([storedAccount('1')]);
});
afterEach(() => {
  vi.useRealTimers();
  setStreamingSourceFactory(null);
});

async function openHome() {
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  await within(feed).findByText('Post 110');
  // The account's own stream (keeping posts current everywhere, counting unread notifications)
  // and Home's.
  await waitFor(() => expect(stream.listeners.size).toBe(3));
  return feed;
}

test('streamed posts wait behind "N new posts" until revealed', async () => {
  const user = userEvent.setup();
  const feed = await openHome();
  expect(stream.requests).toEqual([{ stream: 'user' }, { stream: 'user' }, { stream: 'user' }]);

  stream.emit(streamedUpdate(statusJson('111', '<p>Fresh one</p>', someoneElse)));
  expect(await screen.findByRole('button', { name: /1 new post/ })).toBeInTheDocument();
  stream.emit(streamedUpdate(statusJson('112', '<p>Fresh two</p>', someoneElse)));
  stream.emit(streamedUpdate(statusJson('112', '<p>Fresh two</p>', someoneElse)));
  const button = await screen.findByRole('button', { name: /2 new posts/ });
  expect(within(feed).queryByText('Fresh one')).toBeNull();

  await user.click(button);
  expect(await within(feed).findByText('Fresh two')).toBeInTheDocument();
  expect(within(feed).getByText('Fresh one')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  expect(feed).toHaveAttribute('data-loaded-count', '12');
});

test("the person's own post shows at once, with the posts that waited before it", async () => {
  const feed = await openHome();
  stream.emit(streamedUpdate(statusJson('111', '<p>Someone else</p>', someoneElse)));
  await screen.findByRole('button', { name: /1 new post/ });
  stream.emit(streamedUpdate(statusJson('112', '<p>My own</p>')));
  expect(await within(feed).findByText('My own')).toBeInTheDocument();
  expect(within(feed).getByText('Someone else')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
});

test('"." reveals the new posts', async () => {
  const user = userEvent.setup();
  const feed = await openHome();
  stream.emit(streamedUpdate(statusJson('111', '<p>Fresh one</p>', someoneElse)));
  await screen.findByRole('button', { name: /1 new post/ });
  await user.keyboard('.');
  expect(await within(feed).findByText('Fresh one')).toBeInTheDocument();
});

test('after a reconnect the gap since the newest post is fetched into the buffer', async () => {
  const feed = await openHome();
  home = [...postsBetween(113, 111), ...home];
  stream.resume();
  expect(await screen.findByRole('button', { name: /3 new posts/ })).toBeInTheDocument();
  expect(requests).toContain('?limit=20&min_id=110');
  expect(within(feed).queryByText('Post 113')).toBeNull();
});

test('edits and deletes patch the loaded posts in place', async () => {
  const feed = await openHome();
  stream.emit({ stream: ['user'], event: 'delete', payload: '109' });
  await waitFor(() => expect(within(feed).queryByText('Post 109')).toBeNull());
  stream.emit({
    stream: ['user'],
    event: 'status.update',
    payload: camelize(statusJson('108', '<p>Post 108, edited</p>')) as never,
  });
  expect(await within(feed).findByText('Post 108, edited')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
});

test('a dropped stream shows that it is reconnecting', async () => {
  await openHome();
  stream.setState('reconnecting');
  expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
  stream.setState('open');
  await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
});

test('while streaming is unavailable the timeline polls, until the socket opens again', async () => {
  await openHome();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  home = [...postsBetween(112, 111), ...home];
  requests.length = 0;

  stream.setState('unavailable');
  expect(await screen.findByText(/Live updates are unavailable/)).toBeInTheDocument();
  vi.advanceTimersByTime(POLL_INTERVAL_MS - 1);
  expect(requests).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(await screen.findByRole('button', { name: /2 new posts/ })).toBeInTheDocument();
  expect(requests).toEqual(['?limit=20&min_id=110']);

  stream.setState('open');
  await waitFor(() => expect(screen.queryByText(/Live updates are unavailable/)).toBeNull());
  // Polling stops: no interval is left to fire (the check runs on real timers, and waits as long
  // as the UI waits in tests/setup.ts), so however much time passes nothing more is asked.
  await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0), { timeout: 30_000 });
  vi.advanceTimersByTime(POLL_INTERVAL_MS * 3);
  expect(requests).toEqual(['?limit=20&min_id=110']);
  // Still subscribed: Home and the account's own stream (posts, unread notifications).
  expect(stream.listeners.size).toBe(3);
});

test('the feed follows the ARIA feed pattern', async () => {
  const feed = await openHome();
  const articles = within(feed).getAllByRole('article');
  expect(articles[0]).toHaveAttribute('aria-posinset', '1');
  expect(articles[0]).toHaveAttribute('aria-setsize');
  expect(feed).toHaveAttribute('aria-busy');
  server.resetHandlers();
});
