import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One MediaQueryList for every post on screen: creating one per render shows up while scrolling.
// It is created again if matchMedia itself is replaced (tests stub it).
let cached: { source: unknown; list: MediaQueryList } | undefined;

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const source: unknown = Reflect.get(window, 'matchMedia');
  if (cached && cached.source === source) return cached.list;
  cached = { source, list: window.matchMedia(QUERY) };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True when the reader asked the system for less motion: no autoplay, static emoji. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
