import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { NewerPostsOffer } from './NewerPostsOffer';
import {
  accountHandlers,
  layOutFeedRows,
  paginate,
  postsBetween,
  type StatusJson,
} from './timeline-test-kit';

const ORIGIN = 'https://social.example';
const POSITION_KEY = 'petrel:reading-position:social.example:1:social.example:home';
const SEEN_MARKER_KEY = 'petrel:reading-position:social.example:1:social.example:home-marker-seen';
const HOUR = 3_600_000;
let posts: StatusJson[] = [];
const seen: string[] = [];
function see(entry: string) {
  seen.push(entry);
}
let markerAnswer: () => Response = () => HttpResponse.json({});
let answerMarker: Promise<void> = Promise.resolve();
/** Pages of newer posts answered before the rest wait forever (more remain to load). */
let newerPagesAnswered = Infinity;
const answeredNewer = new Set<string>();

setupAppTest(
  http.get(`${ORIGIN}/api/v1/timelines/home`, async ({ request }) => {
    const url = new URL(request.url);
    see(url.search);
    // A page asked for again (its first answer came too late to be waited for) is answered again.
    const minId = url.searchParams.get('min_id');
    if (minId !== null && !answeredNewer.has(minId) && newerPagesAnswered-- <= 0) {
      await delay('infinite');
    }
    if (minId !== null) answeredNewer.add(minId);
    return HttpResponse.json(paginate(posts, url));
  }),
  http.get(`${ORIGIN}/api/v1/statuses/:id`, ({ params }) => {
    see(`/statuses/${String(params.id)}`);
    const post = posts.find((status) => status.id === params.id);
    return post ? HttpResponse.json(post) : HttpResponse.json({}, { status: 404 });
  }),
  http.get(`${ORIGIN}/api/v1/markers`, async () => {
    see('markers asked');
    await answerMarker;
    see('markers answered');
    return markerAnswer();
  }),
  ...accountHandlers(ORIGIN),
);

let restoreLayout = () => undefined as void;
beforeAll(() => {
  restoreLayout = layOutFeedRows(400);
});
afterAll(() => restoreLayout());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  posts = postsBetween(140, 101);
  seen.length = 0;
  markerAnswer = () => HttpResponse.json({});
  answerMarker = Promise.resolve();
  newerPagesAnswered = Infinity;
  answeredNewer.clear();
  storeAccounts([storedAccount('1')]);
  window.scrollY = 0;
});

function savePosition(id: string, age: number, offset = 0) {
  localStorage.setItem(POSITION_KEY, JSON.stringify({ id, offset, savedAt: Date.now() - age }));
}

function homeMarker(id: string) {
  return () =>
    HttpResponse.json({
      home: { last_read_id: id, version: 2, updated_at: '2026-01-01T00:00:00.000Z' },
    });
}

/**
 * Holds back every 3 s timer (the marker wait gives up after 3 s) until `release` is called, so
 * that nothing can happen because the wait gave up, however slow the machine.
 */
function holdThreeSecondTimers() {
  const setTimer = globalThis.setTimeout;
  const held: (() => void)[] = [];
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    if (ms !== 3_000) return setTimer(callback, ms, ...args);
    held.push(() => callback(...args));
    return 0;
  }) as typeof setTimeout);
  return {
    release: () => {
      vi.mocked(globalThis.setTimeout).mockRestore();
      held.splice(0).forEach((fire) => fire());
    },
  };
}

test('Home asks for its timeline while the marker is still on its way', async () => {
  savePosition('130', 60_000);
  let release = () => undefined as void;
  answerMarker = new Promise((resolve) => (release = resolve));
  const timers = holdThreeSecondTimers();
  // The page above never comes: Home stops waiting for it and opens with the post first.
  newerPagesAnswered = 0;
  renderApp('/');
  // Neither the marker's answer nor the end of its 3 s wait has come: both were asked together.
  await waitFor(() => expect(seen).toContain('/statuses/130'));
  expect(seen).toContain('?limit=20&max_id=130');
  expect(seen).toContain('markers asked');
  expect(seen).not.toContain('markers answered');
  timers.release();
  release();
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('Post 130')).toBeInTheDocument();
  // The marker agreed (nothing moved it elsewhere): the timeline was not asked for again.
  expect(seen.filter((entry) => entry === '/statuses/130')).toHaveLength(1);
});

