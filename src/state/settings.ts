import { useCallback } from 'react';
import { create } from 'zustand';
import { readJson, writeJson } from '../api/storage';
import { parseStoredSettings, type Settings } from '../lib/settings';
import { useSession } from './session';

const storageKey = (scopeKey: string) => `petrel:settings:${scopeKey}`;

/** Settings changed in this session, per scope (`instance:account`). */
const useSettingsStore = create<Record<string, Settings>>()(() => ({}));
/** Settings read from storage, parsed once per scope. */
const loaded = new Map<string, Settings>();

/** The settings of a scope; bad stored data falls back to the defaults (and is reported). */
export function settingsFor(scopeKey: string): Settings {
  const changed = useSettingsStore.getState()[scopeKey];
  if (changed) return changed;
  let settings = loaded.get(scopeKey);
  if (!settings) {
    const parsed = parseStoredSettings(readJson(storageKey(scopeKey)));
    if (parsed.invalid.length > 0) {
      console.warn(`Settings reset to defaults: ${parsed.invalid.join(', ')}`);
    }
    settings = parsed.settings;
    loaded.set(scopeKey, settings);
  }
  return settings;
}

/** Replaces every setting of a scope at once and stores them. */
export function replaceSettings(scopeKey: string, settings: Settings): void {
  writeJson(storageKey(scopeKey), settings);
  useSettingsStore.setState({ [scopeKey]: settings });
}

export function updateSetting<K extends keyof Settings>(
  scopeKey: string,
  key: K,
  value: Settings[K],
): void {
  replaceSettings(scopeKey, { ...settingsFor(scopeKey), [key]: value });
}

/** Forgets what was read (tests, and after another tab changed storage). */
export function resetSettingsCache(): void {
  loaded.clear();
  useSettingsStore.setState(() => ({}), true);
}

/** All settings of the current account (or of the logged-out session). */
export function useSettings(): Settings {
  const { scopeKey } = useSession();
  return useSettingsStore((state) => state[scopeKey] ?? settingsFor(scopeKey));
}

/** One setting and its setter: `const [autoRefresh, setAutoRefresh] = useSetting('autoRefresh')`. */
export function useSetting<K extends keyof Settings>(
  key: K,
): [Settings[K], (value: Settings[K]) => void] {
  const { scopeKey } = useSession();
  const value = useSettings()[key];
  const setValue = useCallback(
    (next: Settings[K]) => updateSetting(scopeKey, key, next),
    [scopeKey, key],
  );
  return [value, setValue];
}

/** Replaces all settings of the current scope (used by import). */
export function useReplaceSettings(): (settings: Settings) => void {
  const { scopeKey } = useSession();
  return useCallback((settings: Settings) => replaceSettings(scopeKey, settings), [scopeKey]);
}
