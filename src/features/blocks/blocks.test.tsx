import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
const mallory = { ...accountJson('6', 'mallory'), display_name: 'Mallory' };
const trent = { ...accountJson('7', 'trent'), display_name: 'Trent' };
const bob = { ...accountJson('2', 'bob'), display_name: 'Bob' };
const relationship = (id: string, extra = {}) => ({
  id,
  following: false,
  showing_reblogs: false,
  notifying: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
  ...extra,
});
const actions: string[] = [];
let domains = ['spam.example'];

const server = setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  // Mastodon links a next page after the last one too.
  http.get(`${API}/blocks`, () =>
    HttpResponse.json([mallory], { headers: { link: `<${API}/blocks?max_id=1>; rel="next"` } }),
  ),
  http.get(`${API}/mutes`, () =>
    HttpResponse.json([
      { ...bob, mute_expires_at: '2030-01-02T03:04:00.000Z' },
      { ...trent, mute_expires_at: null },
    ]),
  ),
  http.get(`${API}/accounts/relationships`, ({ request }) => {
    const ids = new URL(request.url).searchParams.getAll('id[]');
    return HttpResponse.json(
      ids.map((id) => relationship(id, { muting: true, muting_notifications: id === '7' })),
    );
  }),
  http.post(`${API}/accounts/:id/:action`, ({ params }) => {
    actions.push(`${String(params.action)} ${String(params.id)}`);
    return HttpResponse.json(
      relationship(String(params.id), {
        blocking: params.action === 'block',
        muting: params.action === 'mute',
      }),
    );
  }),
  http.get(`${API}/domain_blocks`, () => HttpResponse.json(domains)),
  http.post(`${API}/domain_blocks`, async ({ request }) => {
    const { domain } = (await request.json()) as { domain: string };
    actions.push(`block-domain ${domain}`);
    domains = [domain, ...domains];
    return HttpResponse.json({});
  }),
  http.delete(`${API}/domain_blocks`, async ({ request }) => {
    const { domain } = (await request.json()) as { domain: string };
    actions.push(`unblock-domain ${domain}`);
    return HttpResponse.json({});
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => Promise.all([import('./BlockedPage'), import('./MutedPage')]), 30_000);
beforeEach(() => {
  actions.length = 0;
  domains = ['spam.example'];
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('Blocked users: Unblock from the row, which then offers to block again', async () => {
  const user = userEvent.setup();
  renderApp('/blocked');
  const list = await screen.findByRole('list', { name: 'Blocked accounts' });
  expect(within(list).getByRole('link', { name: /Mallory/ })).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Unblock @mallory' }));
  expect(await within(list).findByRole('button', { name: 'Block @mallory' })).toBeInTheDocument();
  expect(actions).toEqual(['unblock 6']);
  // Blocking again asks first: Cancel leaves it, Block goes ahead.
  const question = async () => screen.findByRole('alertdialog', { name: /^Block @mallory/ });
  await user.click(within(list).getByRole('button', { name: 'Block @mallory' }));
  await user.click(within(await question()).getByRole('button', { name: 'Cancel' }));
  expect(actions).toEqual(['unblock 6']);
  await user.click(within(list).getByRole('button', { name: 'Block @mallory' }));
  await user.click(within(await question()).getByRole('button', { name: 'Block' }));
  expect(await within(list).findByRole('button', { name: 'Unblock @mallory' })).toBeInTheDocument();
  expect(actions).toEqual(['unblock 6', 'block 6']);
  // No "Load more" after a short page.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('a domain is blocked from the field after asking; a wrong one is explained', async () => {
  const user = userEvent.setup();
  renderApp('/blocked');
  const field = await screen.findByRole('textbox', { name: 'Block a domain' });
  await user.type(field, 'not a domain');
  await user.click(screen.getByRole('button', { name: 'Block' }));
  expect(screen.getByText(/That is not a domain name/)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await user.clear(field);
  await user.type(field, 'https://Birds.Example/about');
  await user.click(screen.getByRole('button', { name: 'Block' }));
  const question = await screen.findByRole('alertdialog', { name: 'Block birds.example?' });
  expect(question).toHaveAccessibleDescription(
    /You will not see posts or notifications from this domain/,
  );
  await user.click(within(question).getByRole('button', { name: 'Block birds.example' }));
  const list = screen.getByRole('list', { name: 'Blocked domains' });
  expect(await within(list).findByText('birds.example')).toBeInTheDocument();
  expect(actions).toEqual(['block-domain birds.example']);
  await user.click(within(list).getByRole('button', { name: 'Unblock spam.example' }));
  await waitFor(() => expect(actions).toContain('unblock-domain spam.example'));
});

test('Muted users: when each mute ends and whether notifications are muted; Unmute', async () => {
  const user = userEvent.setup();
  renderApp('/muted');
  const list = await screen.findByRole('list', { name: 'Muted accounts' });
  const [bobRow, trentRow] = within(list).getAllByRole('listitem');
  expect(within(bobRow).getByText(/Until/).querySelector('time')).toHaveAttribute(
    'datetime',
    '2030-01-02T03:04:00.000Z',
  );
  expect(await within(bobRow).findByText('Notifications still shown')).toBeInTheDocument();
  expect(trentRow).toHaveTextContent('Until you unmute');
  expect(trentRow).toHaveTextContent('Notifications muted');
  await user.click(within(bobRow).getByRole('button', { name: 'Unmute @bob' }));
  expect(await within(bobRow).findByRole('button', { name: 'Mute @bob' })).toBeInTheDocument();
  expect(actions).toEqual(['unmute 2']);
});

test('a server without these lists says it does not offer them, with no retry', async () => {
  server.use(
    http.get(`${API}/blocks`, () => new HttpResponse('<h1>404</h1>', { status: 404 })),
    http.get(`${API}/domain_blocks`, () => new HttpResponse('<h1>404</h1>', { status: 404 })),
  );
  renderApp('/blocked');
  expect(await screen.findByText(/This server does not list blocked accounts/)).toBeInTheDocument();
  expect(
    await screen.findByText('This server does not offer blocking domains.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Block a domain' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
