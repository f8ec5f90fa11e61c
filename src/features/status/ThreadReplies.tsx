import { useLingui } from '@lingui/react/macro';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { mastodon } from 'masto';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { StatusCard } from '../../components/StatusCard';
import { useReturnFocus } from '../../components/timeline/use-return-focus';
import { nestReplies } from '../../lib/thread-tree';

interface ThreadRepliesProps {
  focused: mastodon.v1.Status;
  descendants: readonly mastodon.v1.Status[];
  instance: string;
  /** The self-thread's author and length, for "2/5" numbers on that author's posts. */
  selfThread: { authorId: string; total: number } | null;
}

/** A row's height before it is measured; close to a one-paragraph post. */
const ESTIMATED_ROW_HEIGHT = 150;
const OVERSCAN = 6;

/**
 * The distance from the top of the document to `element`, kept current as content above moves;
 * null until first measured (before the browser paints).
 */
function useDocumentOffset(element: HTMLElement | null): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return offset;
}

/**
 * The replies below the focused post, nested by depth. Only the rows near the viewport are in the
 * DOM, so a thread of a thousand replies opens as fast as a short one.
 */
export function ThreadReplies(props: ThreadRepliesProps) {
  const { focused, descendants, instance, selfThread } = props;
  const { t } = useLingui();
  const rows = useMemo(() => nestReplies(focused, descendants), [focused, descendants]);
  const keyed = useMemo(() => rows.map((row) => ({ key: row.status.id })), [rows]);
  const { attach: attachReturnFocus, initialKey: returnKey } = useReturnFocus(keyed, 'replies');
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const attach = useCallback(
    (element: HTMLOListElement | null) => {
      setList(element);
      attachReturnFocus(element);
    },
    [attachReturnFocus],
  );
  const measuredMargin = useDocumentOffset(list);
  const scrollMargin = measuredMargin ?? 0;
  const virtualizer = useWindowVirtualizer({
    // Off until the list's place in the page is known: rows measured against a wrong offset
    // would count as above the viewport and move the scroll position to compensate.
    enabled: measuredMargin !== null,
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index].status.id,
    // A row is never empty; a zero height means no layout yet (or none at all, as in tests).
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // Back to the thread: the reply that was opened is brought into the DOM, then gets focus.
  const ready = measuredMargin !== null;
  const returnedTo = useRef(false);
  useEffect(() => {
    if (!ready || !returnKey || returnedTo.current) return;
    returnedTo.current = true;
    const index = rows.findIndex((row) => row.status.id === returnKey);
    if (index > 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [ready, returnKey, rows, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <ol
      ref={attach}
      className="thread-replies"
      aria-label={t`Replies`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="thread-reply"
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            style={
              {
                '--depth': row.depth,
                transform: `translateY(${item.start - scrollMargin}px)`,
              } as CSSProperties
            }
          >
            <StatusCard
              status={row.status}
              instance={instance}
              context="thread"
              parentShown
              threadTotal={
                selfThread?.authorId === row.status.account.id ? selfThread.total : undefined
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
