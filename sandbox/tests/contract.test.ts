import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';
import { QUOTE_STATES } from '../store/types';

const sandbox = sandboxForFile();
let alice: string;
let aliceId: string;

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  aliceId = (
    await api<{ id: string }>(sandbox, '/api/v1/accounts/verify_credentials', { token: alice })
  ).body.id;
});

describe('responses match the Mastodon OpenAPI schema', () => {
  const cases: [string, string, boolean][] = [
    ['/api/v2/instance', 'Instance', false],
    ['/api/v1/instance', 'V1Instance', false],
    ['/api/v1/custom_emojis', 'CustomEmoji[]', false],
    ['/api/v1/preferences', 'Preferences', true],
    ['/api/v1/accounts/verify_credentials', 'CredentialAccount', true],
    ['/api/v1/timelines/home?limit=40', 'Status[]', true],
    ['/api/v1/timelines/public?limit=40', 'Status[]', false],
    ['/api/v1/timelines/public?local=true&only_media=true', 'Status[]', false],
    ['/api/v1/timelines/tag/photography?limit=40', 'Status[]', true],
    ['/api/v1/timelines/tag/quotes?limit=40', 'Status[]', true],
    ['/api/v1/timelines/tag/editing', 'Status[]', true],
    ['/api/v1/timelines/list/1', 'Status[]', true],
    ['/api/v1/accounts/lookup?acct=bob', 'Account', false],
    ['/api/v1/apps/verify_credentials', 'Application', true],
  ];
  for (const [path, schema, authenticated] of cases) {
    it(`GET ${path} is a valid ${schema}`, async () => {
      const response = await api(sandbox, path, authenticated ? { token: alice } : {});
      expect(response.status).toBe(200);
      expectSchema(schema, response.body);
    });
  }

  it('account endpoints return valid entities', async () => {
    const bob = (await api<{ id: string }>(sandbox, '/api/v1/accounts/lookup?acct=bob')).body;
    expectSchema('Account', (await api(sandbox, `/api/v1/accounts/${bob.id}`)).body);
    expectSchema(
      'Status[]',
      (await api(sandbox, `/api/v1/accounts/${bob.id}/statuses?limit=40`, { token: alice })).body,
    );
    expectSchema(
      'Status[]',
      (await api(sandbox, `/api/v1/accounts/${aliceId}/statuses?pinned=true`, { token: alice }))
        .body,
    );
    expectSchema('Account[]', (await api(sandbox, `/api/v1/accounts/${bob.id}/followers`)).body);
    expectSchema('Account[]', (await api(sandbox, `/api/v1/accounts/${bob.id}/following`)).body);
    expectSchema(
      'Relationship[]',
      (await api(sandbox, `/api/v1/accounts/relationships?id[]=${bob.id}`, { token: alice })).body,
    );
  });

  it('status endpoints return valid entities', async () => {
    const page = (
      await api<{ id: string; reblog: unknown; poll: unknown; edited_at: string | null }[]>(
        sandbox,
        '/api/v1/timelines/public?limit=40',
      )
    ).body;
    const status = page[0];
    expectSchema(
      'Status',
      (await api(sandbox, `/api/v1/statuses/${status.id}`, { token: alice })).body,
    );
    expectSchema(
      'Context',
      (await api(sandbox, `/api/v1/statuses/${status.id}/context`, { token: alice })).body,
    );
    expectSchema(
      'StatusEdit[]',
      (await api(sandbox, `/api/v1/statuses/${status.id}/history`)).body,
    );
    expectSchema(
      'Account[]',
      (await api(sandbox, `/api/v1/statuses/${status.id}/favourited_by`)).body,
    );
    expectSchema(
      'Account[]',
      (await api(sandbox, `/api/v1/statuses/${status.id}/reblogged_by`)).body,
    );
    const edited = (await api<{ id: string }[]>(sandbox, '/api/v1/timelines/tag/editing')).body[0];
    const history = await api<unknown[]>(sandbox, `/api/v1/statuses/${edited.id}/history`);
    expectSchema('StatusEdit[]', history.body);
    expect(history.body.length).toBeGreaterThan(1);
  });

  it('the seeded world has every quote state and all kinds of posts', async () => {
    const quotes = (
      await api<{ quote: { state: string } | null }[]>(
        sandbox,
        '/api/v1/timelines/tag/quotes?limit=40',
        { token: alice },
      )
    ).body;
    const states = new Set(quotes.map((status) => status.quote?.state));
    for (const state of QUOTE_STATES) expect(states).toContain(state);
    const store = sandbox.context.store;
    const all = [...store.statuses.values()];
    expect(all.length).toBeGreaterThan(3000);
    expect(all.some((status) => status.pollId && store.polls.get(status.pollId)!.multiple)).toBe(
      true,
    );
    expect(all.some((status) => status.card)).toBe(true);
    expect(all.some((status) => status.spoilerText)).toBe(true);
    expect(all.some((status) => status.reblogOfId)).toBe(true);
    expect(
      Math.max(...[...store.replyIds.values()].map((replies) => replies.length)),
    ).toBeGreaterThanOrEqual(700);
  });
});
