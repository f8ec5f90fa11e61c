import { msg } from '@lingui/core/macro';
import type { mastodon } from 'masto';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { groupBoosts, type TimelineItem } from '../../lib/timeline';
import { useWithoutDeleted } from '../../state/posts';
import { useSaveReadingPosition } from '../../state/reading-position';
import { queryKeys } from '../../state/query-keys';
import { useSession } from '../../state/session';
import { useSetting } from '../../state/settings';
import { readingPositionKey, stoppedHereId, type ReadingAnchor } from '../../lib/reading-position';
import { rememberStoppedHere, stoppedHere } from '../../state/stopped-here';
import { timelineContext } from '../../lib/timeline-descriptor';
import { loadedStatuses, timelineInstance, useTimeline } from '../../state/timelines';
import { ErrorMessage } from '../ErrorMessage';
import { Loading } from '../Loading';
import { StatusCard } from '../StatusCard';
import { BoostsCarousel } from './BoostsCarousel';
import { feedHasKeys, feedScroll, STICKY_NOTICE_ATTRIBUTE, useFeedScroller } from './feed-scroller';
import { DeferredKeyTrigger } from './DeferredKeys';
import { NewerPostsOffer } from './NewerPostsOffer';
import { NewPostsButton } from './NewPostsButton';
import { PinnedLabel } from './PinnedLabel';
import { StoppedHere } from './StoppedHere';
import { StoppedHereContext, type StoppedHereInfo } from './stopped-here-context';
import { StreamStatus } from './StreamStatus';
import { useHomeKey } from './use-home-key';
import type { TimelineProps } from './Timeline';
import { useCoveredTop } from './use-covered-top';
import { useHomeVisibility } from './use-home-visibility';
import { useLiveTimeline } from './use-live-timeline';
import { useJumpToNewest } from './use-jump-to-newest';
import { useTimelineStart } from './use-timeline-start';
import { useReturnFocus } from './use-return-focus';
import { useCardPreparation, useWarmCards } from './use-warm-cards';
import { VirtualFeed } from './VirtualFeed';

/**
 * Loads where the reader left off, then shows the feed. Home's server marker is asked for while
 * the timeline loads from this device's position; a marker that moves the position elsewhere
 * (read on another device) restarts the timeline there before anything is shown.
 */
export function TimelineFeed(props: TimelineProps) {
  const session = useSession();
  const instance = timelineInstance(props.descriptor, session.instance, props.instance);
  const { start, restartAtNewest } = useTimelineStart(props.descriptor, instance);
  if (start.restarting) return <Loading />;
  return (
    <LoadedFeed
      key={`${start.anchor?.id ?? ''} ${start.restarts}`}
      {...props}
      instance={instance}
      anchor={start.anchor}
      waiting={!start.settled}
      fromNewest={start.restarts > 0}
      restartAtNewest={restartAtNewest}
    />
  );
}

interface LoadedFeedProps extends TimelineProps {
  instance: string;
  anchor?: ReadingAnchor;
  /** Home's marker may still move the anchor: the timeline loads, but is not shown yet. */
  waiting: boolean;
  /** Restarted at the newest posts: shown from the very top. */
  fromNewest: boolean;
  restartAtNewest: () => void;
}

