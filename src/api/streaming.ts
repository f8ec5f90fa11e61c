import type { createStreamingAPIClient, mastodon } from 'masto';
import { reconnectDelay } from '../lib/backoff';
import { hasNoStreaming, streamingHealthUrl, type HealthAnswer } from '../lib/streaming-health';

export type StreamName =
  'user' | 'user:notification' | 'public:local' | 'public' | 'hashtag' | 'list' | 'direct';

export interface StreamRequest {
  stream: StreamName;
  tag?: string;
  list?: string;
}

/** Every event a stream carries: posts, edits, deletes, notifications, filters, conversations… */
export type StreamEvent = mastodon.streaming.Event;

export type TimelineEvent = Extract<StreamEvent, { event: 'update' | 'status.update' | 'delete' }>;

export interface StreamListener {
  onEvent: (event: StreamEvent) => void;
  /** Events may have been missed (reconnected, or the page was hidden): fetch the gap. */
  onResume?: () => void;
}

/**
 * `paused`: the page is hidden; `reconnecting`: the socket dropped and is tried again;
 * `unavailable`: several connections in a row failed (the server may have no streaming), so
 * views poll while the socket is still tried, less and less often.
 */
export type ConnectionState =
  'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused' | 'unavailable';

/** Where a timeline's live events come from; tests give their own. */
export interface StreamingSource {
  subscribe: (request: StreamRequest, listener: StreamListener) => () => void;
  getState: () => ConnectionState;
  onStateChange: (callback: () => void) => () => void;
  /** Closes the socket, ends every subscription, clears timers and document listeners. */
  dispose: () => void;
}

/** An unused socket stays open this long, so moving between timelines doesn't reconnect. */
const IDLE_CLOSE_MS = 15_000;
/** Consecutive failed connections after which the hub reports `unavailable`. */
export const FAILURES_BEFORE_UNAVAILABLE = 3;

export interface StreamingHubOptions {
  /** masto's `createStreamingAPIClient` (handed in by deferred-streaming.ts, which loads the hub). */
  createClient: typeof createStreamingAPIClient;
  /** The WebSocket class (tests pass a fake one). */
  WebSocket?: typeof WebSocket;
  /** The server is known to have no streaming: no socket is ever opened, views poll. */
  unsupported?: boolean;
  /** Whether the instance advertises a streaming URL (`urls.streaming`). */
  advertised?: boolean;
  /** Called once the server shows it has no streaming at all. */
  onUnsupported?: () => void;
  /** Asks the streaming health endpoint (tests answer it themselves). */
  checkHealth?: (url: string) => Promise<HealthAnswer>;
}

/** The status of `GET /api/v1/streaming/health`, sent without credentials. */
async function fetchHealth(url: string): Promise<HealthAnswer> {
  try {
    return (await fetch(url, { credentials: 'omit', cache: 'no-store' })).status;
  } catch {
    return 'unreachable';
  }
}

/** Every listener of one stream request, sharing one masto subscription. */
interface Channel {
  request: StreamRequest;
  listeners: Set<StreamListener>;
  subscription?: mastodon.streaming.Subscription;
}

function channelKey(request: StreamRequest): string {
  return JSON.stringify([request.stream, request.tag ?? null, request.list ?? null]);
}

function subscribeTo(
  client: mastodon.streaming.Client,
  request: StreamRequest,
): mastodon.streaming.Subscription {
  switch (request.stream) {
    case 'user':
      return client.user.subscribe();
    case 'user:notification':
      return client.user.notification.subscribe();
    case 'public:local':
      return client.public.local.subscribe();
    case 'public':
      return client.public.subscribe();
    case 'hashtag':
      return client.hashtag.subscribe({ tag: request.tag ?? '' });
    case 'list':
      return client.list.subscribe({ list: request.list ?? '' });
    case 'direct':
      return client.direct.subscribe();
  }
}

/**
 * masto sends `unsubscribe` on a socket that already closed (the browser logs an error for
 * each) when its subscriptions end with the connection: drop what can no longer be sent.
 */
function quietOnClose(Base: typeof WebSocket): typeof WebSocket {
  return class QuietWebSocket extends Base {
    send(data: Parameters<WebSocket['send']>[0]): void {
      if (this.readyState === Base.OPEN) super.send(data);
    }
  };
}

/** Closes a socket; one still connecting is closed once open (closing it earlier logs an error). */
function closeSocket(socket: WebSocket): void {
  if (socket.readyState === socket.CONNECTING) {
    socket.addEventListener('open', () => socket.close(), { once: true });
  } else {
    socket.close();
  }
}

