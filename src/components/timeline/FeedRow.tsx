import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';

/** A row's post: its first article that is not the lead above it (see VirtualFeed). */
export const ROW_POST = 'article:not([data-row-lead])';

interface FeedRowProps<T> {
  index: number;
  /** -1 while more posts can load. */
  setSize: number;
  measure: (node: HTMLElement | null) => void;
  item: T;
  renderItem: (item: T) => ReactNode;
}

/**
 * One positioned row of the feed. The row's post (its first `article`) carries the feed
 * pattern's position attributes and can take focus for j/k. Rows re-render only when their own
 * props change: scrolling mounts the rows coming into view and leaves the others alone.
 */
function FeedRowComponent<T>({ index, setSize, measure, item, renderItem }: FeedRowProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const article = ref.current?.querySelector(ROW_POST);
    if (!article) return;
    article.setAttribute('aria-posinset', String(index + 1));
    article.setAttribute('aria-setsize', String(setSize));
    if (!article.hasAttribute('tabindex')) article.setAttribute('tabindex', '-1');
  });
  // A stable ref: a new one each render would make the virtualizer measure every row again.
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      ref.current = node;
      measure(node);
    },
    [measure],
  );
  return (
    <div ref={attach} data-index={index} className="timeline-row">
      {renderItem(item)}
    </div>
  );
}

export const FeedRow = memo(FeedRowComponent) as typeof FeedRowComponent;
