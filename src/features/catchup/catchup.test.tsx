import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';
import { removeCatchupsOf } from '../../state/catchup-storage';
import { scopeKeyOf } from '../../state/session';

const ORIGIN = 'https://social.example';
const API = `${ORIGIN}/api/v1`;
const MINUTE = 60_000;

const bob = accountJson('2', 'bob');
const carol = accountJson('3', 'carol');

/** Home: one post every 10 minutes going back 5 hours, bob's and carol's in turn. */
function homePosts() {
  return Array.from({ length: 30 }, (_, index) => {
    const author = index % 3 === 0 ? carol : bob;
    return {
      ...statusJson(`p${100 - index}`, `<p>post ${index}</p>`, author),
      created_at: new Date(Date.now() - (index * 10 + 1) * MINUTE).toISOString(),
      in_reply_to_id: index === 4 ? 'p1' : null,
      favourites_count: index === 7 ? 50 : 0,
    };
  });
}

let home = homePosts();
let requests: (string | null)[] = [];
let ignoresMaxId = false;
let failing = false;
/** While set, older pages wait for it. */
let olderPagesHeld: Promise<void> | null = null;

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/timelines/home`, async ({ request }) => {
    const maxId = new URL(request.url).searchParams.get('max_id');
    requests.push(maxId);
    if (failing) return new HttpResponse('<html>Bad gateway</html>', { status: 502 });
    if (maxId && olderPagesHeld) await olderPagesHeld;
    const start = maxId && !ignoresMaxId ? home.findIndex((post) => post.id === maxId) + 1 : 0;
    const page = home.slice(start, start + 10);
    const last = page.at(-1);
    const link = last ? `<${API}/timelines/home?max_id=${last.id}>; rel="next"` : '';
    return HttpResponse.json(page, { headers: link ? { Link: link } : {} });
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

const account = storedAccount('1', 'social.example');

beforeAll(() => import('./CatchupPage'), 30_000);
// Each test starts without kept catch-ups (IndexedDB outlives a test).
beforeEach(() => removeCatchupsOf(scopeKeyOf(account)));
beforeEach(() => {
  home = homePosts();
  requests = [];
  ignoresMaxId = false;
  failing = false;
  olderPagesHeld = null;
  storeAccounts([account]);
});

test('a catch-up of the last 2 hours reads Home back to it, then filters, sorts and is kept', async () => {
  const user = userEvent.setup();
  const { unmount } = renderApp('/catchup');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Catch up on' }),
    'The last 2 hours',
  );
  await user.click(screen.getByRole('button', { name: 'Start the catch-up' }));

  const posts = await screen.findByRole('list', { name: 'Posts' });
  // 12 posts are 2 hours old or less; the second page reached past them, so no third was asked.
  expect(within(posts).getAllByRole('article')).toHaveLength(12);
  expect(requests).toEqual([null, 'p91']);
  expect(screen.getByRole('radio', { name: /^All/ })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: /^Replies/ }));
  expect(within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article')).toHaveLength(
    1,
  );
  await user.click(screen.getByRole('radio', { name: /^All/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most likes');
  const [first] = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
  expect(first).toHaveTextContent('post 7');

  await user.click(screen.getByRole('heading', { name: 'Catch-up' }));
  await user.keyboard('j');
  expect(document.activeElement).toBe(first);
  await user.keyboard('j');
  expect(document.activeElement).toHaveTextContent('post 0');
  await user.keyboard('l');
  expect(screen.getByRole('button', { name: /User 2/ })).toHaveAttribute('aria-pressed', 'true');

  unmount();
  renderApp('/catchup');
  const kept = await screen.findByRole('region', { name: 'Earlier catch-ups' });
  expect(within(kept).getByText('12 posts')).toBeInTheDocument();
  // The next one can start where this one ended.
  expect(screen.getByRole('option', { name: /^Since the last catch-up/ })).toBeInTheDocument();
});

test('a server ignoring max_id is asked twice, never again, and the catch-up says it was cut short', async () => {
  ignoresMaxId = true;
  const user = userEvent.setup();
  renderApp('/catchup');
  await user.click(await screen.findByRole('button', { name: 'Start the catch-up' }));
  const posts = await screen.findByRole('list', { name: 'Posts' });
  expect(requests).toEqual([null, 'p91']);
  expect(within(posts).getAllByRole('article')).toHaveLength(10);
  expect(screen.getByText(/This catch-up was cut short/)).toBeInTheDocument();
});

test('a catch-up can be cancelled while Home is read; nothing is kept', async () => {
  let release!: () => void;
  olderPagesHeld = new Promise((resolve) => (release = resolve));
  const user = userEvent.setup();
  renderApp('/catchup');
  await user.click(await screen.findByRole('button', { name: 'Start the catch-up' }));
  const progress = await screen.findByRole('progressbar', { name: 'Reading the Home timeline' });
  await screen.findByText('10 posts so far…');
  expect(Number(progress.getAttribute('value'))).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  release();
  expect(await screen.findByRole('button', { name: 'Start the catch-up' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Posts' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Earlier catch-ups' })).toBeNull();
});

test('a server error while reading Home is said, and the range can be chosen again', async () => {
  failing = true;
  const user = userEvent.setup();
  renderApp('/catchup');
  await user.click(await screen.findByRole('button', { name: 'Start the catch-up' }));
  expect(await screen.findByText(/Unable to fetch the Home timeline/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start the catch-up' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});