/** A WebSocket "class" handing masto the socket the hub already opened. */
function adopting(socket: WebSocket): typeof WebSocket {
  return function AdoptedWebSocket() {
    return socket;
  } as unknown as typeof WebSocket;
}

function deliver(listener: StreamListener, event: StreamEvent): void {
  try {
    listener.onEvent(event);
  } catch (error) {
    // One failing view must not end the stream for the others.
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * One WebSocket for one account, shared by every mounted view. Each distinct stream request
 * has one masto subscription, kept while at least one listener wants it. The hub opens the
 * socket itself and hands it to masto once open: masto logs every failed connection as an
 * error and retries without a ceiling, while the hub counts failures (reporting `unavailable`
 * so views poll), backs off up to five minutes, closes the socket while the page is hidden,
 * and tells every listener to fetch the gap (`onResume`) whenever the socket opens again. A
 * server that has no streaming at all (its health endpoint is not there) is not tried again.
 */
export class StreamingHub implements StreamingSource {
  private readonly channels = new Map<string, Channel>();
  private readonly stateListeners = new Set<() => void>();
  private readonly Socket: typeof WebSocket;
  private state: ConnectionState = 'idle';
  private socket: WebSocket | null = null;
  private client: mastodon.streaming.Client | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly endTimers = new Set<ReturnType<typeof setTimeout>>();
  private disposed = false;
  /** The server has no streaming: nothing is tried again for this hub's life. */
  private unsupported: boolean;
  /** The health endpoint is asked once, after the first failed handshake. */
  private healthAsked = false;
  private askingHealth = false;

  constructor(
    private readonly streamingUrl: string,
    private readonly accessToken: string,
    private readonly options: StreamingHubOptions,
  ) {
    this.Socket = quietOnClose(options.WebSocket ?? WebSocket);
    this.unsupported = options.unsupported ?? false;
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  subscribe(request: StreamRequest, listener: StreamListener): () => void {
    if (this.disposed) return () => undefined;
    const key = channelKey(request);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { request, listeners: new Set() };
      this.channels.set(key, channel);
    }
    const joined = channel;
    joined.listeners.add(listener);
    clearTimeout(this.idleTimer);
    if (this.client && this.state === 'open' && !joined.subscription) this.start(joined);
    else this.ensureConnection();

    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      joined.listeners.delete(listener);
      // Decided a moment later: a view remounting at once (or masto still about to send
      // `subscribe`) keeps or cleanly ends the one subscription.
      const timer = setTimeout(() => {
        this.endTimers.delete(timer);
        this.release(key, joined);
      }, 0);
      this.endTimers.add(timer);
    };
  }

  getState = (): ConnectionState => this.state;

  onStateChange(callback: () => void): () => void {
    this.stateListeners.add(callback);
    return () => this.stateListeners.delete(callback);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.endTimers.forEach((timer) => clearTimeout(timer));
    this.endTimers.clear();
    clearTimeout(this.idleTimer);
    this.disconnect();
    this.channels.clear();
    this.setState('idle');
    this.stateListeners.clear();
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener());
  }

  /** Ends a channel's masto subscription once nobody listens to it any more. */
  private release(key: string, channel: Channel): void {
    if (channel.listeners.size > 0 || this.channels.get(key) !== channel) return;
    this.channels.delete(key);
    const subscription = channel.subscription;
    channel.subscription = undefined;
    // Sends `unsubscribe` now; the iteration then ends at its next message or with the socket.
    subscription?.unsubscribe();
    if (this.channels.size > 0) return;
    if (!this.socket) {
      // Only a retry was pending: nothing wants it any more.
      this.disconnect();
      this.setState('idle');
    } else {
      this.idleTimer = setTimeout(() => {
        if (this.channels.size > 0) return;
        this.disconnect();
        this.setState('idle');
      }, IDLE_CLOSE_MS);
    }
  }

  private ensureConnection(): void {
    if (this.disposed) return;
    if (this.unsupported) {
      if (this.channels.size > 0) this.setState('unavailable');
      return;
    }
    if (document.hidden || this.socket || this.retryTimer !== undefined) return;
    if (this.askingHealth) return;
    this.connect();
  }

  private connect(): void {
    this.retryTimer = undefined;
    if (this.failures >= FAILURES_BEFORE_UNAVAILABLE) this.setState('unavailable');
    else if (this.state !== 'reconnecting') this.setState('connecting');
    const url = new URL('/api/v1/streaming', this.streamingUrl);
    // The token travels as the WebSocket protocol, never in the URL (masto does the same).
    const socket = new this.Socket(url, [this.accessToken]);
    this.socket = socket;
    let opened = false;
    const ended = () => {
      if (this.socket !== socket) return;
      this.dropConnection(opened ? 'dropped' : 'failed');
      socket.close();
    };
    socket.addEventListener('open', () => {
      opened = true;
      void this.adopt(socket);
    });
    socket.addEventListener('close', ended);
    socket.addEventListener('error', ended);
  }

  /** Gives the open socket to masto and (re)subscribes every channel still wanted. */
  private async adopt(socket: WebSocket): Promise<void> {
    if (this.socket !== socket) return;
    const client = this.options.createClient({
      streamingApiUrl: this.streamingUrl,
      implementation: adopting(socket),
      retry: false,
    });
    this.client = client;
    try {
      // masto waits a second before it takes the socket.
      await client.prepare();
    } catch {
      return; // closed meanwhile
    }
    if (this.client !== client) return;
    this.channels.forEach((channel) => this.start(channel));
    this.setState('open');
    this.channels.forEach((channel) =>
      [...channel.listeners].forEach((listener) => listener.onResume?.()),
    );
  }

  private start(channel: Channel): void {
    const client = this.client;
    if (!client) return;
    const subscription = subscribeTo(client, channel.request);
    channel.subscription = subscription;
    void (async () => {
      try {
        for await (const event of subscription) {
          // Leaving the loop ends masto's iteration, which unsubscribes if still subscribed.
          if (channel.subscription !== subscription) break;
          [...channel.listeners].forEach((listener) => deliver(listener, event));
        }
      } catch {
        // The server answered with an error message (masto ends every subscription of the
        // socket on one): start over on a new socket, backing off like a failed connection.
        if (this.client === client && channel.subscription === subscription) {
          const socket = this.socket;
          this.dropConnection('failed');
          socket?.close();
        }
      }
    })();
  }

  /**
   * The socket ended: forget it and, if anything is still wanted, try again later. Failures
   * add up until a connection ends cleanly, so a server that errors right after opening backs
   * off like one that refuses.
   */
  private dropConnection(reason: 'dropped' | 'failed'): void {
    this.teardown();
    this.failures = reason === 'failed' ? this.failures + 1 : 0;
    if (this.channels.size === 0) {
      this.setState('idle');
      return;
    }
    this.setState(this.failures >= FAILURES_BEFORE_UNAVAILABLE ? 'unavailable' : 'reconnecting');
    if (reason === 'failed' && !this.healthAsked) {
      void this.askHealth();
      return;
    }
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.failures));
  }

  /**
   * A browser does not tell why a handshake failed: the streaming health endpoint does. A server
   * without it has no streaming (snac answers 404 to both), and is not tried again; any other
   * answer, or none, keeps the socket retrying with back-off (a flaky Mastodon socket).
   */
  private async askHealth(): Promise<void> {
    this.healthAsked = true;
    this.askingHealth = true;
    const check = this.options.checkHealth ?? fetchHealth;
    let health: HealthAnswer;
    try {
      health = await check(streamingHealthUrl(this.streamingUrl));
    } catch {
      health = 'unreachable';
    }
    this.askingHealth = false;
    if (this.disposed) return;
    if (hasNoStreaming(health, this.options.advertised ?? true)) {
      this.unsupported = true;
      this.disconnect();
      this.setState(this.channels.size > 0 ? 'unavailable' : 'idle');
      this.options.onUnsupported?.();
      return;
    }
    if (this.channels.size === 0 || this.socket || this.retryTimer !== undefined) return;
    if (document.hidden) return;
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.failures));
  }

  /** Closes the socket and cancels a pending attempt, without changing the state. */
  private disconnect(): void {
    const socket = this.socket;
    this.teardown();
    if (socket) closeSocket(socket);
  }

  private teardown(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.socket = null;
    this.client?.close();
    this.client = null;
    this.channels.forEach((channel) => (channel.subscription = undefined));
  }

  private readonly onVisibilityChange = () => {
    if (document.hidden) {
      if (this.state === 'open') this.failures = 0;
      if (this.socket || this.retryTimer !== undefined) {
        this.disconnect();
        this.setState(this.channels.size > 0 ? 'paused' : 'idle');
      }
      return;
    }
    if (this.channels.size > 0) this.ensureConnection();
  };
}
