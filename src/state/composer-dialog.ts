import { create } from 'zustand';
import type { ComposeTarget } from '../lib/compose/compose-target';

interface ComposerDialogState {
  /** What the open composer dialog writes; null while it is closed. */
  target: ComposeTarget | null;
  /** The post just made from the dialog, announced with a link to it. */
  posted: { instance: string; id: string } | null;
  open: (target?: ComposeTarget) => void;
  close: () => void;
  sent: (instance: string, id: string) => void;
  dismissPosted: () => void;
}

/** The composer dialog over the current screen: one at a time, opened from anywhere. */
export const useComposerDialog = create<ComposerDialogState>()((set) => ({
  target: null,
  posted: null,
  open: (target = {}) => set({ target, posted: null }),
  close: () => set({ target: null }),
  sent: (instance, id) => set({ target: null, posted: { instance, id } }),
  dismissPosted: () => set({ posted: null }),
}));

/** Opens the composer over the current screen. */
export function useOpenComposer(): (target?: ComposeTarget) => void {
  return useComposerDialog((state) => state.open);
}
