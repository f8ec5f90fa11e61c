import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStreamingAPIClient } from 'masto';
import {
  FAILURES_BEFORE_UNAVAILABLE,
  StreamingHub,
  type StreamingHubOptions,
  type StreamEvent,
  type StreamListener,
} from './streaming';

/** A WebSocket the test opens, fails, closes and feeds; it records what the hub sends. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readonly CONNECTING = FakeSocket.CONNECTING;
  readonly OPEN = FakeSocket.OPEN;

  readyState = FakeSocket.CONNECTING;
  readonly sent: Record<string, unknown>[] = [];
  /** Sends attempted on a socket that is not open (a browser logs an error for each). */
  sentWhileClosed = 0;

  constructor(
    readonly url: string | URL,
    readonly protocols?: string | string[],
  ) {
    super();
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeSocket.OPEN) {
      this.sentWhileClosed++;
      return;
    }
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState >= FakeSocket.CLOSING) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The HTTP upgrade is refused (snac answers 404). */
  refuse(): void {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new Event('close'));
  }

  /** A message like Mastodon's answer to a subscription it refuses. */
  receiveError(error: string): void {
    this.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ error, status: 404 }) }),
    );
  }

  receive(stream: string[], event: string, payload?: unknown): void {
    const data = JSON.stringify({
      stream,
      event,
      payload:
        typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload),
    });
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  messages(type: 'subscribe' | 'unsubscribe') {
    return this.sent.filter((message) => message.type === type);
  }
}

function latestSocket(): FakeSocket {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

/** Mastodon's streaming answers its health endpoint `OK`, also while its socket is flaky. */
let health: number | 'unreachable' = 200;
let healthAsked: string[] = [];

function newHub(options: Partial<StreamingHubOptions> = {}) {
  return new StreamingHub('wss://social.example', 'secret-token', {
    createClient: createStreamingAPIClient,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    checkHealth: (url) => {
      healthAsked.push(url);
      return Promise.resolve(health);
    },
    ...options,
  });
}

function listener(): StreamListener & { events: StreamEvent[]; resumes: number } {
  const events: StreamEvent[] = [];
  const result = {
    events,
    resumes: 0,
    onEvent: (event: StreamEvent) => events.push(event),
    onResume: () => result.resumes++,
  };
  return result;
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Opens the latest socket and lets masto take it (it waits a second first). */
async function openSocket(): Promise<FakeSocket> {
  const socket = latestSocket();
  socket.open();
  await vi.advanceTimersByTimeAsync(1000);
  return socket;
}

const status = (id: string) => ({ id, content: `<p>${id}</p>`, account: { id: '1' } });

let hub: StreamingHub;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  health = 200;
  healthAsked = [];
  hub = newHub();
});
afterEach(() => {
  hub.dispose();
  setHidden(false);
  vi.useRealTimers();
});

