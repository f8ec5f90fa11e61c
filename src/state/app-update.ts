import { create } from 'zustand';
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
  // Loaded apart from the initial script: nothing on screen waits for it.
  void import('./service-worker')
    .then(({ registerWorker }) =>
      registerWorker({
        onWaiting: (takeOver) => useAppUpdate.setState({ waiting: true, reload: takeOver }),
        checkEveryMs: UPDATE_CHECK_INTERVAL_MS,
      }),
    )
    .catch(() => undefined);
}
