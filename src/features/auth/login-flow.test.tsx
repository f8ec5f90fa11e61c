import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { codeChallengeS256 } from '../../lib/pkce';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';
import { cleanup } from '@testing-library/react';
import { redirectTo } from './redirect';

vi.mock('./redirect', () => ({ redirectTo: vi.fn() }));

const ORIGIN = 'https://social.example';
const requests: { apps: unknown[]; token: Record<string, string>[] } = { apps: [], token: [] };

const server = setupAppTest(
  http.post(`${ORIGIN}/api/v1/apps`, async ({ request }) => {
    requests.apps.push(await request.json());
    return HttpResponse.json({
      name: 'Petrel',
      client_id: 'client-id',
      client_secret: 'client-secret',
      vapid_key: 'app-vapid',
    });
  }),
  http.post(`${ORIGIN}/oauth/token`, async ({ request }) => {
    requests.token.push((await request.json()) as Record<string, string>);
    return HttpResponse.json({
      access_token: 'secret-token',
      token_type: 'Bearer',
      scope: 'read write follow push',
      created_at: 1,
    });
  }),
  http.get(`${ORIGIN}/api/v1/accounts/verify_credentials`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer secret-token'
      ? HttpResponse.json(accountJson('42', 'ada'))
      : HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 }),
  ),
  http.get(`${ORIGIN}/api/v2/instance`, () => HttpResponse.json(instanceV2Json('social.example'))),
  http.get(`${ORIGIN}/api/v1/timelines/home`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer secret-token'
      ? HttpResponse.json([statusJson('100', '<p>Welcome home</p>', accountJson('42', 'ada'))])
      : HttpResponse.json({ error: 'no' }, { status: 401 }),
  ),
);

beforeEach(() => {
  requests.apps = [];
  requests.token = [];
  vi.mocked(redirectTo).mockReset();
});
afterEach(() => vi.restoreAllMocks());

async function startLogin(typed: string): Promise<URL> {
  const user = userEvent.setup();
  renderApp('/login');
  const input = await screen.findByRole('textbox', { name: 'Instance' });
  if (typed) await user.type(input, typed);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await vi.waitFor(() => expect(redirectTo).toHaveBeenCalled());
  return new URL(vi.mocked(redirectTo).mock.calls[0][0]);
}

function returnFromServer(query: string) {
  cleanup();
  window.history.replaceState(null, '', `/${query}`);
  renderApp('/');
}

