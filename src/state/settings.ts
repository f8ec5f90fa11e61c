import { useCallback } from 'react';
import { useStore } from 'zustand';
import type { Settings } from '../lib/settings';
import { useSession, type AccountSession } from './session';

export function updateSetting<K extends keyof Settings>(
  session: Pick<AccountSession, 'settings'>,
  key: K,
  value: Settings[K],
): void {
  session.settings.setState({ [key]: value } as Pick<Settings, K>);
}

/** All settings of the current account (or of the logged-out session). */
export function useSettings(): Settings {
  return useStore(useSession().settings);
}

/** One setting and its setter: `const [autoRefresh, setAutoRefresh] = useSetting('autoRefresh')`. */
export function useSetting<K extends keyof Settings>(
  key: K,
): [Settings[K], (value: Settings[K]) => void] {
  const session = useSession();
  const value = useStore(session.settings, (settings) => settings[key]);
  const setValue = useCallback(
    (next: Settings[K]) => updateSetting(session, key, next),
    [session, key],
  );
  return [value, setValue];
}

/** Replaces all settings of the current scope (used by import). */
export function useReplaceSettings(): (settings: Settings) => void {
  const session = useSession();
  return useCallback((settings: Settings) => session.settings.setState(settings, true), [session]);
}
