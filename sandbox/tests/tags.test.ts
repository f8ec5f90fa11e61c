import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountId, RECORD_NOT_FOUND } from './helpers/accounts';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let readOnly: string;
let rest: mastodon.rest.Client;

interface RawTag {
  id: string;
  name: string;
  following?: boolean;
  history: { day: string; uses: string; accounts: string }[];
}

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  readOnly = await loginAs(sandbox, 'alice', 'read');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
});

describe('tags', () => {
  it('shows a tag with its weekly history, and following only when signed in', async () => {
    const anonymous = await api<RawTag>(sandbox, '/api/v1/tags/Photography');
    expect(anonymous.status).toBe(200);
    expectSchema('Tag', anonymous.body);
    expect(anonymous.body.name).toBe('photography');
    expect(anonymous.body.history).toHaveLength(7);
    expect(anonymous.body).not.toHaveProperty('following');
    const signedIn = await api<RawTag>(sandbox, '/api/v1/tags/photography', { token: alice });
    expectSchema('Tag', signedIn.body);
    expect(signedIn.body.following).toBe(true);
    expect(signedIn.body.id).toBe(anonymous.body.id);
    const unused = await api<RawTag>(sandbox, '/api/v1/tags/neverusedanywhere', { token: alice });
    expectSchema('Tag', unused.body);
    expect(unused.body.history.every((day) => day.uses === '0')).toBe(true);
    expect(await api(sandbox, '/api/v1/tags/not-a-tag!')).toMatchObject({
      status: 404,
      body: RECORD_NOT_FOUND,
    });
  });

  it('follows and unfollows tags and lists followed tags with pagination', async () => {
    const followed = await api<RawTag>(sandbox, '/api/v1/tags/knitting/follow', {
      method: 'POST',
      token: alice,
    });
    expectSchema('Tag', followed.body);
    expect(followed.body.following).toBe(true);

    const list = await api<RawTag[]>(sandbox, '/api/v1/followed_tags', { token: alice });
    expectSchema('Tag[]', list.body);
    expect(list.body.map((tag) => tag.name)).toEqual(['knitting', 'petrel', 'photography']);
    const first = await api<RawTag[]>(sandbox, '/api/v1/followed_tags?limit=1', { token: alice });
    expect(first.body.map((tag) => tag.name)).toEqual(['knitting']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1];
    const second = await api<RawTag[]>(sandbox, next.replace(sandbox.url, ''), { token: alice });
    expect(second.body.map((tag) => tag.name)).toEqual(['petrel']);

    const unfollowed = await rest.v1.tags.$select('knitting').unfollow();
    expect(unfollowed.following).toBe(false);
    const pages = await rest.v1.followedTags.list();
    expect(pages.map((tag) => tag.name)).not.toContain('knitting');
  });

  it('features tags and lists featured tags of an account', async () => {
    const created = await api<{ id: string }>(sandbox, '/api/v1/featured_tags', {
      method: 'POST',
      token: alice,
      json: { name: 'photography' },
    });
    expect(created.status).toBe(200);
    expectSchema('FeaturedTag', created.body);
    expectSchema(
      'FeaturedTag[]',
      (await api(sandbox, '/api/v1/featured_tags', { token: alice })).body,
    );
    const aliceId = await accountId(sandbox, 'alice');
    const featured = await api<{ name: string }[]>(
      sandbox,
      `/api/v1/accounts/${aliceId}/featured_tags`,
    );
    expectSchema('FeaturedTag[]', featured.body);
    expect(featured.body.map((tag) => tag.name)).toEqual(['photography']);
    const viaTag = await api<{ featuring: boolean }>(sandbox, '/api/v1/tags/petrel/feature', {
      method: 'POST',
      token: alice,
    });
    expectSchema('Tag', viaTag.body);
    expect(viaTag.body.featuring).toBe(true);
    expect(
      (
        await api(sandbox, `/api/v1/featured_tags/${created.body.id}`, {
          method: 'DELETE',
          token: alice,
        })
      ).body,
    ).toEqual({});
    const duplicate = await api(sandbox, '/api/v1/featured_tags', {
      method: 'POST',
      token: alice,
      json: { name: 'petrel' },
    });
    expect(duplicate.status).toBe(422);
  });

  it('suggests the hashtags one uses most that are not featured yet, most used first', async () => {
    const post = (status: string) =>
      api(sandbox, '/api/v1/statuses', { method: 'POST', token: alice, json: { status } });
    await post('#Kelp and #tides');
    await post('more #kelp');
    await post('#kelp #harbour');
    const suggested = await api<RawTag[]>(sandbox, '/api/v1/featured_tags/suggestions', {
      token: alice,
    });
    expect(suggested.status).toBe(200);
    expectSchema('Tag[]', suggested.body);
    const names = suggested.body.map((tag) => tag.name);
    expect(names).toContain('kelp');
    expect(names.indexOf('kelp')).toBeLessThan(names.indexOf('tides'));
    expect(names.length).toBeLessThanOrEqual(10);

    await rest.v1.featuredTags.create({ name: 'kelp' }, { encoding: 'multipart-form' });
    const after = await rest.v1.featuredTags.suggestions.list();
    expect(after.map((tag) => tag.name)).not.toContain('kelp');
    expect((await api(sandbox, '/api/v1/featured_tags/suggestions')).status).toBe(401);
  });

  it('features a hashtag sent as a multipart form, as Mastodon documents it', async () => {
    const form = new FormData();
    form.append('name', '#Seabirds');
    const response = await fetch(`${sandbox.url}/api/v1/featured_tags`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as { name: string };
    expectSchema('FeaturedTag', created);
    expect(created.name).toBe('seabirds');
  });

  it('answers 401 and 403 like Mastodon', async () => {
    expect((await api(sandbox, '/api/v1/followed_tags')).status).toBe(401);
    expect((await api(sandbox, '/api/v1/tags/cats/follow', { method: 'POST' })).status).toBe(401);
    const forbidden = await api(sandbox, '/api/v1/tags/cats/follow', {
      method: 'POST',
      token: readOnly,
    });
    expect(forbidden.status).toBe(403);
    expect(
      (await api(sandbox, '/api/v1/featured_tags/999', { method: 'DELETE', token: alice })).status,
    ).toBe(404);
  });
});
