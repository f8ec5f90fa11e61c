import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath } from './helpers/links';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';
import { streamingClient, waitUntil } from './helpers/streaming';

const sandbox = sandboxForFile({ resetEachTest: true });
let token: string;
let bobToken: string;
let alice: mastodon.rest.Client;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  bobToken = await loginAs(sandbox, 'bob');
  alice = createRestAPIClient({ url: sandbox.url, accessToken: token });
});

describe('trends', () => {
  it('ranks recent statuses and pages by offset', async () => {
    const first = await api<{ id: string; favourites_count: number; reblogs_count: number }[]>(
      sandbox,
      '/api/v1/trends/statuses?limit=5',
    );
    expect(first.status).toBe(200);
    expectSchema('Status[]', first.body);
    expect(first.body).toHaveLength(5);
    const score = (status: { favourites_count: number; reblogs_count: number }) =>
      status.favourites_count + 2 * status.reblogs_count;
    expect(score(first.body[0])).toBeGreaterThanOrEqual(score(first.body[4]));
    const next = linkPath(first.headers.get('link'), 'next')!;
    expect(next).toContain('offset=5');
    const second = await api<{ id: string }[]>(sandbox, next, { token });
    expect(second.body.map((status) => status.id)).not.toContain(first.body[0].id);
    expect(linkPath(second.headers.get('link'), 'prev')).toContain('offset=0');
  });

  it('lists tags with a week of history and links as preview cards', async () => {
    const tags = await api<{ name: string; history: { uses: string }[] }[]>(
      sandbox,
      '/api/v1/trends/tags',
      { token },
    );
    expectSchema('Tag[]', tags.body);
    expect(tags.body.length).toBeGreaterThan(0);
    expect(tags.body[0].history).toHaveLength(7);
    const links = await api<{ url: string; history: unknown[] }[]>(sandbox, '/api/v1/trends/links');
    expectSchema('TrendsLink[]', links.body);
    expect(links.body.length).toBeGreaterThan(0);
    expectSchema('Tag[]', (await api(sandbox, '/api/v1/trends?limit=3')).body);
    const viaMasto = await alice.v1.trends.tags.list({ limit: 2 });
    expect(viaMasto).toHaveLength(2);
  });
});