describe('subscriptions', () => {
  it('shares one subscription per stream and unsubscribes when its last listener leaves', async () => {
    const first = listener();
    const second = listener();
    const leaveFirst = hub.subscribe({ stream: 'user' }, first);
    const leaveSecond = hub.subscribe({ stream: 'user' }, second);
    const leaveTag = hub.subscribe({ stream: 'hashtag', tag: 'cats' }, listener());
    expect(FakeSocket.all).toHaveLength(1);
    const socket = await openSocket();
    expect(hub.getState()).toBe('open');
    expect(socket.messages('subscribe')).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
    ]);

    const third = listener();
    const leaveThird = hub.subscribe({ stream: 'user' }, third);
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('subscribe')).toHaveLength(2);

    leaveFirst();
    leaveThird();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('unsubscribe')).toEqual([]);
    socket.receive(['user'], 'delete', '7');
    await vi.advanceTimersByTimeAsync(0);
    expect(first.events).toEqual([]);
    expect(second.events).toHaveLength(1);

    leaveSecond();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('unsubscribe')).toEqual([{ type: 'unsubscribe', stream: 'user' }]);
    socket.receive(['user'], 'delete', '8');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.events).toHaveLength(1);

    leaveTag();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('unsubscribe')).toHaveLength(2);
    expect(socket.messages('subscribe')).toHaveLength(2);
    expect(socket.sentWhileClosed).toBe(0);
  });

  it('subscribes again when a view comes back to a stream it left', async () => {
    const leave = hub.subscribe({ stream: 'public:local' }, listener());
    const socket = await openSocket();
    leave();
    await vi.advanceTimersByTimeAsync(0);
    const back = listener();
    hub.subscribe({ stream: 'public:local' }, back);
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('subscribe')).toHaveLength(2);
    socket.receive(['public:local'], 'delete', '9');
    await vi.advanceTimersByTimeAsync(0);
    expect(back.events).toEqual([{ stream: ['public:local'], event: 'delete', payload: '9' }]);
  });

  it('a stream left as soon as it was asked for ends subscribed to nothing', async () => {
    hub.subscribe({ stream: 'user' }, listener());
    const socket = await openSocket();
    const leave = hub.subscribe({ stream: 'hashtag', tag: 'dogs' }, listener());
    leave();
    await vi.advanceTimersByTimeAsync(0);
    const tag = (message: Record<string, unknown>) => message.tag === 'dogs';
    expect(socket.messages('subscribe').filter(tag)).toHaveLength(1);
    expect(socket.messages('unsubscribe').filter(tag)).toHaveLength(1);
  });

  it('a view remounting at once keeps the one subscription', async () => {
    const leave = hub.subscribe({ stream: 'user' }, listener());
    const socket = await openSocket();
    leave();
    const again = listener();
    hub.subscribe({ stream: 'user' }, again);
    await vi.advanceTimersByTimeAsync(0);
    socket.receive(['user'], 'delete', '3');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.messages('subscribe')).toHaveLength(1);
    expect(socket.messages('unsubscribe')).toHaveLength(0);
    expect(again.events).toHaveLength(1);
  });

  it('delivers every event type to the listeners of its stream only', async () => {
    const user = listener();
    const direct = listener();
    const local = listener();
    hub.subscribe({ stream: 'user' }, user);
    hub.subscribe({ stream: 'direct' }, direct);
    hub.subscribe({ stream: 'public:local' }, local);
    const socket = await openSocket();

    socket.receive(['user'], 'update', status('1'));
    socket.receive(['user'], 'status.update', status('1'));
    socket.receive(['user'], 'delete', '1');
    socket.receive(['user'], 'notification', { id: 'n1', type: 'mention' });
    socket.receive(['user'], 'filters_changed');
    socket.receive(['user'], 'announcement', { id: 'a1' });
    socket.receive(['direct'], 'conversation', { id: 'c1', unread: true });
    await vi.advanceTimersByTimeAsync(0);

    expect(user.events.map((event) => event.event)).toEqual([
      'update',
      'status.update',
      'delete',
      'notification',
      'filters_changed',
      'announcement',
    ]);
    expect(user.events[3]?.payload).toEqual({ id: 'n1', type: 'mention' });
    expect(direct.events).toEqual([
      { stream: ['direct'], event: 'conversation', payload: { id: 'c1', unread: true } },
    ]);
    expect(local.events).toEqual([]);
  });
});

describe('page visibility', () => {
  it('closes while the page is hidden, then resubscribes and asks for the gap', async () => {
    const home = listener();
    hub.subscribe({ stream: 'user' }, home);
    hub.subscribe({ stream: 'list', list: 'L1' }, listener());
    const first = await openSocket();
    const resumesBefore = home.resumes;

    setHidden(true);
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(hub.getState()).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(first.sentWhileClosed).toBe(0);

    setHidden(false);
    expect(FakeSocket.all).toHaveLength(2);
    const second = await openSocket();
    expect(hub.getState()).toBe('open');
    expect(second.messages('subscribe')).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'list', list: 'L1' },
    ]);
    expect(home.resumes).toBe(resumesBefore + 1);
  });

  it('a socket still connecting when the page hides is closed once it opens', async () => {
    hub.subscribe({ stream: 'user' }, listener());
    const socket = latestSocket();
    setHidden(true);
    expect(socket.readyState).toBe(FakeSocket.CONNECTING);
    socket.open();
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.sent).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
    expect(hub.getState()).toBe('paused');
  });

  it('a dropped socket reconnects after a second and asks for the gap', async () => {
    const home = listener();
    hub.subscribe({ stream: 'user' }, home);
    const first = await openSocket();
    const resumesBefore = home.resumes;
    first.close();
    expect(hub.getState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = await openSocket();
    expect(second.messages('subscribe')).toEqual([{ type: 'subscribe', stream: 'user' }]);
    expect(home.resumes).toBe(resumesBefore + 1);
    expect(first.sentWhileClosed).toBe(0);
  });
});

