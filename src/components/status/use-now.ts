import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // One timer for every relative time on screen, running only while any is mounted.
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((notify) => notify());
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Stale only after a quiet spell with nothing mounted; refreshed on the next read.
function snapshot(): number {
  if (Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** The current time, updated every 30 s for all subscribers at once. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
