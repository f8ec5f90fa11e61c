import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJson, scopedStorageKey, writeJson } from '../lib/storage';
import { parseStoredShortcuts, type Shortcut } from '../lib/shortcuts';
import { useSession, type AccountSession } from './session';

export const shortcutsStorageKey = (scopeKey: string) => scopedStorageKey('shortcuts', scopeKey);

/** A scope's shortcuts, kept in step with storage and with changes made in other tabs. */
function followedShortcuts(scopeKey: string) {
  const key = shortcutsStorageKey(scopeKey);
  const stored = () => parseStoredShortcuts(readJson(key));
  const store = createStore<Shortcut[]>()(stored);
  store.subscribe((shortcuts) => writeJson(key, shortcuts));
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && (event.key === null || event.key === key)) {
      store.setState(stored(), true);
    }
  };
  window.addEventListener('storage', onStorage);
  return { store, stop: () => window.removeEventListener('storage', onStorage) };
}

/** The shortcuts of a session's account; a session that ends stops following other tabs. */
export function shortcutsStore(session: AccountSession): StoreApi<Shortcut[]> {
  return session.resource(
    'shortcuts',
    () => followedShortcuts(session.scopeKey),
    ({ stop }) => stop(),
  ).store;
}

/** The current account's shortcuts and a setter for the whole list. */
export function useShortcuts(): [Shortcut[], (next: Shortcut[]) => void] {
  const store = shortcutsStore(useSession());
  const shortcuts = useStore(store);
  const setShortcuts = useCallback((next: Shortcut[]) => store.setState(next, true), [store]);
  return [shortcuts, setShortcuts];
}
