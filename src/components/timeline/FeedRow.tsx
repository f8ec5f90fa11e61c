import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface FeedRowProps {
  index: number;
  /** -1 while more posts can load. */
  setSize: number;
  measure: (node: HTMLElement | null) => void;
  children: ReactNode;
}

/**
 * One positioned row of the feed. The row's post (its first `article`) carries the feed
 * pattern's position attributes and can take focus for j/k.
 */
export function FeedRow({ index, setSize, measure, children }: FeedRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const article = ref.current?.querySelector('article');
    if (!article) return;
    article.setAttribute('aria-posinset', String(index + 1));
    article.setAttribute('aria-setsize', String(setSize));
    if (!article.hasAttribute('tabindex')) article.setAttribute('tabindex', '-1');
  });
  return (
    <div
      ref={(node) => {
        ref.current = node;
        measure(node);
      }}
      data-index={index}
      className="timeline-row"
    >
      {children}
    </div>
  );
}
