import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Choosing Home while already on Home: the navigation announces it, Home's timeline answers by
 * going to its newest posts. Kept apart from both so any Home link (sidebar, tab bar) can use it.
 */
const listeners = new Set<() => void>();

export function reselectHome(): void {
  listeners.forEach((listener) => listener());
}

/** A Home link's click handler: announces a reselection when the link is already the current page. */
export function onHomeLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.currentTarget.getAttribute('aria-current') === 'page') reselectHome();
}

/** Calls `onReselect` whenever Home is chosen again while shown. */
export function useHomeReselected(onReselect: () => void, enabled = true): void {
  const latest = useRef(onReselect);
  useEffect(() => {
    latest.current = onReselect;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [enabled]);
}
