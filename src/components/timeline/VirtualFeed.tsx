import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { offsetInEntry, scrollForEntry } from '../../lib/reading-position';
import { markSettled } from '../../state/app-settled';
import { DeferredFeedKeys } from './DeferredKeys';
import {
  feedScroll,
  useFeedScroller,
  useFeedVirtualizer,
  type FeedVirtualizer,
} from './feed-scroller';
import { FeedRow, ROW_POST } from './FeedRow';
import '../../styles/timeline.css';

/** The room left above a post selected with the keyboard (three steps of the 4 px grid). */
const SELECTED_POST_GAP_PX = 12;

/** The feed's rows, from the feed element (a post may hold elements with `data-index` too). */
const ROWS = ':scope > .timeline-feed-inner > .timeline-row';

/** Posts rendered above and below the viewport. */
const OVERSCAN = 4;
/** Fetching more starts when the reader is this many posts from an end. */
const LOAD_THRESHOLD = 5;
const ESTIMATED_POST_HEIGHT = 180;
const PEEK_PX = 16;

/** The first rows on screen settle the app (after the frame that paints them). */
function useSettleOnFirstRows(count: number) {
  useEffect(() => {
    if (count === 0) return;
    const frame = requestAnimationFrame(() => setTimeout(markSettled));
    return () => cancelAnimationFrame(frame);
  }, [count]);
}

export interface FeedItem {
  key: string;
}

interface VirtualFeedProps<T extends FeedItem> {
  items: T[];
  /** Kept stable (useCallback): rows re-render when it changes. */
  renderItem: (item: T) => ReactNode;
  label: string;
  busy: boolean;
  /** Posts loaded, for `data-loaded-count`. */
  loadedCount: number;
  /** Whether the loaded items are all there is (aria-setsize is then known). */
  complete: boolean;
  onNearEnd: () => void;
  onNearStart: () => void;
  /**
   * The item at the top of the viewport, after scrolling settles, and how far into it the
   * viewport's top is (see offsetInEntry).
   */
  onTopItem: (item: T, offset: number) => void;
  /** Scroll to this item once, when the feed first shows it, `initialOffset` px into it. */
  initialKey?: string;
  initialOffset?: number;
  /** Each new value scrolls to the very top. */
  topRequest?: number;
  /** The newest post just revealed: once it is first, the feed scrolls up to it. */
  revealedKey?: string;
}

/**
 * A virtualised ARIA feed, scrolled by the window or by its column's own scroll container: only
 * the posts near the viewport are in the DOM, rows are measured as they render, and items added
 * above keep what the reader sees in place.
 */
