import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJson, scopedStorageKey, writeJson } from '../api/storage';
import { parseStoredShortcuts, type Shortcut } from '../lib/shortcuts';
import { useSession } from './session';

export const shortcutsStorageKey = (scopeKey: string) => scopedStorageKey('shortcuts', scopeKey);

const stores = new Map<string, StoreApi<Shortcut[]>>();

/** The shortcuts of one account (`instance:accountId`), kept in step with storage. */
export function shortcutsStore(scopeKey: string): StoreApi<Shortcut[]> {
  let store = stores.get(scopeKey);
  if (!store) {
    store = createStore<Shortcut[]>()(() =>
      parseStoredShortcuts(readJson(shortcutsStorageKey(scopeKey))),
    );
    store.subscribe((shortcuts) => writeJson(shortcutsStorageKey(scopeKey), shortcuts));
    stores.set(scopeKey, store);
  }
  return store;
}

/** The current account's shortcuts and a setter for the whole list. */
export function useShortcuts(): [Shortcut[], (next: Shortcut[]) => void] {
  const { scopeKey } = useSession();
  const store = shortcutsStore(scopeKey);
  const shortcuts = useStore(store);
  const setShortcuts = useCallback((next: Shortcut[]) => store.setState(next, true), [store]);
  return [shortcuts, setShortcuts];
}
