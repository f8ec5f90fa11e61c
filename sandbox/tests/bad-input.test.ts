import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
});

const STRANGE_BODIES: unknown[] = [
  null,
  [1, 2],
  'text',
  42,
  { status: 123 },
  { status: ['a'] },
  { status: 'x', poll: 'x' },
  { status: 'x', poll: { options: 'a', expires_in: 'soon' } },
  { status: 'x', media_ids: {} },
  { status: 'x', media_ids: [{}] },
  { status: 'x', in_reply_to_id: {} },
  { status: 'x', visibility: 5 },
  { status: 'x', scheduled_at: 'tomorrow' },
  { status: 'x', language: 'english' },
  { display_name: {}, fields_attributes: 'x', source: 'y' },
  { fields_attributes: [null, 1, 'a'] },
  { grant_type: {}, code: [] },
  { client_name: {}, redirect_uris: {} },
  { token: {} },
];

describe('bad input', () => {
  it('never crashes and always answers with a Mastodon error body', async () => {
    const statusId = sandbox.context.store.statusIds.at(-1)!;
    const routes: [string, string][] = [
      ['POST', '/api/v1/statuses'],
      ['PUT', `/api/v1/statuses/${statusId}`],
      ['PATCH', '/api/v1/accounts/update_credentials'],
      ['POST', '/api/v1/apps'],
      ['POST', '/oauth/token'],
      ['POST', '/oauth/revoke'],
      ['POST', '/api/v2/media'],
    ];
    for (const [method, path] of routes) {
      for (const json of STRANGE_BODIES) {
        const response = await api(sandbox, path, { method, token, json });
        expect(response.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
        if (response.status >= 400 && !path.startsWith('/oauth/'))
          expectSchema('Error', response.body);
      }
    }
  });

  it('tolerates odd query strings', async () => {
    const paths = [
      '/api/v1/accounts/relationships?id[a]=1',
      '/api/v1/timelines/tag/x?any=1&all[x]=2',
      '/api/v1/timelines/public?limit[]=1&max_id[]=1',
      '/api/v1/accounts/lookup?acct[]=a',
      '/api/v1/statuses?id[]=abc',
      '/api/v1/accounts/1/statuses?tagged[]=a&pinned=maybe',
      '/oauth/authorize?client_id[]=1',
    ];
    for (const path of paths) {
      const response = await api(sandbox, path, { token });
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
