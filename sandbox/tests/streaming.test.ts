import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectSchema } from './helpers/schema';
import { loginAs, sandboxForFile } from './helpers/sandbox';
import { streamingClient, waitUntil } from './helpers/streaming';

const sandbox = sandboxForFile();
let aliceToken: string;
let bobToken: string;
let bob: mastodon.rest.Client;
let alice: mastodon.rest.Client;

beforeAll(async () => {
  aliceToken = await loginAs(sandbox, 'alice');
  bobToken = await loginAs(sandbox, 'bob');
  alice = createRestAPIClient({ url: sandbox.url, accessToken: aliceToken });
  bob = createRestAPIClient({ url: sandbox.url, accessToken: bobToken });
});

interface RawEvent {
  stream: string[];
  event: string;
  payload: string;
}

/** Opens a raw WebSocket and collects messages until `count` arrive. */
async function openRaw(query: string, protocols?: string[]) {
  const socket = new WebSocket(
    `${sandbox.url.replace('http', 'ws')}/api/v1/streaming${query}`,
    protocols,
  );
  const messages: RawEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')) as RawEvent);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (
    predicate: (event: RawEvent) => boolean,
    timeoutMs = 3000,
  ): Promise<RawEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `no matching event; got ${JSON.stringify(messages.map((message) => [message.stream, message.event]))}`,
        );
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    socket,
    messages,
    waitFor,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
  };
}

describe('streaming', () => {
  it('delivers update, status.update and delete to masto.js subscribers', async () => {
    const streaming = streamingClient(sandbox, aliceToken);
    const subscription = streaming.hashtag.subscribe({ tag: 'streamtest' });
    const received: mastodon.streaming.Event[] = [];
    const done = (async () => {
      for await (const event of subscription) {
        received.push(event);
        if (received.length === 3) break;
      }
    })();
    await waitUntil(() => sandbox.streamingSubscriptions() > 0);
    const status = await bob.v1.statuses.create({ status: 'Streaming works #streamtest' });
    await bob.v1.statuses
      .$select(status.id)
      .update({ status: 'Streaming works, edited #streamtest' });
    await bob.v1.statuses.$select(status.id).remove();
    await done;
    streaming.close();
    expect(received.map((event) => event.event)).toEqual(['update', 'status.update', 'delete']);
    expect(received[0].stream).toEqual(['hashtag', 'streamtest']);
    expect(received[2].payload).toBe(status.id);
  });

  it('sends home updates and notifications on the user stream', async () => {
    const raw = await openRaw(`?access_token=${aliceToken}&stream=user`);
    const status = await bob.v1.statuses.create({ status: '@alice hello there' });
    const update = await raw.waitFor((event) => event.event === 'update');
    expect(update.stream).toEqual(['user']);
    expectSchema('Status', JSON.parse(update.payload));
    const notification = await raw.waitFor((event) => event.event === 'notification');
    expect(notification.stream).toEqual(['user']);
    const payload = JSON.parse(notification.payload) as { type: string; status: { id: string } };
    expectSchema('Notification', payload);
    expect(payload.type).toBe('mention');
    expect(payload.status.id).toBe(status.id);
    raw.socket.close();
  });

  it('supports subscribe/unsubscribe messages with the token as a subprotocol', async () => {
    const raw = await openRaw('', [bobToken]);
    raw.send({ type: 'subscribe', stream: 'user:notification' });
    raw.send({ type: 'subscribe', stream: 'public:local' });
    raw.send({ type: 'subscribe', stream: 'nonsense' });
    await raw.waitFor((event) => 'error' in event);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mine = await bob.v1.statuses.create({ status: 'favourite me' });
    await raw.waitFor((event) => event.event === 'update' && event.stream[0] === 'public:local');
    await alice.v1.statuses.$select(mine.id).favourite();
    const notification = await raw.waitFor((event) => event.event === 'notification');
    expect(notification.stream).toEqual(['user:notification']);
    raw.send({ type: 'unsubscribe', stream: 'public:local' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = raw.messages.length;
    await alice.v1.statuses.create({ status: 'not delivered' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      raw.messages.slice(before).filter((event) => event.stream?.[0] === 'public:local'),
    ).toHaveLength(0);
    raw.socket.close();
  });

  it('refuses connections without a valid token', async () => {
    await expect(openRaw('?access_token=nope&stream=user')).rejects.toThrow(/401/);
  });
});
