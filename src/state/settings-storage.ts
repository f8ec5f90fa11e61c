import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJson, scopedStorageKey, writeJson } from '../lib/storage';
import { parseStoredSettings, type Settings } from '../lib/settings';

export const settingsStorageKey = (scopeKey: string) => scopedStorageKey('settings', scopeKey);

/** A scope's settings as stored; bad stored data falls back to the defaults (and is reported). */
export function readStoredSettings(scopeKey: string): Settings {
  const parsed = parseStoredSettings(readJson(settingsStorageKey(scopeKey)));
  if (parsed.invalid.length > 0) {
    console.warn(`Settings reset to defaults: ${parsed.invalid.join(', ')}`);
  }
  return parsed.settings;
}

/** The settings of one scope, kept in step with storage. */
export function createSettingsStore(scopeKey: string): StoreApi<Settings> {
  const store = createStore<Settings>()(() => readStoredSettings(scopeKey));
  store.subscribe((settings) => writeJson(settingsStorageKey(scopeKey), settings));
  return store;
}
