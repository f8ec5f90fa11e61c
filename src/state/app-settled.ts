import { useSyncExternalStore } from 'react';

/**
 * What the first screen does not need (keyboard shortcuts, the service worker, thread numbers,
 * link unfurling) waits until the app has settled: a feed has shown its first posts, the person
 * has pressed a key or pointed, or this long has passed (a screen without a feed).
 */
export const SETTLE_FALLBACK_MS = 3000;

/** Key presses kept while the keyboard layers load: a person may type as the first posts appear. */
export const MAX_PENDING_KEYS = 10;

let settled = false;
let pendingKeys: KeyboardEvent[] = [];
let keepingKeys = true;
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

let feedKeysListening = false;
const feedKeysWaiting = new Set<() => void>();

/** A feed's own keys (j, k) listen from now on: early keys can be replayed to them. */
export function markFeedKeysListening(): void {
  feedKeysListening = true;
  for (const resolve of [...feedKeysWaiting]) resolve();
  feedKeysWaiting.clear();
}

/**
 * Resolves once a feed's own keys listen (at once if they do), or after `bound` ms if they never
 * come (the feed went away before they mounted).
 */
export function feedKeysListen(bound = SETTLE_FALLBACK_MS): Promise<void> {
  if (feedKeysListening) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      feedKeysWaiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, bound);
    feedKeysWaiting.add(done);
  });
}

/** A keyboard layer is there: keys from now on are its own, not kept for replay. */
export function stopKeepingKeys(): void {
  keepingKeys = false;
}

/**
 * The key presses made before the first keyboard layer was there, oldest first, for the layers to
 * handle; later calls return nothing.
 */
export function takePendingKeys(): KeyboardEvent[] {
  stopKeepingKeys();
  const keys = pendingKeys;
  pendingKeys = [];
  return keys;
}

/** Settles on the first key press or pointer press, or after SETTLE_FALLBACK_MS. */
export function settleOnFirstUse(): void {
  const keepKey = (event: KeyboardEvent) => {
    if (!keepingKeys) return window.removeEventListener('keydown', keepKey, true);
    if (pendingKeys.length < MAX_PENDING_KEYS) pendingKeys.push(event);
    markSettled();
  };
  window.addEventListener('keydown', keepKey, true);
  window.addEventListener('pointerdown', markSettled, { capture: true, once: true });
  setTimeout(markSettled, SETTLE_FALLBACK_MS);
}