export function VirtualFeed<T extends FeedItem>(props: VirtualFeedProps<T>) {
  const { items, onNearEnd, onNearStart, onTopItem } = props;
  const scrollElement = useFeedScroller();
  const scroll = useMemo(() => feedScroll(scrollElement), [scrollElement]);
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  // Where the list starts in what scrolls; content above it (the page header) can change height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setMargin(scroll.offsetOf(list));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroll.element?.firstElementChild ?? document.body);
    return () => observer.disconnect();
  }, [scroll]);

  // Revealed posts are shown from the top: they must not be anchored away like loaded ones.
  const [handledReveal, setHandledReveal] = useState(props.revealedKey);
  const firstKey = items[0]?.key;
  const revealing =
    props.revealedKey !== handledReveal &&
    (firstKey === props.revealedKey || firstKey === `boosts-${props.revealedKey}`);
  if (revealing) setHandledReveal(props.revealedKey);

  const virtualizer = useFeedVirtualizer(scrollElement, {
    count: items.length,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index) => items[index].key,
    // Keeps the item at the top of the viewport in place when items are added above it.
    anchorTo: revealing ? 'start' : 'end',
    directDomUpdates: true,
    // Rows coming into view render in their own task rather than inside the scroll event, so a
    // frame's layout and paint and the rows' rendering don't add up to one long task.
    useFlushSync: false,
    directDomUpdatesMode: 'position',
    // A post selected with j/k stops a little below what covers the top, never flush against it.
    scrollPaddingStart: scroll.coveredTop() + SELECTED_POST_GAP_PX,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const first = virtualItems[0]?.index;
  const last = virtualItems.at(-1)?.index;

  useEffect(() => {
    if (last === undefined ? items.length === 0 : last >= items.length - LOAD_THRESHOLD)
      onNearEnd();
  }, [last, items.length, onNearEnd]);
  useEffect(() => {
    if (first === undefined || first >= LOAD_THRESHOLD) return;
    // Rendered from the top before the scroll to a restored post: not where the reader is, and
    // newer posts loaded then would change the notices above the post right after it shows.
    if (!nearStartAt(virtualizer, scroll.top())) return;
    onNearStart();
  }, [first, onNearStart, virtualizer, scroll]);

  // A row may lead in with something above its post (`data-row-lead`, "You stopped here"):
  // a position inside the post is read and restored from the post, so the lead moves nothing;
  // one at the post's top (or in the lead) shows the row from its start, lead and all.
  const leadOf = useCallback((index: number) => {
    const lead = listRef.current?.querySelector(`[data-index="${index}"] > [data-row-lead]`);
    return lead ? lead.getBoundingClientRect().height : 0;
  }, []);
  const entryStartOf = useCallback(
    (index: number, start: number, inside: number) => start + (inside > 0 ? leadOf(index) : 0),
    [leadOf],
  );

  const topItem = useCallback((): { item: T; offset: number } | undefined => {
    const viewTop = scroll.top() + scroll.coveredTop();
    // A post showing only its last few pixels under the header is not the one being read.
    const item = virtualizer.getVirtualItemForOffset(viewTop + PEEK_PX);
    if (!item) return undefined;
    const inRow = offsetInEntry(viewTop, item.start);
    const lead = leadOf(item.index);
    return { item: items[item.index], offset: inRow > lead ? inRow - lead : Math.min(inRow, 0) };
  }, [virtualizer, items, scroll, leadOf]);

  // Until the reader scrolls, the restored post stays where it was read while newer posts load
  // above it. `inside`: how far into the post the viewport's top stays.
  const pinned = useRef<{ key?: string; inside?: number; offset?: number; veryTop?: boolean }>({
    key: props.initialKey,
    inside: props.initialOffset ?? 0,
  });
  useEffect(() => {
    const unpin = () => (pinned.current = {});
    const onScroll = () => {
      const { offset } = pinned.current;
      if (offset !== undefined && Math.abs(scroll.top() - offset) > 2 * PEEK_PX) unpin();
    };
    const { target } = scroll;
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((name) => target.addEventListener(name, unpin, { passive: true }));
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      events.forEach((name) => target.removeEventListener(name, unpin));
      target.removeEventListener('scroll', onScroll);
    };
  }, [scroll]);
  // Report the top item when scrolling settles (the reading position); not while the scroll to
  // the restored post has yet to land, when the top is not what is being read.
  const scrolling = virtualizer.isScrolling;
  useEffect(() => {
    if (scrolling) return;
    const { key, offset } = pinned.current;
    if (key && offset !== undefined && Math.abs(scroll.top() - offset) > 2 * PEEK_PX) return;
    const top = topItem();
    if (top) onTopItem(top.item, top.offset);
  }, [scrolling, topItem, onTopItem, first, scroll]);
  const repin = useCallback(() => {
    const { key, inside = 0, veryTop } = pinned.current;
    // Sent to the newest posts: newer pages landing above don't move the reader down again.
    if (veryTop && pinned.current.offset === 0) {
      if (scroll.top() > 1) virtualizer.scrollToOffset(0);
      return;
    }
    if (!key) return;
    const { count, getItemKey } = virtualizer.options;
    let index = 0;
    while (index < count && getItemKey(index) !== key) index++;
    const start = index < count ? entryStart(virtualizer, index) : undefined;
    if (start === undefined) return;
    const offset = scrollForEntry(entryStartOf(index, start, inside), inside, scroll.coveredTop());
    pinned.current = { key, inside, offset };
    if ((index > 0 || inside !== 0) && Math.abs(scroll.top() - offset) > 1) {
      virtualizer.scrollToOffset(offset);
    }
  }, [virtualizer, scroll, entryStartOf]);
  // Again whenever posts are added or measured (images load, sizes settle).
  useLayoutEffect(repin, [items, repin, margin]);
  // Above the restored post, rows stand at estimated places until they are measured; after every
  // commit, once its row is in the DOM, where it really is decides, before the browser paints: newer
  // posts landing above never move it on screen.
  useLayoutEffect(() => {
    const { key, inside = 0, offset } = pinned.current;
    if (!key || offset === undefined) return;
    // Rows mounted while the feed scrolls (as it does to the restored post) are otherwise measured
    // a frame late, and painted once at estimated places.
    if (virtualizer.isScrolling) {
      const sizes = new Map(virtualizer.getVirtualItems().map((item) => [item.index, item.size]));
      listRef.current?.querySelectorAll<HTMLElement>(ROWS).forEach((row) => {
        const index = Number(row.dataset.index);
        const height = row.getBoundingClientRect().height;
        const size = sizes.get(index);
        if (size !== undefined && Math.abs(height - size) >= 1)
          virtualizer.resizeItem(index, height);
      });
    }
    const item = virtualizer.getVirtualItems().find((virtual) => virtual.key === key);
    if (!item || (item.index === 0 && inside === 0)) return;
    const row = listRef.current?.querySelector(`${ROWS}[data-index="${item.index}"]`);
    if (!row) return;
    const lead = inside > 0 ? leadOf(item.index) : 0;
    const viewTop = scroll.element?.getBoundingClientRect().top ?? 0;
    const delta = row.getBoundingClientRect().top - viewTop - (scroll.coveredTop() - inside - lead);
    const next = Math.max(0, scroll.top() + delta);
    if (Math.abs(next - scroll.top()) < 1) return;
    pinned.current = { key, inside, offset: next };
    virtualizer.scrollToOffset(next);
  });
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(repin);
    observer.observe(list);
    return () => observer.disconnect();
  }, [repin]);

  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || items.length === 0) return;
    restored.current = true;
    const index = props.initialKey ? items.findIndex((item) => item.key === props.initialKey) : -1;
    const inside = props.initialOffset ?? 0;
    const start = index > 0 ? entryStart(virtualizer, index) : undefined;
    if (start !== undefined)
      virtualizer.scrollToOffset(
        scrollForEntry(entryStartOf(index, start, inside), inside, scroll.coveredTop()),
      );
    // First in the list: scroll by offset, as newer posts loading above will shift the indexes.
    const list = listRef.current;
    if (index === 0 && list) {
      virtualizer.scrollToOffset(
        scrollForEntry(scroll.offsetOf(list), inside, scroll.coveredTop()),
      );
    }
  }, [items, props.initialKey, props.initialOffset, virtualizer, scroll, entryStartOf]);

  const { topRequest } = props;
  useLayoutEffect(() => {
    if (!topRequest) return;
    // Posts revealed next are shown from here too, not from the feed's own top; it stays there
    // until the reader scrolls away.
    pinned.current = { veryTop: true, offset: 0 };
    virtualizer.scrollToOffset(0);
    // The newest post takes focus, once its row renders.
    let attempts = 0;
    let frame = 0;
    const focusNewest = () => {
      const article = listRef.current?.querySelector<HTMLElement>(`[data-index="0"] ${ROW_POST}`);
      if (article) article.focus({ preventScroll: true });
      else if (attempts++ < 30) frame = requestAnimationFrame(focusNewest);
    };
    frame = requestAnimationFrame(focusNewest);
    return () => cancelAnimationFrame(frame);
  }, [topRequest, virtualizer]);

  // Only a new reveal scrolls; the margin is read as it is then.
  const scrollToRevealed = useEffectEvent(() => {
    // The virtualizer's own offset, which the browser may not have moved yet.
    const top = pinned.current.veryTop ? 0 : Math.max(0, margin - scroll.coveredTop());
    if ((virtualizer.scrollOffset ?? 0) > top) virtualizer.scrollToOffset(top);
  });
  useLayoutEffect(() => {
    if (handledReveal !== undefined) scrollToRevealed();
  }, [handledReveal]);

  useSettleOnFirstRows(items.length);
  // The virtualizer sizes this element itself (directDomUpdates), without re-rendering.
  const attachContainer = useCallback(
    (node: HTMLDivElement | null) => virtualizer.containerRef(node),
    [virtualizer],
  );

  return (
    <div
      ref={listRef}
      role="feed"
      aria-label={props.label}
      aria-busy={props.busy}
      data-loaded-count={props.loadedCount}
      className="timeline-feed"
    >
      <DeferredFeedKeys
        feedRef={listRef}
        virtualizer={virtualizer}
        count={items.length}
        scroll={scroll}
      />
      <div ref={attachContainer} className="timeline-feed-inner">
        {virtualItems.map((virtualItem) => (
          <FeedRow
            key={virtualItem.key}
            index={virtualItem.index}
            setSize={props.complete ? items.length : -1}
            measure={virtualizer.measureElement}
            item={items[virtualItem.index]}
            renderItem={props.renderItem}
          />
        ))}
      </div>
    </div>
  );
}

/** Whether the feed scrolled to `offset` shows one of its first items (newer ones then load). */
function nearStartAt(virtualizer: FeedVirtualizer, offset: number): boolean {
  const top = virtualizer.getVirtualItemForOffset(offset);
  return top === undefined || top.index < LOAD_THRESHOLD;
}

/** Where the item at `index` starts in the scrolled content, as last measured or estimated. */
function entryStart(virtualizer: FeedVirtualizer, index: number): number | undefined {
  // Brings the measurements up to date (the cache alone may lag behind the item count).
  if (!virtualizer.getOffsetForIndex(index, 'start')) return undefined;
  return virtualizer.measurementsCache[index]?.start;
}
