import { useSyncExternalStore } from 'react';

/** Where the sidebar starts (shell.css uses the same width); narrower screens get the tab bar. */
const WIDE = '(min-width: 60rem)';

let cached: { source: unknown; list: MediaQueryList } | undefined;

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const source: unknown = Reflect.get(window, 'matchMedia');
  if (cached && cached.source === source) return cached.list;
  cached = { source, list: window.matchMedia(WIDE) };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on screens wide enough for the sidebar (and where the width cannot be asked, as in tests). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? true,
    () => true,
  );
}