test('register, authorize with PKCE, exchange the code, store the account, show Home', async () => {
  const logged = vi.spyOn(console, 'log');
  const authorize = await startLogin('HTTPS://Social.Example/');

  expect(requests.apps).toEqual([
    {
      client_name: 'Petrel',
      redirect_uris: 'http://localhost:3000/',
      scopes: 'read write follow push',
      website: null,
    },
  ]);
  expect(authorize.origin + authorize.pathname).toBe(`${ORIGIN}/oauth/authorize`);
  const params = authorize.searchParams;
  expect(params.get('client_id')).toBe('client-id');
  expect(params.get('redirect_uri')).toBe('http://localhost:3000/');
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  const state = params.get('state') ?? '';
  expect(state.length).toBeGreaterThan(20);

  returnFromServer(`?code=the-code&state=${state}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(await screen.findByText('Welcome home')).toBeInTheDocument();
  const [exchange] = requests.token;
  expect(exchange).toMatchObject({
    grant_type: 'authorization_code',
    code: 'the-code',
    client_id: 'client-id',
    client_secret: 'client-secret',
    redirect_uri: 'http://localhost:3000/',
  });
  expect(await codeChallengeS256(exchange.code_verifier)).toBe(params.get('code_challenge'));

  expect(window.location.search).toBe('');
  expect(window.location.href).not.toContain('the-code');
  expect(window.location.hash).toBe('#/');
  const stored = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as unknown[];
  expect(stored).toEqual([
    {
      info: expect.objectContaining({
        id: '42',
        displayName: 'User 42',
        avatar: 'https://social.example/avatars/42.png',
        avatar_static: 'https://social.example/avatars/42-static.png',
      }) as unknown,
      instanceURL: 'social.example',
      accessToken: 'secret-token',
      vapidKey: 'vapid-social.example',
      createdAt: expect.any(Number) as unknown,
      lastAccessedAt: expect.any(Number) as unknown,
    },
  ]);
  expect(screen.getByRole('button', { name: 'Accounts' })).toBeInTheDocument();
  expect(JSON.stringify(logged.mock.calls)).not.toContain('secret-token');
});

test('the app registration is stored per instance and reused', async () => {
  await startLogin('social.example');
  cleanup();
  vi.mocked(redirectTo).mockReset();
  await startLogin('social.example');
  expect(requests.apps).toHaveLength(1);
});

test('a cancelled authorization says so and keeps what was typed', async () => {
  await startLogin('Social.Example');
  returnFromServer('?error=access_denied&error_description=denied');
  expect(
    await screen.findByText('Login was cancelled on the server. You can try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Instance' })).toHaveValue('Social.Example');
  expect(window.location.search).toBe('');
  expect(window.location.hash).toBe('#/login');
  expect(requests.token).toHaveLength(0);
});

test('a state mismatch is refused without exchanging the code', async () => {
  await startLogin('social.example');
  returnFromServer('?code=the-code&state=forged');
  expect(await screen.findByText(/does not match the login that was started/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Instance' })).toHaveValue('social.example');
  expect(requests.token).toHaveLength(0);
  expect(JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]')).toEqual([]);
});

test('a failed registration: "Failed to register application"', async () => {
  server.use(
    http.post(`${ORIGIN}/api/v1/apps`, () => HttpResponse.json({ error: 'nope' }, { status: 422 })),
  );
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByRole('textbox', { name: 'Instance' }), 'social.example');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Failed to register application')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Instance' })).toHaveValue('social.example');
  expect(redirectTo).not.toHaveBeenCalled();
});

test('a failed code exchange: "Failed to log in. Please try again or try another instance."', async () => {
  server.use(
    http.post(`${ORIGIN}/oauth/token`, () =>
      HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
    ),
  );
  const authorize = await startLogin('social.example');
  returnFromServer(`?code=bad&state=${authorize.searchParams.get('state')}`);
  expect(
    await screen.findByText('Failed to log in. Please try again or try another instance.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Instance' })).toHaveValue('social.example');
  expect(window.location.search).toBe('');
});

test('what is not a host: "Invalid instance"', async () => {
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByRole('textbox', { name: 'Instance' }), 'not an instance');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid instance')).toBeInTheDocument();
  expect(requests.apps).toHaveLength(0);
});

test('an empty instance logs in to the default instance', async () => {
  server.use(
    http.post('https://mastodon.social/api/v1/apps', () =>
      HttpResponse.json({ name: 'Petrel', client_id: 'd', client_secret: 's' }),
    ),
  );
  const authorize = await startLogin('');
  expect(authorize.host).toBe('mastodon.social');
});

test('a pasted post URL logs in to its instance and says which one', async () => {
  const user = userEvent.setup();
  renderApp('/login');
  const input = await screen.findByRole('textbox', { name: 'Instance' });
  await user.click(input);
  await user.paste('https://social.example/@bob/123456');
  expect(screen.getByText(/^Logs in to/)).toHaveTextContent(/^Logs in to social\.example\.$/);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await vi.waitFor(() => expect(redirectTo).toHaveBeenCalled());
  const authorize = new URL(vi.mocked(redirectTo).mock.calls[0][0]);
  expect(authorize.origin).toBe(ORIGIN);
  expect(requests.apps).toHaveLength(1);
});

test('an unreachable host: "<host> could not be reached.", and what was typed stays', async () => {
  server.use(http.post('https://gone.example/api/v1/apps', () => HttpResponse.error()));
  const user = userEvent.setup();
  renderApp('/login');
  const input = await screen.findByRole('textbox', { name: 'Instance' });
  await user.type(input, '@bob@gone.example');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('gone.example could not be reached.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to register application')).not.toBeInTheDocument();
  expect(input).toHaveValue('@bob@gone.example');
  expect(redirectTo).not.toHaveBeenCalled();
});
