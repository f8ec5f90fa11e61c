import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
const me = {
  ...accountJson('1', 'alice'),
  display_name: 'Alice',
  note: '<p>Hello</p>',
  fields: [{ name: 'Site', value: '<a href="https://a.example">a.example</a>' }],
  source: {
    note: 'Hello',
    fields: [{ name: 'Site', value: 'https://a.example' }],
    privacy: 'public',
  },
};
let saving: 'ok' | 'refuse' = 'ok';
const sent: { contentType: string; form: FormData }[] = [];

const server = setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(me)),
  http.get('https://social.example/api/v2/instance', () =>
    HttpResponse.json({
      ...instanceV2Json('social.example'),
      configuration: {
        ...instanceV2Json('social.example').configuration,
        accounts: { max_profile_fields: 2 },
      },
    }),
  ),
  http.patch(`${API}/accounts/update_credentials`, async ({ request }) => {
    const contentType = request.headers.get('content-type') ?? '';
    const form = await request.formData();
    sent.push({ contentType, form });
    if (saving === 'refuse') {
      return HttpResponse.json(
        { error: 'Validation failed: Display name is too long' },
        { status: 422 },
      );
    }
    return HttpResponse.json({
      ...me,
      display_name: form.get('display_name'),
      avatar: 'https://social.example/avatars/new.png',
      avatar_static: 'https://social.example/avatars/new.png',
    });
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => Promise.all([import('./EditProfilePage'), import('./ProfilePage')]), 30_000);
beforeEach(() => {
  saving = 'ok';
  sent.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

async function openForm() {
  renderApp('/profile/edit');
  return await screen.findByRole('textbox', { name: 'Display name' });
}

test('the form starts from the plain-text source and offers fields up to the server’s limit', async () => {
  const user = userEvent.setup();
  expect(await openForm()).toHaveValue('Alice');
  expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Hello');
  expect(screen.getByRole('textbox', { name: 'Content 1' })).toHaveValue('https://a.example');
  expect(screen.getByText('Up to 2 label and content pairs, shown on your profile.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add a field' }));
  expect(screen.getByRole('textbox', { name: 'Label 2' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a field' })).toBeNull();
});

test('saving sends multipart and updates the stored account record', async () => {
  const user = userEvent.setup();
  const name = await openForm();
  await user.clear(name);
  await user.type(name, 'Alice B.');
  await user.click(screen.getByRole('checkbox', { name: /Approve followers/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Profile saved\./)).toBeInTheDocument();
  const [{ contentType, form }] = sent;
  expect(contentType).toMatch(/^multipart\/form-data/);
  expect(form.get('display_name')).toBe('Alice B.');
  expect(form.get('locked')).toBe('true');
  expect(form.get('fields_attributes[0][name]')).toBe('Site');
  expect(form.get('avatar')).toBeNull();
  const stored = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as {
    info: { displayName: string; avatar: string };
  }[];
  expect(stored[0].info).toMatchObject({
    displayName: 'Alice B.',
    avatar: 'https://social.example/avatars/new.png',
  });
});

test('a refused save keeps everything typed and says why', async () => {
  const user = userEvent.setup();
  saving = 'refuse';
  const name = await openForm();
  await user.type(name, ' with a very long name indeed');
  await user.type(screen.getByRole('textbox', { name: 'Bio' }), ' and more');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /Display name is too long|Unable to save/,
  );
  expect(name).toHaveValue('Alice with a very long name indeed');
  expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Hello and more');
});

test('a file that is not an image, or too big, is refused with a message; nothing typed is lost', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const name = await openForm();
  await user.type(name, '!');
  const input = document.querySelector<HTMLInputElement>('[data-testid="avatar-file"]')!;
  await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('not an image');
  const big = new File(['x'], 'huge.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 17 * 1024 * 1024 });
  await user.upload(input, big);
  expect(await screen.findByRole('alert')).toHaveTextContent('too big');
  expect(name).toHaveValue('Alice!');
  expect(screen.queryByRole('dialog')).toBeNull();
});

// The profile's More menu, on another account.
const bob = { ...accountJson('2', 'bob'), display_name: 'Bob' };
const relationship = (extra = {}) => ({
  id: '2',
  following: true,
  showing_reblogs: true,
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

test('the More menu: Escape closes it, Block asks first, follow options send notify', async () => {
  const posted: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/accounts/2`, () => HttpResponse.json(bob)),
    http.get(`${API}/accounts/relationships`, () => HttpResponse.json([relationship()])),
    http.get(`${API}/accounts/2/statuses`, () => HttpResponse.json([])),
    http.post(`${API}/accounts/2/:action`, async ({ request, params }) => {
      posted.push({ path: String(params.action), body: await request.json().catch(() => null) });
      return HttpResponse.json(
        relationship(
          params.action === 'block' ? { blocking: true, following: false } : { notifying: true },
        ),
      );
    }),
  );
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  const more = await screen.findByRole('button', { name: 'More' });
  await user.click(more);
  const menu = screen.getByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Mention @bob' })).toHaveFocus();
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Mention @bob',
    'Notify me of new posts',
    'Hide boosts',
    'Add private note',
    'Mute @bob…',
    'Block @bob…',
    'Report @bob…',
  ]);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(more).toHaveFocus();

  await user.click(more);
  await user.click(screen.getByRole('menuitem', { name: 'Block @bob…' }));
  const question = screen.getByRole('alertdialog', { name: 'Block @bob@social.example?' });
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(posted).toEqual([]);

  await user.click(more);
  await user.click(screen.getByRole('menuitem', { name: 'Block @bob…' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked @bob.')).toBeInTheDocument();
  expect(posted.map((request) => request.path)).toEqual(['block']);
});

test('Notify me of new posts follows again with notify', async () => {
  const posted: unknown[] = [];
  server.use(
    http.get(`${API}/accounts/2`, () => HttpResponse.json(bob)),
    http.get(`${API}/accounts/relationships`, () => HttpResponse.json([relationship()])),
    http.get(`${API}/accounts/2/statuses`, () => HttpResponse.json([])),
    http.post(`${API}/accounts/2/follow`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(relationship({ notifying: true }));
    }),
  );
  const user = userEvent.setup();
  renderApp('/social.example/a/2');
  await user.click(await screen.findByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('menuitem', { name: 'Notify me of new posts' }));
  await waitFor(() => expect(posted).toEqual([{ notify: true }]));
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(
    screen.getByRole('menuitem', { name: 'Stop notifying me of new posts' }),
  ).toBeInTheDocument();
});
