import { Workbox } from 'workbox-window';
import { filesToCacheNow } from '../lib/sw-routing';

/**
 * Registers sw.js. `onWaiting` is told when a new version waits, with the way to let it take
 * over (then the page reloads); the tab asks for a new version every `checkEveryMs`.
 */
export async function registerWorker({
  onWaiting,
  checkEveryMs,
}: {
  onWaiting: (takeOver: () => void) => void;
  checkEveryMs: number;
}): Promise<void> {
  const firstVisit = navigator.serviceWorker.controller === null;
  const workbox = new Workbox('./sw.js', { scope: './' });
  workbox.addEventListener('waiting', () =>
    onWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();
  if (firstVisit) void sendLoadedFiles().catch(() => undefined);
  setInterval(() => void workbox.update().catch(() => undefined), checkEveryMs);
}

/**
 * The worker installs with the app shell only; what this page loaded before the worker took
 * control (its locale's catalog, its screen) is handed to it to cache, so the next visit opens
 * offline too. Sent once the worker is activated, when it no longer empties its cache.
 */
async function sendLoadedFiles(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  if (active.state !== 'activated') {
    await new Promise<void>((resolve) => {
      const onChange = () => {
        if (active.state !== 'activated') return;
        active.removeEventListener('statechange', onChange);
        resolve();
      };
      active.addEventListener('statechange', onChange);
    });
  }
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const scope = new URL('./', document.baseURI);
  active.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: filesToCacheNow(loaded, scope) },
  });
}
