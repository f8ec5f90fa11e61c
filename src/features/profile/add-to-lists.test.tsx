import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
const bob = accountJson('2', 'bob');
const relationship = (following: boolean) => ({
  id: '2',
  following,
  followed_by: false,
  showing_reblogs: true,
  notifying: false,
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
const list = (id: string, title: string) => ({
  id,
  title,
  replies_policy: 'list',
  exclusive: false,
});
let lists = [list('1', 'Birds'), list('2', 'Work')];
let members: Record<string, string[]> = {};
let following = true;
/** Like snac: no `/accounts/:id/lists`. */
let hasAccountLists = true;
const calls: string[] = [];

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/accounts/2`, () => HttpResponse.json(bob)),
  http.get(`${API}/accounts/relationships`, () => HttpResponse.json([relationship(following)])),
  http.get(`${API}/accounts/2/statuses`, () => HttpResponse.json([])),
  http.get(`${API}/accounts/2/featured_tags`, () => HttpResponse.json([])),
  http.get(`${API}/accounts/2/lists`, () =>
    hasAccountLists
      ? HttpResponse.json(lists.filter((entry) => members[entry.id]?.includes('2')))
      : new HttpResponse('<h1>404 Not Found</h1>', { status: 404 }),
  ),
  http.get(`${API}/lists`, () => HttpResponse.json(lists)),
  http.post(`${API}/lists`, async ({ request }) => {
    const { title } = (await request.json()) as { title: string };
    const created = list('3', title);
    lists = [...lists, created];
    return HttpResponse.json(created);
  }),
  http.get(`${API}/lists/:id/accounts`, ({ params }) =>
    HttpResponse.json((members[String(params.id)] ?? []).map((id) => accountJson(id))),
  ),
  http.post(`${API}/lists/:id/accounts`, ({ params }) => {
    calls.push(`add ${String(params.id)}`);
    members[String(params.id)] = [...(members[String(params.id)] ?? []), '2'];
    return HttpResponse.json({});
  }),
  http.delete(`${API}/lists/:id/accounts`, ({ params }) => {
    calls.push(`remove ${String(params.id)}`);
    members[String(params.id)] = [];
    return HttpResponse.json({});
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./ProfilePage'), 30_000);
beforeEach(() => {
  lists = [list('1', 'Birds'), list('2', 'Work')];
  members = { '2': ['2'] };
  following = true;
  hasAccountLists = true;
  calls.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  await user.click(await screen.findByRole('button', { name: 'Add to lists' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Lists with @bob' }) };
}

test.each([
  ['the server says which lists hold the account', true],
  ['the lists are read one by one where the server cannot say (snac)', false],
])('each list has a checkbox, checked where it holds the account: %s', async (_, hasEndpoint) => {
  hasAccountLists = hasEndpoint;
  const { user, dialog } = await openDialog();
  const birds = await within(dialog).findByRole('checkbox', { name: 'Birds' });
  const work = within(dialog).getByRole('checkbox', { name: 'Work' });
  expect(birds).not.toBeChecked();
  expect(work).toBeChecked();

  await user.click(birds);
  await expect.poll(() => birds).toBeChecked();
  await user.click(work);
  await expect.poll(() => work).not.toBeChecked();
  expect(calls).toEqual(['add 1', 'remove 2']);
});

test('a new list is created with the account in it', async () => {
  const { user, dialog } = await openDialog();
  await within(dialog).findByRole('checkbox', { name: 'Birds' });
  await user.type(within(dialog).getByRole('textbox', { name: 'New list' }), 'Ferries');
  await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
  expect(await within(dialog).findByRole('checkbox', { name: 'Ferries' })).toBeChecked();
  expect(calls).toEqual(['add 3']);
});

test('an account one does not follow cannot be listed, and the dialog says why', async () => {
  following = false;
  const { dialog } = await openDialog();
  const why = within(dialog).getByText(/^Lists can only hold accounts you follow\./);
  expect(why).toHaveTextContent(
    'Lists can only hold accounts you follow. Follow @bob to add them to a list.',
  );
  // The handle keeps its own direction inside the sentence.
  expect(within(why).getByText('@bob').tagName).toBe('BDI');
  expect(within(dialog).queryByRole('checkbox')).toBeNull();
});
