import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
type List = { id: string; title: string; replies_policy: string; exclusive: boolean };
let list: List;
let members: ReturnType<typeof accountJson>[] = [];
let updates: Record<string, unknown>[] = [];
let deleted: string[] = [];
const followed = [accountJson('2', 'bob'), accountJson('3', 'carol'), accountJson('1', 'me')];

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1', 'me'))),
  http.get(`${API}/lists`, () => HttpResponse.json([list])),
  http.get(`${API}/lists/7`, () => HttpResponse.json(list)),
  http.put(`${API}/lists/7`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    updates.push(body);
    list = { ...list, ...body };
    return HttpResponse.json(list);
  }),
  http.delete(`${API}/lists/7`, () => {
    deleted.push('7');
    return HttpResponse.json({});
  }),
  http.get(`${API}/lists/7/accounts`, () =>
    HttpResponse.json(members, {
      headers: { link: `<${API}/lists/7/accounts?max_id=m-1>; rel="next"` },
    }),
  ),
  http.post(`${API}/lists/7/accounts`, async ({ request }) => {
    const { account_ids: ids } = (await request.json()) as { account_ids: string[] };
    members = [...members, ...followed.filter((account) => ids.includes(account.id))];
    return HttpResponse.json({});
  }),
  http.delete(`${API}/lists/7/accounts`, async ({ request }) => {
    const { account_ids: ids } = (await request.json()) as { account_ids: string[] };
    members = members.filter((account) => !ids.includes(account.id));
    return HttpResponse.json({});
  }),
  http.get(`${API}/accounts/search`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('following') !== 'true')
      return HttpResponse.json([accountJson('9', 'stranger')]);
    const q = params.get('q') ?? '';
    return HttpResponse.json(followed.filter((account) => account.username.includes(q)));
  }),
  http.get(`${API}/timelines/list/7`, () => HttpResponse.json([])),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./ListTimelinePage'), 30_000);
beforeEach(() => {
  list = { id: '7', title: 'Harbour', replies_policy: 'list', exclusive: false };
  members = [accountJson('3', 'carol')];
  updates = [];
  deleted = [];
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('members: people one follows are found and added, members removed', async () => {
  const user = userEvent.setup();
  renderApp('/lists/7');
  await user.click(await screen.findByRole('button', { name: 'Members' }));
  const dialog = await screen.findByRole('dialog', { name: 'Members of “Harbour”' });
  const memberList = await within(dialog).findByRole('list', { name: 'Members' });
  // One short page, though the server links a next one: there is nothing more to load.
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(
    within(memberList)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['User 3@carol']);

  await user.type(within(dialog).getByRole('searchbox', { name: 'Add people you follow' }), 'o');
  const found = await within(dialog).findByRole('list', { name: 'People to add' });
  // carol is already in, and oneself is never offered; a stranger is not searched for.
  expect(
    within(found)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Add @bob to the list']);
  await user.click(within(found).getByRole('button', { name: 'Add @bob to the list' }));
  await within(memberList).findByRole('button', { name: 'Remove @bob from the list' });
  expect(members.map((account) => account.username)).toEqual(['carol', 'bob']);

  await user.click(within(memberList).getByRole('button', { name: 'Remove @carol from the list' }));
  await expect
    .poll(() => within(memberList).queryByRole('button', { name: 'Remove @carol from the list' }))
    .toBeNull();
  expect(members.map((account) => account.username)).toEqual(['bob']);
});

test('settings: title, replies policy and exclusive are saved; only what changed is sent', async () => {
  const user = userEvent.setup();
  renderApp('/lists/7');
  await user.click(await screen.findByRole('button', { name: 'Edit list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit list' });
  expect(
    within(dialog).getByRole('radio', { name: 'Replies to members of the list' }),
  ).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: 'No replies' }));
  await user.click(
    within(dialog).getByRole('checkbox', { name: /Hide these members’ posts from Home/ }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  expect(updates).toEqual([{ replies_policy: 'none', exclusive: true }]);

  await user.click(screen.getByRole('button', { name: 'Edit list' }));
  const again = await screen.findByRole('dialog', { name: 'Edit list' });
  expect(within(again).getByRole('radio', { name: 'No replies' })).toBeChecked();
  const title = within(again).getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  expect(within(again).getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(title, 'Seabirds');
  await user.click(within(again).getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { level: 1, name: 'Seabirds' });
  expect(updates[1]).toEqual({ title: 'Seabirds' });
});

test('deleting a list asks first, then leads back to all lists', async () => {
  const user = userEvent.setup();
  renderApp('/lists/7');
  await user.click(await screen.findByRole('button', { name: 'Edit list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit list' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
  expect(deleted).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
  await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
  await user.click(within(dialog).getByRole('button', { name: 'Delete “Harbour”' }));
  await screen.findByRole('heading', { level: 1, name: 'Lists' });
  expect(deleted).toEqual(['7']);
});