function LoadedFeed(props: LoadedFeedProps) {
  const { descriptor, label, instance, anchor } = props;
  const anchorId = anchor?.id;
  const session = useSession();
  const otherInstance = instance === session.instance ? undefined : instance;
  const context = timelineContext(descriptor);
  const { prepareCard, preparePage } = useCardPreparation(instance, context);
  const timeline = useTimeline(
    descriptor,
    otherInstance,
    anchorId ? { anchorId } : undefined,
    preparePage,
  );
  const { data } = timeline;
  const loaded = useMemo(() => loadedStatuses(data), [data]);
  const statuses = useWithoutDeleted(instance, loaded);
  const visible = useHomeVisibility(descriptor, statuses);
  useWarmCards(visible, prepareCard);
  const isHome = descriptor.type === 'home';
  const stopped = useStoppedHere(isHome, visible, anchorId, session.scopeKey);
  const [carousel] = useSetting('boostsCarousel');
  const [autoRefresh] = useSetting('autoRefresh');
  const items = useMemo(
    () => groupBoosts(visible, { enabled: descriptor.type === 'home' && carousel }),
    [visible, descriptor.type, carousel],
  );
  // Back to this feed: the post that was opened has focus again, and the feed opens on it.
  const { attach: attachReturnFocus, initialKey: returnKey } = useReturnFocus(items, label);

  const live = useLiveTimeline({
    descriptor,
    instance,
    queryKey: queryKeys.timeline(instance, descriptor),
    loaded: statuses,
    atNewest: !timeline.hasPreviousPage,
    ready: data !== undefined,
  });
  const pendingKept = useWithoutDeleted(instance, live.pending);
  const pendingShown = useHomeVisibility(descriptor, pendingKept);

  const [revealedKey, setRevealedKey] = useState<string>();
  const newestShown = pendingShown[0]?.id;
  const reveal = useCallback(() => {
    if (live.reveal() && newestShown) setRevealedKey(newestShown);
  }, [live, newestShown]);
  const scrollElement = useFeedScroller();
  const coveredTop = useCoveredTop(scrollElement);
  const revealByKey = useCallback(() => {
    if (feedHasKeys(scrollElement)) reveal();
  }, [scrollElement, reveal]);

  const { offer, dismiss, jumpToNewest, topRequest } = useJumpToNewest({
    anchor,
    shown: visible,
    newerToLoad: timeline.hasPreviousPage,
    pending: pendingShown.length,
    reveal,
    restartAtNewest: props.restartAtNewest,
    fromNewest: props.fromNewest,
    home: descriptor.type === 'home',
  });
  const { hasPreviousPage } = timeline;
  useHomeKey(jumpToNewest, isHome, scrollElement);
  const stoppedInfo = useMemo((): StoppedHereInfo | undefined => {
    if (!stopped) return undefined;
    return { ...stopped, more: hasPreviousPage };
  }, [stopped, hasPreviousPage]);

  const savePosition = useSaveReadingPosition(descriptor, instance);
  const atTop = useCallback(() => feedScroll(scrollElement).top() < 50, [scrollElement]);
  // The entry being read (however far into it the reader is): the notice of newer posts goes
  // once it is the newest, with nothing newer left to load.
  const topKey = useRef<string>(undefined);
  const firstKey = items[0]?.key;
  const onTopItem = useCallback(
    (item: TimelineItem, offset: number) => {
      savePosition(item.type === 'status' ? item.status.id : item.statuses[0].id, offset);
      topKey.current = item.key;
      if (item.key === firstKey && !hasPreviousPage) dismiss();
      if (autoRefresh && atTop()) reveal();
    },
    [savePosition, autoRefresh, atTop, reveal, hasPreviousPage, dismiss, firstKey],
  );
  // The last newer page may land after the reader reached the newest post: the notice goes then.
  useEffect(() => {
    if (!hasPreviousPage && firstKey !== undefined && topKey.current === firstKey) dismiss();
  }, [hasPreviousPage, firstKey, dismiss]);
  const pendingCount = live.pending.length;
  // The person's own new post is shown at once, with what waited before it.
  const ownId = session.account?.info.id;
  const ownWaiting = live.pending.some((status) => status.account.id === ownId);
  useEffect(() => {
    if (!ownWaiting && (!autoRefresh || pendingCount === 0 || !atTop())) return;
    const frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [ownWaiting, autoRefresh, pendingCount, atTop, reveal]);

  const { fetchNextPage, fetchPreviousPage } = timeline;
  const canLoadOlder =
    timeline.hasNextPage && !timeline.isFetching && !timeline.isFetchNextPageError;
  const canLoadNewer = timeline.hasPreviousPage && !timeline.isFetching;
  const onNearEnd = useCallback(() => {
    if (canLoadOlder) void fetchNextPage();
  }, [canLoadOlder, fetchNextPage]);
  const onNearStart = useCallback(() => {
    if (canLoadNewer) void fetchPreviousPage();
  }, [canLoadNewer, fetchPreviousPage]);

  // A string, so the rows re-render only when the pinned posts change, not with every page.
  const pinnedKey = data?.pages.flatMap((page) => page.pinnedIds ?? []).join(' ') ?? '';
  const stoppedId = stopped?.id;
  const renderItem = useCallback(
    (item: TimelineItem) => (
      <>
        {stoppedId && stoppedId === itemEntryId(item) && <StoppedHere />}
        {item.type === 'boosts' ? (
          <BoostsCarousel statuses={item.statuses} instance={instance} context={context} />
        ) : pinnedKey && pinnedKey.split(' ').includes(item.status.id) ? (
          <>
            <PinnedLabel />
            <StatusCard status={item.status} instance={instance} context={context} />
          </>
        ) : (
          <StatusCard status={item.status} instance={instance} context={context} />
        )}
      </>
    ),
    [instance, context, pinnedKey, stoppedId],
  );

  if (timeline.isPending || props.waiting) return <Loading />;
  // A failed next page keeps the posts already shown; only a failed first page replaces them.
  if (!data) {
    return (
      <ErrorMessage
        error={timeline.error}
        fallback={msg`Unable to load posts.`}
        onRetry={() => void timeline.refetch()}
      />
    );
  }

  return (
    <section className="timeline" aria-label={label} ref={attachReturnFocus}>
      {offer && (
        <div
          className="newer-offer-bar"
          {...{ [STICKY_NOTICE_ATTRIBUTE]: '' }}
          style={coveredTop ? { top: coveredTop } : undefined}
        >
          <NewerPostsOffer count={offer.count} more={offer.more} onJump={jumpToNewest} />
        </div>
      )}
      <div className="timeline-live" style={coveredTop ? { top: coveredTop + 8 } : undefined}>
        <DeferredKeyTrigger keyName="." onKey={revealByKey} />
        {!offer && <NewPostsButton count={pendingShown.length} onReveal={reveal} />}
      </div>
      {/* In the flow above the posts: a note takes its own place and never covers a post. */}
      <StreamStatus reconnecting={live.reconnecting} polling={live.polling} />
      {items.length === 0 && !timeline.hasNextPage ? (
        <p className="empty">
          <Trans>Nothing to see here yet.</Trans>
        </p>
      ) : (
        <StoppedHereContext value={stoppedInfo}>
          <VirtualFeed
            items={items}
            renderItem={renderItem}
            label={label}
            busy={timeline.isFetching}
            loadedCount={statuses.length}
            complete={!timeline.hasNextPage}
            onNearEnd={onNearEnd}
            onNearStart={onNearStart}
            onTopItem={onTopItem}
            initialKey={returnKey ?? (readingPositionKey(descriptor) ? anchorId : undefined)}
            initialOffset={returnKey ? undefined : anchor?.offset}
            topRequest={topRequest}
            revealedKey={revealedKey}
          />
        </StoppedHereContext>
      )}
      {timeline.isFetchNextPageError && (
        <ErrorMessage
          error={timeline.error}
          fallback={msg`Unable to load posts.`}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {timeline.isFetchingNextPage && <Loading />}
      {!timeline.hasNextPage && items.length > 0 && (
        <p className="timeline-end">
          <Trans>You have reached the end.</Trans>
        </p>
      )}
    </section>
  );
}

/** The entry a feed item stands for (a row of boosts: its first). */
function itemEntryId(item: TimelineItem): string {
  return item.type === 'status' ? item.status.id : item.statuses[0].id;
}

/**
 * Where Home reopened below newer posts ("You stopped here"): how many posts are above it and
 * when it was posted. Kept for the account while the app runs, so it is still there when Home is
 * opened again from its cached posts or restarted at the newest.
 */
function useStoppedHere(
  isHome: boolean,
  shown: readonly mastodon.v1.Status[],
  anchorId: string | undefined,
  scopeKey: string,
): Omit<StoppedHereInfo, 'more'> | undefined {
  const ids = useMemo(() => shown.map((status) => status.id), [shown]);
  const found = isHome ? stoppedHereId(ids, anchorId) : undefined;
  useEffect(() => {
    if (found) rememberStoppedHere(scopeKey, found);
  }, [found, scopeKey]);
  // Opened again without a position of its own (from its cached posts, or at the newest): where
  // the reader stopped before still shows.
  const id = found ?? (isHome && anchorId === undefined ? stoppedHere(scopeKey) : undefined);
  return useMemo(() => {
    const index = id === undefined ? -1 : ids.indexOf(id);
    if (id === undefined || index < 0) return undefined;
    return { id, count: index, since: Date.parse(shown[index].createdAt) || 0 };
  }, [id, ids, shown]);
}
