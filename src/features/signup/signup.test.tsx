import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { useAccountsStore } from '../../state/accounts';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';

const ORIGIN = 'https://mastodon.social';
let registrations = { enabled: true, approval_required: false, message: null, url: null };
let confirmed = false;
let signUps: Record<string, unknown>[] = [];

setupAppTest(
  http.get(`${ORIGIN}/api/v2/instance`, () =>
    HttpResponse.json({ ...instanceV2Json('mastodon.social'), registrations }),
  ),
  http.get(`${ORIGIN}/api/v1/instance/rules`, () =>
    HttpResponse.json([{ id: '1', text: 'Be kind.', hint: '' }]),
  ),
  http.post(`${ORIGIN}/api/v1/apps`, () =>
    HttpResponse.json({ id: '1', name: 'Petrel', client_id: 'cid', client_secret: 'secret' }),
  ),
  http.post(`${ORIGIN}/oauth/token`, () =>
    HttpResponse.json({
      access_token: 'app-token',
      token_type: 'Bearer',
      scope: 'read',
      created_at: 1,
    }),
  ),
  http.post(`${ORIGIN}/api/v1/accounts`, async ({ request }) => {
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(request.headers.get('authorization')).toBe('Bearer app-token');
    const form = Object.fromEntries((await request.formData()).entries());
    signUps.push(form);
    if (form.username === 'alice')
      return HttpResponse.json(
        {
          error: 'Validation failed: Username has already been taken',
          details: { username: [{ error: 'ERR_TAKEN', description: 'has already been taken' }] },
        },
        { status: 422 },
      );
    return HttpResponse.json({
      access_token: 'new-token',
      token_type: 'Bearer',
      scope: 'read',
      created_at: 1,
    });
  }),
  http.get(`${ORIGIN}/api/v1/accounts/verify_credentials`, ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer new-token')
      return HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 });
    if (!confirmed)
      return HttpResponse.json(
        { error: 'Your login is missing a confirmed e-mail address' },
        { status: 403 },
      );
    return HttpResponse.json({ ...accountJson('9'), username: 'newcomer', acct: 'newcomer' });
  }),
);

beforeEach(() => {
  registrations = { enabled: true, approval_required: false, message: null, url: null };
  confirmed = false;
  signUps = [];
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
}

test('checks the form before sending: each error by its field', async () => {
  const user = userEvent.setup();
  renderApp('/signup');
  await user.type(await screen.findByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/This is required\./);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/too short/);
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
    'The passwords do not match.',
  );
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    "You need to agree to the server's rules.",
  );
  expect(signUps).toEqual([]);
});

test("the server's error shows by its field and nothing typed is lost", async () => {
  const user = userEvent.setup();
  renderApp('/signup');
  expect(await screen.findByText('Be kind.')).toBeInTheDocument();
  await fillIn(user, 'alice');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      /This is already taken\./,
    ),
  );
  expect(screen.getByLabelText('Username')).toHaveValue('alice');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('new@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
  expect(signUps[0]).toMatchObject({ username: 'alice', agreement: 'true', locale: 'en' });
});

test('a new account waits for its e-mail confirmation, then logs in', async () => {
  const user = userEvent.setup();
  renderApp('/signup');
  await fillIn(user, 'newcomer');
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const step = await screen.findByRole('region', { name: 'Check your e-mail' });
  expect(step).toHaveTextContent('new@example.com');
  await user.click(within(step).getByRole('button', { name: 'I have confirmed my address' }));
  expect(
    await within(step).findByText('The server has not confirmed the account yet.'),
  ).toBeInTheDocument();
  confirmed = true;
  await user.click(within(step).getByRole('button', { name: 'I have confirmed my address' }));
  await waitFor(() => expect(window.location.hash).toBe('#/'));
  expect(useAccountsStore.getState().accounts.map((account) => account.info.username)).toEqual([
    'newcomer',
  ]);
});

test('the reason is asked where moderators approve accounts', async () => {
  registrations = { ...registrations, approval_required: true };
  const user = userEvent.setup();
  renderApp('/signup');
  await fillIn(user, 'newcomer');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.type(screen.getByLabelText('Why do you want to join?'), 'To say hello');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('region', { name: 'Check your e-mail' });
  expect(signUps[0]).toMatchObject({ reason: 'To say hello' });
});

test('closed registrations: a link to the server’s own site, no form', async () => {
  registrations = { ...registrations, enabled: false };
  renderApp('/signup');
  expect(
    await screen.findByRole('link', { name: "Sign up on mastodon.social's own site" }),
  ).toHaveAttribute('href', `${ORIGIN}/about`);
  expect(screen.queryByLabelText('Username')).toBeNull();
});

test.each([
  ['/signup?instance=Other.Example', 'other.example'],
  ['/signup?instance=-not-a-host', 'mastodon.social'],
  ['/signup', 'mastodon.social'],
])('%s opens on %s', async (path, server) => {
  renderApp(path);
  expect(await screen.findByRole('textbox', { name: 'Server' })).toHaveValue(server);
});
