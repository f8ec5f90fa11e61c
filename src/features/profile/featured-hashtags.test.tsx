import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
const featured = (id: string, name: string) => ({
  id,
  name,
  url: `https://social.example/@me/tagged/${name}`,
  statuses_count: '3',
  last_status_at: '2024-03-01',
});
const tag = (name: string) => ({ name, url: `https://social.example/tags/${name}`, history: [] });
let mine: ReturnType<typeof featured>[] = [];
let bobs: ReturnType<typeof featured>[] = [];
const sent: { contentType: string; name: string }[] = [];

const server = setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1', 'me'))),
  http.get(`${API}/accounts/1`, () => HttpResponse.json(accountJson('1', 'me'))),
  http.get(`${API}/accounts/2`, () => HttpResponse.json(accountJson('2', 'bob'))),
  http.get(`${API}/accounts/:id/statuses`, () => HttpResponse.json([])),
  http.get(`${API}/accounts/1/featured_tags`, () => HttpResponse.json(mine)),
  http.get(`${API}/accounts/2/featured_tags`, () => HttpResponse.json(bobs)),
  http.get(`${API}/featured_tags/suggestions`, () =>
    HttpResponse.json([tag('birds'), tag('kelp'), tag('tides')]),
  ),
  http.post(`${API}/featured_tags`, async ({ request }) => {
    const contentType = request.headers.get('content-type') ?? '';
    const body = await request.text();
    const name = /name="name"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '';
    sent.push({ contentType, name });
    const created = featured(`f-${name}`, name);
    mine = [...mine, created];
    return HttpResponse.json(created);
  }),
  http.delete(`${API}/featured_tags/:id`, ({ params }) => {
    mine = mine.filter((entry) => entry.id !== params.id);
    return HttpResponse.json({});
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./ProfilePage'), 30_000);
beforeEach(() => {
  mine = [featured('f-birds', 'birds')];
  bobs = [];
  sent.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('on one’s own profile: featured hashtags, suggestions, add (a form) and remove', async () => {
  const user = userEvent.setup();
  renderApp('/social.example/a/1');
  const list = await screen.findByRole('list', { name: 'Featured hashtags' });
  expect(within(list).getByRole('link', { name: '#birds' })).toHaveAttribute(
    'href',
    '#/social.example/t/birds',
  );
  const suggested = await screen.findByRole('list', { name: 'Suggested hashtags' });
  // birds is featured already, so it is not suggested again.
  expect(
    within(suggested)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['+ #kelp', '+ #tides']);
  await user.click(within(suggested).getByRole('button', { name: 'Feature #kelp' }));
  await within(list).findByRole('link', { name: '#kelp' });
  expect(sent[0].contentType).toMatch(/^multipart\/form-data/);
  expect(sent[0].name).toBe('kelp');

  const field = screen.getByRole('textbox', { name: 'Feature a hashtag' });
  await user.type(field, '#Birds');
  await user.click(screen.getByRole('button', { name: 'Feature' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That hashtag is featured already.');
  await user.clear(field);
  await user.type(field, '#Harbour');
  await user.click(screen.getByRole('button', { name: 'Feature' }));
  await within(list).findByRole('link', { name: '#Harbour' });

  await user.click(within(list).getByRole('button', { name: 'Stop featuring #birds' }));
  await expect.poll(() => within(list).queryByRole('link', { name: '#birds' })).toBeNull();
});

test('another profile shows its featured hashtags without changing them, and nothing when it has none', async () => {
  bobs = [featured('b-1', 'ferries')];
  renderApp('/social.example/a/2');
  const list = await screen.findByRole('list', { name: 'Featured hashtags' });
  expect(within(list).getByRole('link', { name: '#ferries' })).toBeInTheDocument();
  expect(within(list).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Feature a hashtag' })).toBeNull();
});

test('a profile without featured hashtags has no such section', async () => {
  // Bob's posts are answered only after his (empty) featured hashtags: once a post shows, the
  // hashtags have arrived and been rendered.
  let hashtagsAnswered = () => {};
  const answered = new Promise<void>((resolve) => (hashtagsAnswered = resolve));
  server.use(
    http.get(`${API}/accounts/2/featured_tags`, () => {
      hashtagsAnswered();
      return HttpResponse.json([]);
    }),
    http.get(`${API}/accounts/2/statuses`, async () => {
      await answered;
      return HttpResponse.json([statusJson('20', '<p>Bob was here</p>', accountJson('2', 'bob'))]);
    }),
  );
  renderApp('/social.example/a/2');
  await screen.findByRole('heading', { name: 'User 2' });
  await screen.findByText('Bob was here');
  expect(screen.queryByRole('heading', { name: 'Featured hashtags' })).toBeNull();
});
