import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJson, scopedStorageKey, writeJson } from '../api/storage';
import { parseStoredShortcuts, type Shortcut } from '../lib/shortcuts';
import { useSession, type AccountSession } from './session';

export const shortcutsStorageKey = (scopeKey: string) => scopedStorageKey('shortcuts', scopeKey);

/** One store per session: a session that ends (an account removed) takes its store along. */
const stores = new WeakMap<AccountSession, StoreApi<Shortcut[]>>();

/** The shortcuts of a session's account, kept in step with storage. */
export function shortcutsStore(session: AccountSession): StoreApi<Shortcut[]> {
  const { scopeKey } = session;
  let store = stores.get(session);
  if (!store) {
    const key = shortcutsStorageKey(scopeKey);
    const stored = () => parseStoredShortcuts(readJson(key));
    const created = createStore<Shortcut[]>()(stored);
    created.subscribe((shortcuts) => writeJson(key, shortcuts));
    // Shortcuts changed in another tab show here too.
    window.addEventListener('storage', (event) => {
      if (event.storageArea === localStorage && (event.key === null || event.key === key)) {
        created.setState(stored(), true);
      }
    });
    stores.set(session, created);
    store = created;
  }
  return store;
}

/** The current account's shortcuts and a setter for the whole list. */
export function useShortcuts(): [Shortcut[], (next: Shortcut[]) => void] {
  const store = shortcutsStore(useSession());
  const shortcuts = useStore(store);
  const setShortcuts = useCallback((next: Shortcut[]) => store.setState(next, true), [store]);
  return [shortcuts, setShortcuts];
}