describe('a server without streaming', () => {
  /** Waits for the hub's next connection attempt; returns how long that took. */
  async function nextAttempt(): Promise<number> {
    const before = FakeSocket.all.length;
    let waited = 0;
    while (FakeSocket.all.length === before) {
      await vi.advanceTimersByTimeAsync(100);
      waited += 100;
      if (waited > 10 * 60_000) throw new Error('the hub stopped trying');
    }
    return waited;
  }

  /** Refuses the next `count` connection attempts; returns the delays before each. */
  async function refuseAttempts(count: number): Promise<number[]> {
    const delays: number[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      delays.push(await nextAttempt());
      latestSocket().refuse();
    }
    return delays;
  }

  it('reports unavailable after a few failed connections and keeps trying with back-off', async () => {
    const states: string[] = [];
    hub.onStateChange(() => states.push(hub.getState()));
    hub.subscribe({ stream: 'user' }, listener());
    latestSocket().refuse();
    expect(hub.getState()).toBe('reconnecting');
    await refuseAttempts(FAILURES_BEFORE_UNAVAILABLE - 2);
    expect(hub.getState()).toBe('reconnecting');
    await refuseAttempts(1);
    expect(hub.getState()).toBe('unavailable');

    const delays = await refuseAttempts(8);
    expect(delays).toEqual([4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000]);
    expect(states).toEqual(['connecting', 'reconnecting', 'unavailable']);

    expect(await nextAttempt()).toBe(300_000);
    const later = await openSocket();
    expect(FakeSocket.all).toHaveLength(FAILURES_BEFORE_UNAVAILABLE + 9);
    expect(hub.getState()).toBe('open');
    expect(later.messages('subscribe')).toEqual([{ type: 'subscribe', stream: 'user' }]);
  });

  it('backs off from a server that answers every connection with an error', async () => {
    hub.subscribe({ stream: 'list', list: 'gone' }, listener());
    hub.subscribe({ stream: 'user' }, listener());
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      if (attempt > 0) delays.push(await nextAttempt());
      const socket = await openSocket();
      socket.receiveError('Not authorized to stream this list');
      await vi.advanceTimersByTimeAsync(0);
      expect(socket.readyState).toBe(FakeSocket.CLOSED);
    }
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(hub.getState()).toBe('unavailable');
  });

  it('asks the health endpoint once, after the first refused handshake, and keeps trying when it answers', async () => {
    hub.subscribe({ stream: 'user' }, listener());
    expect(healthAsked).toEqual([]);
    latestSocket().refuse();
    await refuseAttempts(3);
    expect(healthAsked).toEqual(['https://social.example/api/v1/streaming/health']);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it.each([404, 410])(
    'stops for good when the health endpoint answers %i (snac): one attempt, then polling',
    async (status) => {
      health = status;
      const unsupported = vi.fn();
      hub.dispose();
      hub = newHub({ onUnsupported: unsupported });
      hub.subscribe({ stream: 'user' }, listener());
      latestSocket().refuse();
      await vi.advanceTimersByTimeAsync(0);
      expect(hub.getState()).toBe('unavailable');
      expect(unsupported).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      hub.subscribe({ stream: 'public:local' }, listener());
      setHidden(true);
      setHidden(false);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeSocket.all).toHaveLength(1);
      expect(hub.getState()).toBe('unavailable');
    },
  );

  it('no answer from the health endpoint (offline, CORS) keeps the back-off', async () => {
    health = 'unreachable';
    hub.subscribe({ stream: 'user' }, listener());
    latestSocket().refuse();
    await refuseAttempts(2);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('a server known to have no streaming is never connected to', async () => {
    hub.dispose();
    hub = newHub({ unsupported: true });
    hub.subscribe({ stream: 'user' }, listener());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(0);
    expect(hub.getState()).toBe('unavailable');
    expect(healthAsked).toEqual([]);
  });

  it('stops trying once nothing wants a stream', async () => {
    const leave = hub.subscribe({ stream: 'user' }, listener());
    latestSocket().refuse();
    leave();
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(hub.getState()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('dispose', () => {
  it('closes the socket, ends subscriptions and leaves no timer or document listener', async () => {
    hub.dispose();
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    hub = newHub();
    const handlers = added.mock.calls.map(([, handler]) => handler);
    expect(handlers).toHaveLength(1);
    hub.subscribe({ stream: 'user' }, listener());
    const socket = await openSocket();
    const leave = hub.subscribe({ stream: 'public' }, listener());
    leave();
    socket.close();

    hub.dispose();
    expect(hub.getState()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    expect(removed.mock.calls.map(([, handler]) => handler)).toEqual(handlers);
    expect(socket.sentWhileClosed).toBe(0);
    added.mockRestore();
    removed.mockRestore();

    setHidden(true);
    setHidden(false);
    hub.subscribe({ stream: 'user' }, listener());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes an open socket without sending on it once closed', async () => {
    hub.subscribe({ stream: 'user' }, listener());
    hub.subscribe({ stream: 'hashtag', tag: 'cats' }, listener());
    const socket = await openSocket();
    hub.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(socket.sentWhileClosed).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
