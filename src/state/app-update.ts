import { create } from 'zustand';
import { filesToCacheNow } from '../lib/sw-routing';
import { whenSettled } from './app-settled';

/** How often an open tab asks whether a new version has been deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

interface AppUpdateState {
  /** A new version is installed and waits for the person's Reload. */
  waiting: boolean;
  /** Lets the waiting version take over, then reloads (set once a worker is registered). */
  reload: () => void;
  dismiss: () => void;
}

export const useAppUpdate = create<AppUpdateState>()((set) => ({
  waiting: false,
  reload: () => window.location.reload(),
  dismiss: () => set({ waiting: false }),
}));

/**
 * Registers the service worker of the production build (sw.js, next to index.html). A new
 * version waits (registerType 'prompt') until the person chooses Reload in the update prompt.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Once the first screen is read: precaching then does not compete with it.
  whenSettled(registerWhenLoaded);
}

function registerWhenLoaded(): void {
  if (document.readyState !== 'complete') {
    window.addEventListener('load', registerWhenLoaded, { once: true });
    return;
  }
  const firstVisit = navigator.serviceWorker.controller === null;
  // Loaded apart from the initial script: nothing on screen waits for it.
  void import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox('./sw.js', { scope: './' });
      workbox.addEventListener('waiting', () => {
        useAppUpdate.setState({
          waiting: true,
          reload: () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          },
        });
      });
      return workbox.register().then(() => {
        if (firstVisit) void sendLoadedFiles().catch(() => undefined);
        setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
      });
    })
    .catch(() => undefined);
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
