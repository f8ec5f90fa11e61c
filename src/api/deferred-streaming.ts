import { createStreamingAPIClient } from 'masto';
import type {
  ConnectionState,
  StreamingHubOptions,
  StreamListener,
  StreamRequest,
  StreamingSource,
} from './streaming';

/**
 * A source that is the hub once its code has loaded: the socket is for live updates, so the hub's
 * code loads after the first screen rather than before it. Until then the source is `idle` and
 * keeps the subscriptions made; a hub that fails to load is `unavailable`, so views poll instead.
 *
 * @internal exported for tests
 */
export class DeferredSource implements StreamingSource {
  private hub: StreamingSource | null = null;
  private failed = false;
  private disposed = false;
  private readonly waiting = new Set<{
    request: StreamRequest;
    listener: StreamListener;
    off?: () => void;
  }>();
  private readonly watchers = new Set<{ callback: () => void; off?: () => void }>();

  constructor(load: Promise<StreamingSource>) {
    load.then(
      (hub) => {
        if (this.disposed) return hub.dispose();
        this.hub = hub;
        for (const entry of this.waiting) entry.off = hub.subscribe(entry.request, entry.listener);
        for (const watcher of this.watchers) watcher.off = hub.onStateChange(watcher.callback);
        this.waiting.clear();
        for (const watcher of [...this.watchers]) watcher.callback();
      },
      () => {
        if (this.disposed) return;
        this.failed = true;
        for (const watcher of [...this.watchers]) watcher.callback();
      },
    );
  }

  subscribe = (request: StreamRequest, listener: StreamListener): (() => void) => {
    if (this.hub) return this.hub.subscribe(request, listener);
    if (this.disposed) return () => undefined;
    const entry: { request: StreamRequest; listener: StreamListener; off?: () => void } = {
      request,
      listener,
    };
    this.waiting.add(entry);
    return () => {
      this.waiting.delete(entry);
      entry.off?.();
      entry.off = undefined;
    };
  };

  getState = (): ConnectionState => {
    if (this.hub) return this.hub.getState();
    return this.failed ? 'unavailable' : 'idle';
  };

  onStateChange = (callback: () => void): (() => void) => {
    const watcher: { callback: () => void; off?: () => void } = {
      callback,
      off: this.hub?.onStateChange(callback),
    };
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
      watcher.off?.();
    };
  };

  dispose = (): void => {
    this.disposed = true;
    this.waiting.clear();
    this.watchers.clear();
    this.hub?.dispose();
  };
}

/**
 * The streaming hub of an account, as a source at once; its code loads once `after` resolves
 * (the first posts are on screen).
 */
export function deferredHub(
  streamingUrl: string,
  accessToken: string,
  setup: Omit<StreamingHubOptions, 'createClient'>,
  after: Promise<void>,
): StreamingSource {
  return new DeferredSource(
    after
      .then(() => import('./streaming'))
      .then(
        // masto's client is handed in from here: masto stays in the chunks that hold the rest of
        // it, rather than being split again for the hub's chunk.
        ({ StreamingHub }) =>
          new StreamingHub(streamingUrl, accessToken, {
            ...setup,
            createClient: createStreamingAPIClient,
          }),
      ),
  );
}
