import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { parseAppearance, rootAttributes, type Appearance } from '../lib/appearance';
import { readJson, writeJson } from '../lib/storage';

const STORAGE_KEY = 'petrel:appearance';

/** Puts an appearance on the page's root element: `data-theme` and the root font size. */
function applyToRoot(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  const { dataTheme, fontSize } = rootAttributes(appearance);
  if (dataTheme) root.dataset.theme = dataTheme;
  else delete root.dataset.theme;
  root.style.fontSize = fontSize ?? '';
}

const appearanceStore = createStore<Appearance>()(() => parseAppearance(readJson(STORAGE_KEY)));
appearanceStore.subscribe((appearance) => {
  writeJson(STORAGE_KEY, appearance);
  applyToRoot(appearance);
});

/** Applies the stored appearance at once; called before the first render, so nothing flashes. */
export function applyStoredAppearance(): void {
  applyToRoot(appearanceStore.getState());
}

export function useAppearance(): Appearance {
  return useStore(appearanceStore);
}

export function setAppearance(change: Partial<Appearance>): void {
  appearanceStore.setState(change);
}
