import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { runnableMarkup } from '../../test/runnable-markup';

const API = 'https://social.example/api/v1';
const bob = {
  ...accountJson('2', 'bob'),
  display_name: 'Bob Ferreira',
  note: '<p>Ferry engineer <script>window.hacked=1</script></p>',
  statuses_count: 1234,
  followers_count: 5,
  following_count: 1,
  fields: [
    {
      name: 'Website',
      value: '<a href="https://bob.example">bob.example</a>',
      verified_at: '2024-02-01T00:00:00.000Z',
    },
  ],
};
const relationship = (following: boolean) => ({
  id: '2',
  following,
  followed_by: true,
  showing_reblogs: true,
  notifying: false,
  languages: [],
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  domain_blocking: false,
  endorsed: false,
  requested_by: false,
  note: '',
});
const requests: string[] = [];
const unfollows: string[] = [];

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/accounts/2`, () => HttpResponse.json(bob)),
  http.get(`${API}/accounts/lookup`, ({ request }) =>
    new URL(request.url).searchParams.get('acct') === 'bob'
      ? HttpResponse.json(bob)
      : HttpResponse.json({ error: 'Record not found' }, { status: 404 }),
  ),
  http.get(`${API}/accounts/relationships`, () => HttpResponse.json([relationship(false)])),
  http.post(`${API}/accounts/2/follow`, () => HttpResponse.json(relationship(true))),
  http.post(`${API}/accounts/2/unfollow`, () => {
    unfollows.push('2');
    return HttpResponse.json(relationship(false));
  }),
  http.get(`${API}/accounts/2/statuses`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params.toString());
    if (params.get('pinned') === 'true') {
      return HttpResponse.json([{ ...statusJson('19', '<p>A pinned post</p>'), account: bob }]);
    }
    if (params.get('max_id')) return HttpResponse.json([]);
    if (params.get('only_media') === 'true') {
      return HttpResponse.json([
        {
          ...statusJson('21', '<p>A media post</p>'),
          account: bob,
          media_attachments: [
            {
              id: 'm1',
              type: 'image',
              url: 'https://social.example/m1.png',
              preview_url: 'https://social.example/m1-small.png',
              description: 'A harbour at dusk',
              blurhash: null,
            },
          ],
        },
      ]);
    }
    return HttpResponse.json([{ ...statusJson('20', '<p>A post by Bob</p>'), account: bob }]);
  }),
  http.get(`${API}/accounts/2/followers`, ({ request }) => {
    const maxId = new URL(request.url).searchParams.get('max_id');
    // Like Mastodon, every page links a next one, the last page too.
    const link = (cursor: string) => ({
      link: `<${API}/accounts/2/followers?max_id=${cursor}>; rel="next"`,
    });
    if (maxId === 'follow-90') return HttpResponse.json([]);
    if (maxId === 'follow-50') {
      return HttpResponse.json([accountJson('5', 'erin')], { headers: link('follow-90') });
    }
    const fullPage = [accountJson('4', 'dave')];
    for (let n = 100; fullPage.length < 40; n++) fullPage.push(accountJson(String(n), `f${n}`));
    return HttpResponse.json(fullPage, { headers: link('follow-50') });
  }),
  // Whatever else the shell asks for (instance, preferences, filters, markers…) is not found here.
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./ProfilePage'), 30_000);
beforeEach(() => {
  requests.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('a profile shows its header, bio as text, fields and counts', async () => {
  renderApp('/social.example/a/2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Bob Ferreira' }),
  ).toBeInTheDocument();
  expect(screen.getByText('@bob')).toBeInTheDocument();
  expect(screen.getByText(/Ferry engineer/)).toBeInTheDocument();
  expect(runnableMarkup(document.body)).toEqual([]);
  expect(screen.getByRole('link', { name: 'bob.example' })).toHaveAttribute(
    'href',
    'https://bob.example',
  );
  expect(screen.getByText(/Verified on/)).toBeInTheDocument();
  expect(screen.getByText('1.2K')).toBeInTheDocument();
  expect(document.title).toBe('Bob Ferreira (@bob) - Petrel');
});

test('a handle is looked up', async () => {
  renderApp('/social.example/a/@bob');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Bob Ferreira' }),
  ).toBeInTheDocument();
});

test('the tabs switch between posts, posts and replies, and media', async () => {
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  const tablist = await screen.findByRole('tablist', { name: 'Profile posts' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Posts', 'Posts and replies', 'Media']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('A post by Bob')).toBeInTheDocument();
  // Pinned posts lead the Posts tab, labelled.
  const pinned = screen.getByText('A pinned post').closest('.timeline-row');
  expect(pinned).toHaveTextContent(/^Pinned/);
  expect(screen.getAllByText('Pinned')).toHaveLength(1);

  await user.click(tabs[2]);
  expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[2].id);
  // The media tab is a grid of thumbnails; an image opens the viewer.
  const thumbnail = await screen.findByRole('button', { name: 'Open image: A harbour at dusk' });
  // Thumbnails only: the post's text is not shown in the grid.
  expect(screen.queryByText('A media post')).toBeNull();
  await user.click(thumbnail);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(requests.some((query) => query.includes('only_media=true'))).toBe(true);

  // Arrow keys move between tabs.
  tabs[2].focus();
  await user.keyboard('{ArrowRight}');
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(tabs[0]).toHaveFocus();
});

test('the relationship shows, and Follow turns into Unfollow', async () => {
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  expect(await screen.findByText('Follows you')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Follow Bob Ferreira' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Unfollow Bob Ferreira' })).toBeInTheDocument(),
  );
});

test('Unfollow asks first, naming the account; Cancel keeps the follow', async () => {
  unfollows.length = 0;
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  await user.click(await screen.findByRole('button', { name: 'Follow Bob Ferreira' }));
  const unfollow = await screen.findByRole('button', { name: 'Unfollow Bob Ferreira' });
  await user.click(unfollow);
  const question = screen.getByRole('alertdialog', { name: 'Unfollow @bob@social.example?' });
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(unfollow).toHaveFocus();
  expect(unfollows).toEqual([]);
  await user.click(unfollow);
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }),
  );
  expect(await screen.findByRole('button', { name: 'Follow Bob Ferreira' })).toBeInTheDocument();
  expect(unfollows).toEqual(['2']);
});

test('logged out, a profile has no follow button', async () => {
  storeAccounts([]);
  renderApp('/social.example/a/2');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Bob Ferreira' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
});

test('followers are listed as profile links, paged by the cursor the server links to', async () => {
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  await user.click(await screen.findByRole('link', { name: /5\s+followers/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Followers' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /@dave/ })).toHaveAttribute(
    'href',
    '#/social.example/a/4',
  );
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /@erin/ })).toBeInTheDocument();
  // The short page's link leads to nothing: no Load more that loads nothing.
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull(),
  );
});
