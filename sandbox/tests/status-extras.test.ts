import { createRestAPIClient, MastoHttpError, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RECORD_NOT_FOUND } from './helpers/accounts';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let bob: string;
let carol: string;
let aliceRest: mastodon.rest.Client;
let bobRest: mastodon.rest.Client;

interface RawStatus {
  id: string;
  muted?: boolean;
  quote: { state: string } | null;
  quote_approval: { automatic: string[]; manual: string[]; current_user: string };
}

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  bob = await loginAs(sandbox, 'bob');
  carol = await loginAs(sandbox, 'carol');
  aliceRest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
  bobRest = createRestAPIClient({ url: sandbox.url, accessToken: bob });
});

describe('conversation mutes', () => {
  it('mutes and unmutes the whole thread', async () => {
    const root = await bobRest.v1.statuses.create({ status: 'Thread start' });
    const reply = await bobRest.v1.statuses.create({ status: 'more', inReplyToId: root.id });
    const muted = await api<RawStatus>(sandbox, `/api/v1/statuses/${reply.id}/mute`, {
      method: 'POST',
      token: alice,
    });
    expect(muted.status).toBe(200);
    expectSchema('Status', muted.body);
    expect(muted.body.muted).toBe(true);
    const rootSeen = await api<RawStatus>(sandbox, `/api/v1/statuses/${root.id}`, { token: alice });
    expect(rootSeen.body.muted).toBe(true);
    const store = sandbox.context.store;
    const me = (await aliceRest.v1.accounts.verifyCredentials()).id;
    const countFor = () => store.notifications.get(me)?.length ?? 0;
    const before = countFor();
    await bobRest.v1.statuses.create({ status: '@alice in a muted thread', inReplyToId: reply.id });
    expect(countFor()).toBe(before);
    const unmuted = await api<RawStatus>(sandbox, `/api/v1/statuses/${root.id}/unmute`, {
      method: 'POST',
      token: alice,
    });
    expectSchema('Status', unmuted.body);
    expect(unmuted.body.muted).toBe(false);
    await bobRest.v1.statuses.create({ status: '@alice thread unmuted', inReplyToId: reply.id });
    expect(countFor()).toBe(before + 1);
    expect(
      (await api(sandbox, `/api/v1/statuses/${root.id}/mute`, { method: 'POST' })).status,
    ).toBe(401);
    expect(
      await api(sandbox, '/api/v1/statuses/1/mute', { method: 'POST', token: alice }),
    ).toMatchObject({ status: 404, body: RECORD_NOT_FOUND });
  });
});

describe('translation', () => {
  it('returns a deterministic fake translation', async () => {
    const status = await bobRest.v1.statuses.create({
      status: 'Bonjour tout le monde',
      language: 'fr',
      spoilerText: 'salut',
    });
    const translated = await api<{ content: string; provider: string; language: string }>(
      sandbox,
      `/api/v1/statuses/${status.id}/translate`,
      { method: 'POST', token: alice, json: { lang: 'en' } },
    );
    expect(translated.status).toBe(200);
    expectSchema('Translation', translated.body);
    expect(translated.body).toMatchObject({
      provider: 'Sandbox',
      language: 'en',
      detected_source_language: 'fr',
    });
    expect(translated.body.content).toContain('Bonjour tout le monde');
    const again = await aliceRest.v1.statuses.$select(status.id).translate({ lang: 'en' });
    expect(again.content).toBe(translated.body.content);
    const same = await api(sandbox, `/api/v1/statuses/${status.id}/translate`, {
      method: 'POST',
      token: alice,
      json: { lang: 'fr' },
    });
    expect(same.status).toBe(403);
    const secret = await bobRest.v1.statuses.create({
      status: '@alice geheim',
      visibility: 'direct',
      language: 'de',
    });
    const direct = await api(sandbox, `/api/v1/statuses/${secret.id}/translate`, {
      method: 'POST',
      token: alice,
    });
    expect(direct.status).toBe(403);
  });
});

