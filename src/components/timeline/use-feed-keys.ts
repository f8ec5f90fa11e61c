import { useRef, useEffect, type RefObject } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { ROW_POST } from './FeedRow';
import { feedHasKeys, type FeedScroll, type FeedVirtualizer } from './feed-scroller';

/** The index of the row holding focus, else of the first row in view. */
function currentIndex(feed: HTMLElement, virtualizer: FeedVirtualizer, scroll: FeedScroll): number {
  const row = document.activeElement?.closest<HTMLElement>('[data-index]');
  if (row && feed.contains(row)) return Number(row.dataset.index);
  const top = virtualizer.getVirtualItemForOffset(scroll.top());
  return top ? top.index - 1 : -1;
}

/**
 * j and k move focus to the next and previous post, scrolling it into view. With several feeds
 * (columns), only the feed whose column holds focus moves; the window's feed when focus is
 * outside any column.
 */
export function useFeedKeys(
  feedRef: RefObject<HTMLElement | null>,
  virtualizer: FeedVirtualizer,
  count: number,
  scroll: FeedScroll,
) {
  const wanted = useRef<number | null>(null);

  const focusWanted = () => {
    const index = wanted.current;
    const feed = feedRef.current;
    if (index === null || !feed) return false;
    const article = feed.querySelector<HTMLElement>(`[data-index="${index}"] ${ROW_POST}`);
    if (!article) return false;
    wanted.current = null;
    article.focus({ preventScroll: true });
    return true;
  };

  const move = (step: number) => {
    const feed = feedRef.current;
    if (!feed || count === 0 || !feedHasKeys(scroll.element)) return;
    const next = Math.min(count - 1, Math.max(0, currentIndex(feed, virtualizer, scroll) + step));
    wanted.current = next;
    virtualizer.scrollToIndex(next, { align: 'start' });
    // The row may only render after the scroll: try again on the next frames.
    let attempts = 0;
    const retry = () => {
      if (!focusWanted() && attempts++ < 10) requestAnimationFrame(retry);
    };
    retry();
  };

  // preventDefault marks the key as handled: the replay of early keys (app/KeyboardShortcuts) skips it.
  const options = { useKey: true, preventDefault: true };
  useHotkeys('j', () => move(1), options, [count, virtualizer, scroll]);
  useHotkeys('k', () => move(-1), options, [count, virtualizer, scroll]);
  useEffect(() => () => void (wanted.current = null), []);
}
