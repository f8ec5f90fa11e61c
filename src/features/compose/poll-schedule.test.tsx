import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { createDraft } from '../../lib/compose/composer';
import { removeDraftsOf, saveDraft } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

const requests: { method: string; path: string; body?: Record<string, unknown> }[] = [];
let scheduled: Record<string, unknown>[] = [];
let listStatus = 200;

const scheduledJson = (id: string, text: string, at: string, extra = {}) => ({
  id,
  scheduled_at: at,
  params: { text, visibility: 'public', ...extra },
  media_attachments: [],
});

const server = setupAppTest(
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
  http.post(`${API}/v1/statuses`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ method: 'POST', path: '/v1/statuses', body });
    if (typeof body.scheduled_at === 'string') {
      return HttpResponse.json(scheduledJson('s9', String(body.status), body.scheduled_at));
    }
    return HttpResponse.json(statusJson('77', '<p>posted</p>'));
  }),
  http.get(`${API}/v1/statuses/77`, () => HttpResponse.json(statusJson('77', '<p>posted</p>'))),
  http.get(`${API}/v1/statuses/77/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
  http.get(`${API}/v1/scheduled_statuses`, () =>
    listStatus === 200
      ? HttpResponse.json(scheduled)
      : HttpResponse.json({ error: 'Not found' }, { status: listStatus }),
  ),
  http.get(`${API}/v1/scheduled_statuses/:id`, ({ params }) => {
    const found = scheduled.find((item) => item.id === params.id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ error: 'Record not found' }, { status: 404 });
  }),
  http.put(`${API}/v1/scheduled_statuses/:id`, async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ method: 'PUT', path: `/v1/scheduled_statuses/${String(params.id)}`, body });
    return HttpResponse.json(
      { error: 'Validation failed: Scheduled at The scheduled date must be in the future' },
      { status: 422 },
    );
  }),
  http.delete(`${API}/v1/scheduled_statuses/:id`, ({ params }) => {
    requests.push({ method: 'DELETE', path: `/v1/scheduled_statuses/${String(params.id)}` });
    scheduled = scheduled.filter((item) => item.id !== params.id);
    return HttpResponse.json({});
  }),
);

async function logIn() {
  requests.length = 0;
  scheduled = [];
  listStatus = 200;
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
}

afterEach(() => vi.restoreAllMocks());

const withLimits = (polls: Record<string, number>) =>
  http.get(`${API}/v2/instance`, () =>
    HttpResponse.json({
      ...instanceV2Json(HOST),
      configuration: { ...instanceV2Json(HOST).configuration, polls },
    }),
  );

test('a poll is sent with its choices, duration, multiple choice and hidden totals', async () => {
  server.use(
    withLimits({
      max_options: 3,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 86_400,
    }),
  );
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Which one?');
  await user.click(await screen.findByRole('button', { name: 'Add a poll' }));
  expect(screen.getByText('Some poll choices are empty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), ' tea ');
  await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'coffee');
  await user.click(screen.getByRole('button', { name: 'Add a choice' }));
  await user.type(screen.getByRole('textbox', { name: 'Choice 3' }), 'water');
  // The server allows three choices and polls of at most a day.
  expect(screen.getByRole('button', { name: 'Add a choice' })).toBeDisabled();
  const durations = within(screen.getByRole('combobox', { name: 'Duration' }));
  expect(durations.queryByRole('option', { name: '3 days' })).toBeNull();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '1 hour');
  await user.click(screen.getByRole('checkbox', { name: 'Allow several choices' }));
  await user.click(screen.getByRole('checkbox', { name: 'Hide vote counts until the poll ends' }));
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/77`));
  expect(requests.map((request) => request.body?.poll)).toEqual([
    { options: ['tea', 'coffee', 'water'], expires_in: 3600, multiple: true, hide_totals: true },
  ]);
});

test('with too few choices nothing is sent, not even by Ctrl+Enter', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'Only one?');
  await user.click(await screen.findByRole('button', { name: 'Add a poll' }));
  await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'yes');
  await user.click(screen.getByRole('button', { name: 'Remove choice 2' }));
  expect(screen.getByText('Poll must have at least 2 options')).toBeInTheDocument();
  const post = screen.getByRole('button', { name: 'Post' });
  expect(post).toBeDisabled();
  expect(post).toHaveAccessibleDescription('Poll must have at least 2 options');
  await user.click(text);
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(requests).toHaveLength(0);
});

