import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson } from '../../test/fixtures';

const API = 'https://social.example/api/v1';
const carol = { ...accountJson('3', 'carol'), display_name: 'Carol' };
const dave = { ...accountJson('4', 'dave'), display_name: 'Dave' };
const erin = { ...accountJson('5', 'erin'), display_name: 'Erin' };

let pending: (typeof carol)[] = [];
let failing = new Set<string>();
const answers: string[] = [];
const relationship = (id: string) => ({
  id,
  following: false,
  followed_by: false,
  requested: false,
  requested_by: pending.some((account) => account.id === id),
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  domain_blocking: false,
  showing_reblogs: false,
  notifying: false,
  endorsed: false,
  languages: [],
  note: '',
});

const server = setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/preferences`, () => HttpResponse.json({})),
  http.get(`${API}/follow_requests`, ({ request }) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const page = url.searchParams.get('max_id') ? pending.slice(limit) : pending.slice(0, limit);
    // As Mastodon does, every page links to a next one, the last too.
    return HttpResponse.json(page, {
      headers: { Link: `<${API}/follow_requests?max_id=${page.at(-1)?.id}>; rel="next"` },
    });
  }),
  http.post(`${API}/follow_requests/:id/:answer`, ({ params }) => {
    const id = String(params.id);
    answers.push(`${String(params.answer)} ${id}`);
    if (failing.has(id)) return HttpResponse.json({ error: 'Nope' }, { status: 500 });
    pending = pending.filter((account) => account.id !== id);
    return HttpResponse.json({
      ...relationship(id),
      followed_by: params.answer === 'authorize',
    });
  }),
  http.get(`${API}/accounts/relationships`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id[]') ?? '';
    return HttpResponse.json([relationship(id)]);
  }),
  http.get(`${API}/accounts/:id`, ({ params }) =>
    HttpResponse.json([carol, dave, erin].find((account) => account.id === params.id)),
  ),
  http.get(`${API}/accounts/:id/statuses`, () => HttpResponse.json([])),
);

beforeEach(() => {
  pending = [carol, dave];
  failing = new Set();
  answers.length = 0;
  const account = storedAccount('1');
  storeAccounts([account], accountKey(account));
});

const list = () => screen.findByRole('list', { name: 'Follow requests' });

test('accepting takes the requester off the list at once and tells the server', async () => {
  renderApp('/follow-requests');
  expect(await screen.findByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible();
  const rows = within(await list());
  expect(rows.getByText('Carol')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  await userEvent.click(rows.getByRole('button', { name: 'Accept follow request from Carol' }));
  expect(rows.queryByText('Carol')).toBeNull();
  await waitFor(() => expect(answers).toEqual(['authorize 3']));
  await userEvent.click(rows.getByRole('button', { name: 'Reject follow request from Dave' }));
  expect(await screen.findByText('No one is asking to follow you.')).toBeVisible();
  expect(answers).toEqual(['authorize 3', 'reject 4']);
});

test('a refused answer puts the request back in its place and says which one failed', async () => {
  failing.add('3');
  renderApp('/follow-requests');
  const rows = within(await list());
  await userEvent.click(rows.getByRole('button', { name: 'Reject follow request from Carol' }));
  expect(
    await screen.findByText(
      'Unable to reject the follow request from @carol. It is still pending.',
    ),
  ).toBeVisible();
  const names = within(await list())
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names[0]).toContain('Carol');
  expect(names[1]).toContain('Dave');
});

test('Load more appears only while there is more: a short page is the last', async () => {
  const many = Array.from({ length: 40 }, (_, index) => ({
    ...accountJson(String(100 + index)),
    display_name: `Requester ${index}`,
  }));
  pending = [...many, erin];
  renderApp('/follow-requests');
  await list();
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await within(await list()).findByText('Erin')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test("the requester's profile offers the same answers, and the loaded list agrees at once", async () => {
  renderApp('/follow-requests');
  await userEvent.click(within(await list()).getByRole('link', { name: /Carol/ }));
  const group = await screen.findByRole('group', { name: 'Requested to follow you' });
  await userEvent.click(
    within(group).getByRole('button', { name: 'Accept follow request from Carol' }),
  );
  expect(screen.queryByRole('group', { name: 'Requested to follow you' })).toBeNull();
  expect(await screen.findByText('Follows you')).toBeVisible();
  await waitFor(() => expect(answers).toEqual(['authorize 3']));
  // Back to the list as it was loaded (still fresh, not asked again): Carol has left it.
  pending = [carol, dave];
  window.history.back();
  const rows = within(await list());
  expect(rows.getByText('Dave')).toBeVisible();
  expect(rows.queryByText('Carol')).toBeNull();
});

test('a server without the list says so plainly, with no retry', async () => {
  server.use(
    http.get(`${API}/follow_requests`, () => HttpResponse.json({ error: 'Nope' }, { status: 404 })),
  );
  renderApp('/follow-requests');
  expect(await screen.findByText('This server does not list follow requests.')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
