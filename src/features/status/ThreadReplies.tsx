import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { mastodon } from 'masto';
import { useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { StatusCard } from '../../components/StatusCard';
import { nestReplies } from '../../lib/thread-tree';
import { ReplyingTo } from './ReplyingTo';

interface ThreadRepliesProps {
  focused: mastodon.v1.Status;
  descendants: readonly mastodon.v1.Status[];
  instance: string;
}

/** A row's height before it is measured; close to a one-paragraph post. */
const ESTIMATED_ROW_HEIGHT = 150;
const OVERSCAN = 6;

/** The distance from the top of the document to `element`, kept current as content above moves. */
function useDocumentOffset(element: HTMLElement | null): number {
  const [offset, setOffset] = useState(0);
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
export function ThreadReplies({ focused, descendants, instance }: ThreadRepliesProps) {
  const { t } = useLingui();
  const rows = useMemo(() => nestReplies(focused, descendants), [focused, descendants]);
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const scrollMargin = useDocumentOffset(list);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index].status.id,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const items = virtualizer.getVirtualItems();
  return (
    <ol
      ref={setList}
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
            {(row.showReplyingTo || row.missingParent) && <ReplyingTo row={row} />}
            <StatusCard status={row.status} instance={instance} />
          </li>
        );
      })}
    </ol>
  );
}
