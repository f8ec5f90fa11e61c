import { createStreamingAPIClient, type mastodon } from 'masto';

export type StreamName = 'user' | 'public:local' | 'public' | 'hashtag' | 'list';

export interface StreamRequest {
  stream: StreamName;
  tag?: string;
  list?: string;
}

export type TimelineEvent = Extract<
  mastodon.streaming.Event,
  { event: 'update' | 'status.update' | 'delete' }
>;

export interface StreamListener {
  onEvent: (event: TimelineEvent) => void;
  /** Events may have been missed (reconnected, or the page was hidden): fetch the gap. */
  onResume: () => void;
}

/** `paused`: nothing subscribed or the page is hidden; `reconnecting`: the socket dropped. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused';

/** Where a timeline's live events come from; tests give their own. */
export interface StreamingSource {
  subscribe: (request: StreamRequest, listener: StreamListener) => () => void;
  getState: () => ConnectionState;
  onStateChange: (callback: () => void) => () => void;
}

const TIMELINE_EVENTS = new Set(['update', 'status.update', 'delete']);
/** An unused socket stays open this long, so moving between timelines doesn't reconnect. */
const IDLE_CLOSE_MS = 15_000;

interface Entry {
  request: StreamRequest;
  listener: StreamListener;
  subscription?: mastodon.streaming.Subscription;
}

function subscribeTo(
  client: mastodon.streaming.Client,
  request: StreamRequest,
): mastodon.streaming.Subscription {
  switch (request.stream) {
    case 'user':
      return client.user.subscribe();
    case 'public:local':
      return client.public.local.subscribe();
    case 'public':
      return client.public.subscribe();
    case 'hashtag':
      return client.hashtag.subscribe({ tag: request.tag ?? '' });
    case 'list':
      return client.list.subscribe({ list: request.list ?? '' });
  }
}

/**
 * One WebSocket for one account, shared by every mounted timeline through masto's streaming
 * client (which reconnects with exponential back-off). Each timeline subscribes while mounted;
 * the socket closes while the page is hidden, and every subscriber hears `onResume` after any
 * reconnect so it can fetch what it missed.
 */
export class StreamingHub implements StreamingSource {
  private client: mastodon.streaming.Client | null = null;
  private readonly entries = new Set<Entry>();
  private readonly stateListeners = new Set<() => void>();
  private state: ConnectionState = 'idle';
  private opened = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly streamingUrl: string,
    private readonly accessToken: string,
  ) {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  subscribe(request: StreamRequest, listener: StreamListener): () => void {
    const entry: Entry = { request, listener };
    this.entries.add(entry);
    clearTimeout(this.idleTimer);
    if (!document.hidden) this.start(entry);
    return () => {
      this.entries.delete(entry);
      this.stop(entry);
      if (this.entries.size === 0) {
        this.idleTimer = setTimeout(() => this.close('idle'), IDLE_CLOSE_MS);
      }
    };
  }

  getState = (): ConnectionState => this.state;

  onStateChange(callback: () => void): () => void {
    this.stateListeners.add(callback);
    return () => this.stateListeners.delete(callback);
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener());
  }

  private connect(): mastodon.streaming.Client {
    if (this.client) return this.client;
    this.opened = false;
    this.setState('connecting');
    this.client = createStreamingAPIClient({
      streamingApiUrl: this.streamingUrl,
      accessToken: this.accessToken,
      implementation: this.observedWebSocket(),
    });
    return this.client;
  }

  /** A WebSocket class that reports when masto's socket opens and drops. */
  private observedWebSocket(): typeof WebSocket {
    const onOpen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.setState('open');
      if (reconnected) this.entries.forEach((entry) => entry.listener.onResume());
    };
    const onClose = () => {
      if (this.client) this.setState('reconnecting');
    };
    return class ObservedWebSocket extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('open', onOpen);
        this.addEventListener('close', onClose);
      }
    };
  }

  private start(entry: Entry): void {
    const subscription = subscribeTo(this.connect(), entry.request);
    entry.subscription = subscription;
    void (async () => {
      try {
        for await (const event of subscription) {
          // Leaving the loop ends masto's iteration, which unsubscribes (and keeps its count right).
          if (entry.subscription !== subscription) break;
          if (TIMELINE_EVENTS.has(event.event)) entry.listener.onEvent(event as TimelineEvent);
        }
      } catch {
        // The client was closed (page hidden or nothing subscribed); resuming starts afresh.
      }
    })();
  }

  /** The subscription ends at its next event (masto unsubscribes from inside its iteration). */
  private stop(entry: Entry): void {
    entry.subscription = undefined;
  }

  private close(state: ConnectionState): void {
    this.entries.forEach((entry) => (entry.subscription = undefined));
    this.client?.close();
    this.client = null;
    this.setState(state);
  }

  private readonly onVisibilityChange = () => {
    if (document.hidden) {
      if (this.client) this.close('paused');
      return;
    }
    if (this.entries.size === 0 || this.client) return;
    this.entries.forEach((entry) => this.start(entry));
    this.entries.forEach((entry) => entry.listener.onResume());
  };
}
