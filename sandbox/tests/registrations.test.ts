import { describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, REDIRECT_URI, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });

async function appToken(): Promise<string> {
  const app = await api<{ client_id: string; client_secret: string }>(sandbox, '/api/v1/apps', {
    method: 'POST',
    json: { client_name: 'Test', redirect_uris: REDIRECT_URI, scopes: 'read write follow push' },
  });
  const token = await api<{ access_token: string }>(sandbox, '/oauth/token', {
    method: 'POST',
    form: {
      grant_type: 'client_credentials',
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      scope: 'read write follow push',
    },
  });
  return token.body.access_token;
}

const setRegistrations = (settings: Record<string, unknown>) =>
  api(sandbox, '/_sandbox/registrations', { method: 'POST', json: settings });

function signUpForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const NEWCOMER = {
  username: 'newcomer',
  email: 'newcomer@sandbox.test',
  password: 'correct horse',
  agreement: 'true',
  locale: 'en',
};

type Details = Record<string, { error: string; description: string }[]>;

describe('registrations', () => {
  it('are closed by default and the instance says so', async () => {
    const v2 = await api<{ registrations: { enabled: boolean } }>(sandbox, '/api/v2/instance');
    expect(v2.body.registrations.enabled).toBe(false);
    const refused = await api(sandbox, '/api/v1/accounts', {
      method: 'POST',
      token: await appToken(),
      body: signUpForm(NEWCOMER),
    });
    expect(refused.status).toBe(403);
    expectSchema('Error', refused.body);
  });

  it('opening them shows in both instance versions', async () => {
    await setRegistrations({ enabled: true, approval_required: true, message: 'Say hello' });
    const v2 = await api<Record<string, unknown>>(sandbox, '/api/v2/instance');
    expectSchema('Instance', v2.body);
    expect(v2.body.registrations).toEqual({
      enabled: true,
      approval_required: true,
      message: 'Say hello',
      url: null,
    });
    const v1 = await api<Record<string, unknown>>(sandbox, '/api/v1/instance');
    expectSchema('V1Instance', v1.body);
    expect(v1.body.registrations).toBe(true);
    expect(v1.body.approval_required).toBe(true);
  });

  it('need an app token', async () => {
    await setRegistrations({ enabled: true });
    const anonymous = await api(sandbox, '/api/v1/accounts', {
      method: 'POST',
      body: signUpForm(NEWCOMER),
    });
    expect(anonymous.status).toBe(401);
  });

  it('create an account from multipart; its token waits for the e-mail confirmation', async () => {
    await setRegistrations({ enabled: true });
    const created = await api<{ access_token: string }>(sandbox, '/api/v1/accounts', {
      method: 'POST',
      token: await appToken(),
      body: signUpForm(NEWCOMER),
    });
    expect(created.status).toBe(200);
    expectSchema('Token', created.body);
    const token = created.body.access_token;

    const before = await api(sandbox, '/api/v1/accounts/verify_credentials', { token });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({ error: 'Your login is missing a confirmed e-mail address' });

    const confirmed = await api(sandbox, '/_sandbox/confirm', {
      method: 'POST',
      json: { email: NEWCOMER.email },
    });
    expect(confirmed.status).toBe(200);
    const after = await api<{ username: string }>(sandbox, '/api/v1/accounts/verify_credentials', {
      token,
    });
    expect(after.status).toBe(200);
    expectSchema('CredentialAccount', after.body);
    expect(after.body.username).toBe('newcomer');
    const home = await api<unknown[]>(sandbox, '/api/v1/timelines/home', { token });
    expect(home.body).toEqual([]);
  });

  it('can confirm at once', async () => {
    await setRegistrations({ enabled: true, confirm_at_once: true });
    const created = await api<{ access_token: string }>(sandbox, '/api/v1/accounts', {
      method: 'POST',
      token: await appToken(),
      body: signUpForm(NEWCOMER),
    });
    const me = await api(sandbox, '/api/v1/accounts/verify_credentials', {
      token: created.body.access_token,
    });
    expect(me.status).toBe(200);
  });

  it("answer Mastodon's validation errors per field", async () => {
    await setRegistrations({ enabled: true, approval_required: true });
    const token = await appToken();
    const taken = await api<{ error: string; details: Details }>(sandbox, '/api/v1/accounts', {
      method: 'POST',
      token,
      body: signUpForm({
        username: 'alice',
        email: 'bob@sandbox.test',
        password: 'short',
        locale: 'not a locale',
      }),
    });
    expect(taken.status).toBe(422);
    expectSchema('Error', taken.body);
    expect(taken.body.error).toMatch(/^Validation failed: Username has already been taken/);
    const codes = Object.fromEntries(
      Object.entries(taken.body.details).map(([field, errors]) => [
        field,
        errors.map((error) => error.error),
      ]),
    );
    expect(codes).toEqual({
      username: ['ERR_TAKEN'],
      email: ['ERR_TAKEN'],
      password: ['ERR_TOO_SHORT'],
      agreement: ['ERR_ACCEPTED'],
      locale: ['ERR_INCLUSION'],
      reason: ['ERR_BLANK'],
    });

    const blank = await api<{ details: Details }>(sandbox, '/api/v1/accounts', {
      method: 'POST',
      token,
      body: signUpForm({ username: 'no spaces', email: 'nope', agreement: 'true', reason: 'hi' }),
    });
    expect(blank.body.details.username[0].error).toBe('ERR_INVALID');
    expect(blank.body.details.email[0].error).toBe('ERR_INVALID');
    expect(blank.body.details.password[0].error).toBe('ERR_BLANK');
  });
});

describe('service stand-ins', () => {
  it('describe an uploaded image', async () => {
    const image = await fetch(`${sandbox.url}/system/media/x.png`);
    const form = new FormData();
    form.append('image', new Blob([await image.arrayBuffer()], { type: 'image/png' }), 'x.png');
    const described = await api<{ description: string }>(sandbox, '/_services/alt-text', {
      method: 'POST',
      body: form,
    });
    expect(described.status).toBe(200);
    expect(described.body.description).toBe('A picture of 640 by 480 pixels in soft colours.');
  });

  it('search GIFs and serve them', async () => {
    const found = await api<{ results: { title: string; url: string }[] }>(
      sandbox,
      '/_services/gifs/search?q=otter',
    );
    expect(found.body.results.map((gif) => gif.title)).toEqual(['An otter waving']);
    const file = await fetch(found.body.results[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const all = await api<{ results: unknown[] }>(sandbox, '/_services/gifs/search?q=&limit=4');
    expect(all.body.results).toHaveLength(4);
  });
});