describe('conversations', () => {
  it('groups direct messages by thread, marks them read and removes them', async () => {
    const bob = createRestAPIClient({ url: sandbox.url, accessToken: bobToken });
    const opener = await bob.v1.statuses.create({
      status: '@alice are you coming tonight?',
      visibility: 'direct',
    });
    const list = await api<{ id: string; unread: boolean; last_status: { id: string } }[]>(
      sandbox,
      '/api/v1/conversations?limit=5',
      { token },
    );
    expect(list.status).toBe(200);
    expectSchema('Conversation[]', list.body);
    const conversation = list.body[0];
    expect(conversation.last_status.id).toBe(opener.id);
    expect(conversation.unread).toBe(true);
    const reply = await alice.v1.statuses.create({
      status: '@bob yes!',
      visibility: 'direct',
      inReplyToId: opener.id,
    });
    const after = await alice.v1.conversations.list({ limit: 5 });
    expect(after[0].id).toBe(conversation.id);
    expect(after[0].lastStatus?.id).toBe(reply.id);
    const forBob = await api<{ id: string; unread: boolean }[]>(
      sandbox,
      '/api/v1/conversations?limit=1',
      {
        token: bobToken,
      },
    );
    expect(forBob.body[0].unread).toBe(true);
    const read = await api<{ unread: boolean }>(
      sandbox,
      `/api/v1/conversations/${forBob.body[0].id}/read`,
      {
        method: 'POST',
        token: bobToken,
      },
    );
    expectSchema('Conversation', read.body);
    expect(read.body.unread).toBe(false);
    const removed = await api(sandbox, `/api/v1/conversations/${conversation.id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.body).toEqual({});
    const remaining = await api<{ id: string }[]>(sandbox, '/api/v1/conversations?limit=40', {
      token,
    });
    expect(remaining.body.map((entry) => entry.id)).not.toContain(conversation.id);
    expect(
      (
        await api(sandbox, `/api/v1/conversations/${conversation.id}/read`, {
          method: 'POST',
          token,
        })
      ).status,
    ).toBe(404);
    expect((await api(sandbox, '/api/v1/conversations')).status).toBe(401);
  });

  it('streams conversation events with the REST conversation id', async () => {
    const streaming = streamingClient(sandbox, token);
    const subscription = streaming.direct.subscribe();
    const ids: string[] = [];
    const done = (async () => {
      for await (const event of subscription) {
        if (event.event === 'conversation') ids.push(event.payload.id);
        if (ids.length === 2) break;
      }
    })();
    await waitUntil(() => sandbox.streamingSubscriptions() > 0);
    const bob = createRestAPIClient({ url: sandbox.url, accessToken: bobToken });
    const opener = await bob.v1.statuses.create({ status: '@alice ping', visibility: 'direct' });
    await bob.v1.statuses.create({
      status: '@alice pong',
      visibility: 'direct',
      inReplyToId: opener.id,
    });
    await done;
    streaming.close();
    expect(ids).toEqual([opener.id, opener.id]);
  });
});

describe('announcements', () => {
  it('lists active announcements with reactions and dismisses them', async () => {
    const list = await api<
      { id: string; read: boolean; reactions: { name: string; count: number; me: boolean }[] }[]
    >(sandbox, '/api/v1/announcements', { token });
    expect(list.status).toBe(200);
    expectSchema('Announcement[]', list.body);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    const [welcome] = list.body;
    expect(welcome.reactions.find((reaction) => reaction.name === 'petrel')?.count).toBe(2);
    const put = await api(
      sandbox,
      `/api/v1/announcements/${welcome.id}/reactions/${encodeURIComponent('🎉')}`,
      {
        method: 'PUT',
        token,
      },
    );
    expect(put.status).toBe(200);
    expect(put.body).toEqual({});
    const reacted = await alice.v1.announcements.list();
    expect(reacted[0].reactions.find((reaction) => reaction.name === '🎉')).toMatchObject({
      count: 1,
      me: true,
    });
    await api(
      sandbox,
      `/api/v1/announcements/${welcome.id}/reactions/${encodeURIComponent('🎉')}`,
      {
        method: 'DELETE',
        token,
      },
    );
    const bad = await api(sandbox, `/api/v1/announcements/${welcome.id}/reactions/notanemoji`, {
      method: 'PUT',
      token,
    });
    expect(bad.status).toBe(422);
    expectSchema('Error', bad.body);
    expect(
      (await api(sandbox, `/api/v1/announcements/${welcome.id}/dismiss`, { method: 'POST', token }))
        .body,
    ).toEqual({});
    const remaining = await api<{ id: string }[]>(sandbox, '/api/v1/announcements', { token });
    expect(remaining.body.map((entry) => entry.id)).not.toContain(welcome.id);
    const withDismissed = await api<{ id: string; read: boolean }[]>(
      sandbox,
      '/api/v1/announcements?with_dismissed=true',
      {
        token,
      },
    );
    expect(withDismissed.body.find((entry) => entry.id === welcome.id)?.read).toBe(true);
    expect(
      (await api(sandbox, '/api/v1/announcements/999/dismiss', { method: 'POST', token })).status,
    ).toBe(404);
    expect((await api(sandbox, '/api/v1/announcements')).status).toBe(401);
  });

  it('streams reaction counts to user streams', async () => {
    const streaming = streamingClient(sandbox, bobToken);
    const subscription = streaming.user.subscribe();
    const received = (async () => {
      for await (const event of subscription)
        if (event.event === 'announcement.reaction') return event.payload;
      return undefined;
    })();
    await waitUntil(() => sandbox.streamingSubscriptions() > 0);
    await api(sandbox, '/api/v1/announcements/1/reactions/petrel', { method: 'PUT', token });
    expect(await received).toEqual({ name: 'petrel', count: 3, announcementId: '1' });
    streaming.close();
  });
});
