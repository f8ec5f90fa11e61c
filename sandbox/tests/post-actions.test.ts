import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath } from './helpers/links';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let bob: string;
let bobRest: mastodon.rest.Client;
let aliceRest: mastodon.rest.Client;

interface RawStatus {
  id: string;
  visibility: string;
  pinned?: boolean;
  reblog: RawStatus | null;
}
interface RawReport {
  id: string;
  category: string;
  comment: string;
  forwarded: boolean;
  status_ids: string[];
  rule_ids: string[];
  target_account: { id: string };
  account_id?: string;
}

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  bob = await loginAs(sandbox, 'bob');
  aliceRest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
  bobRest = createRestAPIClient({ url: sandbox.url, accessToken: bob });
});

const post = <T>(path: string, token: string, json?: unknown) =>
  api<T>(sandbox, path, { method: 'POST', token, json });

describe('boosts with a visibility', () => {
  it('boosts as unlisted or followers only, and public by default', async () => {
    const target = await bobRest.v1.statuses.create({ status: 'boost me' });
    const unlisted = await post<RawStatus>(`/api/v1/statuses/${target.id}/reblog`, alice, {
      visibility: 'unlisted',
    });
    expectSchema('Status', unlisted.body);
    expect(unlisted.body.visibility).toBe('unlisted');
    expect(unlisted.body.reblog?.id).toBe(target.id);
    await post(`/api/v1/statuses/${target.id}/unreblog`, alice);
    const privately = await post<RawStatus>(`/api/v1/statuses/${target.id}/reblog`, alice, {
      visibility: 'private',
    });
    expect(privately.body.visibility).toBe('private');
    await post(`/api/v1/statuses/${target.id}/unreblog`, alice);
    const plain = await post<RawStatus>(`/api/v1/statuses/${target.id}/reblog`, alice);
    expect(plain.body.visibility).toBe('public');
  });
});

describe('pins', () => {
  it('pins public and private own posts (Mastodon 3.5+), never direct ones or others’ posts', async () => {
    const own = await aliceRest.v1.statuses.create({ status: 'mine', visibility: 'private' });
    const pinned = await post<RawStatus>(`/api/v1/statuses/${own.id}/pin`, alice);
    expect(pinned.status).toBe(200);
    expectSchema('Status', pinned.body);
    expect(pinned.body.pinned).toBe(true);
    const unpinned = await post<RawStatus>(`/api/v1/statuses/${own.id}/unpin`, alice);
    expect(unpinned.body.pinned).toBe(false);

    const direct = await aliceRest.v1.statuses.create({ status: '@bob hi', visibility: 'direct' });
    expect((await post(`/api/v1/statuses/${direct.id}/pin`, alice)).status).toBe(422);
    const others = await bobRest.v1.statuses.create({ status: 'not yours' });
    const refused = await post<{ error: string }>(`/api/v1/statuses/${others.id}/pin`, alice);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Validation failed: Status must be yours');
  });
});

describe('reports', () => {
  it('lists the rules a report can cite', async () => {
    const rules = await api<{ id: string }[]>(sandbox, '/api/v1/instance/rules');
    expectSchema('Rule[]', rules.body);
    expect(rules.body.map((rule) => rule.id)).toEqual(['1', '2']);
  });

  it('files a report with a category, rules, a comment and posts, seen through /_sandbox/reports', async () => {
    const me = await aliceRest.v1.accounts.verifyCredentials();
    const bobAccount = await bobRest.v1.accounts.verifyCredentials();
    const first = await bobRest.v1.statuses.create({ status: 'spam one' });
    const second = await bobRest.v1.statuses.create({ status: 'spam two' });
    const filed = await post<RawReport>('/api/v1/reports', alice, {
      account_id: bobAccount.id,
      status_ids: [first.id, second.id],
      comment: 'Unkind',
      category: 'violation',
      rule_ids: ['1'],
      forward: true,
    });
    expect(filed.status).toBe(200);
    expectSchema('Report', filed.body);
    expect(filed.body).toMatchObject({
      category: 'violation',
      comment: 'Unkind',
      rule_ids: ['1'],
      status_ids: [first.id, second.id],
      // bob is local: nothing to forward.
      forwarded: false,
      target_account: { id: bobAccount.id },
    });
    const seen = await api<RawReport[]>(sandbox, '/_sandbox/reports');
    expect(seen.body).toHaveLength(1);
    expect(seen.body[0]).toMatchObject({ id: filed.body.id, account_id: me.id });
  });

  it('forwards reports about remote accounts when asked', async () => {
    const remote = [...sandbox.context.store.accounts.values()].find((a) => a.domain !== null)!;
    const filed = await post<RawReport>('/api/v1/reports', alice, {
      account_id: remote.id,
      category: 'spam',
      forward: true,
    });
    expect(filed.body.forwarded).toBe(true);
    expect(filed.body.rule_ids).toEqual([]);
  });

  it('refuses what Mastodon refuses, and a reset forgets reports', async () => {
    const bobAccount = await bobRest.v1.accounts.verifyCredentials();
    const alicePost = await aliceRest.v1.statuses.create({ status: 'mine' });
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ account_id: 'nobody' }, 404],
      [{ account_id: bobAccount.id, status_ids: [alicePost.id] }, 404],
      [{ account_id: bobAccount.id, rule_ids: ['99'] }, 422],
      [{ account_id: bobAccount.id, category: 'rude' }, 422],
      [{ account_id: bobAccount.id, comment: 'x'.repeat(1001) }, 422],
    ];
    for (const [body, status] of cases) {
      expect((await post('/api/v1/reports', alice, body)).status, JSON.stringify(body)).toBe(
        status,
      );
    }
    expect((await post('/api/v1/reports', alice, { account_id: bobAccount.id })).status).toBe(200);
    sandbox.reset();
    expect((await api<unknown[]>(sandbox, '/_sandbox/reports')).body).toEqual([]);
  });
});

describe('liked by and boosted by', () => {
  it('page the accounts through Link headers', async () => {
    const target = await bobRest.v1.statuses.create({ status: 'popular' });
    const names = ['alice', 'carol', 'dave', 'erin', 'frank'];
    for (const name of names) {
      const token = await loginAs(sandbox, name);
      await post(`/api/v1/statuses/${target.id}/favourite`, token);
      await post(`/api/v1/statuses/${target.id}/reblog`, token);
    }
    for (const path of ['favourited_by', 'reblogged_by']) {
      const seen: string[] = [];
      let next: string | undefined = `/api/v1/statuses/${target.id}/${path}?limit=2`;
      while (next) {
        const page: Awaited<ReturnType<typeof api<{ username: string }[]>>> = await api<
          { username: string }[]
        >(sandbox, next);
        expectSchema('Account[]', page.body);
        seen.push(...page.body.map((account) => account.username));
        next = page.body.length ? linkPath(page.headers.get('link'), 'next') : undefined;
      }
      expect(seen.sort(), path).toEqual([...names].sort());
    }
  });
});