describe('quotes', () => {
  it('lists accepted quotes to the author and revokes one with status.update', async () => {
    const original = await aliceRest.v1.statuses.create({ status: 'Quote me' });
    const quoting = await api<RawStatus>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: bob,
      json: { status: 'Quoting alice', quoted_status_id: original.id },
    });
    expect(quoting.body.quote?.state).toBe('accepted');
    const quotes = await api<RawStatus[]>(sandbox, `/api/v1/statuses/${original.id}/quotes`, {
      token: alice,
    });
    expect(quotes.status).toBe(200);
    expectSchema('Status[]', quotes.body);
    expect(quotes.body.map((status) => status.id)).toEqual([quoting.body.id]);
    expect(
      (await api(sandbox, `/api/v1/statuses/${original.id}/quotes`, { token: carol })).status,
    ).toBe(403);

    const socket = new WebSocket(
      `${sandbox.url.replace('http', 'ws')}/api/v1/streaming?access_token=${bob}&stream=user`,
    );
    const updates: string[] = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { event: string; payload: string };
      if (message.event === 'status.update') updates.push(message.payload);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const revoked = await api<RawStatus>(
      sandbox,
      `/api/v1/statuses/${original.id}/quotes/${quoting.body.id}/revoke`,
      { method: 'POST', token: alice },
    );
    expect(revoked.status).toBe(200);
    expectSchema('Status', revoked.body);
    expect(revoked.body.quote?.state).toBe('revoked');
    const deadline = Date.now() + 3000;
    while (updates.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    socket.close();
    expect((JSON.parse(updates[0]) as RawStatus).quote?.state).toBe('revoked');
    const after = await api<RawStatus[]>(sandbox, `/api/v1/statuses/${original.id}/quotes`, {
      token: alice,
    });
    expect(after.body).toEqual([]);
    const wrongPair = await api(sandbox, `/api/v1/statuses/${original.id}/quotes/1/revoke`, {
      method: 'POST',
      token: alice,
    });
    expect(wrongPair.status).toBe(404);
    const notMine = await api(
      sandbox,
      `/api/v1/statuses/${original.id}/quotes/${quoting.body.id}/revoke`,
      { method: 'POST', token: carol },
    );
    expect(notMine.status).toBe(403);
  });

  it('takes the quote approval policy with a new post; private posts are only quotable by their author', async () => {
    const create = (json: Record<string, unknown>) =>
      api<RawStatus>(sandbox, '/api/v1/statuses', { method: 'POST', token: alice, json });
    const nobody = await create({ status: 'Mine alone', quote_approval_policy: 'nobody' });
    expect(nobody.status).toBe(200);
    expectSchema('Status', nobody.body);
    expect(nobody.body.quote_approval.automatic).toEqual([]);
    const narrow = await create({
      status: 'For followers',
      visibility: 'private',
      quote_approval_policy: 'public',
    });
    expect(narrow.body.quote_approval.automatic).toEqual([]);
    expect((await create({ status: 'x', quote_approval_policy: 'everyone' })).status).toBe(422);
  });

  it('sets the quote approval policy and reflects it in quote_approval', async () => {
    const status = await aliceRest.v1.statuses.create({ status: 'Who may quote this?' });
    const policyFor = async (token: string) =>
      (await api<RawStatus>(sandbox, `/api/v1/statuses/${status.id}`, { token })).body
        .quote_approval;
    expect(await policyFor(bob)).toEqual({
      automatic: ['public'],
      manual: [],
      current_user: 'automatic',
    });

    const followers = await api<RawStatus>(
      sandbox,
      `/api/v1/statuses/${status.id}/interaction_policy`,
      {
        method: 'PUT',
        token: alice,
        json: { quote_approval_policy: 'followers' },
      },
    );
    expect(followers.status).toBe(200);
    expectSchema('Status', followers.body);
    expect(followers.body.quote_approval.automatic).toEqual(['followers']);
    expect((await policyFor(bob)).current_user).toBe('automatic');
    const victor = await loginAs(sandbox, 'victor');
    await api(sandbox, `/api/v1/accounts/${status.account.id}/unfollow`, {
      method: 'POST',
      token: victor,
    });
    expect((await policyFor(victor)).current_user).toBe('denied');

    await api(sandbox, `/api/v1/statuses/${status.id}/interaction_policy`, {
      method: 'PUT',
      token: alice,
      json: { quote_approval_policy: 'nobody' },
    });
    expect(await policyFor(bob)).toEqual({ automatic: [], manual: [], current_user: 'denied' });
    expect((await policyFor(alice)).current_user).toBe('automatic');

    const invalid = await api(sandbox, `/api/v1/statuses/${status.id}/interaction_policy`, {
      method: 'PUT',
      token: alice,
      json: { quote_approval_policy: 'friends' },
    });
    expect(invalid.status).toBe(422);
    const notMine = await api(sandbox, `/api/v1/statuses/${status.id}/interaction_policy`, {
      method: 'PUT',
      token: bob,
      json: { quote_approval_policy: 'public' },
    });
    expect(notMine.status).toBe(403);
  });
});

describe('link timeline', () => {
  it('lists public statuses whose card has the URL, with pagination', async () => {
    const store = sandbox.context.store;
    const counts = new Map<string, number>();
    for (const status of store.statuses.values())
      if (status.card && status.visibility === 'public')
        counts.set(status.card.url, (counts.get(status.card.url) ?? 0) + 1);
    const [url] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const page = await api<{ id: string; card: { url: string } }[]>(
      sandbox,
      `/api/v1/timelines/link?url=${encodeURIComponent(url)}&limit=2`,
    );
    expect(page.status).toBe(200);
    expectSchema('Status[]', page.body);
    expect(page.body.length).toBeGreaterThan(0);
    expect(page.body.every((status) => status.card.url === url)).toBe(true);
    expect(page.headers.get('link')).toContain('max_id=');
    const viaMasto = await aliceRest.v1.timelines.link.list({ url, limit: 2 });
    expect(viaMasto.length).toBeGreaterThan(0);
    expect((await api(sandbox, '/api/v1/timelines/link')).status).toBe(400);
    expect(
      (await api(sandbox, '/api/v1/timelines/link?url=https%3A%2F%2Fnowhere.example%2F')).status,
    ).toBe(404);
    await expect(
      aliceRest.v1.timelines.link.list({ url: 'https://nowhere.example/' }),
    ).rejects.toBeInstanceOf(MastoHttpError);
  });
});
