import { useSyncExternalStore } from 'react';

interface Clock {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => number;
}

/** One clock per interval, shared by every reader of it. */
const clocks = new Map<number, Clock>();

function clockEvery(tickMs: number): Clock {
  const existing = clocks.get(tickMs);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const clock: Clock = {
    subscribe(listener) {
      listeners.add(listener);
      // One timer for all its readers, running only while any is mounted.
      timer ??= setInterval(() => {
        now = Date.now();
        listeners.forEach((notify) => notify());
      }, tickMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    // Stale only after a quiet spell with nothing mounted; refreshed on the next read.
    snapshot() {
      if (Date.now() - now >= tickMs) now = Date.now();
      return now;
    },
  };
  clocks.set(tickMs, clock);
  return clock;
}

const standStill = () => () => undefined;

/**
 * The current time, renewed every `tickMs` (30 s unless said) for all its readers at once; while
 * not `active`, it is not renewed.
 */
export function useNow({ tickMs = 30_000, active = true } = {}): number {
  const clock = clockEvery(tickMs);
  return useSyncExternalStore(
    active ? clock.subscribe : standStill,
    clock.snapshot,
    clock.snapshot,
  );
}
