/// <reference lib="webworker" />
/**
 * Petrel's service worker: the app shell offline (the precached shell, index.html for every
 * page, the app's other files cached when first used), web push notifications, and the update
 * prompt's "Reload" (skip waiting). It caches nothing else: no answer of any instance ever lands
 * in Cache Storage (see lib/sw-routing.ts).
 */
import { get } from 'idb-keyval';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PUSH_ACCOUNT_DB_KEY } from './lib/web-push';
import {
  clickTarget,
  notificationToShow,
  parsePushPayload,
  pickWindow,
} from './lib/push-notification';
import { cacheableEntries, cachesOnFirstUse, servesAppShell } from './lib/sw-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
declare const __APP_NAME__: string;

const scope = new URL(self.registration.scope);

/** The app's files cached when first used; one version's, emptied when the next one activates. */
const ON_FIRST_USE_CACHE = `petrel-assets-${scope.href}`;

// The install downloads the shell only (vite.config.ts keeps it in the manifest).
precacheAndRoute(cacheableEntries(self.__WB_MANIFEST, scope));
cleanupOutdatedCaches();
// Every page of the app is index.html (hash routes): offline too.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && servesAppShell(url, scope),
  createHandlerBoundToURL('index.html'),
);
// Route chunks, locale catalogs, emoji data, fonts: hashed names, so the first copy stays right.
// The page sends what it loaded before this worker took control (CACHE_URLS, handled by
// workbox-routing through this route): its locale's catalog and its first screen.
registerRoute(
  ({ request, url }) => request.method === 'GET' && cachesOnFirstUse(url, scope),
  // Hosts vary on Origin, which a module script's request has and the page's CACHE_URLS do not.
  new CacheFirst({ cacheName: ON_FIRST_USE_CACHE, matchOptions: { ignoreVary: true } }),
);

self.addEventListener('activate', (event) => {
  // A new version's files have new names: the previous version's are dropped, not kept forever.
  // Claiming the first visit's page lets the files it loads from now on be cached as they are used.
  event.waitUntil(caches.delete(ON_FIRST_USE_CACHE).then(() => self.clients.claim()));
});

// The update prompt's Reload: the waiting worker takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

function readPayload(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const payload = parsePushPayload(readPayload(event));
      const accountKey = (await get<string>(PUSH_ACCOUNT_DB_KEY).catch(() => null)) ?? null;
      const { title, options } = notificationToShow(payload, {
        scope: scope.href,
        accountKey,
        fallbackTitle: __APP_NAME__,
      });
      await self.registration.showNotification(title, options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data, scope.href);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const existing = pickWindow(windows, scope.href);
      // navigate() works only on a window this worker controls; otherwise open a new one.
      const shown = existing && (await existing.navigate(url).catch(() => null));
      return shown ? shown.focus() : self.clients.openWindow(url);
    })(),
  );
});
