import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;
let rest: mastodon.rest.Client;

beforeAll(async () => {
  token = await loginAs(sandbox, 'carol');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
});

const lookup = async (acct: string) =>
  (await api<{ id: string }>(sandbox, `/api/v1/accounts/lookup?acct=${acct}`)).body.id;

describe('accounts', () => {
  it('updates credentials with JSON and with multipart through masto.js', async () => {
    const json = await api(sandbox, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token,
      json: {
        display_name: 'Carol N.',
        source: { privacy: 'unlisted' },
        fields_attributes: [{ name: 'Home', value: 'Harbour' }],
      },
    });
    expect(json.status).toBe(200);
    expectSchema('CredentialAccount', json.body);
    const updated = await rest.v1.accounts.updateCredentials({
      note: 'Maps & rails',
      locked: true,
      fieldsAttributes: [{ name: 'Trains', value: 'yes' }],
    });
    expect(updated.note).toBe('<p>Maps &amp; rails</p>');
    expect(updated.locked).toBe(true);
    expect(updated.fields.map((field) => field.name)).toEqual(['Trains']);
    expect(updated.displayName).toBe('Carol N.');
    expect(updated.source?.privacy).toBe('unlisted');
    // `source` gives back what was typed, not the HTML made of it.
    const typed = await rest.v1.accounts.updateCredentials({
      note: 'Maps & rails\nand <trams>',
      fieldsAttributes: [{ name: 'Site', value: 'a & b' }],
    });
    expect(typed.source?.note).toBe('Maps & rails\nand <trams>');
    expect(typed.source?.fields.map((field) => field.value)).toEqual(['a & b']);
    const tooLong = await api(sandbox, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token,
      json: { display_name: 'x'.repeat(31) },
    });
    expect(tooLong.status).toBe(422);
  });

  it('keeps an uploaded avatar and serves it at a new URL; refuses a file that is not an image', async () => {
    const before = await rest.v1.accounts.verifyCredentials();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
      'base64',
    );
    const updated = await rest.v1.accounts.updateCredentials({
      avatar: new Blob([png], { type: 'image/png' }),
    });
    expect(updated.avatar).not.toBe(before.avatar);
    const served = await fetch(updated.avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    await expect(
      rest.v1.accounts.updateCredentials({
        header: new Blob(['not an image'], { type: 'text/plain' }),
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect((await rest.v1.accounts.verifyCredentials()).header).toBe(before.header);
  });

  it('follows and unfollows, and reports relationships', async () => {
    const walter = await lookup('walter');
    const relationship = await api(sandbox, `/api/v1/accounts/${walter}/follow`, {
      method: 'POST',
      token,
    });
    expectSchema('Relationship', relationship.body);
    expect((relationship.body as { following: boolean }).following).toBe(true);
    const [after] = await rest.v1.accounts.relationships.fetch({ id: [walter] });
    expect(after.following).toBe(true);
    expect((await rest.v1.accounts.$select(walter).unfollow()).following).toBe(false);
    const heidi = await lookup('heidi');
    expect((await rest.v1.accounts.$select(heidi).follow()).requested).toBe(true);
    expect(
      (await api(sandbox, '/api/v1/accounts/999/follow', { method: 'POST', token })).status,
    ).toBe(404);
  });

  it('filters account statuses', async () => {
    const bob = await lookup('bob');
    const check = async (
      query: string,
      predicate: (status: {
        media_attachments: unknown[];
        reblog: unknown;
        in_reply_to_account_id: string | null;
      }) => boolean,
    ) => {
      const response = await api<
        { media_attachments: unknown[]; reblog: unknown; in_reply_to_account_id: string | null }[]
      >(sandbox, `/api/v1/accounts/${bob}/statuses?limit=40&${query}`, { token });
      expectSchema('Status[]', response.body);
      expect(response.body.length).toBeGreaterThan(0);
      expect(response.body.every(predicate)).toBe(true);
    };
    await check('only_media=true', (status) => status.media_attachments.length > 0);
    await check('exclude_reblogs=true', (status) => status.reblog === null);
    await check(
      'exclude_replies=true',
      (status) => status.in_reply_to_account_id === null || status.in_reply_to_account_id === bob,
    );
    const alice = await lookup('alice');
    const pinned = await api<unknown[]>(sandbox, `/api/v1/accounts/${alice}/statuses?pinned=true`);
    expect(pinned.body).toHaveLength(2);
  });

  it('keeps blocked and muted accounts out of the home timeline', async () => {
    const aliceToken = await loginAs(sandbox, 'alice');
    const blocked = [await lookup('mallory'), await lookup('trent')];
    let path = '/api/v1/timelines/home?limit=40';
    for (let page = 0; page < 5; page++) {
      const response = await api<
        { account: { id: string }; reblog: { account: { id: string } } | null }[]
      >(sandbox, path, { token: aliceToken });
      for (const status of response.body) {
        expect(blocked).not.toContain(status.account.id);
        if (status.reblog) expect(blocked).not.toContain(status.reblog.account.id);
      }
      const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '');
      if (!next) break;
      path = next[1].replace(sandbox.url, '');
    }
  });
});
