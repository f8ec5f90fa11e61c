import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from '../router';
import { FEED_SCROLLER_ATTRIBUTE } from './feed-scroller';

interface FocusedPost {
  /** The feed item (row) holding focus. */
  itemKey: string;
  /** The post in that row (a row of boosts holds several). */
  statusId?: string;
  /** The link that had focus, where it was outside a post (an account in a notification). */
  href?: string;
}

/** Per history entry and feed: the post that had focus when the reader left. */
const focusedByEntry = new Map<string, FocusedPost>();
/** Enough for a long walk through the history; the oldest are forgotten first. */
const MAX_ENTRIES = 200;
const FOCUS_ATTEMPTS = 30;

function remember(entry: string, post: FocusedPost | null) {
  focusedByEntry.delete(entry);
  if (!post) return;
  focusedByEntry.set(entry, post);
  if (focusedByEntry.size > MAX_ENTRIES) {
    focusedByEntry.delete(focusedByEntry.keys().next().value as string);
  }
}

/**
 * Going back to a feed returns focus to the post that had it when the reader left (the post they
 * opened, with Enter, `o` or a click), or to the link they followed outside a post. `attach` takes
 * the element around the feed's rows; `initialKey` is the item to open the feed on, if any.
 */
export function useReturnFocus(
  items: readonly { key: string }[],
  label: string,
): { attach: (element: HTMLElement | null) => void; initialKey?: string } {
  // The element around the feed's rows, which shows only once the first posts have loaded.
  const [list, setList] = useState<HTMLElement | null>(null);
  const entry = `${useLocation().key}:${label}`;
  const [returning] = useState(() => focusedByEntry.get(entry));

  // Follow focus within the feed; focus moving elsewhere on the page forgets it.
  const itemAt = useEffectEvent((index: number) => items[index]);
  useEffect(() => {
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as Element).closest<HTMLElement>('[data-index]');
      const item = row ? itemAt(Number(row.dataset.index)) : undefined;
      const target = event.target as Element;
      const statusId = target.closest<HTMLElement>('article[data-status-id]')?.dataset.statusId;
      const href = statusId ? undefined : (target.closest('a')?.getAttribute('href') ?? undefined);
      remember(entry, item ? { itemKey: item.key, statusId, href } : null);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !list.contains(next)) remember(entry, null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [list, entry]);

  // Focus the post once its row renders, bringing it into view. Scheduled from an effect, so it
  // comes after the screen's own focus move (to its heading, app/Shell.tsx).
  const indexOf = useEffectEvent((key: string) => items.findIndex((item) => item.key === key));
  useEffect(() => {
    if (!returning || !list) return;
    let attempts = 0;
    let frame = 0;
    const attempt = () => {
      const index = indexOf(returning.itemKey);
      if (index < 0) return;
      const row = list.querySelector(`[data-index="${index}"]`);
      const posts = [...(row?.querySelectorAll<HTMLElement>('article[data-status-id]') ?? [])];
      const post = posts.find((article) => article.dataset.statusId === returning.statusId);
      const link = returning.href
        ? [...(row?.querySelectorAll<HTMLElement>('a[href]') ?? [])].find(
            (anchor) => anchor.getAttribute('href') === returning.href,
          )
        : undefined;
      // Else the row's first control: a link followed from a group that was expanded is gone.
      const target =
        post ?? link ?? posts[0] ?? row?.querySelector<HTMLElement>('a[href], button') ?? null;
      if (target) {
        target.focus({ preventScroll: true });
        if (!inView(target)) target.scrollIntoView();
        return;
      }
      if (attempts++ < FOCUS_ATTEMPTS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [returning, list]);

  const present = returning && items.some((item) => item.key === returning.itemKey);
  return { attach: setList, initialKey: present ? returning.itemKey : undefined };
}

/** Whether any of `element` shows: in the window and, in a column, in the column's scroll box. */
function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const column = element.closest(`[${FEED_SCROLLER_ATTRIBUTE}]`)?.getBoundingClientRect();
  const top = Math.max(0, column?.top ?? 0);
  const bottom = Math.min(window.innerHeight, column?.bottom ?? Infinity);
  return box.bottom > top && box.top < bottom;
}
