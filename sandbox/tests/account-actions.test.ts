import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountId, RECORD_NOT_FOUND } from './helpers/accounts';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let readOnly: string;
let rest: mastodon.rest.Client;
let bobId: string;
let carolId: string;

interface RawRelationship {
  following: boolean;
  followed_by: boolean;
  blocking: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at: string | null;
  note: string;
  endorsed: boolean;
  notifying: boolean;
  showing_reblogs: boolean;
  domain_blocking: boolean;
}

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  readOnly = await loginAs(sandbox, 'alice', 'read');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
  bobId = await accountId(sandbox, 'bob');
  carolId = await accountId(sandbox, 'carol');
});

const post = (path: string, json?: unknown, token = alice) =>
  api<RawRelationship>(sandbox, path, { method: 'POST', token, json: json ?? {} });

describe('account actions', () => {
  it('blocks (dropping follows both ways) and unblocks', async () => {
    const blocked = await post(`/api/v1/accounts/${bobId}/block`);
    expect(blocked.status).toBe(200);
    expectSchema('Relationship', blocked.body);
    expect(blocked.body).toMatchObject({ blocking: true, following: false, followed_by: false });
    const timeline = await api<{ account: { id: string } }[]>(
      sandbox,
      '/api/v1/timelines/home?limit=40',
      { token: alice },
    );
    expect(timeline.body.some((status) => status.account.id === bobId)).toBe(false);
    const unblocked = await rest.v1.accounts.$select(bobId).unblock();
    expect(unblocked.blocking).toBe(false);
  });

  it('mutes with a duration and without notifications, then unmutes', async () => {
    const muted = await post(`/api/v1/accounts/${bobId}/mute`, {
      duration: 3600,
      notifications: false,
    });
    expectSchema('Relationship', muted.body);
    expect(muted.body.muting).toBe(true);
    expect(muted.body.muting_notifications).toBe(false);
    expect(Date.parse(muted.body.muting_expires_at!)).toBeGreaterThan(Date.now());
    const aliceId = await accountId(sandbox, 'alice');
    const notifications = () => sandbox.context.store.notifications.get(aliceId)?.length ?? 0;
    const before = notifications();
    const bobRest = createRestAPIClient({
      url: sandbox.url,
      accessToken: await loginAs(sandbox, 'bob'),
    });
    await bobRest.v1.statuses.create({ status: '@alice still notified while muted' });
    expect(notifications()).toBe(before + 1);
    const unmuted = await post(`/api/v1/accounts/${bobId}/unmute`);
    expectSchema('Relationship', unmuted.body);
    expect(unmuted.body).toMatchObject({ muting: false, muting_expires_at: null });

    const brief = await post(`/api/v1/accounts/${carolId}/mute`, { duration: 1 });
    expect(brief.body.muting_notifications).toBe(true);
    const carolRest = createRestAPIClient({
      url: sandbox.url,
      accessToken: await loginAs(sandbox, 'carol'),
    });
    const silenced = notifications();
    await carolRest.v1.statuses.create({ status: '@alice muted with notifications' });
    expect(notifications()).toBe(silenced);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [after] = await rest.v1.accounts.relationships.fetch({ id: [carolId] });
    expect(after.muting).toBe(false);
  });

  it('follows with notify and reblogs, and changes them on an existing follow', async () => {
    const followed = await post(`/api/v1/accounts/${carolId}/follow`, { notify: true });
    expectSchema('Relationship', followed.body);
    expect(followed.body).toMatchObject({
      following: true,
      notifying: true,
      showing_reblogs: true,
    });
    const changed = await post(`/api/v1/accounts/${carolId}/follow`, { reblogs: false });
    expect(changed.body).toMatchObject({ notifying: true, showing_reblogs: false });
    await post(`/api/v1/accounts/${carolId}/unfollow`);
    const again = await post(`/api/v1/accounts/${carolId}/follow`);
    expect(again.body).toMatchObject({ notifying: false, showing_reblogs: true });
  });

  it('keeps the boosts of an account followed with "Show boosts" off out of Home, live and on reading', async () => {
    await post(`/api/v1/accounts/${carolId}/follow`, { reblogs: false });
    const carolRest = createRestAPIClient({
      url: sandbox.url,
      accessToken: await loginAs(sandbox, 'carol'),
    });
    const original = await carolRest.v1.statuses.create({ status: 'Carol writes this herself' });
    const [bobsPost] = await rest.v1.accounts.$select(bobId).statuses.list({ limit: 1 });
    const aliceId = await accountId(sandbox, 'alice');
    const streamed: string[] = [];
    const unsubscribe = sandbox.context.bus.subscribe((event) => {
      const toAlice = 'accountId' in event.audience && event.audience.accountId === aliceId;
      if (toAlice && event.streams.some(([name]) => name === 'user')) streamed.push(event.event);
    });
    const boost = await carolRest.v1.statuses.$select(bobsPost.id).reblog();
    unsubscribe();
    const home = async () =>
      (await rest.v1.timelines.home.list({ limit: 40 })).map((status) => status.id);
    expect(await home()).toContain(original.id);
    expect(await home()).not.toContain(boost.id);
    expect(streamed).toEqual([]);

    await post(`/api/v1/accounts/${carolId}/follow`, { reblogs: true });
    expect(await home()).toContain(boost.id);
  });

  it('says when the account’s domain is blocked', async () => {
    const remote = [...sandbox.context.store.accounts.values()].find((account) => account.domain)!;
    await api(sandbox, '/api/v1/domain_blocks', {
      method: 'POST',
      token: alice,
      json: { domain: remote.domain },
    });
    const [relationship] = (
      await api<RawRelationship[]>(sandbox, `/api/v1/accounts/relationships?id[]=${remote.id}`, {
        token: alice,
      })
    ).body;
    expect(relationship.domain_blocking).toBe(true);
  });

  it('saves a private note', async () => {
    const noted = await post(`/api/v1/accounts/${bobId}/note`, { comment: 'Met at the harbour' });
    expectSchema('Relationship', noted.body);
    expect(noted.body.note).toBe('Met at the harbour');
    const cleared = await rest.v1.accounts.$select(bobId).note.create({ comment: '' });
    expect(cleared.note).toBe('');
  });

  it('endorses followed accounts and lists endorsements', async () => {
    const endorsed = await post(`/api/v1/accounts/${bobId}/endorse`);
    expectSchema('Relationship', endorsed.body);
    expect(endorsed.body.endorsed).toBe(true);
    const pinned = await post(`/api/v1/accounts/${carolId}/pin`);
    expect(pinned.body.endorsed).toBe(true);
    const mine = await api<{ id: string }[]>(sandbox, '/api/v1/endorsements', { token: alice });
    expectSchema('Account[]', mine.body);
    expect(mine.body.map((account) => account.id)).toEqual([carolId, bobId]);
    const aliceId = await accountId(sandbox, 'alice');
    const theirs = await api(sandbox, `/api/v1/accounts/${aliceId}/endorsements`);
    expectSchema('Account[]', theirs.body);
    const unpinned = await post(`/api/v1/accounts/${carolId}/unendorse`);
    expect(unpinned.body.endorsed).toBe(false);
    const stranger = await accountId(sandbox, 'victor');
    const following = await api<RawRelationship[]>(
      sandbox,
      `/api/v1/accounts/relationships?id[]=${stranger}`,
      { token: alice },
    );
    if (!following.body[0].following)
      expect((await post(`/api/v1/accounts/${stranger}/endorse`)).status).toBe(422);
  });

  it('lists familiar followers', async () => {
    const familiar = await api<{ id: string; accounts: { id: string }[] }[]>(
      sandbox,
      `/api/v1/accounts/familiar_followers?id[]=${bobId}&id[]=${carolId}`,
      { token: alice },
    );
    expect(familiar.status).toBe(200);
    expectSchema('FamiliarFollowers[]', familiar.body);
    expect(familiar.body.map((entry) => entry.id)).toEqual([bobId, carolId]);
  });

  it('answers 401, 403, 404 like Mastodon', async () => {
    expect((await api(sandbox, `/api/v1/accounts/${bobId}/block`, { method: 'POST' })).status).toBe(
      401,
    );
    expect((await post(`/api/v1/accounts/${bobId}/mute`, {}, readOnly)).status).toBe(403);
    expect(await post('/api/v1/accounts/999/block')).toMatchObject({
      status: 404,
      body: RECORD_NOT_FOUND,
    });
    const aliceId = await accountId(sandbox, 'alice');
    expect((await post(`/api/v1/accounts/${aliceId}/block`)).status).toBe(403);
    expect((await api(sandbox, '/api/v1/accounts/familiar_followers')).status).toBe(401);
  });
});
