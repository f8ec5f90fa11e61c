import { useSyncExternalStore } from 'react';

// One MediaQueryList per query for every component asking: creating one per render shows up while
// scrolling. A list is created again if matchMedia itself is replaced (tests stub it).
const cache = new Map<string, { source: unknown; list: MediaQueryList }>();

function mediaQuery(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const source: unknown = Reflect.get(window, 'matchMedia');
  const cached = cache.get(query);
  if (cached && cached.source === source) return cached.list;
  const list = window.matchMedia(query);
  cache.set(query, { source, list });
  return list;
}

type Subscribe = (onChange: () => void) => () => void;
// Stable per query, so React does not subscribe again on every render.
const subscribers = new Map<string, Subscribe>();

function subscriberFor(query: string): Subscribe {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether a CSS media query matches, kept current; `fallback` where it cannot be asked. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    subscriberFor(query),
    () => mediaQuery(query)?.matches ?? fallback,
    () => fallback,
  );
}
