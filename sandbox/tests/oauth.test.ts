import { createOAuthAPIClient, createRestAPIClient, MastoHttpError } from 'masto';
import { describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import {
  api,
  loginAs,
  pkcePair,
  postAuthorize,
  REDIRECT_URI,
  sandboxForFile,
  sessionCookie,
} from './helpers/sandbox';

const sandbox = sandboxForFile();

async function registerApp() {
  const response = await api<{ client_id: string; client_secret: string }>(
    sandbox,
    '/api/v1/apps',
    {
      method: 'POST',
      json: {
        client_name: 'Petrel tests',
        redirect_uris: [REDIRECT_URI, 'urn:ietf:wg:oauth:2.0:oob'],
        scopes: 'read write follow push',
        website: 'https://petrel.example',
      },
    },
  );
  expect(response.status).toBe(200);
  expectSchema('CredentialApplication', response.body);
  return response.body;
}

function authorizeQuery(clientId: string, challenge: string, redirectUri = REDIRECT_URI) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'read write follow',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
}

/** Submits the login form and returns the session cookie, like a browser following the page. */
async function signIn(query: URLSearchParams, username: string, password: string) {
  const page = await fetch(`${sandbox.url}/oauth/authorize?${query}`);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<label for="user_login">');
  const returnTo = /name="return_to" value="([^"]*)"/.exec(html)![1].replace(/&#38;/g, '&');
  return fetch(`${sandbox.url}/auth/sign_in`, {
    method: 'POST',
    body: new URLSearchParams({ username, password, return_to: returnTo }),
    redirect: 'manual',
  });
}

