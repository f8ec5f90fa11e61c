import { useSyncExternalStore } from 'react';

/**
 * What the first screen does not need (keyboard shortcuts, the service worker, thread numbers,
 * link unfurling) waits until the app has settled: a feed has shown its first posts, the person
 * has pressed a key or pointed, or this long has passed (a screen without a feed).
 */
export const SETTLE_FALLBACK_MS = 3000;

let settled = false;
let pendingKey: KeyboardEvent | null = null;
const listeners = new Set<() => void>();

export function markSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

export function isSettled(): boolean {
  return settled;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}

/** Runs `run` once the app has settled (at once if it has). */
export function whenSettled(run: () => void): void {
  if (settled) return run();
  const unsubscribe = subscribe(() => {
    unsubscribe();
    run();
  });
}

/** The key press that settled the app, for the keyboard layer to handle once it is there. */
export function takePendingKey(): KeyboardEvent | null {
  const event = pendingKey;
  pendingKey = null;
  return event;
}

/** Settles on the first key press or pointer press, or after SETTLE_FALLBACK_MS. */
export function settleOnFirstUse(): void {
  const onKey = (event: KeyboardEvent) => {
    if (!settled) pendingKey = event;
    markSettled();
  };
  window.addEventListener('keydown', onKey, { capture: true, once: true });
  window.addEventListener('pointerdown', markSettled, { capture: true, once: true });
  setTimeout(markSettled, SETTLE_FALLBACK_MS);
}
