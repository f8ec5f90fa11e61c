import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { deferredHub } from '../api/deferred-streaming';
import type {
  ConnectionState,
  StreamEvent,
  StreamingHubOptions,
  StreamRequest,
  StreamingSource,
  TimelineEvent,
} from '../api/streaming';
import { loadInstance } from '../api/instance';
import { streamingOrigin } from '../lib/streaming-url';
import { whenSettled } from './app-settled';
import { markCapabilityMissing, useCapabilities } from './capabilities';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';
import type { TimelineDescriptor } from '../lib/timeline-descriptor';

export type { ConnectionState, StreamRequest, StreamingSource };
export type { StreamEvent };

export function isTimelineEvent(event: StreamEvent): event is TimelineEvent {
  return event.event === 'update' || event.event === 'status.update' || event.event === 'delete';
}

/** The streams a timeline listens to; null for timelines that have none (bookmarks, trends…). */
export function streamRequests(descriptor: TimelineDescriptor): StreamRequest[] | null {
  switch (descriptor.type) {
    case 'home':
      return [{ stream: 'user' }];
    case 'local':
      return [{ stream: 'public:local' }];
    case 'federated':
      return [{ stream: 'public' }];
    case 'tag':
      return descriptor.tags.map((tag) => ({ stream: 'hashtag', tag }));
    case 'list':
      return [{ stream: 'list', list: descriptor.id }];
    default:
      return null;
  }
}

type SourceSetup = Omit<StreamingHubOptions, 'createClient' | 'WebSocket' | 'checkHealth'>;

type SourceFactory = (
  streamingUrl: string,
  accessToken: string,
  setup?: SourceSetup,
) => StreamingSource;

// The hub loads once the first posts are on screen; the socket's first open fetches the gap.
const hubFactory: SourceFactory = (streamingUrl, accessToken, setup) =>
  deferredHub(
    streamingUrl,
    accessToken,
    setup ?? {},
    new Promise((resolve) => whenSettled(resolve)),
  );

// Under test no real socket is opened unless a test provides its own source.
let sourceFactory: SourceFactory | null = import.meta.env.MODE === 'test' ? null : hubFactory;

/**
 * Replaces where live events come from (tests); null turns streaming off.
 *
 * @internal
 */
export function setStreamingSourceFactory(factory: SourceFactory | null): void {
  sourceFactory = factory;
}

/**
 * The streaming source of the logged-in account (one socket per account, owned by its session and
 * closed by its `dispose()`), or null when logged out, while the instance record loads, or when
 * streaming is off.
 */
export function useStreamingSource(): StreamingSource | null {
  const session = useSession();
  const { account, instance } = session;
  const factory = account ? sourceFactory : null;
  const record = useQuery({
    queryKey: queryKeys.instance(instance),
    queryFn: () => loadInstance(instance),
    staleTime: STALE_TIME.instance,
    enabled: factory !== null,
  });
  // Logged out there is no socket: nothing is asked of the instance.
  const { streaming } = useCapabilities(factory ? instance : null).capabilities;
  if (!account || !factory || record.isPending) return null;
  const advertised = record.data?.configuration.urls.streaming ?? record.data?.urls.streamingApi;
  const url = streamingOrigin(advertised, instance);
  return session.resource(
    `streaming:${url}`,
    () =>
      factory(url, account.accessToken, {
        // Known without streaming (snac), or shown so earlier in this session: no socket at all.
        unsupported: !streaming,
        advertised: Boolean(advertised),
        onUnsupported: () => markCapabilityMissing(session, instance, 'streaming'),
      }),
    (source) => source.dispose(),
  );
}

const noSubscribe = () => () => undefined;
const idle = (): ConnectionState => 'idle';

export function useConnectionState(source: StreamingSource | null): ConnectionState {
  const subscribe = useCallback(
    (callback: () => void) => (source ? source.onStateChange(callback) : noSubscribe()),
    [source],
  );
  return useSyncExternalStore(subscribe, source ? source.getState : idle);
}

/** Whether the page is visible; polling stops while it is hidden. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => !document.hidden);
  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
