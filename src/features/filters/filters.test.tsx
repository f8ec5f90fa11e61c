import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { answerAsMastodon, answerAsSnac } from '../../test/servers';

const ORIGIN = 'https://social.example';
const API = `${ORIGIN}/api`;

interface FilterJson {
  id: string;
  title: string;
  context: string[];
  expires_at: string | null;
  filter_action: string;
  keywords: { id: string; keyword: string; whole_word: boolean }[];
  statuses: { id: string; status_id: string }[];
}

let filters: FilterJson[] = [];
let bodies: Record<string, unknown>[] = [];
let refuseSave = false;

const spoilers = (): FilterJson => ({
  id: '1',
  title: 'Spoilers',
  context: ['home', 'thread'],
  expires_at: '2031-03-04T05:06:00.000Z',
  filter_action: 'warn',
  keywords: [
    { id: 'k1', keyword: 'finale', whole_word: true },
    { id: 'k2', keyword: 'ending', whole_word: false },
  ],
  statuses: [{ id: 's1', status_id: '77' }],
});

function saved(id: string, body: Record<string, unknown>): FilterJson {
  const words = (body.keywords_attributes as { keyword?: string; whole_word?: boolean }[]) ?? [];
  return {
    id,
    title: body.title as string,
    context: body.context as string[],
    expires_at: null,
    filter_action: body.filter_action as string,
    keywords: words
      .filter((word) => word.keyword)
      .map((word, index) => ({
        id: `n${index}`,
        keyword: word.keyword ?? '',
        whole_word: Boolean(word.whole_word),
      })),
    statuses: [],
  };
}

const refusal = () =>
  HttpResponse.json({ error: 'Validation failed: Title is too silly' }, { status: 422 });

const server = setupAppTest(
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json(filters)),
  http.post(`${API}/v2/filters`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    if (refuseSave) return refusal();
    const created = saved('9', body);
    filters = [...filters, created];
    return HttpResponse.json(created);
  }),
  http.put(`${API}/v2/filters/:id`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    if (refuseSave) return refusal();
    const updated = { ...saved(params.id as string, body), expires_at: null };
    filters = filters.map((filter) => (filter.id === params.id ? updated : filter));
    return HttpResponse.json(updated);
  }),
  http.delete(`${API}/v2/filters/:id`, ({ params }) => {
    filters = filters.filter((filter) => filter.id !== params.id);
    return HttpResponse.json({});
  }),
  http.all('*/api/*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./FiltersPage'), 30_000);
beforeEach(() => {
  filters = [spoilers()];
  bodies = [];
  refuseSave = false;
  storeAccounts([storedAccount('1', 'social.example')]);
});

async function openList() {
  return await screen.findByRole('list', { name: 'Your filters' });
}

test('the list shows each filter: title, keywords, posts, where, what it does, expiry', async () => {
  renderApp('/filters');
  const row = within(await openList()).getByRole('article', { name: 'Spoilers' });
  expect(row).toHaveTextContent('Keywords: finale and ending · 1 post');
  expect(row).toHaveTextContent('Warn in Home and lists and Conversations');
  expect(row).toHaveTextContent(/Expires Mar 4, 2031/);
  expect(document.title).toBe('Filters - Petrel');
});