test('a marker moved on another device restarts Home at its post', async () => {
  savePosition('130', 60_000);
  localStorage.setItem(SEEN_MARKER_KEY, JSON.stringify('120'));
  markerAnswer = homeMarker('125');
  // The page above never comes: Home stops waiting for it and opens with the post first.
  newerPagesAnswered = 0;
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('Post 125')).toBeInTheDocument();
  expect(seen).toContain('/statuses/125');
  expect(seen).toContain('?limit=20&max_id=125');
});

test('snac (no markers: 404) opens at the position this device saved', async () => {
  savePosition('130', 60_000);
  markerAnswer = () => new HttpResponse('<h1>Not Found</h1>', { status: 404 });
  // The page above never comes: Home stops waiting for it and opens with the post first.
  newerPagesAnswered = 0;
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('Post 130')).toBeInTheDocument();
  expect(seen.filter((entry) => entry.startsWith('/statuses/'))).toEqual(['/statuses/130']);
});

test('a position below newer posts says how many are newer', async () => {
  posts = postsBetween(200, 101);
  // A page of newer posts lands; whether more are newer stays unknown (asked, never answered).
  newerPagesAnswered = 1;
  savePosition('130', 10 * 60_000);
  window.scrollY = 4000;
  renderApp('/');
  expect(await screen.findByRole('button', { name: '20+ newer posts' })).toBeInTheDocument();
});

test('"You stopped here" leads the row of the post where the reader stopped', async () => {
  savePosition('137', 10 * 60_000);
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  const divider = await within(feed).findByRole('separator', { name: 'You stopped here' });
  const row = divider.closest<HTMLElement>('.timeline-row')!;
  expect(within(row).getByText('Post 137')).toBeInTheDocument();
  expect(row.firstElementChild).toContainElement(divider);
  expect(within(row).getByRole('link', { name: 'Catch up on these 3' })).toHaveAttribute(
    'href',
    expect.stringContaining('#/catchup?after=137&since='),
  );
});

test('a position at the newest post has no notice and no divider', async () => {
  savePosition('140', 3 * HOUR);
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  await within(feed).findByText('Post 140');
  expect(screen.queryByRole('button', { name: /newer post/ })).toBeNull();
  expect(screen.queryByRole('separator', { name: 'You stopped here' })).toBeNull();
});

test('jumping from an old position with more to load starts Home at its newest posts', async () => {
  const user = userEvent.setup();
  posts = postsBetween(200, 101);
  newerPagesAnswered = 1;
  savePosition('130', 3 * HOUR);
  window.scrollY = 4000;
  renderApp('/');
  const jump = await screen.findByRole('button', { name: '20+ newer posts' });
  await user.click(jump);
  await waitFor(() => expect(seen).toContain('?limit=20'));
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(feed).findByText('Post 200')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /newer posts/ })).toBeNull();
});

// The feed shown may still have an effect to run when Home is chosen (more often on a loaded
// machine): it must not ask for its old start again, or the restarted feed opens there.
test('choosing Home while on Home goes to the newest posts', async () => {
  const user = userEvent.setup();
  posts = postsBetween(200, 101);
  newerPagesAnswered = 1;
  savePosition('130', 60_000);
  window.scrollY = 4000;
  renderApp('/');
  await screen.findByRole('feed', { name: 'Home timeline' });
  await waitFor(() => expect(seen).toContain('?limit=20&min_id=130'));
  expect(seen).not.toContain('?limit=20');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Home' }));
  await waitFor(() => expect(seen).toContain('?limit=20'));
  const newest = await screen.findByRole('feed', { name: 'Home timeline' });
  expect(await within(newest).findByText('Post 200')).toBeInTheDocument();
  // At the newest posts, not back at the old position, and nothing newer is offered.
  expect(within(newest).queryByText('Post 130')).toBeNull();
  expect(seen.filter((entry) => entry === '?limit=20&max_id=130')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /newer post/ })).toBeNull();
});

test.each([
  [1, false, '1 newer post'],
  [23, false, '23 newer posts'],
  [20, true, '20+ newer posts'],
])('%i newer (more: %s) reads "%s"', (count, more, wording) => {
  render(
    <I18nProvider i18n={i18n}>
      <NewerPostsOffer count={count} more={more} onJump={() => undefined} />
    </I18nProvider>,
  );
  expect(screen.getByText(wording)).toBeInTheDocument();
});
