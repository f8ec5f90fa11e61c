import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { groupBoosts, type TimelineItem } from '../../lib/timeline';
import { useWithoutDeleted } from '../../state/posts';
import { useReadingAnchor, useSaveReadingPosition } from '../../state/reading-position';
import { queryKeys } from '../../state/query-keys';
import { useSession } from '../../state/session';
import { useSetting } from '../../state/settings';
import { readingPositionKey } from '../../lib/reading-position';
import { timelineContext } from '../../lib/timeline-descriptor';
import { loadedStatuses, timelineInstance, useTimeline } from '../../state/timelines';
import { ErrorMessage } from '../ErrorMessage';
import { Loading } from '../Loading';
import { StatusCard } from '../StatusCard';
import { warmParsedContent } from '../status/parsed-content';
import { BoostsCarousel } from './BoostsCarousel';
import { feedHasKeys, feedScroll, useFeedScroller } from './feed-scroller';
import { DeferredKeyTrigger } from './DeferredKeys';
import { NewPostsButton } from './NewPostsButton';
import { PinnedLabel } from './PinnedLabel';
import { StreamStatus } from './StreamStatus';
import type { TimelineProps } from './Timeline';
import { useHomeVisibility } from './use-home-visibility';
import { useLiveTimeline } from './use-live-timeline';
import { useReturnFocus } from './use-return-focus';
import { VirtualFeed } from './VirtualFeed';

/** Loads where the reader left off (Home's server marker first), then shows the feed. */
export function TimelineFeed(props: TimelineProps) {
  const session = useSession();
  const instance = timelineInstance(props.descriptor, session.instance, props.instance);
  // With posts still cached, the view reopens on them; the saved position only picks the scroll.
  const cached = useQueryClient().getQueryData(queryKeys.timeline(instance, props.descriptor));
  const anchor = useReadingAnchor(props.descriptor, instance, cached === undefined);
  if (!anchor.ready) return <Loading />;
  return <LoadedFeed {...props} instance={instance} anchorId={anchor.anchorId} />;
}

interface LoadedFeedProps extends TimelineProps {
  instance: string;
  anchorId?: string;
}

function LoadedFeed({ descriptor, label, instance, anchorId }: LoadedFeedProps) {
  const session = useSession();
  const otherInstance = instance === session.instance ? undefined : instance;
  const timeline = useTimeline(descriptor, otherInstance, anchorId ? { anchorId } : undefined);
  const { data } = timeline;
  const loaded = useMemo(() => loadedStatuses(data), [data]);
  const statuses = useWithoutDeleted(instance, loaded);
  const visible = useHomeVisibility(descriptor, statuses);
  useEffect(() => warmParsedContent(visible), [visible]);
  const [carousel] = useSetting('boostsCarousel');
  const [autoRefresh] = useSetting('autoRefresh');
  const items = useMemo(
    () => groupBoosts(visible, { enabled: descriptor.type === 'home' && carousel }),
    [visible, descriptor.type, carousel],
  );
  const context = timelineContext(descriptor);
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
  const pendingShown = useHomeVisibility(descriptor, live.pending);

  const [revealedKey, setRevealedKey] = useState<string>();
  const newestShown = pendingShown[0]?.id;
  const reveal = useCallback(() => {
    if (live.reveal() && newestShown) setRevealedKey(newestShown);
  }, [live, newestShown]);
  const scrollElement = useFeedScroller();
  const revealByKey = useCallback(() => {
    if (feedHasKeys(scrollElement)) reveal();
  }, [scrollElement, reveal]);

  const savePosition = useSaveReadingPosition(descriptor, instance);
  const atTop = useCallback(() => feedScroll(scrollElement).top() < 50, [scrollElement]);
  const onTopItem = useCallback(
    (item: TimelineItem) => {
      savePosition(item.type === 'status' ? item.status.id : item.statuses[0].id);
      if (autoRefresh && atTop()) reveal();
    },
    [savePosition, autoRefresh, atTop, reveal],
  );
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
  const renderItem = useCallback(
    (item: TimelineItem) =>
      item.type === 'boosts' ? (
        <BoostsCarousel statuses={item.statuses} instance={instance} context={context} />
      ) : pinnedKey && pinnedKey.split(' ').includes(item.status.id) ? (
        <>
          <PinnedLabel />
          <StatusCard status={item.status} instance={instance} context={context} />
        </>
      ) : (
        <StatusCard status={item.status} instance={instance} context={context} />
      ),
    [instance, context, pinnedKey],
  );

  if (timeline.isPending) return <Loading />;
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
      <div className="timeline-live">
        <DeferredKeyTrigger keyName="." onKey={revealByKey} />
        <NewPostsButton count={pendingShown.length} onReveal={reveal} />
        <StreamStatus reconnecting={live.reconnecting} polling={live.polling} />
      </div>
      {items.length === 0 && !timeline.hasNextPage ? (
        <p className="empty">
          <Trans>Nothing to see here yet.</Trans>
        </p>
      ) : (
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
          revealedKey={revealedKey}
        />
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