test('creating a filter sends the form as the API wants it, a keyword still typed included', async () => {
  const user = userEvent.setup();
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'New filter' }));
  const form = screen.getByRole('form', { name: 'New filter' });
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Football');
  await user.type(within(form).getByRole('textbox', { name: 'New keyword' }), 'match{Enter}');
  await user.click(within(form).getByRole('checkbox', { name: 'Whole word' }));
  await user.type(within(form).getByRole('textbox', { name: 'New keyword' }), 'goal');
  await user.click(within(form).getByRole('checkbox', { name: 'Conversations' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Notifications' }));
  await user.click(within(form).getByRole('radio', { name: 'Hide completely' }));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Expires after' }), '1 hour');
  await user.click(within(form).getByRole('button', { name: 'Create filter' }));

  const row = await within(await openList()).findByRole('article', { name: 'Football' });
  expect(row).toHaveTextContent('Keywords: match and goal');
  expect(bodies).toEqual([
    {
      title: 'Football',
      context: ['home', 'notifications', 'public'],
      filter_action: 'hide',
      expires_in: 3600,
      keywords_attributes: [
        { keyword: 'match', whole_word: false },
        { keyword: 'goal', whole_word: true },
      ],
    },
  ]);
});

test('editing sends the keyword changes with _destroy and keeps the expiry unless changed', async () => {
  const user = userEvent.setup();
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'Edit Spoilers' }));
  const form = screen.getByRole('form', { name: 'Edit filter “Spoilers”' });
  expect(within(form).getByText('Mar 4, 2031', { exact: false }).parentElement).toHaveTextContent(
    /^Expires Mar 4, 2031/,
  );
  expect(within(form).getByRole('combobox', { name: 'Expires after' })).toHaveValue('keep');
  await user.click(within(form).getByRole('button', { name: 'Remove keyword finale' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Whole word' }));
  await user.click(within(form).getByRole('button', { name: 'Save filter' }));
  await openList();
  expect(bodies).toEqual([
    {
      title: 'Spoilers',
      context: ['home', 'thread'],
      filter_action: 'warn',
      keywords_attributes: [
        { id: 'k2', keyword: 'ending', whole_word: true },
        { id: 'k1', _destroy: true },
      ],
    },
  ]);
});

test('a refused save says what the server said and keeps everything typed', async () => {
  const user = userEvent.setup();
  refuseSave = true;
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'New filter' }));
  const form = screen.getByRole('form', { name: 'New filter' });
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Silly');
  await user.type(within(form).getByRole('textbox', { name: 'New keyword' }), 'joke');
  await user.click(within(form).getByRole('button', { name: 'Create filter' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Unable to save the filter.');
  expect(alert).toHaveTextContent('Validation failed: Title is too silly');
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Silly');
  expect(within(form).getByRole('textbox', { name: 'Keyword' })).toHaveValue('joke');
});

test('a filter needs a title and a place before it is sent', async () => {
  const user = userEvent.setup();
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'New filter' }));
  const form = screen.getByRole('form', { name: 'New filter' });
  for (const name of ['Home and lists', 'Public timelines', 'Conversations']) {
    await user.click(within(form).getByRole('checkbox', { name }));
  }
  await user.click(within(form).getByRole('button', { name: 'Create filter' }));
  expect(within(form).getByText('Give the filter a title.')).toBeInTheDocument();
  expect(within(form).getByText('Choose at least one place.')).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

test('deleting asks first', async () => {
  const user = userEvent.setup();
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Spoilers' }));
  expect(filters).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Delete “Spoilers”' }));
  expect(await screen.findByText('You have no filters yet.')).toBeInTheDocument();
});

test('blur is not offered where the server is not known to have it', async () => {
  const user = userEvent.setup();
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'New filter' }));
  expect(screen.getByRole('radio', { name: 'Hide completely' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Blur media' })).toBeNull();
});

test('on Mastodon 4.5 the form offers blur', async () => {
  const user = userEvent.setup();
  server.use(...answerAsMastodon(ORIGIN));
  renderApp('/filters');
  await openList();
  await user.click(screen.getByRole('button', { name: 'New filter' }));
  expect(await screen.findByRole('radio', { name: 'Blur media' })).toBeInTheDocument();
});

test('a server without v2 filters (snac2) says filters are not offered', async () => {
  server.use(...answerAsSnac(ORIGIN));
  renderApp('/filters');
  expect(await screen.findByText('This server does not offer filters.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New filter' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('a server answering 404 for filters is marked as not offering them (no retry)', async () => {
  server.use(http.get(`${API}/v2/filters`, () => new HttpResponse(null, { status: 404 })));
  renderApp('/filters');
  expect(await screen.findByText('This server does not offer filters.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('filters need an account', async () => {
  storeAccounts([]);
  renderApp('/filters');
  expect(await screen.findByText('Login required.')).toBeInTheDocument();
});
