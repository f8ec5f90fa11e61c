import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
type List = { id: string; title: string; replies_policy: string; exclusive: boolean };
let lists: List[] = [];
const list = (id: string, title: string): List => ({
  id,
  title,
  replies_policy: 'list',
  exclusive: false,
});

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/lists`, () => HttpResponse.json(lists)),
  http.post(`${API}/lists`, async ({ request }) => {
    const { title } = (await request.json()) as { title: string };
    const created = list('9', title);
    lists = [...lists, created];
    return HttpResponse.json(created);
  }),
  http.delete(`${API}/lists/:id`, ({ params }) => {
    lists = lists.filter((entry) => entry.id !== params.id);
    return HttpResponse.json({});
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./ListsPage'), 30_000);
beforeEach(() => {
  lists = [list('2', 'Work'), list('1', 'Birds')];
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('the index lists the lists by title, each linking to its timeline', async () => {
  renderApp('/lists');
  const index = await screen.findByRole('list', { name: 'Your lists' });
  const links = within(index).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Birds', 'Work']);
  expect(links[0]).toHaveAttribute('href', '#/lists/1');
  expect(document.title).toBe('Lists - Petrel');
});

test('a list can be created and deleted', async () => {
  const user = userEvent.setup();
  renderApp('/lists');
  await screen.findByRole('list', { name: 'Your lists' });
  await user.type(screen.getByRole('textbox', { name: 'New list' }), 'Harbour');
  await user.click(screen.getByRole('button', { name: 'Create list' }));
  expect(await screen.findByRole('link', { name: 'Harbour' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Work' }));
  await user.click(screen.getByRole('button', { name: 'Delete “Work”' }));
  await screen.findByRole('link', { name: 'Harbour' });
  await expect.poll(() => screen.queryByRole('link', { name: 'Work' })).toBeNull();
});

test('Escape cancels a rename, keeps the title and returns focus to Rename', async () => {
  const user = userEvent.setup();
  renderApp('/lists');
  await screen.findByRole('list', { name: 'Your lists' });
  await user.click(screen.getByRole('button', { name: 'Rename Work' }));
  const field = screen.getByRole('textbox', { name: 'List title' });
  expect(field).toHaveFocus();
  await user.type(field, ' and more');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'List title' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Work' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Rename Work' })).toHaveFocus();
  // Opened again, the field holds the title, not what was typed and cancelled.
  await user.click(screen.getByRole('button', { name: 'Rename Work' }));
  expect(screen.getByRole('textbox', { name: 'List title' })).toHaveValue('Work');
});

test('Escape keeps a list whose deletion was being confirmed', async () => {
  const user = userEvent.setup();
  renderApp('/lists');
  await screen.findByRole('list', { name: 'Your lists' });
  await user.click(screen.getByRole('button', { name: 'Delete Work' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'Delete “Work”' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete Work' })).toHaveFocus();
});

test('no lists yet', async () => {
  lists = [];
  renderApp('/lists');
  expect(await screen.findByText('You have no lists yet.')).toBeInTheDocument();
});

test('lists need an account', async () => {
  storeAccounts([]);
  renderApp('/lists');
  expect(await screen.findByText('Login required.')).toBeInTheDocument();
});