describe('OAuth', () => {
  it('runs authorization code + PKCE end to end with masto.js', async () => {
    const app = await registerApp();
    const { verifier, challenge } = pkcePair();
    const query = authorizeQuery(app.client_id, challenge);
    const login = await signIn(query, 'alice@sandbox.test', 'alice-pass');
    expect(login.status).toBe(303);
    const cookie = sessionCookie(login);
    const authorizePage = await fetch(`${sandbox.url}${login.headers.get('location')!}`, {
      headers: { cookie },
    });
    const authorizeHtml = await authorizePage.text();
    expect(authorizeHtml).toContain('Authorize');
    expect(authorizeHtml).toContain('@alice');
    const approve = await postAuthorize(sandbox, cookie, query);
    expect(approve.status).toBe(302);
    const location = new URL(approve.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');

    const oauth = createOAuthAPIClient({ url: sandbox.url });
    // masto's types predate PKCE; it sends every param snake_cased, so code_verifier reaches the server.
    const tokenParams = {
      grantType: 'authorization_code',
      code: location.searchParams.get('code')!,
      clientId: app.client_id,
      clientSecret: app.client_secret,
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    } as const;
    const token = await oauth.token.create(tokenParams);
    expect(token.scope).toBe('read write follow');
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: token.accessToken });
    const me = await rest.v1.accounts.verifyCredentials();
    expect(me.username).toBe('alice');

    await oauth.revoke({
      token: token.accessToken,
      clientId: app.client_id,
      clientSecret: app.client_secret,
    });
    const after = await api(sandbox, '/api/v1/accounts/verify_credentials', {
      token: token.accessToken,
    });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'The access token is invalid' });
  });

  it('rejects a wrong password with the login page again', async () => {
    const app = await registerApp();
    const response = await signIn(
      authorizeQuery(app.client_id, pkcePair().challenge),
      'alice',
      'wrong',
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Invalid email address or password.');
  });

  it('redirects a denial with access_denied and the state', async () => {
    const app = await registerApp();
    const query = authorizeQuery(app.client_id, pkcePair().challenge);
    const cookie = sessionCookie(await signIn(query, 'bob', 'bob-pass'));
    const body = new URLSearchParams(query);
    body.set('_method', 'delete');
    const deny = await postAuthorize(sandbox, cookie, body);
    const location = new URL(deny.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('shows the code on the page for the out-of-band redirect URI', async () => {
    const app = await registerApp();
    const query = authorizeQuery(app.client_id, pkcePair().challenge, 'urn:ietf:wg:oauth:2.0:oob');
    const cookie = sessionCookie(await signIn(query, 'carol', 'carol-pass'));
    const page = await postAuthorize(sandbox, cookie, query, 'follow');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/id="authorization-code">[\w-]+</);
  });

  it('answers bad clients, redirect URIs and PKCE verifiers with Doorkeeper errors', async () => {
    const app = await registerApp();
    const unknownClient = await fetch(
      `${sandbox.url}/oauth/authorize?${authorizeQuery('nope', 'x')}`,
    );
    expect(unknownClient.status).toBe(401);
    const badRedirect = await fetch(
      `${sandbox.url}/oauth/authorize?${authorizeQuery(app.client_id, 'x', 'https://evil.example/cb')}`,
    );
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.text()).toContain('invalid_redirect_uri');

    const { challenge } = pkcePair();
    const query = authorizeQuery(app.client_id, challenge);
    const cookie = sessionCookie(await signIn(query, 'alice', 'alice-pass'));
    const approve = await postAuthorize(sandbox, cookie, query);
    const code = new URL(approve.headers.get('location')!).searchParams.get('code')!;
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: app.client_id,
      client_secret: app.client_secret,
    };

    const wrongVerifier = await api<{ error: string }>(sandbox, '/oauth/token', {
      method: 'POST',
      form: { ...form, code_verifier: pkcePair().verifier },
    });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    const wrongSecret = await api<{ error: string }>(sandbox, '/oauth/token', {
      method: 'POST',
      form: { ...form, client_secret: 'nope' },
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const badGrant = await api<{ error: string }>(sandbox, '/oauth/token', {
      method: 'POST',
      form: { ...form, grant_type: 'password' },
    });
    expect(badGrant.body.error).toBe('unsupported_grant_type');

    const oauth = createOAuthAPIClient({ url: sandbox.url });
    await expect(
      oauth.token.create({
        grantType: 'authorization_code',
        code: 'made-up',
        clientId: app.client_id,
        clientSecret: app.client_secret,
        redirectUri: REDIRECT_URI,
      }),
    ).rejects.toBeInstanceOf(MastoHttpError);
  });

  it('enforces token scopes with 403', async () => {
    const readOnly = await loginAs(sandbox, 'dave', 'read');
    const denied = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: readOnly,
      json: { status: 'nope' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'This action is outside the authorized scopes' });
    const allowed = await api(sandbox, '/api/v1/timelines/home', { token: readOnly });
    expect(allowed.status).toBe(200);
  });

  it('issues client_credentials tokens and describes itself', async () => {
    const app = await registerApp();
    const token = await api<{ access_token: string }>(sandbox, '/oauth/token', {
      method: 'POST',
      json: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    });
    expectSchema('Token', token.body);
    expectSchema(
      'Application',
      (await api(sandbox, '/api/v1/apps/verify_credentials', { token: token.body.access_token }))
        .body,
    );
    const metadata = await api<{ code_challenge_methods_supported: string[] }>(
      sandbox,
      '/.well-known/oauth-authorization-server',
    );
    expect(metadata.body.code_challenge_methods_supported).toEqual(['S256']);
    const invalidApp = await api(sandbox, '/api/v1/apps', {
      method: 'POST',
      json: { client_name: 'x', redirect_uris: 'not a uri' },
    });
    expect(invalidApp.status).toBe(422);
    expectSchema('Error', invalidApp.body);
  });

  it('revokes a token sent as a form body (RFC 7009)', async () => {
    const app = await registerApp();
    const token = await api<{ access_token: string }>(sandbox, '/oauth/token', {
      method: 'POST',
      form: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    });
    const accessToken = token.body.access_token;
    const check = () => api(sandbox, '/api/v1/apps/verify_credentials', { token: accessToken });
    expect((await check()).status).toBe(200);
    const revoke = await api(sandbox, '/oauth/revoke', {
      method: 'POST',
      form: { client_id: app.client_id, client_secret: app.client_secret, token: accessToken },
    });
    expect(revoke.status).toBe(200);
    expect((await check()).status).toBe(401);
  });
});
