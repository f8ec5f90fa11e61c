import { createRestAPIClient, createStreamingAPIClient, MastoTimeoutError } from 'masto';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';
import { waitUntil } from './helpers/streaming';

const sandbox = sandboxForFile({ mediaProcessingMs: 0 });
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  bob = await loginAs(sandbox, 'bob');
});

const streamingUrl = () => sandbox.url.replace('http', 'ws');

describe('streaming faults', () => {
  it('drops WebSockets periodically; masto reconnects and keeps receiving events', async () => {
    let connections = 0;
    class CountingWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        connections += 1;
      }
    }
    const raw = new WebSocket(`${streamingUrl()}/api/v1/streaming?access_token=${alice}`);
    const rawClosed = new Promise<number>((resolve) => raw.once('close', resolve));
    await new Promise((resolve) => raw.once('open', resolve));

    const streaming = createStreamingAPIClient({
      streamingApiUrl: streamingUrl(),
      accessToken: alice,
      implementation: CountingWebSocket,
    });
    const received: string[] = [];
    const subscription = streaming.user.subscribe();
    const reading = (async () => {
      for await (const event of subscription) {
        if (event.event === 'update') received.push(event.payload.content);
      }
    })();
    await waitUntil(() => sandbox.streamingSubscriptions() > 0);

    const rule = await api<{ id: string }>(sandbox, '/_sandbox/faults', {
      method: 'POST',
      json: { type: 'websocket_drop', every_seconds: 0.2, times: 1 },
    });
    expect(await rawClosed).toBe(1001);
    await waitUntil(() => connections >= 2 && sandbox.streamingSubscriptions() > 0);

    const bobRest = createRestAPIClient({ url: sandbox.url, accessToken: bob });
    await bobRest.v1.statuses.create({ status: 'after the drop' });
    await waitUntil(() => received.some((content) => content.includes('after the drop')));
    streaming.close();
    await reading.catch(() => undefined);
    await api(sandbox, `/_sandbox/faults/${rule.body.id}`, { method: 'DELETE' });
  });

  it('keeps media processing forever, so masto media polling times out', async () => {
    await api(sandbox, '/_sandbox/faults', { method: 'POST', json: { type: 'media_stuck' } });
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: alice, mediaTimeout: 1200 });
    const png = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })));
    const started = Date.now();
    let error: unknown;
    try {
      await rest.v2.media.create({ file: new Blob([png], { type: 'image/png' }) });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MastoTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);

    const upload = new FormData();
    upload.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const created = await api<{ id: string; url: string | null }>(sandbox, '/api/v2/media', {
      method: 'POST',
      token: alice,
      body: upload,
    });
    expect(created.status).toBe(202);
    expect(created.body.url).toBeNull();
    const polled = await api(sandbox, `/api/v1/media/${created.body.id}`, { token: alice });
    expect(polled.status).toBe(206);
    await api(sandbox, '/_sandbox/faults', { method: 'DELETE' });
    const done = await api<{ url: string | null }>(sandbox, `/api/v1/media/${created.body.id}`, {
      token: alice,
    });
    expect(done.status).toBe(200);
    expect(done.body.url).not.toBeNull();
  });
});

describe('storm', () => {
  it('emits a burst of statuses and notifications over the streaming bus', async () => {
    const socket = new WebSocket(
      `${streamingUrl()}/api/v1/streaming?access_token=${alice}&stream=user`,
    );
    const events: string[] = [];
    socket.on('message', (data: Buffer) => {
      events.push((JSON.parse(data.toString()) as { event: string }).event);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const storm = await api(sandbox, '/_sandbox/storm', {
      method: 'POST',
      json: { count: 40, kind: 'mixed' },
    });
    expect(storm.body).toEqual({ count: 40, kind: 'mixed', target: 'alice', interval_ms: 0 });
    await waitUntil(
      () =>
        events.filter((event) => event === 'update').length >= 20 &&
        events.filter((event) => event === 'notification').length >= 20,
    );
    socket.close();
    const invalid = await api(sandbox, '/_sandbox/storm', { method: 'POST', json: { count: 0 } });
    expect(invalid.status).toBe(422);
  });
});
