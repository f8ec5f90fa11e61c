import { appConfig } from '../../lib/config';
import { useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { newestId } from '../../lib/timeline-cursor';
import { applyStreamEvent, receiveStreamedStatus } from '../../lib/timeline';
import { applyToPosts } from '../../state/live-posts';
import { onOwnPost } from '../../state/own-posts';
import { useMastoClientFor, useSession } from '../../state/session';
import {
  isTimelineEvent,
  streamRequests,
  useConnectionState,
  usePageVisible,
  useStreamingSource,
  type ConnectionState,
  type StreamEvent,
} from '../../state/streaming';
import { streamedPostFits, type TimelineDescriptor } from '../../lib/timeline-descriptor';
import {
  fetchNewerThan,
  prependPosts,
  restartFrom,
  type TimelineData,
} from '../../state/timelines';

type Status = mastodon.v1.Status;

/**
 * Logged out, reading another instance, or when the instance has no working streaming, a
 * timeline asks for new posts this often.
 */
export const POLL_INTERVAL_MS = appConfig.pollIntervalMs;

export type LiveMode = 'stream' | 'poll' | 'none';

/**
 * How a timeline stays live: through the stream when it can subscribe to one that works,
 * otherwise by polling. While the socket is `unavailable` the timeline still subscribes (the
 * hub keeps trying) and polls until the socket opens.
 */
export function liveMode(
  hasStreams: boolean,
  canStream: boolean,
  connection: ConnectionState,
): LiveMode {
  if (!hasStreams) return 'none';
  if (!canStream || connection === 'unavailable') return 'poll';
  return 'stream';
}

interface Pending {
  /** Newest first. */
  statuses: Status[];
  overflowed: boolean;
}

const NOTHING_PENDING: Pending = { statuses: [], overflowed: false };

interface LiveTimelineOptions {
  descriptor: TimelineDescriptor;
  instance: string;
  queryKey: readonly unknown[];
  /** The posts shown, newest first. */
  loaded: Status[];
  /** The loaded posts reach the newest ones (no newer page waits to be fetched). */
  atNewest: boolean;
  /** Data is loaded and the timeline can go live. */
  ready: boolean;
}

/**
 * Keeps a timeline live: streamed (or, logged out, polled) posts wait in a buffer behind
 * "N new posts"; edits and deletes patch the shown posts in place; after a reconnect, or when
 * the page becomes visible again, the gap since the newest post is fetched.
 */
export function useLiveTimeline(options: LiveTimelineOptions) {
  const { descriptor, instance, ready } = options;
  const queryClient = useQueryClient();
  const session = useSession();
  const client = useMastoClientFor(instance);
  const source = useStreamingSource();
  const visible = usePageVisible();
  const connection = useConnectionState(source);
  const requests = streamRequests(descriptor);
  const streams = source && requests && instance === session.instance ? requests : null;
  const polls = liveMode(requests !== null, streams !== null, connection) === 'poll';
  const streamsKey = JSON.stringify(streams);

  const { posts } = session;
  const [pending, setPending] = useState<Pending>(NOTHING_PENDING);
  // Stream callbacks read the newest props without resubscribing.
  const latest = useRef({ options, pending });
  useLayoutEffect(() => {
    latest.current = { options, pending };
  });

  const receive = useCallback(
    (statuses: Status[], overflowed: boolean) => {
      setPending((previous) => {
        let buffer = {
          items: latest.current.options.loaded,
          pending: previous.statuses,
          overflowed: previous.overflowed || overflowed,
        };
        const { descriptor: current, instance: from } = latest.current.options;
        for (const status of [...statuses].reverse()) {
          // Posts of accounts blocked or muted here never wait behind "new posts".
          if (streamedPostFits(current, status) && !posts.isHidden(from, status)) {
            buffer = receiveStreamedStatus(buffer, status);
          }
        }
        if (buffer.pending === previous.statuses && buffer.overflowed === previous.overflowed) {
          return previous;
        }
        return { statuses: buffer.pending, overflowed: buffer.overflowed };
      });
    },
    [posts],
  );

  const gapInFlight = useRef(false);
  const fetchGap = useCallback(async () => {
    const { options: current, pending: waiting } = latest.current;
    if (!current.atNewest || gapInFlight.current) return;
    const since = newestId([...waiting.statuses, ...current.loaded]);
    if (!since) return;
    gapInFlight.current = true;
    try {
      const gap = await fetchNewerThan(client, current.descriptor, since);
      receive(gap.statuses, !gap.complete);
    } catch {
      // The next reconnect or poll tries again.
    } finally {
      gapInFlight.current = false;
    }
  }, [client, receive]);

  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (!isTimelineEvent(event)) return;
      if (event.event === 'update') {
        if (latest.current.options.atNewest) receive([event.payload], false);
        return;
      }
      setPending((previous) => {
        const buffer = applyStreamEvent(
          { items: [], ...previous, pending: previous.statuses },
          event,
        );
        return buffer.pending === previous.statuses
          ? previous
          : { statuses: buffer.pending, overflowed: previous.overflowed };
      });
      // Shown posts are read from the post store: one change there reaches every view.
      applyToPosts(session.posts, instance, event);
    },
    [session.posts, instance, receive],
  );

  // A post just made from the composer joins Home's waiting posts (which show it at once).
  const home = descriptor.type === 'home' && instance === session.instance;
  useEffect(() => {
    if (!ready || !home) return;
    return onOwnPost(session, (status) => {
      if (latest.current.options.atNewest) receive([status], false);
    });
  }, [ready, home, session, receive]);

  // Data already there when this view opened came from the cache: posts may have been missed.
  const [fromCache] = useState(ready);
  const live = requests !== null;
  useEffect(() => {
    if (fromCache && live) void fetchGap();
  }, [fromCache, live, fetchGap]);

  useEffect(() => {
    if (!ready || !source || !streams) return;
    const listener = { onEvent, onResume: () => void fetchGap() };
    const unsubscribes = streams.map((request) => source.subscribe(request, listener));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    // The streams are compared by value (streamsKey): a new but equal list must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, source, streamsKey, onEvent, fetchGap]);

  useEffect(() => {
    if (!ready || !polls || !visible) return;
    const timer = window.setInterval(() => void fetchGap(), POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [ready, polls, visible, fetchGap]);

  /** Shows the waiting posts above the others; returns whether there were any. */
  const reveal = useCallback((): boolean => {
    const waiting = latest.current.pending;
    if (waiting.statuses.length === 0) return false;
    queryClient.setQueryData<TimelineData>(latest.current.options.queryKey, (data) =>
      waiting.overflowed ? restartFrom(waiting.statuses) : prependPosts(data, waiting.statuses),
    );
    setPending(NOTHING_PENDING);
    return true;
  }, [queryClient]);

  return {
    /** Newest first; the person's own posts among them are shown at once by the feed. */
    pending: pending.statuses,
    reveal,
    /** The stream dropped and is being reconnected. */
    reconnecting: streams !== null && connection === 'reconnecting',
    /** The instance's streaming doesn't work: new posts are polled for. */
    polling: streams !== null && polls,
  };
}
