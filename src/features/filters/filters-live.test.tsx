import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  accountHandlers,
  fakeStreamingSource,
  layOutFeedRows,
} from '../../components/timeline/timeline-test-kit';
import { setStreamingSourceFactory } from '../../state/streaming';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';

const ORIGIN = 'https://social.example';
const bob = accountJson('2', 'bob');

type FilterJson = Record<string, unknown> & { id: string; statuses: unknown[] };
let filters: FilterJson[] = [];
let requests: { path: string; body: unknown }[] = [];

const filterJson = (id: string, title: string, action: string, keywords: string[]) => ({
  id,
  title,
  context: ['home', 'public'],
  expires_at: null,
  filter_action: action,
  keywords: keywords.map((keyword, i) => ({ id: `${id}-${i}`, keyword, whole_word: true })),
  statuses: [] as unknown[],
});

const server = setupAppTest(
  http.get(`${ORIGIN}/api/v2/filters`, () => HttpResponse.json(filters)),
  http.post(`${ORIGIN}/api/v2/filters`, async ({ request }) => {
    const body = (await request.json()) as { title: string; context: string[] };
    requests.push({ path: '/api/v2/filters', body });
    const created = { ...filterJson('7', body.title, 'warn', []), context: body.context };
    filters = [...filters, created];
    return HttpResponse.json(created);
  }),
  http.post(`${ORIGIN}/api/v2/filters/:id/statuses`, async ({ request, params }) => {
    const body = (await request.json()) as { status_id: string };
    requests.push({ path: `/api/v2/filters/${String(params.id)}/statuses`, body });
    const entry = { id: 'fs1', status_id: body.status_id };
    filters = filters.map((filter) =>
      filter.id === params.id ? { ...filter, statuses: [...filter.statuses, entry] } : filter,
    );
    return HttpResponse.json(entry);
  }),
  http.get(`${ORIGIN}/api/v1/accounts/relationships`, () => HttpResponse.json([])),
  ...accountHandlers(ORIGIN),
  http.get(`${ORIGIN}/api/v1/timelines/home`, () =>
    HttpResponse.json([
      statusJson('30', '<p>A big football match tonight</p>', bob),
      statusJson('29', '<p>Birds on the harbour wall</p>', bob),
    ]),
  ),
);

let restoreLayout = () => undefined as void;
beforeAll(() => {
  restoreLayout = layOutFeedRows();
});
afterAll(() => restoreLayout());

let stream = fakeStreamingSource();
beforeEach(() => {
  filters = [filterJson('1', 'Spoilers', 'warn', ['finale'])];
  requests = [];
  stream = fakeStreamingSource();
  setStreamingSourceFactory(() => stream.source);
  storeAccounts([storedAccount('1')]);
});
afterEach(() => setStreamingSourceFactory(null));

async function openHome() {
  renderApp('/');
  const feed = await screen.findByRole('feed', { name: 'Home timeline' });
  await within(feed).findByText('A big football match tonight');
  return feed;
}

test('filters_changed on the stream refreshes the filters and Home re-applies them at once', async () => {
  const feed = await openHome();
  await waitFor(() => expect(stream.listeners.size).toBeGreaterThan(0));
  filters = [...filters, filterJson('2', 'Sport', 'hide', ['football'])];
  stream.emit({ stream: ['user'], event: 'filters_changed', payload: undefined });
  await waitFor(() => expect(within(feed).queryByText('A big football match tonight')).toBeNull());
  expect(within(feed).getByText('Birds on the harbour wall')).toBeInTheDocument();
});

test('"Filter this post" adds the post to a chosen filter and the post is then filtered', async () => {
  const user = userEvent.setup();
  const feed = await openHome();
  await user.click(within(feed).getAllByRole('button', { name: 'More' })[0]);
  await user.click(await screen.findByRole('menuitem', { name: 'Filter this post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter this post' });
  expect(within(dialog).getByRole('radio', { name: 'Spoilers' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Filter post' }));
  expect(await within(feed).findByText('Filtered: Spoilers')).toBeInTheDocument();
  expect(within(feed).queryByText('A big football match tonight')).toBeNull();
  // The focus, lost with the post's menu, is on the notice that replaced the post.
  await waitFor(() =>
    expect(within(feed).getByRole('button', { name: 'Show anyway' })).toHaveFocus(),
  );
  expect(requests).toEqual([{ path: '/api/v2/filters/1/statuses', body: { status_id: '30' } }]);
});

test('"Filter this post" can create the filter first', async () => {
  const user = userEvent.setup();
  const feed = await openHome();
  await user.click(within(feed).getAllByRole('button', { name: 'More' })[1]);
  await user.click(await screen.findByRole('menuitem', { name: 'Filter this post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter this post' });
  await user.click(within(dialog).getByRole('radio', { name: 'A new filter' }));
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Title of the new filter' }),
    'Birds',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Filter post' }));
  expect(await within(feed).findByText('Filtered: Birds')).toBeInTheDocument();
  expect(requests).toEqual([
    {
      path: '/api/v2/filters',
      body: {
        title: 'Birds',
        context: ['home', 'notifications', 'public', 'thread', 'account'],
        filter_action: 'warn',
        expires_in: null,
        keywords_attributes: [],
      },
    },
    { path: '/api/v2/filters/7/statuses', body: { status_id: '29' } },
  ]);
});

test('"Filter this post" says what the server refused and stays open as it was', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(`${ORIGIN}/api/v2/filters/:id/statuses`, () =>
      HttpResponse.json(
        { error: 'Validation failed: Status has already been taken' },
        { status: 422 },
      ),
    ),
  );
  const feed = await openHome();
  await user.click(within(feed).getAllByRole('button', { name: 'More' })[0]);
  await user.click(await screen.findByRole('menuitem', { name: 'Filter this post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter this post' });
  await user.click(within(dialog).getByRole('button', { name: 'Filter post' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Unable to filter the post.');
  expect(alert).toHaveTextContent('Status has already been taken');
  expect(within(dialog).getByRole('radio', { name: 'Spoilers' })).toBeChecked();
  expect(within(feed).getByText('A big football match tonight')).toBeInTheDocument();
});
