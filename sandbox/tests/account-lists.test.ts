import { createRestAPIClient } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath } from './helpers/links';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let heidi: string;

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  heidi = await loginAs(sandbox, 'heidi');
});

describe('follow requests', () => {
  it('lists, authorizes and rejects requests to a locked account', async () => {
    const list = await api<{ id: string; acct: string }[]>(sandbox, '/api/v1/follow_requests', {
      token: heidi,
    });
    expectSchema('Account[]', list.body);
    expect(list.body.map((account) => account.acct).sort()).toEqual(['carol', 'dave', 'erin']);
    const [first, second] = list.body;
    const authorized = await api<{ followed_by: boolean }>(
      sandbox,
      `/api/v1/follow_requests/${first.id}/authorize`,
      { method: 'POST', token: heidi },
    );
    expectSchema('Relationship', authorized.body);
    expect(authorized.body.followed_by).toBe(true);
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: heidi });
    const rejected = await rest.v1.followRequests.$select(second.id).reject();
    expect(rejected.followedBy).toBe(false);
    expect(rejected.requestedBy).toBe(false);
    expect((await rest.v1.followRequests.list()).map((account) => account.id)).toHaveLength(1);
    const again = await api(sandbox, `/api/v1/follow_requests/${first.id}/authorize`, {
      method: 'POST',
      token: heidi,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Record not found' });
    expect(
      (await api(sandbox, '/api/v1/follow_requests/1/reject', { method: 'POST', token: heidi }))
        .status,
    ).toBe(404);
    expect((await api(sandbox, '/api/v1/follow_requests')).status).toBe(401);
  });
});

describe('blocks and mutes', () => {
  it('lists blocked and muted accounts', async () => {
    const blocks = await api<{ acct: string }[]>(sandbox, '/api/v1/blocks', { token: alice });
    expectSchema('Account[]', blocks.body);
    expect(blocks.body.map((account) => account.acct)).toEqual(['mallory']);
    const mutes = await api<{ acct: string }[]>(sandbox, '/api/v1/mutes', { token: alice });
    expectSchema('MutedAccount[]', mutes.body);
    expect(mutes.body.map((account) => account.acct)).toEqual(['trent']);
    const limited = await loginAs(sandbox, 'alice', 'read:statuses');
    expect((await api(sandbox, '/api/v1/blocks', { token: limited })).status).toBe(403);
    const follow = await loginAs(sandbox, 'alice', 'follow');
    expect((await api(sandbox, '/api/v1/mutes', { token: follow })).status).toBe(200);
  });
});

describe('domain blocks', () => {
  it('blocks, lists with pagination and unblocks domains', async () => {
    for (const domain of ['birds.example', 'cliffs.example', 'news.example']) {
      const response = await api(sandbox, '/api/v1/domain_blocks', {
        method: 'POST',
        token: alice,
        form: { domain },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
    }
    const first = await api<string[]>(sandbox, '/api/v1/domain_blocks?limit=2', { token: alice });
    expect(first.body).toEqual(['news.example', 'cliffs.example']);
    const next = linkPath(first.headers.get('link'), 'next')!;
    expect((await api<string[]>(sandbox, next, { token: alice })).body).toEqual(['birds.example']);
    const publicTimeline = await api<{ account: { acct: string } }[]>(
      sandbox,
      '/api/v1/timelines/public?limit=40',
      { token: alice },
    );
    expect(
      publicTimeline.body.some((status) => status.account.acct.endsWith('@birds.example')),
    ).toBe(false);
    const removed = await api(sandbox, '/api/v1/domain_blocks', {
      method: 'DELETE',
      token: alice,
      json: { domain: 'birds.example' },
    });
    expect(removed.body).toEqual({});
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
    expect(await rest.v1.domainBlocks.list()).toEqual(['news.example', 'cliffs.example']);
    const blank = await api(sandbox, '/api/v1/domain_blocks', {
      method: 'POST',
      token: alice,
      json: {},
    });
    expect(blank.status).toBe(422);
    expectSchema('Error', blank.body);
  });
});

describe('bookmarks and favourites', () => {
  for (const path of ['bookmarks', 'favourites'] as const) {
    it(`pages ${path} by the ${path.slice(0, -1)} record id`, async () => {
      const first = await api<{ id: string }[]>(sandbox, `/api/v1/${path}?limit=5`, {
        token: alice,
      });
      expect(first.status).toBe(200);
      expectSchema('Status[]', first.body);
      expect(first.body).toHaveLength(5);
      const next = linkPath(first.headers.get('link'), 'next')!;
      const cursor = new URL(next, sandbox.url).searchParams.get('max_id')!;
      expect(first.body.map((status) => status.id)).not.toContain(cursor);
      const second = await api<{ id: string }[]>(sandbox, next, { token: alice });
      expect(second.body).toHaveLength(5);
      expect(second.body.map((status) => status.id)).not.toContain(first.body[0].id);
      const prev = linkPath(second.headers.get('link'), 'prev')!;
      const back = await api<{ id: string }[]>(sandbox, prev, { token: alice });
      expect(back.body.map((status) => status.id)).toEqual(first.body.map((status) => status.id));
      expect((await api(sandbox, `/api/v1/${path}`)).status).toBe(401);
    });
  }

  it('shows a new bookmark first and walks pages with masto.js', async () => {
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
    const page = await rest.v1.timelines.public.list({ limit: 40 });
    const target = page.filter((status) => !status.bookmarked).at(-1)!;
    await rest.v1.statuses.$select(target.id).bookmark();
    const [newest] = await rest.v1.bookmarks.list({ limit: 1 });
    expect(newest.id).toBe(target.id);
    let count = 0;
    for await (const page of rest.v1.favourites.list({ limit: 20 })) count += page.length;
    expect(count).toBeGreaterThanOrEqual(60);
  });
});