test('a scheduled post is sent with its time and leads to the Scheduled posts screen', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Later');
  await user.click(await screen.findByRole('button', { name: 'Schedule for later' }));
  const field = screen.getByLabelText('Publish at');
  expect((field as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Scheduled posts' }),
  ).toBeInTheDocument();
  const [sent] = requests;
  const at = Date.parse(String(sent.body?.scheduled_at));
  expect(at - Date.now()).toBeGreaterThan(55 * 60_000);
});

test('a scheduled post opened to edit replaces the old one only once the new one is made', async () => {
  const user = userEvent.setup();
  await logIn();
  const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
  scheduled = [
    scheduledJson('s1', 'Old words', at, {
      spoiler_text: 'cw',
      poll: { options: ['a', 'b'], expires_in: '3600', multiple: false, hide_totals: false },
    }),
  ];
  renderApp('/scheduled-posts');
  await user.click(await screen.findByRole('link', { name: 'Edit' }));
  const text = await screen.findByLabelText('What is on your mind?');
  expect(text).toHaveValue('Old words');
  expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('cw');
  expect(screen.getByRole('textbox', { name: 'Choice 2' })).toHaveValue('b');
  await user.clear(text);
  await user.type(text, 'New words');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Scheduled posts' }),
  ).toBeInTheDocument();
  expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST /v1/statuses',
    'DELETE /v1/scheduled_statuses/s1',
  ]);
  expect(requests[0].body).toMatchObject({
    status: 'New words',
    spoiler_text: 'cw',
    scheduled_at: at,
  });
});

test('the screen shows the server’s refusal of a new time, and cancels after asking', async () => {
  const user = userEvent.setup();
  await logIn();
  const at = new Date(Date.now() + 86_400_000).toISOString();
  scheduled = [scheduledJson('s1', 'First', at), scheduledJson('s2', 'Second', at)];
  renderApp('/scheduled-posts');
  const list = await screen.findByRole('list', { name: 'Scheduled posts' });
  const first = within(list).getAllByRole('listitem')[0];
  await user.click(within(first).getByRole('button', { name: 'Change time' }));
  await user.click(within(first).getByRole('button', { name: 'Save time' }));
  expect(await within(first).findByRole('alert')).toHaveTextContent(
    'Scheduled at The scheduled date must be in the future',
  );

  const second = within(list).getAllByRole('listitem')[1];
  const question = async () =>
    screen.findByRole('alertdialog', {
      name: 'Cancel this scheduled post?',
    });
  await user.click(within(second).getByRole('button', { name: 'Cancel post' }));
  expect(await question()).toHaveAccessibleDescription('It will not be published.');
  await user.click(within(await question()).getByRole('button', { name: 'Keep' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  await user.click(within(second).getByRole('button', { name: 'Cancel post' }));
  await user.click(within(await question()).getByRole('button', { name: 'Cancel post' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(requests.at(-1)).toEqual({ method: 'DELETE', path: '/v1/scheduled_statuses/s2' });
});

test('a server without scheduled posts (404) says so, without an error or a retry', async () => {
  await logIn();
  listStatus = 404;
  renderApp('/scheduled-posts');
  expect(
    await screen.findByText('This server does not offer scheduled posts.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  // The 404 is remembered: the navigation no longer offers the screen.
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() =>
    expect(within(nav).queryByRole('link', { name: 'Scheduled posts' })).toBeNull(),
  );
});

test('with media attached, a poll cannot be added, and the composer says why', async () => {
  await logIn();
  const draft = createDraft({ idempotencyKey: 'k', text: 'A photo' });
  await saveDraft(`${HOST}:1`, 'new', {
    ...draft,
    media: [
      {
        key: 'm',
        file: null,
        kind: 'image',
        previewUrl: null,
        description: 'a petrel',
        focus: null,
        upload: { phase: 'ready', id: 'm1' },
      },
    ],
  });
  renderApp('/compose');
  const add = await screen.findByRole('button', { name: 'Add a poll' });
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('A post has either media or a poll, not both.');
});

test('a poll and a scheduled time are kept with the draft through a reload', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.click(await screen.findByRole('button', { name: 'Add a poll' }));
  await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'kept');
  await user.click(screen.getByRole('checkbox', { name: 'Allow several choices' }));
  await user.click(screen.getByRole('button', { name: 'Schedule for later' }));
  const when = screen.getByLabelText<HTMLInputElement>('Publish at').value;
  cleanup(); // the tab closes
  renderApp('/compose');
  expect(await screen.findByRole('textbox', { name: 'Choice 1' })).toHaveValue('kept');
  expect(screen.getByRole('checkbox', { name: 'Allow several choices' })).toBeChecked();
  expect(screen.getByLabelText('Publish at')).toHaveValue(when);
});
